CREATE UNIQUE INDEX "entreprises_stripe_customer_id_key" ON "entreprises" USING btree ("stripe_customer_id") WHERE "entreprises"."stripe_customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "entreprises_stripe_subscription_id_key" ON "entreprises" USING btree ("stripe_subscription_id") WHERE "entreprises"."stripe_subscription_id" is not null;--> statement-breakpoint
-- Nothing uses pg_trgm since 0006 dropped its index; 0003 still creates it on a fresh database.
DROP EXTENSION IF EXISTS pg_trgm;
