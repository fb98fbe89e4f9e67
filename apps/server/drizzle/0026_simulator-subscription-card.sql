ALTER TABLE "simulator_subscriptions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "simulator_subscriptions" ADD COLUMN "card_last4" text;