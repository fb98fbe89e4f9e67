CREATE TABLE "absence_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"paid" boolean NOT NULL,
	"counts_as_worked_time" boolean NOT NULL,
	"accrual" text NOT NULL,
	"takes_paid_leave" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_types_accrual_check" CHECK ("absence_types"."accrual" in ('work', 'sick', 'none'))
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_half_day" boolean DEFAULT false NOT NULL,
	"end_half_day" boolean DEFAULT false NOT NULL,
	"comment" text,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"refusal_reason" text,
	"employee_notified_at" timestamp with time zone,
	CONSTRAINT "absences_dates_check" CHECK ("absences"."end_date" >= "absences"."start_date"),
	CONSTRAINT "absences_half_days_check" CHECK (not ("absences"."start_date" = "absences"."end_date" and "absences"."start_half_day" and "absences"."end_half_day")),
	CONSTRAINT "absences_status_check" CHECK ("absences"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "absences_source_check" CHECK ("absences"."source" in ('company', 'kiosk')),
	CONSTRAINT "absences_decision_check" CHECK (("absences"."status" = 'pending') = ("absences"."decided_at" is null) and ("absences"."decided_at" is null) = ("absences"."decided_by" is null) and ("absences"."status" = 'refused') = ("absences"."refusal_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "leave_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"days" numeric(6, 2) NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leave_credits_kind_check" CHECK ("leave_credits"."kind" in ('opening', 'adjustment')),
	CONSTRAINT "leave_credits_reason_check" CHECK ("leave_credits"."kind" = 'opening' or "leave_credits"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "leave_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"counting" text DEFAULT 'ouvrables' NOT NULL,
	"reference_start_month" integer DEFAULT 6 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leave_settings_counting_check" CHECK ("leave_settings"."counting" in ('ouvrables', 'ouvres')),
	CONSTRAINT "leave_settings_month_check" CHECK ("leave_settings"."reference_start_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "absence_types" ADD CONSTRAINT "absence_types_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_type_id_absence_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."absence_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_credits" ADD CONSTRAINT "leave_credits_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_credits" ADD CONSTRAINT "leave_credits_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_settings" ADD CONSTRAINT "leave_settings_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_types_company_code_key" ON "absence_types" USING btree ("company_id","code") WHERE "absence_types"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_types_company_name_key" ON "absence_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "absences_company_dates_idx" ON "absences" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "absences_employee_dates_idx" ON "absences" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "absences_unnotified_idx" ON "absences" USING btree ("employee_id") WHERE "absences"."source" = 'kiosk' and "absences"."decided_at" is not null and "absences"."employee_notified_at" is null;--> statement-breakpoint
CREATE INDEX "leave_credits_employee_idx" ON "leave_credits" USING btree ("employee_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_credits_one_opening_key" ON "leave_credits" USING btree ("employee_id","period_start") WHERE "leave_credits"."kind" = 'opening';