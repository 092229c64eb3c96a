import { sqlMigration } from './sql';

export const migration = sqlMigration([
  // A common first word starts thousands of titles: ranking them from the index alone (index-only scan)
  // avoids reading every matching row before keeping one page.
  'DROP INDEX titles_search_title',
  'CREATE INDEX titles_search_title ON titles (search_title text_pattern_ops) INCLUDE (age_range, popularity, kind, id)',
]);
