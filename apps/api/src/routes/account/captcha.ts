import { randomBytes } from 'node:crypto';
import { toAsciiDigits } from '@parde/fa';
import { sql } from 'kysely';
import svgCaptcha from 'svg-captcha';
import { fail } from '../../http/errors';
import type { Services } from '../../services';
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
    await this.s.db
      .insertInto('captchas')
      .values({
        id,
        answer_hash: secretHash(this.s.secret, id, captcha.text),
        dev_answer: this.s.config.production ? null : captcha.text,
        expires_at: sql<Date>`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})` as never,
      })
      .execute();
    return { file: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, id };
  }

  /** Spends the challenge whatever the answer (one guess per picture); 400 CaptchaError when wrong or stale. */
  async check(id: string, answer: string): Promise<void> {
    const row = await this.s.db
      .deleteFrom('captchas')
      .where('id', '=', id)
      .returning(['answer_hash', sql<boolean>`expires_at > now()`.as('fresh')])
      .executeTakeFirst();
    const normalised = toAsciiDigits(answer).trim();
    if (!row?.fresh || secretHash(this.s.secret, id, normalised) !== row.answer_hash) {
      throw fail(400, 'CaptchaError');
    }
  }

  /** Development only: the answer, for the test suite and manual testing. */
  async devAnswer(id: string): Promise<string | undefined> {
    const row = await this.s.db.selectFrom('captchas').select('dev_answer').where('id', '=', id).executeTakeFirst();
    return row?.dev_answer ?? undefined;
  }
}
