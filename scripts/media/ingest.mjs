#!/usr/bin/env node
// Turns a real video file into Parde's HLS ladder:
//   node scripts/media/ingest.mjs <input-file> <output-dir>
// Progress goes to stderr (a bar updated in place on a terminal, plain lines otherwise); the JSON summary goes to
// stdout. Exit codes: 0 done, 1 usage or encode failure, 2 ffmpeg/ffprobe missing, 3 unreadable or non-video input,
// 130/143 interrupted (SIGINT/SIGTERM). Nothing half-written is left behind in any case.
import { basename } from 'node:path';
import { checkTools, encodeHls, formatProgressLine, MediaError, planLadder, probe } from './hls.mjs';

const [input, outDir] = process.argv.slice(2);
if (!input || !outDir) {
  process.stderr.write(
    'کاربرد: node scripts/media/ingest.mjs <پرونده‌ی ویدیو> <پوشه‌ی خروجی>\n' +
      'Usage: node scripts/media/ingest.mjs <input-file> <output-dir>\n',
  );
  process.exit(1);
}

const controller = new AbortController();
/** @type {NodeJS.Signals | null} */
let interruptedBy = null;
for (const name of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(name, () => {
    interruptedBy ??= name;
    controller.abort(new Error(`interrupted by ${name}`));
  });
}

const tty = process.stderr.isTTY === true;
let lastPlainStep = -1;
/** @param {import('./hls.mjs').Progress} progress */
function showProgress(progress) {
  const line = `${basename(input ?? '')} ${formatProgressLine(progress, tty ? 30 : 20)}`;
  if (tty) {
    process.stderr.write(`\r${line}\x1b[K`);
    return;
  }
  // Logs and CI get a line per tenth, not a carriage-return soup.
  const step = Math.floor(progress.fraction * 10);
  if (step > lastPlainStep) {
    lastPlainStep = step;
    process.stderr.write(`${line}\n`);
  }
}

try {
  await checkTools();
  const source = await probe(input);
  const ladder = planLadder(source);
  const summary = await encodeHls({ input, outDir, ladder, onProgress: showProgress, signal: controller.signal });
  if (tty) process.stderr.write('\n');
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
} catch (error) {
  if (tty) process.stderr.write('\n');
  if (error instanceof MediaError) {
    process.stderr.write(`خطا: ${error.messageFa}\nError: ${error.message}\n`);
    if (error.detail) process.stderr.write(`${error.detail}\n`);
    process.exitCode = error.code === 'ABORTED' && interruptedBy === 'SIGTERM' ? 143 : error.exitCode;
  } else {
    process.stderr.write(`خطای پیش‌بینی‌نشده / Unexpected error: ${String(error)}\n`);
    process.exitCode = 1;
  }
}
