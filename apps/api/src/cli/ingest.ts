import { access, constants, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { toPersianDigits } from '@parde/fa';
import {
  checkTools,
  encodeHls,
  type IngestArgs,
  type Progress,
  planLadder,
  prepareRenditions,
  probe,
} from '@parde/media';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

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
  file: string;
  titleId: string;
  /** The media folder the server serves (`MEDIA_DIR`). */
  mediaDir: string;
  /** Extra audio, subtitles and markers (`--audio`, `--subtitle`, `--intro`, `--credits`, `--language`). */
  options?: Omit<IngestArgs, 'positionals'>;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
}

/** What an ingest links its video to: `12` or `movie-12` is film 12, `episode-40` episode 40. */
export function parseTarget(text: string): { kind: 'Movie' | 'Episode'; id: number } | undefined {
  const match = /^(?:(movie|episode)-)?([1-9]\d{0,8})$/.exec(text);
  if (!match) return undefined;
  return { kind: match[1] === 'episode' ? 'Episode' : 'Movie', id: Number(match[2]) };
}

/**
 * Encodes a video file into `<mediaDir>/ingested/<movie|episode>-<id>/` and links that film's or episode's video to
 * it, with its tracks and markers. Everything is checked before ffmpeg starts; the encoder writes beside the folder
 * and swaps it in, and the database changes only after a complete encode, so a failure leaves no half-written folder
 * and no dangling link.
 */
export async function ingestMovie(options: IngestOptions) {
  const { db, file } = options;
  const target = parseTarget(options.titleId);
  if (!target) {
    throw new IngestError(
      `شناسهٔ فیلم یا قسمت نامعتبر است (مثلاً 12 یا episode-40): ${options.titleId}`,
      `Invalid movie or episode id (e.g. 12 or episode-40): ${options.titleId}`,
    );
  }
  const titleId = target.id;
  const movie =
    target.kind === 'Movie'
      ? await db
          .selectFrom('titles')
          .select('title')
          .where('kind', '=', 'Movie')
          .where('id', '=', titleId)
          .executeTakeFirst()
      : await db
          .selectFrom('episodes as e')
          .innerJoin('titles as t', (join) => join.on('t.kind', '=', 'Series').onRef('t.id', '=', 'e.series_id'))
          .select(sql<string>`t.title || ' - ' || e.title`.as('title'))
          .where('e.id', '=', titleId)
          .executeTakeFirst();
  if (!movie) {
    const n = toPersianDigits(String(titleId));
    throw target.kind === 'Movie'
      ? new IngestError(`فیلمی با شناسهٔ ${n} نیست`, `No movie with id ${titleId}`)
      : new IngestError(`قسمتی با شناسهٔ ${n} نیست`, `No episode with id ${titleId}`);
  }
  const input = resolve(file);
  try {
    await access(input, constants.R_OK);
    if (!(await stat(input)).isFile()) throw new Error('not a file');
  } catch {
    throw new IngestError(`پرونده خوانده نشد: ${input}`, `Cannot read the input file: ${input}`, 3);
  }
  await checkTools();
  const source = await probe(input);
  // Every extra file is read and the markers checked before ffmpeg starts.
  const { audio, subtitles, markers } = await prepareRenditions(
    { positionals: [], audio: [], subtitles: [], ...options.options },
    source,
  );
  const folder = `ingested/${target.kind.toLowerCase()}-${titleId}`;
  const summary = await encodeHls({
    input,
    outDir: join(resolve(options.mediaDir), folder),
    ladder: planLadder(source),
    audio,
    subtitles,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const link: VideoLinkRow = {
    source: folder,
    audio_tracks: JSON.stringify(
      summary.audio.map(({ language, name, default: isDefault }) => ({ language, name, default: isDefault })),
    ),
    subtitle_tracks: JSON.stringify(
      summary.subtitles.map(({ language, name, default: isDefault }) => ({ language, name, default: isDefault })),
    ),
    intro_start: markers.introStart,
    intro_end: markers.introEnd,
    credits_start: markers.creditsStart,
  };
  await linkVideo(db, target.kind, titleId, link);
  return { title: movie.title, folder, markers, ...summary };
}

/** What a video row says about its files: folder, renditions (JSON) and markers. */
export interface VideoLinkRow {
  source: string;
  audio_tracks: string;
  subtitle_tracks: string;
  intro_start: number | null;
  intro_end: number | null;
  credits_start: number | null;
}

/**
 * Points a film's or episode's video at a folder with its tracks and markers (all in one statement, so the answer of
 * GetVideoLink never pairs a folder with another folder's tracks), creating the video row when it has none.
 */
export async function linkVideo(db: Kysely<DB>, kind: 'Movie' | 'Episode', contentId: number, link: VideoLinkRow) {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('videos')
      .set(link)
      .where('kind', '=', kind)
      .where('content_id', '=', contentId)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) return;
    await sql`SELECT pg_advisory_xact_lock(727374)`.execute(trx);
    await sql`INSERT INTO videos (id, kind, content_id, source, audio_tracks, subtitle_tracks, intro_start, intro_end,
        credits_start)
      SELECT coalesce(max(id), 0) + 1, ${kind}, ${contentId}, ${link.source}, ${link.audio_tracks}::jsonb,
        ${link.subtitle_tracks}::jsonb, ${link.intro_start}, ${link.intro_end}, ${link.credits_start}
      FROM videos`.execute(trx);
  });
}
