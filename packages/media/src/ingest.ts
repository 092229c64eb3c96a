#!/usr/bin/env node
// Turns a real video file into Parde's HLS ladder:
//   parde-ingest <input-file> <output-dir> [--language en] [--audio fa=dub.m4a]
//     [--subtitle fa=fa.srt] [--subtitle en=en.vtt] [--intro 0:05-0:38] [--credits 21:40]
// Progress goes to stderr (a bar updated in place on a terminal, plain lines otherwise); the JSON summary goes to
// stdout. Exit codes: 0 done, 1 usage or encode failure, 2 ffmpeg/ffprobe missing, 3 unreadable or non-video input,
// 130/143 interrupted (SIGINT/SIGTERM). Nothing half-written is left behind in any case.
import { basename } from 'node:path';
import { checkTools, encodeHls, formatProgressLine, MediaError, type Progress, planLadder, probe } from './hls';
import { INGEST_OPTIONS_HELP, type IngestArgs, parseIngestArgs, prepareRenditions } from './renditions';

const usage = () =>
  process.stderr.write(
    'کاربرد: parde-ingest <پروندهٔ ویدیو> <پوشهٔ خروجی> [گزینه‌ها]\n' +
      'Usage: parde-ingest <input-file> <output-dir> [options]\n' +
      `${INGEST_OPTIONS_HELP}\n`,
  );
let args: IngestArgs;
try {
  args = parseIngestArgs(process.argv.slice(2));
} catch (error) {
  const e = error as MediaError;
  process.stderr.write(`خطا: ${e.messageFa}\nError: ${e.message}\n`);
  usage();
  process.exit(1);
}
const [input, outDir] = args.positionals;
if (!input || !outDir || args.positionals.length > 2) {
  usage();
  process.exit(1);
}

const controller = new AbortController();
let interruptedBy: NodeJS.Signals | null = null;
for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.on(name, () => {
    interruptedBy ??= name;
    controller.abort(new Error(`interrupted by ${name}`));
  });
}

const tty = process.stderr.isTTY === true;
let lastPlainStep = -1;
function showProgress(progress: Progress) {
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
  const { audio, subtitles, markers } = await prepareRenditions(args, source);
  const ladder = planLadder(source);
  const summary = await encodeHls({
    input,
    outDir,
    ladder,
    audio,
    subtitles,
    onProgress: showProgress,
    signal: controller.signal,
  });
  if (tty) process.stderr.write('\n');
  process.stdout.write(`${JSON.stringify({ ...summary, markers }, null, 2)}\n`);
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
