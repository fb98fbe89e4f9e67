ALTER TABLE "absences" DROP CONSTRAINT "absences_status_check";--> statement-breakpoint
ALTER TABLE "absences" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "absences" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD COLUMN "absence_codes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_cancellation_check" CHECK (("absences"."status" = 'cancelled') = ("absences"."cancelled_at" is not null) and ("absences"."cancelled_at" is null) = ("absences"."cancelled_by" is null));--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_status_check" CHECK ("absences"."status" in ('pending', 'approved', 'refused', 'cancelled'));