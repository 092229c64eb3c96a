import { sqlMigration } from './sql';

export const migration = sqlMigration([
  // On PostgreSQL the extension is database-wide; pin it to public so per-run schemas never own it.
  'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public',

  // Catalogue
  `CREATE TABLE genres (id int PRIMARY KEY, title text NOT NULL, slug text NOT NULL)`,
  `CREATE TABLE tags (id int PRIMARY KEY, title text NOT NULL)`,
  `CREATE TABLE stars (
        id int PRIMARY KEY, name text NOT NULL, profession text NOT NULL, bio text NOT NULL,
        birth_date date, birth_place text, popularity real NOT NULL DEFAULT 0, search_text text NOT NULL)`,
  'CREATE INDEX stars_popularity ON stars (popularity DESC, id)',
  'CREATE INDEX stars_search ON stars USING gin (search_text public.gin_trgm_ops)',
  `CREATE TABLE titles (
        kind text NOT NULL CHECK (kind IN ('Movie', 'Series')), id int NOT NULL,
        title text NOT NULL, original_title text NOT NULL, description text NOT NULL,
        year int NOT NULL, age_range smallint NOT NULL CHECK (age_range IN (0, 7, 12, 15, 18)),
        rating real NOT NULL, country text NOT NULL CHECK (country IN ('Domestic', 'Foreign')),
        popularity real NOT NULL, color text NOT NULL, suggested boolean NOT NULL, updated_at timestamptz NOT NULL,
        release_date date NOT NULL, duration int, genres jsonb NOT NULL DEFAULT '[]',
        search_title text NOT NULL, search_text text NOT NULL,
        PRIMARY KEY (kind, id))`,
  'CREATE INDEX titles_best ON titles (kind, country, rating DESC, id)',
  'CREATE INDEX titles_best_any ON titles (kind, rating DESC, id)',
  'CREATE INDEX titles_updated ON titles (kind, country, updated_at DESC, id)',
  'CREATE INDEX titles_updated_any ON titles (kind, updated_at DESC, id)',
  'CREATE INDEX titles_popular ON titles (kind, popularity DESC, id)',
  'CREATE INDEX titles_latest ON titles (kind, release_date DESC, id)',
  'CREATE INDEX titles_home ON titles (kind, year DESC, popularity DESC, id)',
  'CREATE INDEX titles_suggested ON titles (kind, popularity DESC, id) WHERE suggested',
  // search_text (title + original title) is matched through the trigram index; search_title ranks exact hits.
  'CREATE INDEX titles_search ON titles USING gin (search_text public.gin_trgm_ops)',
  `CREATE TABLE title_genres (
        kind text NOT NULL, title_id int NOT NULL, genre_id int NOT NULL REFERENCES genres (id),
        PRIMARY KEY (kind, title_id, genre_id), FOREIGN KEY (kind, title_id) REFERENCES titles (kind, id))`,
  'CREATE INDEX title_genres_genre ON title_genres (genre_id, kind, title_id)',
  `CREATE TABLE title_tags (
        kind text NOT NULL, title_id int NOT NULL, tag_id int NOT NULL REFERENCES tags (id),
        PRIMARY KEY (kind, title_id, tag_id), FOREIGN KEY (kind, title_id) REFERENCES titles (kind, id))`,
  'CREATE INDEX title_tags_tag ON title_tags (tag_id, kind, title_id)',
  `CREATE TABLE credits (
        kind text NOT NULL, title_id int NOT NULL, star_id int NOT NULL REFERENCES stars (id),
        role text NOT NULL, character text, ord int NOT NULL,
        PRIMARY KEY (kind, title_id, star_id, role), FOREIGN KEY (kind, title_id) REFERENCES titles (kind, id))`,
  'CREATE INDEX credits_title ON credits (kind, title_id, ord)',
  'CREATE INDEX credits_star ON credits (star_id, kind, title_id)',
  `CREATE TABLE seasons (
        id int PRIMARY KEY, kind text NOT NULL DEFAULT 'Series' CHECK (kind = 'Series'), series_id int NOT NULL,
        number int NOT NULL, title text NOT NULL,
        FOREIGN KEY (kind, series_id) REFERENCES titles (kind, id), UNIQUE (series_id, number))`,
  `CREATE TABLE episodes (
        id int PRIMARY KEY, season_id int NOT NULL REFERENCES seasons (id), series_id int NOT NULL,
        number int NOT NULL, title text NOT NULL, description text NOT NULL, duration int NOT NULL,
        release_date date NOT NULL, UNIQUE (season_id, number))`,
  'CREATE INDEX episodes_series ON episodes (series_id, release_date DESC, id)',
  'CREATE INDEX episodes_latest ON episodes (release_date DESC, id)',
  `CREATE TABLE videos (
        id int PRIMARY KEY, kind text NOT NULL CHECK (kind IN ('Movie', 'Episode')), content_id int NOT NULL,
        UNIQUE (kind, content_id))`,
  `CREATE TABLE slides (
        id int PRIMARY KEY, slider text NOT NULL CHECK (slider IN ('top', 'bottom')), kind text NOT NULL,
        title_id int NOT NULL, ord int NOT NULL, FOREIGN KEY (kind, title_id) REFERENCES titles (kind, id))`,
  'CREATE INDEX slides_order ON slides (slider, ord)',
  `CREATE TABLE home_top (
        kind text NOT NULL, title_id int NOT NULL, ord int NOT NULL, PRIMARY KEY (kind, title_id),
        FOREIGN KEY (kind, title_id) REFERENCES titles (kind, id))`,
  'CREATE INDEX home_top_order ON home_top (kind, ord)',
  `CREATE TABLE regal (
        id int PRIMARY KEY, title text NOT NULL, description text NOT NULL, kind text NOT NULL, position int NOT NULL)`,
  'CREATE INDEX regal_position ON regal (position, id)',
  `CREATE TABLE regal_items (
        regal_id int NOT NULL REFERENCES regal (id), kind text NOT NULL, title_id int NOT NULL, ord int NOT NULL,
        PRIMARY KEY (regal_id, title_id), FOREIGN KEY (kind, title_id) REFERENCES titles (kind, id))`,
  'CREATE INDEX regal_items_order ON regal_items (regal_id, ord)',

  // Accounts
  `CREATE TABLE accounts (
        id int GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, phone text NOT NULL UNIQUE,
        first_name text NOT NULL, last_name text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
  // The slot makes "at most 3" a constraint: concurrent adds race for the same free slot and all but one lose.
  `CREATE TABLE profiles (
        id int GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        account_id int NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        slot smallint NOT NULL CHECK (slot BETWEEN 1 AND 3), profile_name text NOT NULL, avatar_path text NOT NULL,
        age_range smallint NOT NULL CHECK (age_range IN (0, 7, 12, 15, 18)),
        created_at timestamptz NOT NULL DEFAULT now(), UNIQUE (account_id, slot))`,
  `CREATE TABLE otps (
        id text PRIMARY KEY, phone text NOT NULL, purpose text NOT NULL, account_id int, profile_id int,
        code_hash text NOT NULL, attempts int NOT NULL DEFAULT 0, expires_at timestamptz NOT NULL,
        used_at timestamptz, consumed_at timestamptz, created_at timestamptz NOT NULL DEFAULT now())`,
  'CREATE INDEX otps_created ON otps (created_at)',
  `CREATE TABLE otp_throttle (
        phone text NOT NULL, purpose text NOT NULL, last_sent_at timestamptz NOT NULL,
        failures int NOT NULL DEFAULT 0, failures_since timestamptz, PRIMARY KEY (phone, purpose))`,
  `CREATE TABLE rate_counters (
        key text NOT NULL, window_start timestamptz NOT NULL, hits int NOT NULL, PRIMARY KEY (key, window_start))`,
  `CREATE TABLE captchas (
        id text PRIMARY KEY, answer_hash text NOT NULL, dev_answer text, expires_at timestamptz NOT NULL)`,
  `CREATE TABLE sms_outbox (
        id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, phone text NOT NULL, text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`,
  'CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id DESC)',

  // Social
  `CREATE TABLE comments (
        id int GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, video_id int NOT NULL REFERENCES videos (id),
        account_id int REFERENCES accounts (id) ON DELETE SET NULL, author_name text NOT NULL, text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        like_count int NOT NULL DEFAULT 0 CHECK (like_count >= 0),
        dislike_count int NOT NULL DEFAULT 0 CHECK (dislike_count >= 0))`,
  'CREATE INDEX comments_video ON comments (video_id, created_at DESC, id DESC)',
  `CREATE TABLE comment_reactions (
        comment_id int NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
        account_id int NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        type smallint NOT NULL CHECK (type IN (0, 1)), PRIMARY KEY (comment_id, account_id))`,
  `CREATE TABLE playlist_pictures (
        id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, mime text NOT NULL, data bytea NOT NULL)`,
  `CREATE TABLE playlists (
        id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_id int NOT NULL REFERENCES accounts (id) ON DELETE CASCADE, title text NOT NULL,
        privacy text NOT NULL CHECK (privacy IN ('Public', 'Unlisted', 'Private')),
        picture_id int REFERENCES playlist_pictures (id), created_at timestamptz NOT NULL DEFAULT now())`,
  'CREATE INDEX playlists_account ON playlists (account_id, created_at DESC, id DESC)',
  `CREATE TABLE playlist_items (
        playlist_id int NOT NULL REFERENCES playlists (id) ON DELETE CASCADE, kind text NOT NULL,
        title_id int NOT NULL, added_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (playlist_id, kind, title_id),
        FOREIGN KEY (kind, title_id) REFERENCES titles (kind, id))`,
  'CREATE INDEX playlist_items_order ON playlist_items (playlist_id, added_at DESC)',
  'CREATE INDEX playlist_items_title ON playlist_items (kind, title_id)',
  `CREATE TABLE messages (
        id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, full_name text NOT NULL, contact text NOT NULL,
        subject text NOT NULL, text text NOT NULL, account_id int REFERENCES accounts (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now())`,
]);
