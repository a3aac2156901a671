-- The console at a business's size (ADR 042): trigram search, the indexes of every console list, and the
-- dashboard's rollups kept by triggers in the transaction of every order write.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "course_day_sales" (
	"day" date NOT NULL,
	"course_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"units" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "course_day_sales_pk" PRIMARY KEY("day","course_id","shard")
);
--> statement-breakpoint
CREATE TABLE "order_hour_stats" (
	"hour" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "order_hour_stats_pk" PRIMARY KEY("hour","status","shard")
);
--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_trgm_idx" ON "audit_log" USING gin ("actor_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_trgm_idx" ON "audit_log" USING gin ("entity_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "users_disabled_idx" ON "users" USING btree ("created_at") WHERE "users"."disabled_at" is not null;--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_updated_idx" ON "courses" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_slug_trgm_idx" ON "courses" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_applications_status_created_idx" ON "job_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_updated_idx" ON "job_applications" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "job_applications_name_idx" ON "job_applications" USING btree ("name");--> statement-breakpoint
CREATE INDEX "job_applications_name_trgm_idx" ON "job_applications" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_email_trgm_idx" ON "job_applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_updated_idx" ON "leads" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree ("name");--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trainer_applications_status_created_idx" ON "trainer_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trainer_applications_updated_idx" ON "trainer_applications" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "trainer_applications_name_idx" ON "trainer_applications" USING btree ("name");--> statement-breakpoint
CREATE INDEX "trainer_applications_name_trgm_idx" ON "trainer_applications" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trainer_applications_email_trgm_idx" ON "trainer_applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_amount_idx" ON "orders" USING btree ("amount_cents","id");
--> statement-breakpoint
-- Which of the rollup rows of its hour/day an order adds to: one of 8 by its id, so concurrent placements
-- spread over 8 rows instead of queueing for one (ORDER_ROLLUP_SHARDS).
CREATE FUNCTION order_rollup_shard(the_order uuid) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  select (get_byte(uuid_send(the_order), 15) & 7)::smallint
$$;
--> statement-breakpoint
-- An order in this status counts as sold (top courses): neither cancelled nor refunded.
CREATE FUNCTION order_rollup_sold(the_status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  select the_status not in ('cancelled', 'refunded')
$$;
--> statement-breakpoint
-- Adds `sign` times the order (as it is in `o`) to its UTC hour and status.
CREATE FUNCTION order_rollup_add_hour(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
  insert into order_hour_stats (hour, status, shard, orders, amount_cents)
  values (date_trunc('hour', o.created_at, 'UTC'), o.status, order_rollup_shard(o.id), sign,
    sign * o.amount_cents::bigint)
  on conflict (hour, status, shard) do update
    set orders = order_hour_stats.orders + excluded.orders,
      amount_cents = order_hour_stats.amount_cents + excluded.amount_cents
$$;
--> statement-breakpoint
-- Adds `sign` times the order's lines to its UTC day's course sales, course by course in id order (every
-- writer locks these rows in one order, so two cannot deadlock on them).
CREATE FUNCTION order_rollup_add_courses(the_order uuid, placed timestamptz, sign integer) RETURNS void
LANGUAGE sql AS $$
  insert into course_day_sales (day, course_id, shard, units, revenue_cents)
  select (placed at time zone 'UTC')::date, i.course_id, order_rollup_shard(the_order), sign * sum(i.quantity),
    sign * sum(i.quantity * i.price_cents::bigint)
  from order_items i
  where i.order_id = the_order and i.course_id is not null
  group by i.course_id
  order by i.course_id
  on conflict (day, course_id, shard) do update
    set units = course_day_sales.units + excluded.units,
      revenue_cents = course_day_sales.revenue_cents + excluded.revenue_cents
$$;
--> statement-breakpoint
-- A placed order counts in its hour when its transaction commits (deferred): the rollup row is locked only
-- for the commit, after the placement's course rows.
CREATE FUNCTION orders_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_rollup_add_hour(NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_rollup_insert AFTER INSERT ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION orders_rollup_insert();
--> statement-breakpoint
-- A move (status), or a changed amount or time: the order's old figures out, its new ones in; course rows
-- first, then the hour's rows in status order, as every other writer.
CREATE FUNCTION orders_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_day boolean := (OLD.created_at at time zone 'UTC')::date <> (NEW.created_at at time zone 'UTC')::date;
BEGIN
  IF order_rollup_sold(OLD.status) AND (moved_day OR NOT order_rollup_sold(NEW.status)) THEN
    PERFORM order_rollup_add_courses(OLD.id, OLD.created_at, -1);
  END IF;
  IF order_rollup_sold(NEW.status) AND (moved_day OR NOT order_rollup_sold(OLD.status)) THEN
    PERFORM order_rollup_add_courses(NEW.id, NEW.created_at, 1);
  END IF;
  IF OLD.status <= NEW.status THEN
    PERFORM order_rollup_add_hour(OLD, -1);
    PERFORM order_rollup_add_hour(NEW, 1);
  ELSE
    PERFORM order_rollup_add_hour(NEW, 1);
    PERFORM order_rollup_add_hour(OLD, -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_rollup_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION orders_rollup_update();
--> statement-breakpoint
-- A deleted order (its learner's account deleted): its figures out while its lines are still there.
CREATE FUNCTION orders_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_rollup_sold(OLD.status) THEN
    PERFORM order_rollup_add_courses(OLD.id, OLD.created_at, -1);
  END IF;
  PERFORM order_rollup_add_hour(OLD, -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_rollup_delete BEFORE DELETE ON orders FOR EACH ROW
  EXECUTE FUNCTION orders_rollup_delete();
--> statement-breakpoint
-- An order's lines, inserted in one statement after the order: its day's course sales, in course id order.
CREATE FUNCTION order_items_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_day_sales (day, course_id, shard, units, revenue_cents)
  SELECT (o.created_at at time zone 'UTC')::date, a.course_id, order_rollup_shard(o.id), sum(a.quantity),
    sum(a.quantity * a.price_cents::bigint)
  FROM added a JOIN orders o ON o.id = a.order_id
  WHERE a.course_id IS NOT NULL AND order_rollup_sold(o.status)
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (day, course_id, shard) DO UPDATE
    SET units = course_day_sales.units + excluded.units,
      revenue_cents = course_day_sales.revenue_cents + excluded.revenue_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_rollup AFTER INSERT ON order_items REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_rollup();
--> statement-breakpoint
-- The orders placed before this migration.
INSERT INTO order_hour_stats (hour, status, shard, orders, amount_cents)
SELECT date_trunc('hour', created_at, 'UTC'), status, order_rollup_shard(id), count(*), sum(amount_cents)
FROM orders GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO course_day_sales (day, course_id, shard, units, revenue_cents)
SELECT (o.created_at at time zone 'UTC')::date, i.course_id, order_rollup_shard(o.id), sum(i.quantity),
  sum(i.quantity * i.price_cents::bigint)
FROM order_items i JOIN orders o ON o.id = i.order_id
WHERE i.course_id IS NOT NULL AND order_rollup_sold(o.status)
GROUP BY 1, 2, 3;
