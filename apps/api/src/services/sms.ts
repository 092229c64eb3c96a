import type { OtpPurpose } from '@parde/api-client';
import type { SmsConfig } from '../config';
import type { OutboxRepository } from '../repositories/counters';
import type { Log } from './log';

/** Sends the one-time code to a phone. */
export interface SmsSender {
  readonly name: 'dev' | 'kavenegar';
  sendCode(phone: string, code: string, purpose: OtpPurpose): Promise<void>;
}

/** What the code is for, in the message: a member-action code is not a sign-in code. */
const codeLabels: Record<OtpPurpose, string> = {
  'sign-in': 'کد ورود شما',
  'select-member': 'کد تأیید تغییر عضو',
  'edit-member': 'کد تأیید ویرایش عضو',
  'delete-member': 'کد تأیید حذف عضو',
  'add-passkey': 'کد تأیید افزودن کلید عبور',
};

/**
 * The origin-bound last line of every code text (WebOTP and the phones' autofill read it): browsers fill the code
 * only on `host`, so a code phished onto another site is not offered there.
 */
export const originBoundLine = (host: string, code: string) => `@${host} #${code}`;

/**
 * The code text for the Kavenegar panel's template (`SMS_TEMPLATE`): `%token` is the code, and its last line must be
 * `originBoundLine(host, '%token')`, which `KavenegarSms` cannot add since the provider keeps the text.
 */
export const kavenegarTemplate = (host: string) =>
  `پرده\nکد ورود شما: %token\nاین کد تا ۲ دقیقه معتبر است.\n\n${originBoundLine(host, '%token')}`;

/** Persian text of the code message, ending with the origin-bound line for `host` (the host of `PUBLIC_URL`). */
export const codeMessage = (code: string, purpose: OtpPurpose, host: string) =>
  `پرده\n${codeLabels[purpose]}: ${code}\nاین کد تا ۲ دقیقه معتبر است.\n\n${originBoundLine(host, code)}`;

/**
 * Development provider: the message is logged and goes to the `sms_outbox` table (so every instance and the
 * test suite see it through `GET /dev/outbox`) instead of a phone.
 */
export class DevSms implements SmsSender {
  readonly name = 'dev';
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly host: string,
    private readonly log?: Log,
  ) {}
  async sendCode(phone: string, code: string, purpose: OtpPurpose) {
    const text = codeMessage(code, purpose, this.host);
    await this.outbox.add(phone, text);
    // Development only (production refuses this provider): reading the code here is the point.
    this.log?.info({ phone, text }, 'dev SMS');
  }
}

/** Kavenegar's verify-lookup API: `POST {base}/v1/{key}/verify/lookup.json` with receptor, token, template. */
export class KavenegarSms implements SmsSender {
  readonly name = 'kavenegar';
  constructor(private readonly config: Extract<SmsConfig, { provider: 'kavenegar' }>) {}

  async sendCode(phone: string, code: string) {
    const url = `${this.config.baseUrl}/v1/${encodeURIComponent(this.config.apiKey)}/verify/lookup.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ receptor: phone, token: code, template: this.config.template }),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    const body = (await response.json().catch(() => undefined)) as { return?: { status?: number } } | undefined;
    if (!response.ok || body?.return?.status !== 200) {
      // The status only: the URL carries the API key and the body the code.
      throw new Error(`SMS provider answered HTTP ${response.status} (${body?.return?.status ?? 'no status'})`);
    }
  }
}

/** The SMS provider of the configuration; `host` is the host of `PUBLIC_URL`, for the codes' last line. */
export function createSms(config: SmsConfig, outbox: OutboxRepository, host: string, log?: Log): SmsSender {
  return config.provider === 'dev' ? new DevSms(outbox, host, log) : new KavenegarSms(config);
}
