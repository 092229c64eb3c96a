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

/** The one-time codes (`otps`) and the per-phone send throttle with its last signed-in device (`otp_throttle`). */
export function createOtpsRepository(db: Db) {
  return {
    /**
     * The resend rule as one conditional upsert: of two racing sends, only one moves last_sent_at. False when the
     * last send is younger than `resendSeconds`.
     */
    async claimSend(phone: string, purpose: string, resendSeconds: number): Promise<boolean> {
      const throttle = await sql<{ phone: string }>`
        INSERT INTO otp_throttle (phone, purpose, last_sent_at) VALUES (${phone}, ${purpose}, now())
        ON CONFLICT (phone, purpose) DO UPDATE SET last_sent_at = now()
          WHERE otp_throttle.last_sent_at <= now() - make_interval(secs => ${resendSeconds})
        RETURNING phone`.execute(db);
      return throttle.rows.length > 0;
    },

    /** The hash of the device that signed `phone` in last, if any. */
    async deviceOf(phone: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('otp_throttle')
        .select('device_hash')
        .where('phone', '=', phone)
        .where('purpose', '=', 'sign-in')
        .executeTakeFirst();
      return row?.device_hash ?? undefined;
    },

    /** Records the device that signed `phone` in (the sign-in code's throttle row exists: it was sent). */
    async rememberDevice(phone: string, deviceHash: string): Promise<void> {
      await db
        .updateTable('otp_throttle')
        .set({ device_hash: deviceHash })
        .where('phone', '=', phone)
        .where('purpose', '=', 'sign-in')
        .execute();
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
