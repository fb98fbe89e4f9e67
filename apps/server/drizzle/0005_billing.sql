CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entreprise_id" text NOT NULL,
	"numero_facture" text NOT NULL,
	"date_paiement" date,
	"montant" numeric(10, 2) NOT NULL,
	"plan" text NOT NULL,
	"periode_debut" date NOT NULL,
	"periode_fin" date NOT NULL,
	"statut" text DEFAULT 'payé' NOT NULL,
	"provider_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factures_statut_check" CHECK ("factures"."statut" in ('payé', 'impayé'))
);
--> statement-breakpoint
CREATE TABLE "invoice_number_days" (
	"day" date PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulator_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"plan" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "simulator_checkout_sessions_status_check" CHECK ("simulator_checkout_sessions"."status" in ('open', 'paid', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "simulator_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"company_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulator_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"scheduled_plan" text,
	"fail_next_renewal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_subscriptions_status_check" CHECK ("simulator_subscriptions"."status" in ('active', 'past_due', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "entreprises" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_entreprise_id_entreprises_id_fk" FOREIGN KEY ("entreprise_id") REFERENCES "public"."entreprises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "factures_numero_facture_key" ON "factures" USING btree ("numero_facture");--> statement-breakpoint
CREATE UNIQUE INDEX "factures_provider_reference_key" ON "factures" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "factures_entreprise_id_idx" ON "factures" USING btree ("entreprise_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_customers_email_key" ON "simulator_customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "simulator_subscriptions_due_idx" ON "simulator_subscriptions" USING btree ("current_period_end") WHERE status <> 'canceled';