ALTER TABLE "kiosk_devices" ADD COLUMN "queue_key_id" text;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD COLUMN "queue_public_key" text;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD COLUMN "queue_private_key" text;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD COLUMN "previous_queue_key_id" text;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD COLUMN "previous_queue_private_key" text;