import { sqlMigration } from './sql';

// Issue #38 (decision 044): passkeys as a second way in. A credential belongs to one account; its public key and
// signature counter are all the server keeps. Ceremony challenges are single-use rows shared by every instance, and a
// sign-in made with a passkey records when, so it counts as a step-up for a few minutes.
export const migration = sqlMigration([
  `CREATE TABLE IF NOT EXISTS passkeys (
    id text PRIMARY KEY,
    account_id int NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    public_key bytea NOT NULL,
    counter bigint NOT NULL DEFAULT 0,
    transports text[] NOT NULL DEFAULT '{}',
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz
  )`,
  'CREATE INDEX IF NOT EXISTS passkeys_account ON passkeys (account_id)',
  `CREATE TABLE IF NOT EXISTS passkey_challenges (
    challenge text PRIMARY KEY,
    kind text NOT NULL,
    account_id int REFERENCES accounts (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS passkey_challenges_expiry ON passkey_challenges (expires_at)',
  'ALTER TABLE sign_ins ADD COLUMN IF NOT EXISTS passkey_at timestamptz',
  'ALTER TABLE sign_ins ADD COLUMN IF NOT EXISTS passkey_id text',
  'CREATE INDEX IF NOT EXISTS sign_ins_passkey ON sign_ins (passkey_id) WHERE passkey_id IS NOT NULL',
]);
