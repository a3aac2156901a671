CREATE TABLE "deleted_content" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"row" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deleted_content_deleted_idx" ON "deleted_content" USING btree ("deleted_at");