import { sqlMigration } from './sql';

// Issue #26 (decision 026): a playlist belongs to the member that made them, as a per-profile list; the ones made
// before belong to the account's first member (its lowest slot).
export const migration = sqlMigration([
  'ALTER TABLE playlists ADD COLUMN IF NOT EXISTS member_id int REFERENCES profiles (id) ON DELETE CASCADE',
  `UPDATE playlists p SET member_id = (
        SELECT pr.id FROM profiles pr WHERE pr.account_id = p.account_id ORDER BY pr.slot, pr.id LIMIT 1)
      WHERE p.member_id IS NULL`,
  'DELETE FROM playlists WHERE member_id IS NULL',
  'ALTER TABLE playlists ALTER COLUMN member_id SET NOT NULL',
  'CREATE INDEX IF NOT EXISTS playlists_member ON playlists (member_id, created_at DESC, id DESC)',
]);
