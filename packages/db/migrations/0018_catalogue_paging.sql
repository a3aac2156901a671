-- The catalogue's pages and search without a join (ADR 041). Each course carries its category's name and
-- sort order, copied by the triggers below; the search document includes the name, so its GIN index answers a
-- search whole; two partial indexes serve the keyset pages of the catalogue and of one category.
ALTER TABLE "courses" ADD COLUMN "category_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "category_sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "courses_copy_category"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category record;
BEGIN
  -- An unknown category copies nothing: the foreign key then refuses the row, as it did before the copies.
  SELECT "name", "sort_order" INTO category FROM "categories" WHERE "id" = NEW."category_id";
  IF FOUND THEN
    NEW."category_name" := category."name";
    NEW."category_sort" := category."sort_order";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "courses_copy_category" BEFORE INSERT OR UPDATE OF "category_id" ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "courses_copy_category"();--> statement-breakpoint
CREATE FUNCTION "categories_copy_to_courses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "courses" SET "category_name" = NEW."name", "category_sort" = NEW."sort_order"
    WHERE "category_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "categories_copy_to_courses" AFTER UPDATE OF "name", "sort_order" ON "categories"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."sort_order" IS DISTINCT FROM NEW."sort_order")
  EXECUTE FUNCTION "categories_copy_to_courses"();--> statement-breakpoint
UPDATE "courses" SET "category_name" = "categories"."name", "category_sort" = "categories"."sort_order"
  FROM "categories" WHERE "categories"."id" = "courses"."category_id";--> statement-breakpoint
-- Dropping the column drops its GIN index: both are made again with the new document.
ALTER TABLE "courses" drop column "search";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, regexp_replace(regexp_replace(coalesce("description", ''), '<[^>]*>', ' ', 'g'), '&[a-zA-Z#0-9]+;', ' ', 'g')), 'B') || setweight(to_tsvector('simple'::regconfig, regexp_replace(regexp_replace(coalesce("description", ''), '<[^>]*>', ' ', 'g'), '&[a-zA-Z#0-9]+;', ' ', 'g')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("category_name", '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce("category_name", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "courses_catalogue_idx" ON "courses" USING btree ("category_sort","category_id","sort_order","name","id") WHERE "courses"."status" = 'published';--> statement-breakpoint
CREATE INDEX "courses_category_catalogue_idx" ON "courses" USING btree ("category_id","sort_order","name","id") WHERE "courses"."status" = 'published';
