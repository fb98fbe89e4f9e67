CREATE TABLE "company_payroll_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"preset" text NOT NULL,
	"codes" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_payroll_settings_preset_check" CHECK ("company_payroll_settings"."preset" in ('generic', 'silae'))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "payroll_number" text;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD CONSTRAINT "company_payroll_settings_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;