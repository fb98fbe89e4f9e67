CREATE TABLE "correction_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" text NOT NULL,
	"arrival" text NOT NULL,
	"departure" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_by" text,
	"answered_by_name" text,
	"answered_at" timestamp with time zone,
	"refusal_reason" text,
	"correction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "correction_requests_status_check" CHECK ("correction_requests"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "correction_requests_answer_check" CHECK (("correction_requests"."status" = 'pending') = ("correction_requests"."answered_at" is null) and ("correction_requests"."status" = 'refused') = ("correction_requests"."refusal_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "month_confirmations" (
	"company_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "month_confirmations_pkey" PRIMARY KEY("employee_id","company_id","month"),
	CONSTRAINT "month_confirmations_month_check" CHECK ("month_confirmations"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "entry_corrections" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_correction_id_entry_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."entry_corrections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_confirmations" ADD CONSTRAINT "month_confirmations_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_confirmations" ADD CONSTRAINT "month_confirmations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_requests_company_status_idx" ON "correction_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "correction_requests_employee_idx" ON "correction_requests" USING btree ("employee_id","created_at");