import { resolve } from 'node:path';
import { formatProgressLine, INGEST_OPTIONS_HELP, type IngestArgs, type Progress, parseIngestArgs } from '@parde/media';
import { loadConfig } from '../config';
import { resolveDatabase } from '../db/configured';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrations';
import { IngestError, ingestMovie } from './ingest';

// `pnpm --filter @parde/api media:ingest <file> <movieId> [options]`: encodes a video and links the movie to it.
const usage = () =>
  process.stderr.write(
    'کاربرد: pnpm media:ingest <پروندهٔ ویدیو> <شناسهٔ فیلم | episode-<شناسهٔ قسمت>> [گزینه‌ها]\n' +
      'Usage: pnpm media:ingest <video-file> <movie-id | episode-<episode-id>> [options]\n' +
      `${INGEST_OPTIONS_HELP}\n`,
  );
let args: IngestArgs;
try {
  args = parseIngestArgs(process.argv.slice(2));
} catch (error) {
  const e = error as { messageFa?: string; message?: string };
  process.stderr.write(`خطا: ${e.messageFa}\nError: ${e.message}\n`);
  usage();
  process.exit(1);
}
const [file, titleId] = args.positionals;
if (!file || !titleId || args.positionals.length > 2) {
  usage();
  process.exit(1);
}
// pnpm runs scripts in the package folder; relative paths mean the caller's folder.
const callerDir = process.env.INIT_CWD ?? process.cwd();
const inCaller = (list: { language: string; file: string }[]) =>
  list.map((entry) => ({ ...entry, file: resolve(callerDir, entry.file) }));

const config = loadConfig();
const controller = new AbortController();
for (const name of ['SIGINT', 'SIGTERM'] as const) process.on(name, () => controller.abort(new Error(name)));

const tty = process.stderr.isTTY === true;
let lastStep = -1;
const onProgress = (progress: Progress) => {
  const line = formatProgressLine(progress, 30);
  if (tty) process.stderr.write(`\r${line}\x1b[K`);
  else if (Math.floor(progress.fraction * 10) > lastStep) {
    lastStep = Math.floor(progress.fraction * 10);
    process.stderr.write(`${line}\n`);
  }
};

// The server's database: with the server running, its embedded PostgreSQL is joined, else started for the run.
const target = await resolveDatabase(config, { join: true });
const database = await openDatabase(target.options);
try {
  await migrate(database.db);
  const result = await ingestMovie({
    db: database.db,
    file: resolve(callerDir, file),
    titleId,
    options: { ...args, audio: inCaller(args.audio), subtitles: inCaller(args.subtitles) },
    mediaDir: config.mediaDir,
    onProgress,
    signal: controller.signal,
  });
  if (tty) process.stderr.write('\n');
  process.stdout.write(
    `${JSON.stringify(
      {
        title: result.title,
        folder: result.folder,
        durationSeconds: result.durationSeconds,
        bytes: result.bytes,
        audioTracks: result.audio,
        subtitleTracks: result.subtitles,
        markers: result.markers,
      },
      null,
      2,
    )}\n`,
  );
} catch (error) {
  if (tty) process.stderr.write('\n');
  const e = error as { messageFa?: string; message?: string; exitCode?: number; detail?: string };
  if (error instanceof IngestError || e.messageFa) {
    process.stderr.write(`خطا: ${e.messageFa}\nError: ${e.message}\n`);
    if (e.detail) process.stderr.write(`${e.detail}\n`);
    process.exitCode = e.exitCode ?? 1;
  } else {
    process.stderr.write(`خطای پیش‌بینی‌نشده / Unexpected error: ${String(error)}\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  await target.stop();
}
