-- The dashboard answers a period from the figures it worked out last while nothing it reads has changed since
-- (ADR 049). Every transaction that changes what it reads adds one to a row here, at its commit; an instance
-- reads the sum with the period and works the figures out again only when the sum differs from the one its
-- figures were worked out under. The sum only grows, and only with a commit, so an equal sum means nothing
-- it reads has changed.
CREATE TABLE "dashboard_changes" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"changes" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "dashboard_changes" ("shard", "changes") SELECT s, 0 FROM generate_series(0, 15) s;
--> statement-breakpoint
-- Adds one change, once per transaction (a transaction-local setting remembers it, and a rolled-back
-- subtransaction forgets it with its write), to one of 16 rows picked by the connection, so concurrent writers
-- spread over them (DASHBOARD_CHANGE_SHARDS). Row triggers call it deferred, at commit, so a row is locked only
-- for the commit; TRUNCATE calls it at once.
CREATE FUNCTION dashboard_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('curio.dashboard_noted', true) IS DISTINCT FROM 'y' THEN
    INSERT INTO dashboard_changes (shard, changes) VALUES ((pg_backend_pid() % 16)::smallint, 1)
    ON CONFLICT (shard) DO UPDATE SET changes = dashboard_changes.changes + 1;
    PERFORM set_config('curio.dashboard_noted', 'y', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What the dashboard reads. Orders and their lines: the days' figures, the status counts and the hours the
-- rollups cannot answer; the rollups themselves and their change log, also when written directly (an import).
CREATE CONSTRAINT TRIGGER orders_dashboard_change AFTER INSERT OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_dashboard_update AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_items_dashboard_change AFTER INSERT OR UPDATE OR DELETE ON order_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_hour_stats_dashboard_change AFTER INSERT OR UPDATE OR DELETE ON order_hour_stats
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER course_day_sales_dashboard_change AFTER INSERT OR UPDATE OR DELETE ON course_day_sales
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rollup_changes_dashboard_change AFTER INSERT OR UPDATE OR DELETE ON rollup_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
-- The top courses' names and links; a deleted course drops out.
CREATE CONSTRAINT TRIGGER courses_dashboard_change AFTER DELETE ON courses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER courses_dashboard_update AFTER UPDATE ON courses DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
-- New learners.
CREATE CONSTRAINT TRIGGER users_dashboard_change AFTER INSERT OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_dashboard_update AFTER UPDATE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
-- What waits in the inbox: enquiries and applications by status.
CREATE CONSTRAINT TRIGGER leads_dashboard_change AFTER INSERT OR DELETE ON leads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER leads_dashboard_update AFTER UPDATE ON leads DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER job_applications_dashboard_change AFTER INSERT OR DELETE ON job_applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER job_applications_dashboard_update AFTER UPDATE ON job_applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER trainer_applications_dashboard_change AFTER INSERT OR DELETE ON trainer_applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER trainer_applications_dashboard_update AFTER UPDATE ON trainer_applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
-- New reviews: shown ones, by when they were written.
CREATE CONSTRAINT TRIGGER reviews_dashboard_change AFTER INSERT OR DELETE ON reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reviews_dashboard_update AFTER UPDATE ON reviews DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.hidden_at IS DISTINCT FROM NEW.hidden_at OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION dashboard_note_change();
--> statement-breakpoint
-- Emptied tables (TRUNCATE fires no row trigger).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['orders', 'order_items', 'order_hour_stats', 'course_day_sales', 'rollup_changes',
    'courses', 'users', 'leads', 'job_applications', 'trainer_applications', 'reviews'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION dashboard_note_change()',
      t || '_dashboard_truncate', t);
  END LOOP;
END $$;
