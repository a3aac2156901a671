-- The dashboard's top courses of days before yesterday are kept in memory by each instance (ADR 044). A write
-- that changes the course sales of a day before today (UTC, by the database's clock) adds a row here, in its
-- transaction; an instance reads how many rows its days have and their newest version, and sums those days
-- again when either differs. The margin of a day between "changed before today" and "kept before yesterday"
-- covers a transaction that starts before midnight and commits after it.
CREATE TABLE "course_sales_changes" (
	"version" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "course_sales_changes_day_idx" ON "course_sales_changes" USING btree ("day","version");
--> statement-breakpoint
-- Notes a change to the course sales of `changed` when it is a day before today.
CREATE FUNCTION course_sales_note_change(changed date) RETURNS void LANGUAGE sql AS $$
  insert into course_sales_changes (day)
  select changed where changed < (clock_timestamp() at time zone 'UTC')::date
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
  select course_sales_note_change((placed at time zone 'UTC')::date)
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
  PERFORM course_sales_note_change(d.day)
  FROM (SELECT DISTINCT (o.created_at at time zone 'UTC')::date AS day
    FROM added a JOIN orders o ON o.id = a.order_id) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The dashboard's orders by day and status read a period's hours from this index alone (ADR 044): at a
-- business's size the rows of an hour are spread over the table, and reading each from the heap cost more
-- than summing them.
CREATE INDEX "order_hour_stats_figures_idx" ON "order_hour_stats" USING btree ("hour","status") INCLUDE ("orders","amount_cents");
