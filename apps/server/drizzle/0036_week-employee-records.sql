CREATE TABLE "week_employee_records" (
	"company_id" text NOT NULL,
	"month" text NOT NULL,
	"week_start" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"archived_at" timestamp with time zone,
	"weekly_contract_minutes" integer NOT NULL,
	"payroll_number" text,
	"hours" jsonb NOT NULL,
	"absences" jsonb NOT NULL,
	CONSTRAINT "week_employee_records_pkey" PRIMARY KEY("company_id","week_start","employee_id"),
	CONSTRAINT "week_employee_records_month_check" CHECK ("week_employee_records"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "week_employee_records" ADD CONSTRAINT "week_employee_records_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_employee_records" ADD CONSTRAINT "week_employee_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "week_employee_records_month_idx" ON "week_employee_records" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "week_employee_records_employee_idx" ON "week_employee_records" USING btree ("employee_id");--> statement-breakpoint
-- hand-written:
-- A validated week's record is written once, as its month's (decision 050).
CREATE TRIGGER week_employee_records_append_only BEFORE UPDATE ON week_employee_records
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update();--> statement-breakpoint
-- The months recorded before this change: their weeks from their records' `hours`, the absence days
-- of each week from the month's own (the record kept none before the 1st).
INSERT INTO week_employee_records (company_id, month, week_start, employee_id, position, first_name,
  last_name, role, archived_at, weekly_contract_minutes, payroll_number, hours, absences)
SELECT r.company_id, r.month, w.week->>'weekStart', r.employee_id, r.position, r.first_name,
  r.last_name, r.role, r.archived_at, r.weekly_contract_minutes, r.payroll_number, w.week,
  coalesce((SELECT jsonb_agg(a.day ORDER BY a.ordinality) FROM jsonb_array_elements(r.absences)
      WITH ORDINALITY AS a(day, ordinality)
    WHERE a.day->>'date' BETWEEN w.week->>'weekStart'
      AND to_char((w.week->>'weekStart')::date + 6, 'YYYY-MM-DD')), '[]'::jsonb)
FROM month_employee_records r CROSS JOIN LATERAL jsonb_array_elements(r.hours->'weeks') AS w(week);
