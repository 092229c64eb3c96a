import { sqlMigration } from './sql';

// A one-word search probe walks titles by popularity until a page matches (repositories/search.ts). With the
// words in the index, that walk reads the index alone, never the table.
export const migration = sqlMigration([
  'CREATE INDEX IF NOT EXISTS titles_popularity_terms ON titles (popularity DESC) INCLUDE (age_range, kind, id, search_terms)',
]);
