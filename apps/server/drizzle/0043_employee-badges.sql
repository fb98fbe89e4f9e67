CREATE TABLE "employee_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employee_badges" ADD CONSTRAINT "employee_badges_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_badges" ADD CONSTRAINT "employee_badges_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_badges_secret_hash_key" ON "employee_badges" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_badges_one_live_key" ON "employee_badges" USING btree ("employee_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "employee_badges_company_id_idx" ON "employee_badges" USING btree ("company_id");