CREATE TABLE "kiosk_wrong_pins" (
	"device_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kiosk_wrong_pins" ADD CONSTRAINT "kiosk_wrong_pins_device_id_kiosk_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_wrong_pins_device_at_idx" ON "kiosk_wrong_pins" USING btree ("device_id","at");--> statement-breakpoint
ALTER TABLE "kiosk_devices" DROP COLUMN "wrong_pin_count";--> statement-breakpoint
ALTER TABLE "kiosk_devices" DROP COLUMN "wrong_pin_window_start";--> statement-breakpoint
ALTER TABLE "kiosk_devices" DROP COLUMN "locked_until";