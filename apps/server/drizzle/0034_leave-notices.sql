CREATE TABLE "leave_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"absence_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "leave_notices_kind_check" CHECK ("leave_notices"."kind" in ('request', 'answer'))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "leave_notices" ADD CONSTRAINT "leave_notices_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_notices" ADD CONSTRAINT "leave_notices_absence_id_absences_id_fk" FOREIGN KEY ("absence_id") REFERENCES "public"."absences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_notices_absence_kind_key" ON "leave_notices" USING btree ("company_id","absence_id","kind");--> statement-breakpoint
CREATE INDEX "leave_notices_unsent_idx" ON "leave_notices" USING btree ("created_at") WHERE "leave_notices"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "absences_pending_idx" ON "absences" USING btree ("company_id","start_date") WHERE "absences"."status" = 'pending';