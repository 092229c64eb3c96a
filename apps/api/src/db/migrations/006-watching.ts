import { sqlMigration } from './sql';

export const migration = sqlMigration([
  // `source` is the video's folder under the media directory (`demo/clip-3`, `ingested/movie-12`).
  'ALTER TABLE videos ADD COLUMN source text',
  'ALTER TABLE videos DROP CONSTRAINT IF EXISTS videos_kind_check',
  `ALTER TABLE videos ADD CONSTRAINT videos_kind_check
        CHECK (kind IN ('Movie', 'Episode', 'MovieTrailer', 'SeriesTrailer'))`,
  // Databases seeded before this version get their trailers and demo clips here (5 clips at the time).
  `INSERT INTO videos (id, kind, content_id)
  SELECT (SELECT coalesce(max(id), 0) FROM videos) + row_number() OVER (ORDER BY t.kind, t.id),
    t.kind || 'Trailer', t.id
  FROM titles t
  WHERE NOT EXISTS (SELECT 1 FROM videos v WHERE v.kind = t.kind || 'Trailer' AND v.content_id = t.id)`,
  `UPDATE videos SET source = 'demo/clip-' || (id % 5 + 1) WHERE source IS NULL`,
  `CREATE TABLE user_activity (
        profile_id int NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        video_id int NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
        position real NOT NULL, duration real NOT NULL, updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (profile_id, video_id))`,
  'CREATE INDEX user_activity_recent ON user_activity (profile_id, updated_at DESC)',
]);
