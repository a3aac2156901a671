-- The console search's accounts (ADR 046). Accounts by creation become a covering index, so the search tests
-- the newest accounts' names and emails from the index alone (and the users list's newest or oldest first
-- reads the same index); those whose name starts with the text are read by a prefix index
-- (text_pattern_ops answers LIKE 'text%' whatever the database's collation).
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "users_newest_idx" ON "users" USING btree ("created_at","id") INCLUDE ("name","email","role");--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);
