CREATE TABLE "departure_reminders" (
	"company_id" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "departure_reminders_pkey" PRIMARY KEY("entry_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "end_of_day" text;--> statement-breakpoint
ALTER TABLE "departure_reminders" ADD CONSTRAINT "departure_reminders_entry_id_time_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_end_of_day_check" CHECK ("sites"."end_of_day" is null or "sites"."end_of_day" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');