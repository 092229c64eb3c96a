/**
 * `pnpm bench:captcha`: how many of the server's captchas an off-the-shelf OCR reads. Draws captchas as the server
 * does (`drawCaptcha`), renders each to PNG with resvg, and asks Tesseract (Debian's `tesseract-ocr`) for the digits
 * in a few page modes, told the alphabet; a captcha counts as read when any mode gives its whole answer. Prints the
 * read rate, and the share of single digits read in place; the run is kept in `docs/benchmarks/captcha.md`.
 *
 *   --count=N     captchas (default 100)
 *   --keep=DIR    keep the PNGs there, to look at them as a person would
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Resvg } from '@resvg/resvg-js';
import { drawCaptcha } from '../src/services/captcha';
import { recordRun } from './record';

const run = promisify(execFile);
const args = process.argv.slice(2);
const count = Number(args.find((a) => a.startsWith('--count='))?.split('=')[1] ?? 100);
const keep = args.find((a) => a.startsWith('--keep='))?.split('=')[1];
const dir = keep ?? mkdtempSync(join(tmpdir(), 'parde-captcha-'));
mkdirSync(dir, { recursive: true });

type Captcha = ReturnType<typeof drawCaptcha>;
// Three times the drawing's size: larger digits only help the OCR.
const zoom = { fitTo: { mode: 'zoom' as const, value: 3 } };

// Single line (7), single word (8) and sparse text (11): the modes that suit a short code.
const PAGE_MODES = ['7', '8', '11'];
const ALPHABET = '23456789';

async function ocr(file: string, mode: string): Promise<string> {
  try {
    const { stdout } = await run('tesseract', [
      file,
      'stdout',
      '--psm',
      mode,
      '-c',
      `tessedit_char_whitelist=${ALPHABET}`,
    ]);
    return stdout.replace(/\s+/g, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error('tesseract is not installed: apt-get install -y tesseract-ocr');
      process.exit(1);
    }
    return '';
  }
}

/** A picture as a grey PGM, dark text on light: what anyone feeding an OCR does first. */
function greyPgm(svg: string, background?: string): Buffer {
  const image = new Resvg(svg, { ...zoom, ...(background ? { background } : {}) }).render();
  const { width, height, pixels } = image;
  const grey = Buffer.alloc(width * height);
  let sum = 0;
  for (let p = 0; p < width * height; p += 1) {
    const [r, g, b] = [pixels[p * 4] ?? 0, pixels[p * 4 + 1] ?? 0, pixels[p * 4 + 2] ?? 0];
    grey[p] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    sum += grey[p] ?? 0;
  }
  // Light text on a dark picture is turned over.
  if (sum / (width * height) < 128) for (let p = 0; p < grey.length; p += 1) grey[p] = 255 - (grey[p] ?? 0);
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), grey]);
}

/**
 * The ways of reading a captcha tried on each: its picture as served (a PNG; upscaled, which only helps the OCR), the
 * same turned to dark on light grey, and what its drawing would give away if it were served as an SVG, as it was until
 * decision 043: the noise lines are the paths without a fill, so they drop out.
 */
const attacks = {
  'the picture as served': (c: Captcha) => ({ ext: 'png', bytes: new Resvg(c.svg, zoom).render().asPng() }),
  'grey, dark on light': (c: Captcha) => ({ ext: 'pgm', bytes: greyPgm(c.svg) }),
  'its SVG without the unfilled paths': (c: Captcha) => ({
    ext: 'pgm',
    bytes: greyPgm(c.svg.replace(/<rect[^>]*\/>/g, '').replace(/<path[^>]*fill="none"[^>]*\/>/g, ''), 'white'),
  }),
};
const record = recordRun('captcha');
const samples = Array.from({ length: count }, (_, i) => ({ i, captcha: drawCaptcha() }));
const started = performance.now();
const results: string[] = [];
for (const [name, attack] of Object.entries(attacks)) {
  let read = 0;
  let digits = 0;
  let total = 0;
  // Two captchas at a time: one per core of a CI machine.
  for (let i = 0; i < samples.length; i += 2) {
    await Promise.all(
      samples.slice(i, i + 2).map(async ({ i: n, captcha }) => {
        const { text } = captcha;
        const { ext, bytes } = attack(captcha);
        const file = join(dir, `${String(n).padStart(3, '0')}-${text}-${Object.keys(attacks).indexOf(name)}.${ext}`);
        writeFileSync(file, bytes);
        const answers = await Promise.all(PAGE_MODES.map((mode) => ocr(file, mode)));
        if (answers.includes(text)) read += 1;
        digits += Math.max(...answers.map((answer) => [...text].filter((c, k) => answer[k] === c).length));
        total += text.length;
      }),
    );
  }
  const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
  results.push(
    `  ${name}: ${read} of ${count} read (${percent(read, count)}), ${percent(digits, total)} of digits in place`,
  );
}

console.log(
  `captcha OCR (tesseract, page modes ${PAGE_MODES.join('/')}, told the digits), ${count} captchas, ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s:\n${results.join('\n')}`,
);
if (keep) console.log(`pictures in ${dir}`);
else rmSync(dir, { recursive: true, force: true });
record.save();
