-- A closed company's SIRET may be registered again (decision 093): unique among open companies only.
-- The companies closed before this migration take their closing's date.
ALTER TABLE "entreprises" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "entreprises" SET "closed_at" = "account_closures"."closed_at" FROM "account_closures" WHERE "account_closures"."company_id" = "entreprises"."id";--> statement-breakpoint
DROP INDEX "entreprises_siret_key";--> statement-breakpoint
CREATE UNIQUE INDEX "entreprises_open_siret_key" ON "entreprises" USING btree ("siret") WHERE "entreprises"."closed_at" is null;
