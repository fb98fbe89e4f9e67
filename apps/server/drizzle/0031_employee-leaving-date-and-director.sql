ALTER TABLE "entreprises" ADD COLUMN "director_first_name" text;--> statement-breakpoint
ALTER TABLE "entreprises" ADD COLUMN "director_last_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "leaving_date" date;--> statement-breakpoint
-- hand-written:
-- Employees archived before this column left on the day they were archived, Paris time.
UPDATE "employees" SET "leaving_date" = ("archived_at" AT TIME ZONE 'Europe/Paris')::date WHERE "archived_at" IS NOT NULL AND "leaving_date" IS NULL;
