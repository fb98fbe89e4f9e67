CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "time_entries_one_open_per_employee";--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_at_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_open_per_employee" ON "time_entries" USING btree ("company_id","employee_id") WHERE "time_entries"."clock_out" is null and "time_entries"."missing_clock_out" = false and "time_entries"."deleted_at" is null;