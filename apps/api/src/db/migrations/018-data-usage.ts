import { sqlMigration } from './sql';

// Issue #27 (decision 031): the member's «مصرف داده»; null until the member chooses, when the device's data saver
// decides. Downloads read the same choice.
export const migration = sqlMigration([
  `ALTER TABLE playback_settings ADD COLUMN IF NOT EXISTS data_usage text
        CHECK (data_usage IN ('auto', 'low', 'medium', 'high'))`,
]);
