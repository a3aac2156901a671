-- A search read in rank tiers (ADR 045): the search document's index for published courses only (every search
-- asks for them, so counting a search's matches reads no status), the rank document's index to count and find
-- a tier's matches, and published courses in name order to read a large tier until its page is full.
DROP INDEX "courses_search_idx";--> statement-breakpoint
CREATE INDEX "courses_search_rank_idx" ON "courses" USING gin ("search_rank") WITH (fastupdate=false) WHERE "courses"."status" = 'published';--> statement-breakpoint
CREATE INDEX "courses_published_name_idx" ON "courses" USING btree ("name","id") WHERE "courses"."status" = 'published';--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search") WITH (fastupdate=false) WHERE "courses"."status" = 'published';