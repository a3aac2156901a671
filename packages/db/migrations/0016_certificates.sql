CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"learner_name" text NOT NULL,
	"course_name" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"hours" numeric(6, 1) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"issued_by" uuid,
	"replaces" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revocation_reason" text,
	"credential" text NOT NULL,
	"pdf_key" text,
	CONSTRAINT "certificates_method_check" CHECK ("certificates"."method" in ('completion', 'manual')),
	CONSTRAINT "certificates_id_check" CHECK ("certificates"."id" ~ '^[a-z2-7]{26}$'),
	CONSTRAINT "certificates_revocation_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revocation_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "server_secrets" DROP CONSTRAINT "server_secrets_purpose_check";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "grants_certificate" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_valid_unique" ON "certificates" USING btree ("user_id","course_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "server_secrets" ADD CONSTRAINT "server_secrets_purpose_check" CHECK ("server_secrets"."purpose" in ('jwt', 'otp', 'media', 'credential'));