CREATE TABLE "silae_connections" (
	"company_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"subscription_key" text NOT NULL,
	"dossier_number" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "silae_push_values" (
	"push_id" uuid NOT NULL,
	"company_id" text NOT NULL,
	"position" integer NOT NULL,
	"employee_id" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"payroll_number" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"value" double precision NOT NULL,
	"from_day" text NOT NULL,
	"to_day" text NOT NULL,
	"endpoint" text NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"answer" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "silae_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"month" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"status" text NOT NULL,
	"dossier_number" text NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "silae_connections" ADD CONSTRAINT "silae_connections_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silae_push_values" ADD CONSTRAINT "silae_push_values_push_id_silae_pushes_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."silae_pushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silae_push_values" ADD CONSTRAINT "silae_push_values_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silae_pushes" ADD CONSTRAINT "silae_pushes_company_id_entreprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."entreprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "silae_push_values_push_idx" ON "silae_push_values" USING btree ("push_id","position");--> statement-breakpoint
CREATE INDEX "silae_push_values_company_idx" ON "silae_push_values" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "silae_pushes_company_month_idx" ON "silae_pushes" USING btree ("company_id","month","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "silae_pushes_one_running_key" ON "silae_pushes" USING btree ("company_id","month") WHERE "silae_pushes"."status" = 'running';