ALTER TABLE "absences" ADD COLUMN "decided_by_name" text;--> statement-breakpoint
ALTER TABLE "absences" ADD COLUMN "cancelled_by_name" text;--> statement-breakpoint
ALTER TABLE "leave_credits" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "entry_corrections" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "month_employee_validations" ADD COLUMN "validated_by_name" text;--> statement-breakpoint
ALTER TABLE "month_events" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "month_validations" ADD COLUMN "validated_by_name" text;