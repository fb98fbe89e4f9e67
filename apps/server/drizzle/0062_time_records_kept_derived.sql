ALTER TABLE "correction_requests" DROP CONSTRAINT "correction_requests_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "correction_requests" DROP CONSTRAINT "correction_requests_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "month_confirmations" DROP CONSTRAINT "month_confirmations_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "month_confirmations" DROP CONSTRAINT "month_confirmations_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "month_employee_records" DROP CONSTRAINT "month_employee_records_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "month_employee_records" DROP CONSTRAINT "month_employee_records_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "month_employee_validations" DROP CONSTRAINT "month_employee_validations_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "month_employee_validations" DROP CONSTRAINT "month_employee_validations_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "month_events" DROP CONSTRAINT "month_events_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "month_validations" DROP CONSTRAINT "month_validations_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "week_employee_records" DROP CONSTRAINT "week_employee_records_company_id_entreprises_id_fk";
--> statement-breakpoint
ALTER TABLE "week_employee_records" DROP CONSTRAINT "week_employee_records_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_confirmations" ADD CONSTRAINT "month_confirmations_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_confirmations" ADD CONSTRAINT "month_confirmations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_employee_records" ADD CONSTRAINT "month_employee_records_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_employee_records" ADD CONSTRAINT "month_employee_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_employee_validations" ADD CONSTRAINT "month_employee_validations_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_employee_validations" ADD CONSTRAINT "month_employee_validations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_events" ADD CONSTRAINT "month_events_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_validations" ADD CONSTRAINT "month_validations_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_employee_records" ADD CONSTRAINT "week_employee_records_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_employee_records" ADD CONSTRAINT "week_employee_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;