ALTER TABLE "company_payroll_settings" DROP CONSTRAINT "company_payroll_settings_preset_check";--> statement-breakpoint
ALTER TABLE "payroll_exports" DROP CONSTRAINT "payroll_exports_preset_check";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "cost_centre" text;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD COLUMN "format" jsonb;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD COLUMN "skipped" jsonb;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD CONSTRAINT "company_payroll_settings_preset_check" CHECK ("company_payroll_settings"."preset" in ('generic', 'silae', 'ebp', 'custom'));--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_preset_check" CHECK ("payroll_exports"."preset" in ('generic', 'silae', 'ebp', 'custom'));