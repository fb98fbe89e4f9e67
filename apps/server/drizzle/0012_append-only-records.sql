-- Corrections and month events are the audit trail (LEGAL.md): rows are added, never changed.
-- Deleting stays possible, so that erasing a company still cascades to its records.
CREATE FUNCTION refuse_record_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: its rows are never updated', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER entry_corrections_append_only BEFORE UPDATE ON entry_corrections
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update();--> statement-breakpoint
CREATE TRIGGER month_events_append_only BEFORE UPDATE ON month_events
  FOR EACH ROW EXECUTE FUNCTION refuse_record_update();
