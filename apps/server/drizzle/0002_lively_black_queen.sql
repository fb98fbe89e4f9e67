CREATE TABLE "clock_punches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"device_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"punched_at" timestamp with time zone NOT NULL,
	"previous_entry_flagged" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_punches_kind_check" CHECK ("clock_punches"."kind" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "kiosk_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"credential_hash" text NOT NULL,
	"wrong_pin_count" integer DEFAULT 0 NOT NULL,
	"wrong_pin_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"missing_clock_out" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'kiosk' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_order_check" CHECK ("time_entries"."clock_out" is null or "time_entries"."clock_out" >= "time_entries"."clock_in")
);
--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_device_id_kiosk_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_entry_id_time_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_devices_credential_hash_key" ON "kiosk_devices" USING btree ("credential_hash");--> statement-breakpoint
CREATE INDEX "kiosk_devices_company_id_idx" ON "kiosk_devices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "time_entries_company_clock_in_idx" ON "time_entries" USING btree ("company_id","clock_in");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_open_per_employee" ON "time_entries" USING btree ("employee_id") WHERE "time_entries"."clock_out" is null and "time_entries"."missing_clock_out" = false;