import { sqlMigration } from './sql';

// A film's original language, in Persian as its page shows it («فارسی», «انگلیسی»); null where nobody said.
export const migration = sqlMigration(['ALTER TABLE titles ADD COLUMN IF NOT EXISTS original_language text']);
