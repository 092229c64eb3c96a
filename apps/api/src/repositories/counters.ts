import { sql } from 'kysely';
import type { Db } from './db';

/** Hourly counters (`rate_counters`) shared by every instance, and the dev SMS outbox (`sms_outbox`). */
export function createCountersRepository(db: Db) {
  return {
    /** Counts one hit of `key` in the current hour and answers the count (atomic). */
    async hitHourly(key: string): Promise<number> {
      const row = await sql<{ hits: number }>`
        INSERT INTO rate_counters (key, window_start, hits) VALUES (${key}, date_trunc('hour', now()), 1)
        ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_counters.hits + 1
        RETURNING hits`.execute(db);
      return row.rows[0]?.hits ?? 0;
    },

    /** The hits of `key` in the current hour, without counting one. */
    async hourly(key: string): Promise<number> {
      const row = await db
        .selectFrom('rate_counters')
        .select('hits')
        .where('key', '=', key)
        .where('window_start', '=', sql<Date>`date_trunc('hour', now())`)
        .executeTakeFirst();
      return row?.hits ?? 0;
    },
  };
}

/** The dev SMS provider's outbox (`sms_outbox`). */
export function createOutboxRepository(db: Db) {
  return {
    async add(phone: string, text: string): Promise<void> {
      await db.insertInto('sms_outbox').values({ phone, text }).execute();
    },
    /** The newest messages to a phone. */
    latest(phone: string, limit: number) {
      return db
        .selectFrom('sms_outbox')
        .select(['phone', 'text', 'created_at'])
        .where('phone', '=', phone)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type CountersRepository = ReturnType<typeof createCountersRepository>;
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
