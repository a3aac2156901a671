-- The dashboard's new reviews of a period (ADR 044): the shown ones by creation, so counting them reads the index
-- alone, not every review's row (29 ms at 100x the data, 1,491 heap pages for 3,618 reviews).
CREATE INDEX "reviews_shown_created_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."hidden_at" is null;