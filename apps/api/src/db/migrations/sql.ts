import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A migration of fixed statements, run one at a time (PGlite's extended protocol takes one per call) inside the
 * Migrator's transaction.
 */
export function sqlMigration(statements: readonly string[]): Migration & { statements: readonly string[] } {
  return {
    statements,
    async up(db: Kysely<unknown>) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
