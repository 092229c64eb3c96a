import { randomBytes } from 'node:crypto';
import { toAsciiDigits } from '@parde/fa';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type { CaptchasRepository } from '../repositories/captchas';
import { refused } from './errors';
import { secretHash } from './hashes';

export const CAPTCHA_TTL_SECONDS = 120;

/**
 * Draws one challenge: its answer, the drawing (SVG) and the picture served (PNG, twice the drawing's size, for sharp
 * screens). `pnpm bench:captcha` measures how well an OCR reads it (decision 043).
 */
export function drawCaptcha(): { text: string; svg: string; png: Buffer } {
  const captcha = svgCaptcha.create({
    // Digits only: the same on Persian and Latin keyboards once normalised.
    size: 5,
    charPreset: '23456789',
    // Lines across the digits, in colours like theirs: an OCR reads them as strokes of the digits.
    noise: 5,
    color: true,
    background: '#16161d',
  });
  // Served as pixels: in an SVG the noise lines are the paths without a fill, so a script drops them and reads the rest.
  const png = new Resvg(captcha.data, { fitTo: { mode: 'zoom', value: 2 } }).render().asPng();
  return { text: captcha.text, svg: captcha.data, png };
}

interface CaptchaDeps {
  captchas: CaptchasRepository;
  /** Server secret for the HMAC of answers. */
  secret: string;
  /** Keeps each answer in clear beside its hash, for the dev route and the tests (never in production). */
  keepAnswers: boolean;
}

/** Picture challenges kept in the database (hashed answer), single-use, 2 minutes. */
export class CaptchaService {
  constructor(private readonly deps: CaptchaDeps) {}

  async create(): Promise<{ file: string; id: string }> {
    const captcha = drawCaptcha();
    const id = randomBytes(18).toString('base64url');
    await this.deps.captchas.insert(
      id,
      secretHash(this.deps.secret, id, captcha.text),
      this.deps.keepAnswers ? captcha.text : null,
      CAPTCHA_TTL_SECONDS,
    );
    return { file: `data:image/png;base64,${captcha.png.toString('base64')}`, id };
  }

  /** Spends the challenge whatever the answer (one guess per picture); CaptchaError when wrong or stale. */
  async check(id: string, answer: string): Promise<void> {
    const row = await this.deps.captchas.take(id);
    const normalised = toAsciiDigits(answer).trim();
    if (!row?.fresh || secretHash(this.deps.secret, id, normalised) !== row.answer_hash) {
      throw refused('CaptchaError');
    }
  }

  /** Development only: the answer, for the test suite and manual testing. */
  devAnswer(id: string): Promise<string | undefined> {
    return this.deps.captchas.devAnswer(id);
  }
}
