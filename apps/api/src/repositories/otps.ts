import { sql } from 'kysely';
import type { Db } from './db';

/** A stored one-time code as verification reads it. */
export interface OtpRow {
  id: string;
  phone: string;
  purpose: string;
  account_id: number | null;
  profile_id: number | null;
  code_hash: string;
  attempts: number;
  used_at: Date | null;
  expired: boolean;
}

/** The one-time codes (`otps`) and the per-phone send throttle with its failure memory (`otp_throttle`). */
export function createOtpsRepository(db: Db) {
  return {
    /**
     * The resend rule as one conditional upsert: of two racing sends, only one moves last_sent_at. Undefined when
     * the last send is younger than `resendSeconds`; otherwise the failures remembered within `failureWindow`.
     */
    async claimSend(
      phone: string,
      purpose: string,
      resendSeconds: number,
      failureWindow: string,
    ): Promise<{ failures: number; recent: boolean } | undefined> {
      const throttle = await sql<{ failures: number; recent: boolean }>`
        INSERT INTO otp_throttle (phone, purpose, last_sent_at) VALUES (${phone}, ${purpose}, now())
        ON CONFLICT (phone, purpose) DO UPDATE SET last_sent_at = now()
          WHERE otp_throttle.last_sent_at <= now() - make_interval(secs => ${resendSeconds})
        RETURNING failures, coalesce(failures_since > now() - interval '${sql.raw(failureWindow)}', false) AS recent`.execute(
        db,
      );
      return throttle.rows[0];
    },

    async insert(values: {
      id: string;
      phone: string;
      purpose: string;
      accountId: number | null;
      profileId: number | null;
      codeHash: string;
      attempts: number;
      ttlSeconds: number;
    }): Promise<void> {
      await db
        .insertInto('otps')
        .values({
          id: values.id,
          phone: values.phone,
          purpose: values.purpose,
          account_id: values.accountId,
          profile_id: values.profileId,
          code_hash: values.codeHash,
          attempts: values.attempts,
          expires_at: sql<Date>`now() + make_interval(secs => ${values.ttlSeconds})` as never,
          used_at: null,
          consumed_at: null,
        })
        .execute();
    },

    byId(id: string): Promise<OtpRow | undefined> {
      return db
        .selectFrom('otps')
        .select([
          'id',
          'phone',
          'purpose',
          'account_id',
          'profile_id',
          'code_hash',
          'attempts',
          'used_at',
          sql<boolean>`expires_at <= now()`.as('expired'),
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Counts one try on a live code before it is compared, and answers its number (1…max); undefined when the
     * code is used, expired or out of tries. One conditional update, so racing tries are numbered, never lost.
     */
    async claimTry(id: string, maxTries: number): Promise<number | undefined> {
      const row = await db
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('attempts', '<', maxTries)
        .where(sql<boolean>`expires_at > now()`)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /** Remembers a wrong try against the phone (a resend within the window starts with them). */
    async recordFailure(row: { phone: string; purpose: string }, failureWindow: string): Promise<void> {
      const window = sql.raw(failureWindow);
      await sql`UPDATE otp_throttle SET
            failures = CASE WHEN failures_since > now() - interval '${window}' THEN failures + 1 ELSE 1 END,
            failures_since = CASE WHEN failures_since > now() - interval '${window}'
              THEN failures_since ELSE now() END
          WHERE phone = ${row.phone} AND purpose = ${row.purpose}`.execute(db);
    },

    /** Marks the code used if it still may be: exactly one of racing right answers succeeds. */
    async markUsed(id: string): Promise<boolean> {
      const spent = await db
        .updateTable('otps')
        .set({ used_at: sql<Date>`now()` as never })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where(sql<boolean>`expires_at > now()`)
        .returning('id')
        .executeTakeFirst();
      return spent !== undefined;
    },

    async clearFailures(phone: string, purpose: string): Promise<void> {
      await db
        .updateTable('otp_throttle')
        .set({ failures: 0, failures_since: null })
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .execute();
    },

    /** Consumes a used code as a member-action proof, once. */
    async consume(id: string): Promise<boolean> {
      const consumed = await db
        .updateTable('otps')
        .set({ consumed_at: sql<Date>`now()` as never })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('used_at', 'is not', null)
        .returning('id')
        .executeTakeFirst();
      return consumed !== undefined;
    },
  };
}

export type OtpsRepository = ReturnType<typeof createOtpsRepository>;
