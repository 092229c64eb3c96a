import { sqlMigration } from './sql';

// Issue #35 item 2 (decision 041): a grant's link dies with the device that asked for it, so each grant keeps its
// sign-in, and a member holds one grant per video on each device. Grants made before this have no sign-in and end
// only by their own expiry or deletion.
export const migration = sqlMigration([
  'ALTER TABLE downloads ADD COLUMN IF NOT EXISTS sign_in_id text REFERENCES sign_ins (id) ON DELETE CASCADE',
  'ALTER TABLE downloads DROP CONSTRAINT IF EXISTS downloads_profile_id_video_id_key',
  'CREATE UNIQUE INDEX IF NOT EXISTS downloads_member_video_device ON downloads (profile_id, video_id, sign_in_id)',
]);
