-- Trigram indexes make the Employés substring search use an index (0004). PGlite loads the
-- extension in db/client.ts; on PostgreSQL it is a trusted extension the database owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
