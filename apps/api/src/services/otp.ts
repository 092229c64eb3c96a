import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from '@parde/api-client';
import { fail, unauthorized } from '../http/errors';
import type { Services } from '.';

/** Spec §9 and DECISIONS.md: codes live 2 minutes, a new one may be asked for after 1 minute, 5 wrong tries. */
export const OTP_TTL_SECONDS = 120;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_FAILURES = 5;
/** Wrong tries are remembered per phone and purpose for this long, so a resend does not reset them. */
const FAILURE_WINDOW = '15 minutes';

/** The purposes of a code: one vocabulary, the api-client's (`otpPurposes`). */
export type { OtpPurpose };

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
export function hitHourly(s: Services, key: string): Promise<number> {
  return s.repos.counters.hitHourly(key);
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
    const { config, secret } = this.s;
    const { otps } = this.s.repos;
    // The 60-second rule: of two racing sends, only one claims the phone.
    const state = await otps.claimSend(request.phone, request.purpose, OTP_RESEND_SECONDS, FAILURE_WINDOW);
    if (!state) throw fail(400, 'PreviousTokenNotExpired');

    const [perPhone, perIp] = await Promise.all([
      hitHourly(this.s, `otp:phone:${request.phone}`),
      hitHourly(this.s, `otp:ip:${request.ip}`),
    ]);
    if (perPhone > config.otpPerPhonePerHour || perIp > config.otpPerIpPerHour) throw fail(429, 'TooManyRequests');

    const id = randomBytes(24).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await otps.insert({
      id,
      phone: request.phone,
      purpose: request.purpose,
      accountId: request.accountId ?? null,
      profileId: request.profileId ?? null,
      codeHash: secretHash(secret, id, code),
      attempts: state.recent ? Math.min(state.failures, OTP_MAX_FAILURES) : 0,
      ttlSeconds: OTP_TTL_SECONDS,
    });
    try {
      await this.s.sms.sendCode(request.phone, code, request.purpose);
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
    const { secret } = this.s;
    const { otps } = this.s.repos;
    const row = await otps.byId(protectToken);
    if (!row || row.used_at !== null || row.attempts >= OTP_MAX_FAILURES) throw fail(400, 'TokenExpired');
    if (row.purpose !== 'sign-in' && row.account_id !== accountId) throw unauthorized();
    if (row.expired) throw fail(400, 'TimeExpired');

    // The try is counted before the code is compared, in one conditional update: of any number of parallel
    // guesses only the first OTP_MAX_FAILURES are ever compared (issue #15: 71 were, in a burst).
    const attempt = await otps.claimTry(row.id, OTP_MAX_FAILURES);
    if (attempt === undefined) throw fail(400, 'TokenExpired');

    if (!sameHash(secretHash(secret, row.id, code.trim()), row.code_hash)) {
      await otps.recordFailure(row, FAILURE_WINDOW);
      throw fail(400, attempt >= OTP_MAX_FAILURES ? 'TokenExpired' : 'InvalidVerifyToken');
    }

    if (!(await otps.markUsed(row.id))) throw fail(400, 'TokenExpired');
    await otps.clearFailures(row.phone, row.purpose);
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
    if (!(await this.s.repos.otps.consume(claims.otpId))) throw fail(400, 'TokenExpired');
  }
}
