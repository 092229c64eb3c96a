import { sqlMigration } from './sql';

// Issue #15: tokens name their sign-in, so logout revokes them all and the free first choice is spent once;
// a progress report carries the player's clock, so a late one cannot overwrite a newer position.
export const migration = sqlMigration([
  `CREATE TABLE IF NOT EXISTS sign_ins (
        id text PRIMARY KEY,
        account_id int NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        first_choice_at timestamptz,
        revoked_at timestamptz)`,
  'CREATE INDEX IF NOT EXISTS sign_ins_account ON sign_ins (account_id)',
  'ALTER TABLE user_activity ADD COLUMN IF NOT EXISTS reported_at bigint',
]);
