CREATE TABLE "employee_space_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "employee_space_codes_attempts_check" CHECK ("employee_space_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "employee_space_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employee_space_codes" ADD CONSTRAINT "employee_space_codes_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_space_codes" ADD CONSTRAINT "employee_space_codes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_space_sessions" ADD CONSTRAINT "employee_space_sessions_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_space_sessions" ADD CONSTRAINT "employee_space_sessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_space_codes_employee_created_idx" ON "employee_space_codes" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_space_sessions_token_hash_key" ON "employee_space_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "employee_space_sessions_employee_idx" ON "employee_space_sessions" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employees_email_idx" ON "employees" USING btree (lower("email")) WHERE archived_at is null and email is not null;