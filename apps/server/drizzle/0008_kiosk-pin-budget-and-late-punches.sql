CREATE TABLE "kiosk_wrong_pins" (
	"device_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clock_punches" DROP CONSTRAINT "clock_punches_kind_check";--> statement-breakpoint
-- Punch ids are the kiosk's, unique per company only (drizzle-kit cannot name the old key).
ALTER TABLE "clock_punches" DROP CONSTRAINT "clock_punches_pkey";--> statement-breakpoint
ALTER TABLE "clock_punches" ALTER COLUMN "entry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "kiosk_wrong_pins" ADD CONSTRAINT "kiosk_wrong_pins_device_id_kiosk_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_wrong_pins_device_at_idx" ON "kiosk_wrong_pins" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "clock_punches_employee_punched_at_idx" ON "clock_punches" USING btree ("employee_id","punched_at");--> statement-breakpoint
ALTER TABLE "kiosk_devices" DROP COLUMN "wrong_pin_count";--> statement-breakpoint
ALTER TABLE "kiosk_devices" DROP COLUMN "wrong_pin_window_start";--> statement-breakpoint
ALTER TABLE "kiosk_devices" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_late_has_no_entry" CHECK (("clock_punches"."kind" = 'late') = ("clock_punches"."entry_id" is null));--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_kind_check" CHECK ("clock_punches"."kind" in ('in', 'out', 'late'));