import { sqlMigration } from './sql';

export const migration = sqlMigration([
  // Pictures are addressed by a random key, not the sequential id: an <img> sends no token, so a private
  // playlist's picture must not be found by counting.
  'ALTER TABLE playlist_pictures ADD COLUMN key text',
  'UPDATE playlist_pictures SET key = md5(random()::text || id::text) WHERE key IS NULL',
  'ALTER TABLE playlist_pictures ALTER COLUMN key SET NOT NULL',
  'CREATE UNIQUE INDEX playlist_pictures_key ON playlist_pictures (key)',
]);
