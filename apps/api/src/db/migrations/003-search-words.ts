import { sqlMigration } from './sql';

export const migration = sqlMigration([
  // The vocabulary of titles and names: a typo is corrected against this small table (trigram similarity of
  // single words), instead of comparing the query with every title.
  'CREATE TABLE search_words (word text PRIMARY KEY)',
  'CREATE INDEX search_words_trgm ON search_words USING gin (word public.gin_trgm_ops)',
  `INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (
    SELECT regexp_split_to_table(search_text, ' ') AS w FROM titles
    UNION ALL SELECT regexp_split_to_table(search_text, ' ') FROM stars) words
  WHERE length(w) >= 2
  ON CONFLICT DO NOTHING`,
]);
