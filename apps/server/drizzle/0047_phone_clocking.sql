CREATE TABLE "punch_positions" (
	"company_id" text NOT NULL,
	"punch_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" double precision NOT NULL,
	"distance_m" integer NOT NULL,
	"in_zone" boolean NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "punch_positions_pkey" PRIMARY KEY("company_id","punch_id"),
	CONSTRAINT "punch_positions_latitude_check" CHECK ("punch_positions"."latitude" between -90 and 90),
	CONSTRAINT "punch_positions_longitude_check" CHECK ("punch_positions"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "clock_punches" ALTER COLUMN "device_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD COLUMN "source" text DEFAULT 'kiosk' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "phone_clocking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "check_position" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "radius_m" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "position_justification" text;--> statement-breakpoint
ALTER TABLE "punch_positions" ADD CONSTRAINT "punch_positions_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_positions" ADD CONSTRAINT "punch_positions_punch_fk" FOREIGN KEY ("company_id","punch_id") REFERENCES "public"."clock_punches"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_positions_recorded_at_idx" ON "punch_positions" USING btree ("recorded_at");--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_source_check" CHECK ("clock_punches"."source" in ('kiosk', 'phone', 'site_code'));--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_kiosk_has_device" CHECK ("clock_punches"."source" <> 'kiosk' or "clock_punches"."device_id" is not null);--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_radius_check" CHECK ("sites"."radius_m" between 50 and 5000);--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_position_check" CHECK (("sites"."latitude" is null) = ("sites"."longitude" is null) and ("sites"."latitude" is null or ("sites"."latitude" between -90 and 90 and "sites"."longitude" between -180 and 180)));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_check_position_needs_position" CHECK (not "sites"."check_position" or ("sites"."latitude" is not null and "sites"."position_justification" is not null));