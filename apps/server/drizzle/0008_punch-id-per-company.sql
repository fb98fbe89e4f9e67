ALTER TABLE "clock_punches" DROP CONSTRAINT "clock_punches_pkey";--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_pkey" PRIMARY KEY("company_id","id");
