-- What ranks a search (ADR 043): the course's name and its category's name as a small document of their own,
-- so ranking a search's matches never reads their whole search document. The search document is kept in the
-- row (compressed if it must be, never moved out to the TOAST table): a search of a common word tests most rows
-- against it. Adding the column rewrites the table, which applies that to the documents already stored.
ALTER TABLE "courses" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_rank" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("category_name", '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce("category_name", '')), 'C')) STORED;
