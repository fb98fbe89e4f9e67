-- The Employés search in a large company uses this trigram index (decision 006). PGlite loads
-- pg_trgm in db/client.ts; on PostgreSQL it is a trusted extension the database owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops) WHERE archived_at is null;
