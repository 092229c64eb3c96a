import { randomBytes, randomInt } from 'node:crypto';
import type { OtpPurpose } from '@parde/api-client';
import type { Config } from '../config';
import type { CountersRepository } from '../repositories/counters';
import type { OtpsRepository } from '../repositories/otps';
import type { CaptchaService } from './captcha';
import { type DomainCode, DomainError, refused, tooMany } from './errors';
import { sameHash, secretHash } from './hashes';
import { secondsToNextHour } from './hourly-caps';
import type { SmsSender } from './sms';
import type { Tokens } from './tokens';

/** Spec §9 and DECISIONS.md: codes live 2 minutes, a new one may be asked for after 1 minute, 5 wrong tries. */
export const OTP_TTL_SECONDS = 120;
export const OTP_RESEND_SECONDS = 60;
/** Wrong tries per code: a new code starts clean, so a stranger's guesses never kill the owner's code. */
export const OTP_MAX_FAILURES = 5;
/** Sends per hour for the device that signed the phone in last, apart from the phone's budget (decision 024). */
export const OTP_DEVICE_SENDS_PER_HOUR = 5;
/** The cookie naming the device that signed in last (HttpOnly: no script reads it). */
export const DEVICE_COOKIE = 'parde_device';

/** The purposes of a code: one vocabulary, the api-client's (`otpPurposes`). */
export type { OtpPurpose };

export interface SendRequest {
  phone: string;
  purpose: OtpPurpose;
  accountId?: number;
  profileId?: number;
  /** Client address for the per-address cap. */
  ip: string;
  /** A solved captcha, asked for once the phone's or the address's free sends are spent. */
  captcha?: { id: string; answer: string } | undefined;
  /** The device cookie's value, when the browser has one. */
  device?: string | undefined;
}

export interface VerifiedOtp {
  id: string;
  phone: string;
  purpose: OtpPurpose;
  accountId: number | null;
  profileId: number | null;
}

/** The configured budgets of codes (`OTP_*`). */
type OtpLimits = Pick<Config, 'otpPerPhonePerHour' | 'otpFreePerPhonePerHour' | 'otpPerIpPerHour' | 'otpGuessesPerIp'>;

interface OtpDeps {
  otps: OtpsRepository;
  counters: CountersRepository;
  /** Asked for once a phone's or an address's free sends are spent. */
  captcha: Pick<CaptchaService, 'check'>;
  sms: SmsSender;
  /** Reads the verify tokens that member-action proofs carry. */
  tokens: Pick<Tokens, 'readVerification'>;
  /** Server secret for the HMAC of codes and device cookies. */
  secret: string;
  limits: OtpLimits;
}

/** The codes of a wrong guess: counted against the guessing address. */
const wrongGuesses: ReadonlySet<DomainCode> = new Set(['InvalidVerifyToken', 'TimeExpired', 'TokenExpired']);

/** One-time codes: sending with throttles and caps, verifying single-use under concurrency. */
export class OtpService {
  constructor(private readonly deps: OtpDeps) {}

  async send(request: SendRequest) {
    const { otps, counters, secret, limits } = this.deps;
    const signIn = request.purpose === 'sign-in';
    const device = signIn && request.device !== undefined && (await this.isLastDevice(request.phone, request.device));
    // Every budget is checked before the resend slot is claimed: a send refused for want of a captcha must not
    // hold the phone's minute either.
    const keys = device
      ? [`otp:device:${request.phone}`]
      : signIn
        ? [`otp:phone:${request.phone}`, `otp:ip:${request.ip}`]
        : [`otp:member:${request.phone}`];
    const [first = 0, second = 0] = await Promise.all(keys.map((key) => counters.hourly(key)));
    if (device) {
      if (first >= OTP_DEVICE_SENDS_PER_HOUR) throw tooMany(secondsToNextHour());
    } else if (first >= limits.otpPerPhonePerHour || second >= limits.otpPerIpPerHour * 10) {
      throw tooMany(secondsToNextHour());
    } else if (signIn && (first >= limits.otpFreePerPhonePerHour || second >= limits.otpPerIpPerHour)) {
      if (!request.captcha) throw refused('CaptchaRequired');
      await this.deps.captcha.check(request.captcha.id, request.captcha.answer);
    }

    // The 60-second rule: of two racing sends, only one claims the phone. The signed-in device has its own slot,
    // so a stranger's send does not hold it.
    const slot = device ? `${request.purpose}:device` : request.purpose;
    if (!(await otps.claimSend(request.phone, slot, OTP_RESEND_SECONDS))) throw refused('PreviousTokenNotExpired');
    const counts = await Promise.all(keys.map((key) => counters.hitHourly(key)));
    const limit = device ? OTP_DEVICE_SENDS_PER_HOUR : limits.otpPerPhonePerHour;
    if ((counts[0] ?? 0) > limit) throw tooMany(secondsToNextHour());

    const id = randomBytes(24).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await otps.insert({
      id,
      phone: request.phone,
      purpose: request.purpose,
      accountId: request.accountId ?? null,
      profileId: request.profileId ?? null,
      codeHash: secretHash(secret, id, code),
      attempts: 0,
      ttlSeconds: OTP_TTL_SECONDS,
    });
    try {
      await this.deps.sms.sendCode(request.phone, code, request.purpose);
    } catch {
      // The viewer is told the passkey is the way in while SMS is down (decision 044).
      throw refused('SmsUnavailable');
    }
    return { protect_token: id, resendAfter: OTP_RESEND_SECONDS, expiresIn: OTP_TTL_SECONDS };
  }

  /** Whether `device` is the cookie of the device that signed `phone` in last. */
  private async isLastDevice(phone: string, device: string): Promise<boolean> {
    const stored = await this.deps.otps.deviceOf(phone);
    return stored !== undefined && sameHash(secretHash(this.deps.secret, phone, device), stored);
  }

  /** Makes the caller the phone's last signed-in device; answers the cookie value to give it. */
  async rememberDevice(phone: string): Promise<string> {
    const device = randomBytes(24).toString('base64url');
    await this.deps.otps.rememberDevice(phone, secretHash(this.deps.secret, phone, device));
    return device;
  }

  /**
   * Checks a code; on success the code is spent (exactly one of many parallel calls succeeds). A member-action
   * code is checked only for the account it was sent for (`accountId` of the caller), so nobody else can burn it.
   */
  async verify(protectToken: string, code: string, accountId: number | undefined, ip: string): Promise<VerifiedOtp> {
    const { counters, limits } = this.deps;
    // Wrong tries per address, in windows of one code's life: nothing stays locked longer than a code lives.
    const window = Math.floor(Date.now() / 1000 / OTP_TTL_SECONDS);
    const guessKey = `otp:guess:${ip}:${window}`;
    if ((await counters.hourly(guessKey)) >= limits.otpGuessesPerIp) {
      throw tooMany(OTP_TTL_SECONDS - ((Date.now() / 1000) % OTP_TTL_SECONDS));
    }
    try {
      return await this.check(protectToken, code, accountId);
    } catch (error) {
      if (error instanceof DomainError && wrongGuesses.has(error.code)) await counters.hitHourly(guessKey);
      throw error;
    }
  }

  private async check(protectToken: string, code: string, accountId: number | undefined): Promise<VerifiedOtp> {
    const { otps, secret } = this.deps;
    const row = await otps.byId(protectToken);
    if (!row || row.used_at !== null || row.attempts >= OTP_MAX_FAILURES) throw refused('TokenExpired');
    if (row.purpose !== 'sign-in' && row.account_id !== accountId) throw refused('Unauthorized');
    if (row.expired) throw refused('TimeExpired');

    // The try is counted before the code is compared, in one conditional update: of any number of parallel
    // guesses only the first OTP_MAX_FAILURES are ever compared (issue #15: 71 were, in a burst).
    const attempt = await otps.claimTry(row.id, OTP_MAX_FAILURES);
    if (attempt === undefined) throw refused('TokenExpired');

    if (!sameHash(secretHash(secret, row.id, code.trim()), row.code_hash)) {
      throw refused(attempt >= OTP_MAX_FAILURES ? 'TokenExpired' : 'InvalidVerifyToken');
    }

    if (!(await otps.markUsed(row.id))) throw refused('TokenExpired');
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
    const claims = await this.deps.tokens.readVerification(proof.verifyToken);
    const invalid = refused('InvalidVerifyToken');
    if (
      !claims ||
      claims.purpose !== expected.purpose ||
      claims.profileId !== expected.profileId ||
      claims.accountId !== expected.accountId ||
      claims.otpId !== proof.protectedToken
    ) {
      throw invalid;
    }
    if (!(await this.deps.otps.consume(claims.otpId))) throw refused('TokenExpired');
  }
}
