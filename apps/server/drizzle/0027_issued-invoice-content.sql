ALTER TABLE "factures" ADD COLUMN "issued_content" jsonb;--> statement-breakpoint
-- Hand-written backfill (issue 25, decision record 031): invoices issued before this column existed
-- get what they said from the row (plan, period, amount tax included, split at 20 % as splitVat
-- does: net = round(gross / 1.2), VAT = gross - net) and from the company's details as they are
-- now, the closest the database still knows. The seller's LEGAL_* settings of their day are not in
-- the database: "seller" stays null, and only these invoices print the seller's current settings.
UPDATE "factures" AS f SET "issued_content" = jsonb_build_object(
  'version', 1,
  'customer', jsonb_build_object(
    'name', e."nom", 'siret', e."siret", 'address', e."adresse",
    'postalCode', e."code_postal", 'city', e."ville", 'email', e."email"
  ),
  'plan', f."plan",
  'periodStart', to_char(f."periode_debut", 'YYYY-MM-DD'),
  'periodEnd', to_char(f."periode_fin", 'YYYY-MM-DD'),
  'amounts', jsonb_build_object(
    'netCents', round(f."montant" * 10000 / 120)::integer,
    'vatCents', (f."montant" * 100)::integer - round(f."montant" * 10000 / 120)::integer,
    'grossCents', (f."montant" * 100)::integer,
    'vatRatePercent', 20
  ),
  'seller', null
)
FROM "entreprises" AS e
WHERE e."id" = f."entreprise_id";--> statement-breakpoint
-- End of the hand-written backfill.
ALTER TABLE "factures" ALTER COLUMN "issued_content" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "simulator_subscriptions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "simulator_subscriptions" ADD COLUMN "card_last4" text;