CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"postal_code" text,
	"city" text,
	"departement" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "sites_departement_check" CHECK ("sites"."departement" is null or "sites"."departement" ~ '^(0[1-9]|[1-8][0-9]|9[0-5]|2A|2B|97[1-6])$')
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD COLUMN "other_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "kiosk_pairing_codes" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_company_live_name_key" ON "sites" USING btree ("company_id",lower("name")) WHERE archived_at is null;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_pairing_codes" ADD CONSTRAINT "kiosk_pairing_codes_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_site_list_idx" ON "employees" USING btree ("company_id","site_id","role","search_text","id") WHERE archived_at is null;--> statement-breakpoint
-- hand-written:
-- One «Site principal» per company, from its address; its département keeps today's holidays:
-- Alsace on → the postal code's 57/67/68, else 57; Alsace off → the postal code's département,
-- except 57/67/68 and Corsica's 20 (null: «Département à renseigner»).
INSERT INTO "sites" ("company_id", "name", "address", "postal_code", "city", "departement", "created_at")
SELECT "e"."id", 'Site principal', "e"."adresse", "e"."code_postal", "e"."ville",
  CASE
    WHEN coalesce("t"."alsace_moselle", false) THEN
      CASE WHEN "d"."dep" IN ('57', '67', '68') THEN "d"."dep" ELSE '57' END
    WHEN "d"."dep" IN ('57', '67', '68') THEN NULL
    WHEN "d"."dep" ~ '^(0[1-9]|[1-8][0-9]|9[0-5]|97[1-6])$' THEN "d"."dep"
    ELSE NULL
  END,
  "e"."created_at"
FROM "entreprises" "e"
LEFT JOIN "company_time_settings" "t" ON "t"."company_id" = "e"."id"
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN btrim("e"."code_postal") !~ '^[0-9]{5}$' THEN NULL
    WHEN left(btrim("e"."code_postal"), 2) = '97' THEN left(btrim("e"."code_postal"), 3)
    ELSE left(btrim("e"."code_postal"), 2)
  END AS "dep"
) "d";--> statement-breakpoint
UPDATE "employees" SET "site_id" = "s"."id" FROM "sites" "s" WHERE "s"."company_id" = "employees"."company_id" AND "employees"."site_id" IS NULL;--> statement-breakpoint
UPDATE "kiosk_devices" SET "site_id" = "s"."id" FROM "sites" "s" WHERE "s"."company_id" = "kiosk_devices"."company_id" AND "kiosk_devices"."site_id" IS NULL;--> statement-breakpoint
UPDATE "kiosk_pairing_codes" SET "site_id" = "s"."id" FROM "sites" "s" WHERE "s"."company_id" = "kiosk_pairing_codes"."company_id" AND "kiosk_pairing_codes"."site_id" IS NULL;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_pairing_codes" ALTER COLUMN "site_id" SET NOT NULL;
