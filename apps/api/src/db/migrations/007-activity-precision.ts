import { sqlMigration } from './sql';

// real kept 7 digits: a reported 12.3 s came back as 12.300000190734863.
export const migration = sqlMigration([
  `ALTER TABLE user_activity ALTER COLUMN position TYPE double precision,
        ALTER COLUMN duration TYPE double precision`,
]);
