-- Custom migration (drizzle-kit generate --custom): trigram matching for search and the college autocomplete.
-- pg_trgm is a trusted extension (PostgreSQL >= 13): the database owner may create it; PGlite loads its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
