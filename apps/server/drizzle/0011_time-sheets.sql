CREATE TABLE "company_time_settings" (
	"company_id" text PRIMARY KEY NOT NULL,
	"night_start" text DEFAULT '21:00' NOT NULL,
	"night_end" text DEFAULT '06:00' NOT NULL,
	"alsace_moselle" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_time_settings_times_check" CHECK ("company_time_settings"."night_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "company_time_settings"."night_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "entry_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text NOT NULL,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entry_corrections_kind_check" CHECK ("entry_corrections"."kind" in ('add', 'edit', 'close', 'delete')),
	CONSTRAINT "entry_corrections_before_after_check" CHECK (("entry_corrections"."before" is null) = ("entry_corrections"."kind" = 'add') and ("entry_corrections"."after" is null) = ("entry_corrections"."kind" = 'delete'))
);
--> statement-breakpoint
CREATE TABLE "month_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "month_events_kind_check" CHECK ("month_events"."kind" in ('validate', 'reopen')),
	CONSTRAINT "month_events_reopen_reason_check" CHECK ("month_events"."kind" = 'validate' or "month_events"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "month_validations" (
	"company_id" text NOT NULL,
	"month" text NOT NULL,
	"validated_at" timestamp with time zone NOT NULL,
	"validated_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "month_validations_pkey" PRIMARY KEY("company_id","month"),
	CONSTRAINT "month_validations_month_check" CHECK ("month_validations"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
DROP INDEX "time_entries_one_open_per_employee";--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_time_settings" ADD CONSTRAINT "company_time_settings_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_corrections" ADD CONSTRAINT "entry_corrections_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_corrections" ADD CONSTRAINT "entry_corrections_entry_id_time_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_events" ADD CONSTRAINT "month_events_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_validations" ADD CONSTRAINT "month_validations_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_corrections_entry_idx" ON "entry_corrections" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "month_events_company_month_idx" ON "month_events" USING btree ("company_id","month","created_at");--> statement-breakpoint
CREATE INDEX "time_entries_employee_clock_in_idx" ON "time_entries" USING btree ("employee_id","clock_in");--> statement-breakpoint
CREATE INDEX "time_entries_open_idx" ON "time_entries" USING btree ("company_id","clock_in") WHERE "time_entries"."clock_out" is null and "time_entries"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_open_per_employee" ON "time_entries" USING btree ("employee_id") WHERE "time_entries"."clock_out" is null and "time_entries"."missing_clock_out" = false and "time_entries"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_source_check" CHECK ("time_entries"."source" in ('kiosk', 'correction'));