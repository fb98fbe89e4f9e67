-- The append-only records (0012) stay so, but for one update (decision 091): once their company is
-- closed, its closing replaces the names its rows copied. Each trigger lists the columns it lets
-- change; any other column changed, or a company not closed, and the update is refused as before.
CREATE OR REPLACE FUNCTION refuse_record_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_NARGS > 0
    AND EXISTS (SELECT 1 FROM account_closures WHERE company_id = OLD.company_id)
    AND to_jsonb(NEW) - TG_ARGV = to_jsonb(OLD) - TG_ARGV THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: its rows are never updated', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
DROP TRIGGER entry_corrections_append_only ON entry_corrections;--> statement-breakpoint
CREATE TRIGGER entry_corrections_append_only BEFORE UPDATE ON entry_corrections
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update('author_name', 'reason');--> statement-breakpoint
DROP TRIGGER month_events_append_only ON month_events;--> statement-breakpoint
CREATE TRIGGER month_events_append_only BEFORE UPDATE ON month_events
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update('author_name', 'changes', 'employees');--> statement-breakpoint
DROP TRIGGER payroll_exports_append_only ON payroll_exports;--> statement-breakpoint
CREATE TRIGGER payroll_exports_append_only BEFORE UPDATE ON payroll_exports
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update('author_name');--> statement-breakpoint
DROP TRIGGER month_employee_records_append_only ON month_employee_records;--> statement-breakpoint
CREATE TRIGGER month_employee_records_append_only BEFORE UPDATE ON month_employee_records
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update('first_name', 'last_name', 'payroll_number');--> statement-breakpoint
DROP TRIGGER month_employee_validations_append_only ON month_employee_validations;--> statement-breakpoint
CREATE TRIGGER month_employee_validations_append_only BEFORE UPDATE ON month_employee_validations
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update('validated_by_name');--> statement-breakpoint
DROP TRIGGER week_employee_records_append_only ON week_employee_records;--> statement-breakpoint
CREATE TRIGGER week_employee_records_append_only BEFORE UPDATE ON week_employee_records
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update('first_name', 'last_name', 'payroll_number');
