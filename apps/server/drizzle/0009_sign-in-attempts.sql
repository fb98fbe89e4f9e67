CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempts_key_attempted_at_idx" ON "attempts" USING btree ("key","attempted_at");--> statement-breakpoint
CREATE INDEX "attempts_attempted_at_idx" ON "attempts" USING btree ("attempted_at");