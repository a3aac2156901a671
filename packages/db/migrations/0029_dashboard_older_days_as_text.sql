-- The stored older days are only ever read whole: as json (the text as given) PostgreSQL sends them as they
-- are, where a jsonb value is written out as text again on every read, about 10 ms for 10,000 courses (ADR 049).
ALTER TABLE "dashboard_older_days" ALTER COLUMN "figures" SET DATA TYPE json USING "figures"::json;
