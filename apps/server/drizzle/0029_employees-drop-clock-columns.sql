ALTER TABLE "employees" DROP COLUMN "last_check_in_time";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "clock_version";