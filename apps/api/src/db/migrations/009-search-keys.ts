import { sqlMigration } from './sql';

export const migration = sqlMigration([
  // Forgiving keys computed by @parde/fa (repositories/search.ts, decision 010). search_compact (no spaces;
  // ZWNJ, ezafe, «ای», plurals, homophones folded) finds a title spelt another way from a btree; search_terms
  // (its forgiving words, Latin words and Finglish skeletons) finds titles word by word from a GIN index, after
  // each query word is matched against the small vocabulary `search_terms`.
  // Idempotent, like the backfill: a database rebuilt to an older version runs it again.
  'CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public',
  "ALTER TABLE titles ADD COLUMN IF NOT EXISTS search_compact text NOT NULL DEFAULT '', ADD COLUMN IF NOT EXISTS search_terms text[] NOT NULL DEFAULT '{}'",
  "ALTER TABLE stars ADD COLUMN IF NOT EXISTS search_compact text NOT NULL DEFAULT '', ADD COLUMN IF NOT EXISTS search_fuzzy text NOT NULL DEFAULT ''",
  'CREATE INDEX IF NOT EXISTS titles_search_compact ON titles (search_compact text_pattern_ops) INCLUDE (age_range, popularity, kind, id)',
  'CREATE INDEX IF NOT EXISTS titles_search_terms ON titles USING gin (search_terms)',
  'CREATE INDEX IF NOT EXISTS stars_search_fuzzy ON stars USING gin (search_fuzzy public.gin_trgm_ops)',
  'CREATE TABLE IF NOT EXISTS search_terms (term text PRIMARY KEY)',
  'CREATE INDEX IF NOT EXISTS search_terms_trgm ON search_terms USING gin (term public.gin_trgm_ops)',
  // The backfill of the keys of titles already there was computed by @parde/fa, so it is not frozen here: the
  // runner refuses a database older than this version (../migrations.ts). What it did last is plain SQL.
  `INSERT INTO search_terms (term)
  SELECT DISTINCT unnest(search_terms) FROM titles ON CONFLICT DO NOTHING`,
]);
