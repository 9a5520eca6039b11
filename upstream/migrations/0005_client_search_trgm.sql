-- Client search is a LIKE '%term%' over the lower-cased search_text column (0003). Without an
-- index every search reads every client; a trigram (pg_trgm) GIN index lets LIKE read only the
-- rows holding all of the term's three-letter pieces, for the page and for the tab counts alike.
-- Terms under three characters have no trigram and keep scanning, which is still correct.
--
-- pg_trgm is a contrib extension. PGlite ships it and db/connect.ts loads it, so there it is
-- always created. A PostgreSQL server has it when its contrib files are installed (the
-- postgresql-contrib package on some distributions); since PostgreSQL 13 it is a trusted
-- extension, so a database owner without superuser may create it. When the server lacks it or
-- refuses it, this migration still succeeds without the index: search stays correct and scans,
-- and a WARNING says so. Running this file again (psql -f) once pg_trgm is there adds the index.
DO $$
DECLARE
  trgm_schema name;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  -- Not installed: feature_not_supported (PostgreSQL 15 and later), undefined_file (before).
  -- Not allowed (before PostgreSQL 13, or no CREATE right on the database): insufficient_privilege.
  EXCEPTION WHEN feature_not_supported OR undefined_file OR insufficient_privilege THEN
    RAISE WARNING 'pg_trgm is not available (%): client search will scan every client', SQLERRM;
    RETURN;
  END;
  -- The extension may already live in another schema (some hosts keep extensions apart), and
  -- the operator class is named through it so that the search_path does not matter.
  SELECT n.nspname INTO trgm_schema
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'pg_trgm';
  -- GIN queues new entries in a pending list that every search reads in full, and that only a
  -- (auto)vacuum or the list outgrowing gin_pending_list_limit (4 MB by default) merges into
  -- the index. PGlite runs no autovacuum, so the limit is lowered to 256 kB (a few hundred
  -- clients): searches read little of it, and bulk inserts (the seed) still merge in batches,
  -- where fastupdate = off would make seeding 50,000 clients about three times slower.
  EXECUTE format(
    'CREATE INDEX IF NOT EXISTS clients_search_trgm_idx ON clients USING gin (search_text %I.gin_trgm_ops) WITH (gin_pending_list_limit = 256)',
    trgm_schema);
END
$$;
