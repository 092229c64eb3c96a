import { sqlMigration } from './sql';

// Issue #27 item 5 (decision 030): the account lists its signed-in devices, so each sign-in keeps its browser's user
// agent, when it was last active and the member last used on it.
export const migration = sqlMigration([
  'ALTER TABLE sign_ins ADD COLUMN IF NOT EXISTS user_agent text',
  'ALTER TABLE sign_ins ADD COLUMN IF NOT EXISTS last_active_at timestamptz',
  'ALTER TABLE sign_ins ADD COLUMN IF NOT EXISTS last_member_id int REFERENCES profiles (id) ON DELETE SET NULL',
  'UPDATE sign_ins SET last_active_at = created_at WHERE last_active_at IS NULL',
  'ALTER TABLE sign_ins ALTER COLUMN last_active_at SET DEFAULT now()',
  'ALTER TABLE sign_ins ALTER COLUMN last_active_at SET NOT NULL',
]);
