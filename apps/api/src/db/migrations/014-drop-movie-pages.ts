import { sqlMigration } from './sql';

// A title by id is read from the tables again (decision 021): the stored pages and the triggers that kept them go.
// Dropping the table drops its own index; the triggers live on the tables they watched.
export const migration = sqlMigration([
  'DROP TRIGGER IF EXISTS movie_pages_titles_insert ON titles',
  'DROP TRIGGER IF EXISTS movie_pages_titles_update ON titles',
  'DROP TRIGGER IF EXISTS movie_pages_title_tags_insert ON title_tags',
  'DROP TRIGGER IF EXISTS movie_pages_title_tags_update ON title_tags',
  'DROP TRIGGER IF EXISTS movie_pages_title_tags_delete ON title_tags',
  'DROP TRIGGER IF EXISTS movie_pages_tags_update ON tags',
  'DROP TRIGGER IF EXISTS movie_pages_videos_insert ON videos',
  'DROP TRIGGER IF EXISTS movie_pages_videos_update ON videos',
  'DROP TRIGGER IF EXISTS movie_pages_videos_delete ON videos',
  'DROP FUNCTION IF EXISTS movie_pages_titles_written()',
  'DROP FUNCTION IF EXISTS movie_pages_rows_written()',
  'DROP FUNCTION IF EXISTS movie_pages_tags_renamed()',
  'DROP FUNCTION IF EXISTS refresh_movie_pages(int[])',
  'DROP TABLE IF EXISTS movie_pages',
]);
