import { sqlMigration } from './sql';

// Issue #26: the device that signed a phone in last gets its own send allowance (decision 024), so a stranger
// who spends the phone's budget cannot keep its owner from a code. Wrong tries now count per code only.
export const migration = sqlMigration(['ALTER TABLE otp_throttle ADD COLUMN IF NOT EXISTS device_hash text']);
