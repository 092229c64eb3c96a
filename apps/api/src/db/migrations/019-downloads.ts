import { sqlMigration } from './sql';

// Issue #27 (decision 028): a member's grants to keep a video for offline viewing, one per member and video (a second
// grant renews it); the account's count of live ones is capped, so they are found by account too.
export const migration = sqlMigration([
  `CREATE TABLE IF NOT EXISTS downloads (
    id serial PRIMARY KEY,
    account_id int NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    profile_id int NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
    video_id int NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
    granted_at timestamptz NOT NULL DEFAULT now(),
    first_played_at timestamptz,
    UNIQUE (profile_id, video_id)
  )`,
  'CREATE INDEX IF NOT EXISTS downloads_account ON downloads (account_id)',
]);
