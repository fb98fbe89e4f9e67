CREATE TABLE "site_code_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_code_keys_one_row" CHECK ("site_code_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_code_uses" (
	"company_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"code_window" bigint NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_code_uses_pkey" PRIMARY KEY("company_id","employee_id","site_id","code_window")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "site_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_code_uses" ADD CONSTRAINT "site_code_uses_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_code_uses" ADD CONSTRAINT "site_code_uses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_code_uses" ADD CONSTRAINT "site_code_uses_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_code_uses_used_at_idx" ON "site_code_uses" USING btree ("used_at");