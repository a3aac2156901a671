-- The figures of a period's older days as an instance summed them, for the other instances and for after a
-- restart (ADR 049): summing them is the one part of a dashboard load that grows with the courses sold.
CREATE TABLE "dashboard_older_days" (
	"period" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"figures" jsonb NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL
);
