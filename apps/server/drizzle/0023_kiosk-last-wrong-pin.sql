-- A punch reads spent wrong-PIN budgets only when its kiosk's latest wrong PIN is under an hour old.
-- Set to now for the kiosks there are: for their next hour every punch looks, as before, whichever
-- store (this database or Redis) counted the guesses already typed.
ALTER TABLE "kiosk_devices" ADD COLUMN "last_wrong_pin_at" timestamp with time zone;--> statement-breakpoint
UPDATE "kiosk_devices" SET "last_wrong_pin_at" = now();
