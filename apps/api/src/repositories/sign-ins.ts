import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './db';

/**
 * The `sign_ins` table: one row per sign-in (a verified code or a registration). Every access token names its
 * sign-in (`sid`), so logout revokes all the tokens it led to, and its free first profile choice is spent once.
 */
export function createSignInsRepository(db: Db) {
  return {
    /** Starts a sign-in of the account on the browser `userAgent`, with `memberId` active; answers its id. */
    async start(accountId: number, userAgent: string | null, memberId: number): Promise<string> {
      const id = randomBytes(16).toString('base64url');
      await db
        .insertInto('sign_ins')
        .values({ id, account_id: accountId, user_agent: userAgent, last_member_id: memberId })
        .execute();
      return id;
    },

    /**
     * Records that the sign-in was used just now by `memberId`: only when `everyMs` have passed since it was last
     * recorded or another member is used, so most calls write nothing.
     */
    async touch(id: string, memberId: number, everyMs: number): Promise<void> {
      await db
        .updateTable('sign_ins')
        .set({ last_active_at: sql<Date>`now()` as never, last_member_id: memberId })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('last_active_at', '<', sql<Date>`now() - make_interval(secs => ${everyMs / 1000})`),
            eb('last_member_id', 'is distinct from', memberId),
          ]),
        )
        .execute();
    },

    /** The account's live sign-ins, the most recently active first, with the name of the member used last. */
    async listLive(accountId: number) {
      return db
        .selectFrom('sign_ins as s')
        .leftJoin('profiles as p', (join) =>
          join.onRef('p.id', '=', 's.last_member_id').onRef('p.account_id', '=', 's.account_id'),
        )
        .select([
          's.id',
          's.user_agent',
          's.created_at',
          's.last_active_at',
          'p.profile_name as member_name',
          'p.avatar_path as member_avatar',
        ])
        .where('s.account_id', '=', accountId)
        .where('s.revoked_at', 'is', null)
        .orderBy('s.last_active_at', 'desc')
        .orderBy('s.id')
        .execute();
    },

    /** Revokes every live sign-in of the account but `keep`; answers the ids revoked. */
    async revokeOthers(accountId: number, keep: string): Promise<string[]> {
      const rows = await db
        .updateTable('sign_ins')
        .set({ revoked_at: sql<Date>`now()` as never })
        .where('account_id', '=', accountId)
        .where('id', '!=', keep)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
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

    /**
     * Revokes the sign-in: every token carrying its id stops working. Answers false when the account has no such live
     * sign-in (another account's, or one already revoked).
     */
    async revoke(id: string, accountId: number): Promise<boolean> {
      const row = await db
        .updateTable('sign_ins')
        .set({ revoked_at: sql<Date>`now()` as never })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type SignInsRepository = ReturnType<typeof createSignInsRepository>;
