import { randomBytes } from 'node:crypto';
import { toAsciiDigits } from '@parde/fa';
import svgCaptcha from 'svg-captcha';
import { fail } from '../http/errors';
import type { Services } from '.';
import { secretHash } from './otp';

export const CAPTCHA_TTL_SECONDS = 120;

/** Picture challenges kept in the database (hashed answer), single-use, 2 minutes. */
export class CaptchaService {
  constructor(private readonly s: Services) {}

  async create(): Promise<{ file: string; id: string }> {
    // Digits only: the same on Persian and Latin keyboards once normalised.
    const captcha = svgCaptcha.create({
      size: 5,
      charPreset: '23456789',
      noise: 3,
      color: true,
      background: '#16161d',
    });
    const id = randomBytes(18).toString('base64url');
    await this.s.repos.captchas.insert(
      id,
      secretHash(this.s.secret, id, captcha.text),
      this.s.config.production ? null : captcha.text,
      CAPTCHA_TTL_SECONDS,
    );
    return { file: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, id };
  }

  /** Spends the challenge whatever the answer (one guess per picture); 400 CaptchaError when wrong or stale. */
  async check(id: string, answer: string): Promise<void> {
    const row = await this.s.repos.captchas.take(id);
    const normalised = toAsciiDigits(answer).trim();
    if (!row?.fresh || secretHash(this.s.secret, id, normalised) !== row.answer_hash) {
      throw fail(400, 'CaptchaError');
    }
  }

  /** Development only: the answer, for the test suite and manual testing. */
  devAnswer(id: string): Promise<string | undefined> {
    return this.s.repos.captchas.devAnswer(id);
  }
}
