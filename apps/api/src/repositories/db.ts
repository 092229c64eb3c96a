import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** What a repository queries (Kysely on PostgreSQL or PGlite). */
export type Db = Kysely<DB>;
