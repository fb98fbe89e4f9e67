-- Each wrong PIN carries its company (the Citus distribution key, decision 021), taken from its
-- device for the rows of the last hour that a budget still reads.
ALTER TABLE "kiosk_wrong_pins" ADD COLUMN "company_id" text;--> statement-breakpoint
UPDATE "kiosk_wrong_pins" SET "company_id" = "kiosk_devices"."company_id" FROM "kiosk_devices" WHERE "kiosk_devices"."id" = "kiosk_wrong_pins"."device_id";--> statement-breakpoint
ALTER TABLE "kiosk_wrong_pins" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_wrong_pins" ADD CONSTRAINT "kiosk_wrong_pins_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;
