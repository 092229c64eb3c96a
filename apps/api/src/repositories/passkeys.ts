import { sql } from 'kysely';
import type { Db } from './db';

/** A stored passkey as the ceremonies need it. */
export interface PasskeyRow {
  id: string;
  account_id: number;
  public_key: Uint8Array;
  counter: string;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/**
 * The `passkeys` and `passkey_challenges` tables (decision 044): an account's credentials, and each ceremony's
 * challenge, single-use and shared by every instance.
 */
export function createPasskeysRepository(db: Db) {
  return {
    /** Keeps a challenge for `ttlSeconds`; expired ones are swept on the way. */
    async saveChallenge(challenge: string, kind: 'register' | 'sign-in', accountId: number | null, ttlSeconds: number) {
      await db.deleteFrom('passkey_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
      await db
        .insertInto('passkey_challenges')
        .values({
          challenge,
          kind,
          account_id: accountId,
          expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` as never,
        })
        .execute();
    },

    /**
     * Spends a challenge: true for exactly one caller, and only while it is live and of this kind and account. A
     * used challenge is gone, so a replay finds nothing.
     */
    async takeChallenge(challenge: string, kind: 'register' | 'sign-in', accountId: number | null): Promise<boolean> {
      const row = await db
        .deleteFrom('passkey_challenges')
        .where('challenge', '=', challenge)
        .returning([sql<boolean>`expires_at > now()`.as('live'), 'kind', 'account_id'])
        .executeTakeFirst();
      return row?.live === true && row.kind === kind && row.account_id === accountId;
    },

    /** Adds a credential to the account; false when its id is already stored (on any account). */
    async add(row: {
      id: string;
      accountId: number;
      publicKey: Uint8Array;
      counter: number;
      transports: string[];
      name: string;
    }): Promise<PasskeyRow | undefined> {
      return db
        .insertInto('passkeys')
        .values({
          id: row.id,
          account_id: row.accountId,
          public_key: row.publicKey,
          counter: row.counter,
          transports: row.transports,
          name: row.name,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    byId(id: string): Promise<PasskeyRow | undefined> {
      return db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The account's passkeys, newest first. */
    list(accountId: number): Promise<PasskeyRow[]> {
      return db
        .selectFrom('passkeys')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    rename(accountId: number, id: string, name: string): Promise<PasskeyRow | undefined> {
      return db
        .updateTable('passkeys')
        .set({ name })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .returningAll()
        .executeTakeFirst();
    },

    async remove(accountId: number, id: string): Promise<boolean> {
      const row = await db
        .deleteFrom('passkeys')
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Records a sign-in by the passkey: its counter moves to `counter` only forward (of two racing uses of one
     * counter, one wins), and the time of use. False when the passkey is gone or the counter did not move forward.
     */
    async used(id: string, previous: string, counter: number): Promise<boolean> {
      const row = await db
        .updateTable('passkeys')
        .set({ counter, last_used_at: sql<Date>`now()` as never })
        .where('id', '=', id)
        .where('counter', '=', previous)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks the sign-in as made by the passkey `passkeyId` just now. */
    async markSignIn(signInId: string, passkeyId: string): Promise<void> {
      await db
        .updateTable('sign_ins')
        .set({ passkey_at: sql<Date>`now()` as never, passkey_id: passkeyId })
        .where('id', '=', signInId)
        .execute();
    },

    /** Whether the sign-in was made by a passkey within the last `seconds` (a step-up). */
    async steppedUp(signInId: string, accountId: number, seconds: number): Promise<boolean> {
      const row = await db
        .selectFrom('sign_ins')
        .select('id')
        .where('id', '=', signInId)
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .where('passkey_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The live sign-ins the passkey made, but `keep`. */
    async signInsOf(accountId: number, passkeyId: string, keep: string): Promise<string[]> {
      const rows = await db
        .selectFrom('sign_ins')
        .select('id')
        .where('account_id', '=', accountId)
        .where('passkey_id', '=', passkeyId)
        .where('id', '!=', keep)
        .where('revoked_at', 'is', null)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
