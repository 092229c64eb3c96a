import { sqlMigration } from './sql';

// A one-word search probe walks titles by popularity until a page matches (repositories/search.ts). With the
// words in the index that walk never reads the table: 11.6 ms -> 0.75 ms for a word of 850 titles in 100,000.
export const migration = sqlMigration([
  'CREATE INDEX IF NOT EXISTS titles_popularity_terms ON titles (popularity DESC) INCLUDE (age_range, kind, id, search_terms)',
]);
