import { access, constants, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toPersianDigits } from '@parde/fa';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/** What this command uses of `scripts/media/hls.mjs` (typed there with JSDoc). */
export interface HlsTools {
  checkTools(): Promise<void>;
  probe(file: string): Promise<{ durationSeconds: number; width: number; height: number }>;
  planLadder(probe: unknown): unknown;
  encodeHls(options: {
    input: string;
    outDir: string;
    ladder: unknown;
    onProgress?: (progress: { fraction: number }) => void;
    signal?: AbortSignal;
  }): Promise<{ outDir: string; durationSeconds: number; bytes: number; rungs: unknown[] }>;
  formatProgressLine(progress: { fraction: number }, width?: number): string;
}

/** The repository's media tooling, loaded at run time (it is plain ESM outside this package). */
export async function loadHlsTools(repoRoot: string): Promise<HlsTools> {
  return (await import(pathToFileURL(join(repoRoot, 'scripts/media/hls.mjs')).href)) as HlsTools;
}

/** A failure the command reports in Persian and English, with its exit code. */
export class IngestError extends Error {
  constructor(
    readonly messageFa: string,
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface IngestOptions {
  db: Kysely<DB>;
  hls: HlsTools;
  file: string;
  titleId: string;
  /** The media folder the server serves (`MEDIA_DIR`). */
  mediaDir: string;
  onProgress?: (progress: { fraction: number }) => void;
  signal?: AbortSignal;
}

/**
 * Encodes a video file into `<mediaDir>/ingested/movie-<id>/` and links movie `<id>`'s video to it. Everything is
 * checked before ffmpeg starts; the encoder writes beside the folder and swaps it in, and the database changes
 * only after a complete encode, so a failure leaves no half-written folder and no dangling link.
 */
export async function ingestMovie(options: IngestOptions) {
  const { db, hls, file } = options;
  if (!/^[1-9]\d{0,8}$/.test(options.titleId)) {
    throw new IngestError(`شناسهٔ فیلم نامعتبر است: ${options.titleId}`, `Invalid movie id: ${options.titleId}`);
  }
  const titleId = Number(options.titleId);
  const movie = await db
    .selectFrom('titles')
    .select('title')
    .where('kind', '=', 'Movie')
    .where('id', '=', titleId)
    .executeTakeFirst();
  if (!movie)
    throw new IngestError(`فیلمی با شناسهٔ ${toPersianDigits(String(titleId))} نیست`, `No movie with id ${titleId}`);
  const input = resolve(file);
  try {
    await access(input, constants.R_OK);
    if (!(await stat(input)).isFile()) throw new Error('not a file');
  } catch {
    throw new IngestError(`پرونده خوانده نشد: ${input}`, `Cannot read the input file: ${input}`, 3);
  }
  await hls.checkTools();
  const source = await hls.probe(input);
  const folder = `ingested/movie-${titleId}`;
  const summary = await hls.encodeHls({
    input,
    outDir: join(resolve(options.mediaDir), folder),
    ladder: hls.planLadder(source),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  await linkMovieVideo(db, titleId, folder);
  return { title: movie.title, folder, ...summary };
}

/** Points movie `titleId`'s video at `folder`, creating the video row when the movie has none. */
export async function linkMovieVideo(db: Kysely<DB>, titleId: number, folder: string) {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('videos')
      .set({ source: folder })
      .where('kind', '=', 'Movie')
      .where('content_id', '=', titleId)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) return;
    await sql`SELECT pg_advisory_xact_lock(727374)`.execute(trx);
    await sql`INSERT INTO videos (id, kind, content_id, source)
      SELECT coalesce(max(id), 0) + 1, 'Movie', ${titleId}, ${folder} FROM videos`.execute(trx);
  });
}
