import { sql } from 'kysely';
import type { Db } from './db';

/** The `captchas` table: hashed answers of picture challenges. */
export function createCaptchasRepository(db: Db) {
  return {
    async insert(id: string, answerHash: string, devAnswer: string | null, ttlSeconds: number): Promise<void> {
      await db
        .insertInto('captchas')
        .values({
          id,
          answer_hash: answerHash,
          dev_answer: devAnswer,
          expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` as never,
        })
        .execute();
    },

    /** Deletes the challenge and answers its hash and whether it was still fresh. */
    take(id: string): Promise<{ answer_hash: string; fresh: boolean } | undefined> {
      return db
        .deleteFrom('captchas')
        .where('id', '=', id)
        .returning(['answer_hash', sql<boolean>`expires_at > now()`.as('fresh')])
        .executeTakeFirst();
    },

    async devAnswer(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('captchas').select('dev_answer').where('id', '=', id).executeTakeFirst();
      return row?.dev_answer ?? undefined;
    },
  };
}

export type CaptchasRepository = ReturnType<typeof createCaptchasRepository>;
