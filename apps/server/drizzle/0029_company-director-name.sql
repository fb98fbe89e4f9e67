ALTER TABLE "entreprises" ADD COLUMN "director_first_name" text;--> statement-breakpoint
ALTER TABLE "entreprises" ADD COLUMN "director_last_name" text;