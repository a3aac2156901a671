CREATE TABLE "article_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "body" text;--> statement-breakpoint
-- Existing articles get a slug from their title by the rule of suggestSlug (packages/shared/src/slug.ts): accents
-- folded, apostrophes dropped, '&' spelled out, every other run of non-alphanumerics one dash, at most 120
-- characters. A title that repeats one before it (in publication order) gets -2, -3…; one with no letters is
-- 'article'. Their full text starts as their summary, escaped, in one paragraph, until an editor writes more.
WITH "derived" AS (
	SELECT "id", "created_at",
		coalesce(nullif(rtrim(left(trim(BOTH '-' FROM regexp_replace(
			replace(regexp_replace(lower(regexp_replace(normalize("title", NFKD), '[\u0300-\u036f]', '', 'g')), '[''’]', '', 'g'), '&', ' and '),
			'[^a-z0-9]+', '-', 'g')), 120), '-'), ''), 'article') AS "slug"
	FROM "articles"
), "numbered" AS (
	SELECT "id", "slug", row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS "n" FROM "derived"
)
UPDATE "articles" SET
	"slug" = CASE WHEN "numbered"."n" = 1 THEN "numbered"."slug" ELSE rtrim(left("numbered"."slug", 110), '-') || '-' || "numbered"."n" END,
	"body" = '<p>' || replace(replace(replace("articles"."summary", '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>'
FROM "numbered" WHERE "articles"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "body" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "article_slug_redirects" ADD CONSTRAINT "article_slug_redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_slug_unique" UNIQUE("slug");
