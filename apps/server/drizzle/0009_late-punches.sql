ALTER TABLE "clock_punches" DROP CONSTRAINT "clock_punches_kind_check";--> statement-breakpoint
ALTER TABLE "clock_punches" ALTER COLUMN "entry_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "clock_punches_employee_punched_at_idx" ON "clock_punches" USING btree ("employee_id","punched_at");--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_late_has_no_entry" CHECK (("clock_punches"."kind" = 'late') = ("clock_punches"."entry_id" is null));--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_kind_check" CHECK ("clock_punches"."kind" in ('in', 'out', 'late'));