CREATE TABLE "server_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "server_secrets_purpose_check" CHECK ("server_secrets"."purpose" in ('jwt', 'otp'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "server_secrets_active_unique" ON "server_secrets" USING btree ("purpose") WHERE "server_secrets"."retired_at" is null;