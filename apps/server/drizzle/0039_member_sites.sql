CREATE TABLE "member_sites" (
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"site_id" uuid NOT NULL,
	CONSTRAINT "member_sites_company_id_user_id_site_id_pk" PRIMARY KEY("company_id","user_id","site_id")
);
--> statement-breakpoint
ALTER TABLE "member_invitations" ADD COLUMN "site_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_sites" ADD CONSTRAINT "member_sites_member_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."company_members"("company_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sites" ADD CONSTRAINT "member_sites_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sites_site_idx" ON "member_sites" USING btree ("company_id","site_id");--> statement-breakpoint
-- hand-written: until now a company had one site, so a Responsable de site (member or invited)
-- already made holds it; the check comes after this backfill (moved from the generated part).
UPDATE "member_invitations" AS i SET "site_ids" = ARRAY[(SELECT s."id" FROM "sites" s WHERE s."company_id" = i."company_id" AND s."archived_at" IS NULL ORDER BY s."created_at", s."id" LIMIT 1)] WHERE i."role" = 'site_manager' AND cardinality(i."site_ids") = 0;--> statement-breakpoint
INSERT INTO "member_sites" ("company_id", "user_id", "site_id") SELECT m."company_id", m."user_id", s."id" FROM "company_members" m JOIN LATERAL (SELECT "id" FROM "sites" WHERE "company_id" = m."company_id" AND "archived_at" IS NULL ORDER BY "created_at", "id" LIMIT 1) s ON true WHERE m."role" = 'site_manager' ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_sites_check" CHECK (("member_invitations"."role" = 'site_manager') = (cardinality("member_invitations"."site_ids") > 0));
