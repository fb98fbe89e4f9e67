-- Each wrong PIN carries its company (the Citus distribution key, decision 021), taken from its
-- device for the rows of the last hour that a budget still reads.
ALTER TABLE "kiosk_wrong_pins" ADD COLUMN "company_id" text;--> statement-breakpoint
UPDATE "kiosk_wrong_pins" SET "company_id" = "kiosk_devices"."company_id" FROM "kiosk_devices" WHERE "kiosk_devices"."id" = "kiosk_wrong_pins"."device_id";--> statement-breakpoint
ALTER TABLE "kiosk_wrong_pins" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_wrong_pins" ADD CONSTRAINT "kiosk_wrong_pins_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The Employés search in a large company uses this trigram index (decision 006). PGlite loads
-- pg_trgm in db/client.ts; on PostgreSQL it is a trusted extension the database owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops) WHERE archived_at is null;
