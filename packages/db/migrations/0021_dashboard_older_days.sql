-- The dashboard keeps its figures of the days before yesterday in memory, in each instance (ADR 044). A write
-- that changes either rollup for a day before today (UTC, by the database's clock) adds a row here, in its
-- transaction; an instance reads how many rows its days have and their newest version, and sums those days
-- again when either differs. The margin of a day between "changed before today" and "kept before yesterday"
-- covers a transaction that starts before midnight and commits after it.
CREATE TABLE "rollup_changes" (
	"version" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rollup_changes_day_idx" ON "rollup_changes" USING btree ("day","version");
--> statement-breakpoint
-- Notes a change to the rollups of `changed` when it is a day before today, once per transaction and day (a
-- transaction-local setting remembers it): one statement storing a million old orders notes each day once.
CREATE FUNCTION rollup_note_change(changed date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted text := 'curio.rollup_noted_' || to_char(changed, 'YYYYMMDD');
BEGIN
  IF changed >= (clock_timestamp() at time zone 'UTC')::date
    OR current_setting(noted, true) IS NOT DISTINCT FROM 'y' THEN
    RETURN;
  END IF;
  INSERT INTO rollup_changes (day) VALUES (changed);
  PERFORM set_config(noted, 'y', true);
END $$;
--> statement-breakpoint
-- As in migration 0019, and the change noted.
CREATE OR REPLACE FUNCTION order_rollup_add_hour(o orders, sign integer) RETURNS void LANGUAGE sql AS $$
  insert into order_hour_stats (hour, status, shard, orders, amount_cents)
  values (date_trunc('hour', o.created_at, 'UTC'), o.status, order_rollup_shard(o.id), sign,
    sign * o.amount_cents::bigint)
  on conflict (hour, status, shard) do update
    set orders = order_hour_stats.orders + excluded.orders,
      amount_cents = order_hour_stats.amount_cents + excluded.amount_cents;
  select rollup_note_change((o.created_at at time zone 'UTC')::date)
$$;
--> statement-breakpoint
-- As in migration 0019, and the change noted.
CREATE OR REPLACE FUNCTION order_rollup_add_courses(the_order uuid, placed timestamptz, sign integer) RETURNS void
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
      revenue_cents = course_day_sales.revenue_cents + excluded.revenue_cents;
  select rollup_note_change((placed at time zone 'UTC')::date)
$$;
--> statement-breakpoint
-- As in migration 0019, and the changes of days before today noted.
CREATE OR REPLACE FUNCTION order_items_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM rollup_note_change(d.day)
  FROM (SELECT DISTINCT (o.created_at at time zone 'UTC')::date AS day
    FROM added a JOIN orders o ON o.id = a.order_id) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The dashboard's orders by day and status read a period's hours from this index alone (ADR 044): at a
-- business's size the rows of an hour are spread over the table, and reading each from the heap cost more
-- than summing them.
CREATE INDEX "order_hour_stats_figures_idx" ON "order_hour_stats" USING btree ("hour","status") INCLUDE ("orders","amount_cents");
