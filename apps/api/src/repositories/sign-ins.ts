import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './db';

/**
 * The `sign_ins` table: one row per sign-in (a verified code or a registration). Every access token names its
 * sign-in (`sid`), so logout revokes all the tokens it led to, and its free first profile choice is spent once.
 */
export function createSignInsRepository(db: Db) {
  return {
    /** Starts a sign-in of the account; answers its id. */
    async start(accountId: number): Promise<string> {
      const id = randomBytes(16).toString('base64url');
      await db.insertInto('sign_ins').values({ id, account_id: accountId }).execute();
      return id;
    },

    /** Whether the sign-in exists, is the account's and was not revoked. */
    async isLive(id: string, accountId: number): Promise<boolean> {
      const row = await db
        .selectFrom('sign_ins')
        .select('id')
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Spends the sign-in's free first profile choice: true for exactly one caller, ever. */
    async claimFirstChoice(id: string): Promise<boolean> {
      const row = await db
        .updateTable('sign_ins')
        .set({ first_choice_at: sql<Date>`now()` as never })
        .where('id', '=', id)
        .where('first_choice_at', 'is', null)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Revokes the sign-in: every token carrying its id stops working. */
    async revoke(id: string, accountId: number): Promise<void> {
      await db
        .updateTable('sign_ins')
        .set({ revoked_at: sql<Date>`now()` as never })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SignInsRepository = ReturnType<typeof createSignInsRepository>;
