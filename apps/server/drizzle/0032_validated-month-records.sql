CREATE TABLE "payroll_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"month" text NOT NULL,
	"preset" text NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payroll_exports_preset_check" CHECK ("payroll_exports"."preset" in ('generic', 'silae')),
	CONSTRAINT "payroll_exports_sha256_check" CHECK ("payroll_exports"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "month_employee_records" (
	"company_id" text NOT NULL,
	"month" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"archived_at" timestamp with time zone,
	"weekly_contract_minutes" integer NOT NULL,
	"payroll_number" text,
	"hours" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"absences" jsonb NOT NULL,
	CONSTRAINT "month_employee_records_pkey" PRIMARY KEY("company_id","month","employee_id"),
	CONSTRAINT "month_employee_records_month_check" CHECK ("month_employee_records"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "month_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_employee_records" ADD CONSTRAINT "month_employee_records_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_employee_records" ADD CONSTRAINT "month_employee_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_exports_company_month_idx" ON "payroll_exports" USING btree ("company_id","month","created_at");--> statement-breakpoint
CREATE INDEX "month_employee_records_employee_idx" ON "month_employee_records" USING btree ("employee_id");
--> statement-breakpoint
-- hand-written:
-- A payroll file handed out and a validated month's record are written once: never updated (a new
-- validation deletes the month's record and writes the next one).
CREATE TRIGGER payroll_exports_append_only BEFORE UPDATE ON payroll_exports
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update();--> statement-breakpoint
CREATE TRIGGER month_employee_records_append_only BEFORE UPDATE ON month_employee_records
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update();
