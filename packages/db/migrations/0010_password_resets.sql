CREATE TABLE "password_resets" (
	"email_key" text PRIMARY KEY NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"window_started_at" timestamp with time zone NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"wrong_guesses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP TABLE "password_reset_codes" CASCADE;--> statement-breakpoint
CREATE INDEX "password_resets_window_idx" ON "password_resets" USING btree ("window_started_at");