import { sqlMigration } from './sql';

export const migration = sqlMigration([
  // The renditions of the video's master playlist (`[{ language, name, default }]`, as GetVideoLink answers
  // them) and its intro and credits, in seconds; written together with `source` by the seed and by ingest.
  `ALTER TABLE videos
        ADD COLUMN audio_tracks jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN subtitle_tracks jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN intro_start double precision,
        ADD COLUMN intro_end double precision,
        ADD COLUMN credits_start double precision`,
  // Demo clips now keep their titles' promises (dub, subtitles); older databases are relinked here. Frozen as the
  // demo linking (then routes/video/demo.ts) produced it then: on a database made after this version it finds no rows.
  `INSERT INTO videos (id, kind, content_id)
  SELECT (SELECT coalesce(max(id), 0) FROM videos) + row_number() OVER (ORDER BY t.kind, t.id),
    t.kind || 'Trailer', t.id
  FROM titles t
  WHERE NOT EXISTS (SELECT 1 FROM videos v WHERE v.kind = t.kind || 'Trailer' AND v.content_id = t.id)`,
  `UPDATE videos AS v SET
      source = 'demo/clip-' || clip.n,
      audio_tracks = CASE clip.n WHEN 1 THEN '[{"language":"fa","name":"فارسی (دوبله)","default":true},{"language":"en","name":"انگلیسی (اصلی)","default":false}]'::jsonb WHEN 2 THEN '[{"language":"fa","name":"فارسی (دوبله)","default":true},{"language":"en","name":"انگلیسی (اصلی)","default":false}]'::jsonb WHEN 3 THEN '[]'::jsonb WHEN 4 THEN '[]'::jsonb WHEN 5 THEN '[]'::jsonb END,
      subtitle_tracks = CASE clip.n WHEN 1 THEN '[{"language":"fa","name":"فارسی","default":false},{"language":"en","name":"انگلیسی","default":false}]'::jsonb WHEN 2 THEN '[{"language":"fa","name":"فارسی","default":false},{"language":"en","name":"انگلیسی","default":false}]'::jsonb WHEN 3 THEN '[{"language":"fa","name":"فارسی","default":false},{"language":"en","name":"انگلیسی","default":false}]'::jsonb WHEN 4 THEN '[]'::jsonb WHEN 5 THEN '[]'::jsonb END,
      intro_start = CASE WHEN v.kind = 'Episode' THEN CASE clip.n WHEN 1 THEN 0.5 WHEN 2 THEN 0.5 WHEN 3 THEN 0.5 WHEN 4 THEN 0.5 WHEN 5 THEN 0.5 END END,
      intro_end = CASE WHEN v.kind = 'Episode' THEN CASE clip.n WHEN 1 THEN 4 WHEN 2 THEN 4 WHEN 3 THEN 4 WHEN 4 THEN 4 WHEN 5 THEN 4 END END,
      credits_start = CASE WHEN v.kind = 'Episode' THEN CASE clip.n WHEN 1 THEN 16 WHEN 2 THEN 16 WHEN 3 THEN 16 WHEN 4 THEN 16 WHEN 5 THEN 16 END END
    FROM (
      SELECT v.id, CASE
        WHEN t.country = 'Domestic' THEN (ARRAY[4,5])[v.id % 2 + 1]
        WHEN EXISTS (
          SELECT 1 FROM title_tags tt JOIN tags g ON g.id = tt.tag_id
          WHERE tt.kind = t.kind AND tt.title_id = t.id AND g.title = 'دوبلهٔ فارسی'
        ) THEN (ARRAY[1,2])[v.id % 2 + 1]
        ELSE 3
      END AS n
      FROM videos v
      LEFT JOIN episodes e ON v.kind = 'Episode' AND e.id = v.content_id
      JOIN titles t
        ON t.kind = CASE WHEN v.kind IN ('Movie', 'MovieTrailer') THEN 'Movie' ELSE 'Series' END
        AND t.id = CASE WHEN v.kind = 'Episode' THEN e.series_id ELSE v.content_id END
      WHERE v.source IS NULL OR v.source LIKE 'demo/%'
    ) AS clip
    WHERE v.id = clip.id`,
  `CREATE TABLE playback_settings (
        profile_id int PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
        audio_language text,
        subtitle_language text,
        subtitle_size text NOT NULL DEFAULT 'medium' CHECK (subtitle_size IN ('small', 'medium', 'large')),
        subtitle_background text NOT NULL DEFAULT 'translucent'
          CHECK (subtitle_background IN ('none', 'translucent', 'opaque')),
        autoplay_next boolean NOT NULL DEFAULT true)`,
  // Titles a member removed from «ادامهٔ تماشا»; their activity (the resume point) stays.
  `CREATE TABLE continue_hidden (
        profile_id int NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('Movie', 'Series')),
        title_id int NOT NULL,
        hidden_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (profile_id, kind, title_id))`,
]);
