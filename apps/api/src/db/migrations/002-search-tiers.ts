import { sqlMigration } from './sql';

export const migration = sqlMigration([
  // Search asks exact/prefix matches of the Persian title first (a btree range scan), then substrings in
  // popularity order, so each tier stops after one page instead of ranking thousands of matches.
  'CREATE INDEX titles_search_title ON titles (search_title text_pattern_ops)',
  'CREATE INDEX titles_popularity_any ON titles (popularity DESC, kind, id)',
]);
