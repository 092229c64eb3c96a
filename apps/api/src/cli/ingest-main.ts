import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrations';
import { IngestError, ingestMovie, loadHlsTools } from './ingest';

// `pnpm --filter @parde/api media:ingest <file> <movieId>`: encodes a video and links the movie to it.
const [file, titleId] = process.argv.slice(2);
if (!file || !titleId) {
  process.stderr.write(
    'کاربرد: pnpm --filter @parde/api media:ingest <پروندهٔ ویدیو> <شناسهٔ فیلم>\n' +
      'Usage: pnpm --filter @parde/api media:ingest <video-file> <movie-id>\n',
  );
  process.exit(1);
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const config = loadConfig();
const controller = new AbortController();
for (const name of ['SIGINT', 'SIGTERM'] as const) process.on(name, () => controller.abort(new Error(name)));

const hls = await loadHlsTools(repoRoot);
const tty = process.stderr.isTTY === true;
let lastStep = -1;
const onProgress = (progress: { fraction: number }) => {
  const line = hls.formatProgressLine(progress, 30);
  if (tty) process.stderr.write(`\r${line}\x1b[K`);
  else if (Math.floor(progress.fraction * 10) > lastStep) {
    lastStep = Math.floor(progress.fraction * 10);
    process.stderr.write(`${line}\n`);
  }
};

const database = await openDatabase({
  url: config.databaseUrl,
  schema: config.databaseSchema,
  dataDir: join(config.dataDir, 'pglite'),
});
try {
  await migrate(database.db);
  const result = await ingestMovie({
    db: database.db,
    hls,
    // pnpm runs scripts in the package folder; a relative path means the caller's folder.
    file: resolve(process.env.INIT_CWD ?? process.cwd(), file),
    titleId,
    mediaDir: config.mediaDir,
    onProgress,
    signal: controller.signal,
  });
  if (tty) process.stderr.write('\n');
  process.stdout.write(
    `${JSON.stringify({ movie: result.title, folder: result.folder, durationSeconds: result.durationSeconds, bytes: result.bytes }, null, 2)}\n`,
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
}
