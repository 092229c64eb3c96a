import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { fail, unauthorized } from '../../http/errors';
import type { Services } from '../../services';

/** Spec §9 and DECISIONS.md: codes live 2 minutes, a new one may be asked for after 1 minute, 5 wrong tries. */
export const OTP_TTL_SECONDS = 120;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_FAILURES = 5;
/** Wrong tries are remembered per phone and purpose for this long, so a resend does not reset them. */
const FAILURE_WINDOW = '15 minutes';

export type OtpPurpose = 'sign-in' | 'select-member' | 'edit-member' | 'delete-member';

export interface SendRequest {
  phone: string;
  purpose: OtpPurpose;
  accountId?: number;
  profileId?: number;
  /** Client address for the per-address cap. */
  ip: string;
}

export interface VerifiedOtp {
  id: string;
  phone: string;
  purpose: OtpPurpose;
  accountId: number | null;
  profileId: number | null;
}

/** HMAC of a secret answer bound to the record's id, so equal codes never share a hash. */
export const secretHash = (secret: string, id: string, answer: string) =>
  createHmac('sha256', secret).update(`${id}:${answer}`).digest('base64url');

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Counts one hit of `key` in the current hour and answers the count (atomic, shared by all instances). */
export async function hitHourly(s: Services, key: string): Promise<number> {
  const row = await sql<{ hits: number }>`
    INSERT INTO rate_counters (key, window_start, hits) VALUES (${key}, date_trunc('hour', now()), 1)
    ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_counters.hits + 1
    RETURNING hits`.execute(s.db);
  return row.rows[0]?.hits ?? 0;
}

/** Per-hour caps on actions that write rows for anyone who asks (spam and flooding defence). */
export const hourlyCaps = { captchaPerIp: 120, messagePerIp: 10, commentPerAccount: 60, playlistPerAccount: 30 };

/** Counts one `key` action this hour; 429 TooManyRequests past `max`. */
export async function capHourly(s: Services, key: string, max: number): Promise<void> {
  if ((await hitHourly(s, key)) > max * s.config.floodCapScale) throw fail(429, 'TooManyRequests');
}

/** One-time codes: sending with throttles and caps, verifying single-use under concurrency. */
export class OtpService {
  constructor(private readonly s: Services) {}

  async send(request: SendRequest) {
    const { db, config, secret } = this.s;
    // The 60-second rule as one conditional upsert: of two racing sends, only one moves last_sent_at.
    const throttle = await sql<{ failures: number; recent: boolean }>`
      INSERT INTO otp_throttle (phone, purpose, last_sent_at) VALUES (${request.phone}, ${request.purpose}, now())
      ON CONFLICT (phone, purpose) DO UPDATE SET last_sent_at = now()
        WHERE otp_throttle.last_sent_at <= now() - make_interval(secs => ${OTP_RESEND_SECONDS})
      RETURNING failures, coalesce(failures_since > now() - interval '${sql.raw(FAILURE_WINDOW)}', false) AS recent`.execute(
      db,
    );
    const state = throttle.rows[0];
    if (!state) throw fail(400, 'PreviousTokenNotExpired');

    const [perPhone, perIp] = await Promise.all([
      hitHourly(this.s, `otp:phone:${request.phone}`),
      hitHourly(this.s, `otp:ip:${request.ip}`),
    ]);
    if (perPhone > config.otpPerPhonePerHour || perIp > config.otpPerIpPerHour) throw fail(429, 'TooManyRequests');

    const id = randomBytes(24).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db
      .insertInto('otps')
      .values({
        id,
        phone: request.phone,
        purpose: request.purpose,
        account_id: request.accountId ?? null,
        profile_id: request.profileId ?? null,
        code_hash: secretHash(secret, id, code),
        attempts: state.recent ? Math.min(state.failures, OTP_MAX_FAILURES) : 0,
        expires_at: sql<Date>`now() + make_interval(secs => ${OTP_TTL_SECONDS})` as never,
        used_at: null,
        consumed_at: null,
      })
      .execute();
    try {
      await this.s.sms.sendCode(request.phone, code);
    } catch {
      throw fail(503, 'ServiceUnavailable');
    }
    return { protect_token: id, resendAfter: OTP_RESEND_SECONDS, expiresIn: OTP_TTL_SECONDS };
  }

  /**
   * Checks a code; on success the code is spent (exactly one of many parallel calls succeeds). A member-action
   * code is checked only for the account it was sent for (`accountId` of the caller), so nobody else can burn it.
   */
  async verify(protectToken: string, code: string, accountId: number | undefined): Promise<VerifiedOtp> {
    const { db, secret } = this.s;
    const row = await db
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
      .where('id', '=', protectToken)
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.attempts >= OTP_MAX_FAILURES) throw fail(400, 'TokenExpired');
    if (row.purpose !== 'sign-in' && row.account_id !== accountId) throw unauthorized();
    if (row.expired) throw fail(400, 'TimeExpired');

    if (!sameHash(secretHash(secret, row.id, code.trim()), row.code_hash)) {
      const [updated] = await Promise.all([
        db
          .updateTable('otps')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .returning('attempts')
          .executeTakeFirst(),
        sql`UPDATE otp_throttle SET
              failures = CASE WHEN failures_since > now() - interval '${sql.raw(FAILURE_WINDOW)}' THEN failures + 1 ELSE 1 END,
              failures_since = CASE WHEN failures_since > now() - interval '${sql.raw(FAILURE_WINDOW)}'
                THEN failures_since ELSE now() END
            WHERE phone = ${row.phone} AND purpose = ${row.purpose}`.execute(db),
      ]);
      throw fail(
        400,
        (updated?.attempts ?? OTP_MAX_FAILURES) >= OTP_MAX_FAILURES ? 'TokenExpired' : 'InvalidVerifyToken',
      );
    }

    const spent = await db
      .updateTable('otps')
      .set({ used_at: sql<Date>`now()` as never })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', OTP_MAX_FAILURES)
      .where(sql<boolean>`expires_at > now()`)
      .returning('id')
      .executeTakeFirst();
    if (!spent) throw fail(400, 'TokenExpired');
    await db
      .updateTable('otp_throttle')
      .set({ failures: 0, failures_since: null })
      .where('phone', '=', row.phone)
      .where('purpose', '=', row.purpose)
      .execute();
    return {
      id: row.id,
      phone: row.phone,
      purpose: row.purpose as OtpPurpose,
      accountId: row.account_id,
      profileId: row.profile_id,
    };
  }

  /**
   * Spends a member-action proof: the verify token must name this purpose, profile and account, and its code
   * (the protected token) is consumed, so a proof works once.
   */
  async consumeProof(
    proof: { verifyToken: string; protectedToken: string },
    expected: { purpose: OtpPurpose; profileId: number; accountId: number },
  ): Promise<void> {
    const claims = await this.s.tokens.readVerification(proof.verifyToken);
    const invalid = fail(400, 'InvalidVerifyToken');
    if (
      !claims ||
      claims.purpose !== expected.purpose ||
      claims.profileId !== expected.profileId ||
      claims.accountId !== expected.accountId ||
      claims.otpId !== proof.protectedToken
    ) {
      throw invalid;
    }
    const consumed = await this.s.db
      .updateTable('otps')
      .set({ consumed_at: sql<Date>`now()` as never })
      .where('id', '=', claims.otpId)
      .where('consumed_at', 'is', null)
      .where('used_at', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    if (!consumed) throw fail(400, 'TokenExpired');
  }
}
