CREATE TABLE "month_employee_validations" (
	"company_id" text NOT NULL,
	"month" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"validated_at" timestamp with time zone NOT NULL,
	"validated_by" text NOT NULL,
	CONSTRAINT "month_employee_validations_pkey" PRIMARY KEY("company_id","month","employee_id"),
	CONSTRAINT "month_employee_validations_month_check" CHECK ("month_employee_validations"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "month_events" ADD COLUMN "employees" jsonb;--> statement-breakpoint
ALTER TABLE "month_employee_validations" ADD CONSTRAINT "month_employee_validations_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_employee_validations" ADD CONSTRAINT "month_employee_validations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "month_employee_validations_employee_idx" ON "month_employee_validations" USING btree ("employee_id");--> statement-breakpoint
-- hand-written:
-- An employee's validation of a month is written once: never updated (validating the whole month or
-- reopening it deletes it).
CREATE TRIGGER month_employee_validations_append_only BEFORE UPDATE ON month_employee_validations
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update();
