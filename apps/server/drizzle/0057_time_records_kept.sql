CREATE TABLE "account_closures" (
	"company_id" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"retention_years" integer NOT NULL,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_retention_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"retention_years" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_retention_settings_years_check" CHECK ("company_retention_settings"."retention_years" >= 3)
);
--> statement-breakpoint
ALTER TABLE "clock_punches" DROP CONSTRAINT "clock_punches_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "clock_punches" DROP CONSTRAINT "clock_punches_device_id_kiosk_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "clock_punches" DROP CONSTRAINT "clock_punches_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "absences" DROP CONSTRAINT "absences_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "absences" DROP CONSTRAINT "absences_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "entry_corrections" DROP CONSTRAINT "entry_corrections_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_retention_settings" ADD CONSTRAINT "company_retention_settings_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_device_id_kiosk_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_corrections" ADD CONSTRAINT "entry_corrections_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;