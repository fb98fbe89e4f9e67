ALTER TABLE "clock_punches" ADD COLUMN "break_punch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD COLUMN "breaks" boolean DEFAULT false NOT NULL;