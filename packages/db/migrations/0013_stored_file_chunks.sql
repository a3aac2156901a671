CREATE TABLE "stored_file_chunks" (
	"blob_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_chunks_blob_id_index_pk" PRIMARY KEY("blob_id","index")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "size" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "blob_id" uuid;