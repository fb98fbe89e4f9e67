CREATE TABLE "company_members" (
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" in ('admin', 'site_manager', 'payroll', 'accountant')),
	CONSTRAINT "company_members_owner_admin_check" CHECK ("company_members"."user_id" <> "company_members"."company_id" or "company_members"."role" = 'admin')
);
--> statement-breakpoint
CREATE TABLE "member_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "member_invitations_role_check" CHECK ("member_invitations"."role" in ('admin', 'site_manager', 'payroll', 'accountant')),
	CONSTRAINT "member_invitations_email_lower_check" CHECK ("member_invitations"."email" = lower("member_invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_user_id_key" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitations_token_hash_key" ON "member_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitations_pending_key" ON "member_invitations" USING btree ("company_id","email") WHERE "member_invitations"."accepted_at" is null and "member_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "member_invitations_company_idx" ON "member_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
-- hand-written: every existing company's owner becomes its Administrateur (decision 054).
INSERT INTO "company_members" ("company_id", "user_id", "role", "invited_by", "created_at")
SELECT "id", "id", 'admin', NULL, "created_at" FROM "entreprises"
ON CONFLICT DO NOTHING;
