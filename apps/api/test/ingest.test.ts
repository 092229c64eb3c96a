import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IngestArgs } from '@parde/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError, ingestMovie } from '../src/cli/ingest';
import type { Database } from '../src/db/database';
import { freshDatabase } from './helper';

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;

let database: Database;
let drop: () => Promise<void>;
let work: string;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  work = mkdtempSync(join(tmpdir(), 'parde-ingest-'));
});
afterAll(async () => {
  await drop?.();
  rmSync(work, { recursive: true, force: true });
});

const sourceOf = async (movieId: number) =>
  (
    await database.db
      .selectFrom('videos')
      .select('source')
      .where('kind', '=', 'Movie')
      .where('content_id', '=', movieId)
      .executeTakeFirstOrThrow()
  ).source;

const ingestOptions = (given: Partial<Omit<IngestArgs, 'positionals'>>): Omit<IngestArgs, 'positionals'> => ({
  audio: [],
  subtitles: [],
  ...given,
});

async function refused(run: Promise<unknown>) {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e as { message: string; messageFa: string; exitCode: number; code?: string },
  );
  expect(error, 'expected the ingest to fail').toBeDefined();
  return error!;
}

describe('media:ingest', () => {
  it('refuses an unknown or malformed movie id, an unreadable file and a missing ffmpeg, writing nothing', async () => {
    const media = join(work, 'media-errors');
    const before = await sourceOf(1);
    const video = join(work, 'fake.mp4');
    writeFileSync(video, 'not really a video');
    const base = { db: database.db, mediaDir: media };

    const unknown = await refused(ingestMovie({ ...base, file: video, titleId: '999' }));
    expect(unknown).toBeInstanceOf(IngestError);
    expect(unknown.message).toBe('No movie with id 999');
    expect(unknown.messageFa).toBe('فیلمی با شناسهٔ ۹۹۹ نیست');
    expect((await refused(ingestMovie({ ...base, file: video, titleId: '1;DROP' }))).message).toMatch(/Invalid/);
    expect((await refused(ingestMovie({ ...base, file: video, titleId: 'series-1' }))).message).toMatch(/Invalid/);
    const noEpisode = await refused(ingestMovie({ ...base, file: video, titleId: 'episode-999' }));
    expect(noEpisode.message).toBe('No episode with id 999');
    expect(noEpisode.messageFa).toBe('قسمتی با شناسهٔ ۹۹۹ نیست');
    const missing = await refused(ingestMovie({ ...base, file: join(work, 'nope.mp4'), titleId: '1' }));
    expect(missing.message).toMatch(/Cannot read the input file/);
    expect(missing.exitCode).toBe(3);
    expect((await refused(ingestMovie({ ...base, file: work, titleId: '1' }))).exitCode).toBe(3);

    // No ffmpeg on PATH: the tools check fails before any work.
    const path = process.env.PATH;
    process.env.PATH = join(work, 'empty-bin');
    try {
      const noTools = await refused(ingestMovie({ ...base, file: video, titleId: '1' }));
      expect(noTools.code).toBe('TOOL_MISSING');
      expect(noTools.exitCode).toBe(2);
    } finally {
      process.env.PATH = path;
    }
    if (hasFfmpeg) {
      const notVideo = await refused(ingestMovie({ ...base, file: video, titleId: '1' }));
      expect(notVideo.code).toBe('BAD_INPUT');
    }
    expect(existsSync(media) ? readdirSync(join(media, 'ingested')) : []).toEqual([]);
    expect(await sourceOf(1)).toBe(before);
  });

  it.skipIf(!hasFfmpeg)('encodes a real file into the media folder and links the movie to it', async () => {
    const media = join(work, 'media');
    const clip = join(work, 'clip.mp4');
    const made = spawnSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-shortest', '-pix_fmt', 'yuv420p', clip],
    ]);
    expect(made.status).toBe(0);
    const srt = join(work, 'fa.srt');
    writeFileSync(srt, '1\n00:00:00,200 --> 00:00:01,500\nسلام؟\n');
    const before = await sourceOf(2);
    // Markers outside the 2-second video are refused before any encode; nothing changes.
    const late = await refused(
      ingestMovie({
        db: database.db,
        file: clip,
        titleId: '2',
        mediaDir: media,
        options: ingestOptions({ credits: '0:05' }),
      }),
    );
    expect(late.code).toBe('BAD_INPUT');
    expect(late.messageFa).toBe('تیتراژ پایانی (0:05) بعد از پایان ویدیو (0:02) است.');
    expect(await sourceOf(2)).toBe(before);

    const fractions: number[] = [];
    const result = await ingestMovie({
      db: database.db,
      file: clip,
      titleId: '2',
      mediaDir: media,
      options: ingestOptions({ subtitles: [{ language: 'fa', file: srt }], intro: '0:00.5-0:01', credits: '0:01.5' }),
      onProgress: (p) => fractions.push(p.fraction),
    });
    expect(result.folder).toBe('ingested/movie-2');
    expect(await sourceOf(2)).toBe('ingested/movie-2');
    const row = await database.db
      .selectFrom('videos')
      .select(['audio_tracks', 'subtitle_tracks', 'intro_start', 'intro_end', 'credits_start'])
      .where('kind', '=', 'Movie')
      .where('content_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      audio_tracks: [],
      subtitle_tracks: [{ language: 'fa', name: 'فارسی', default: false }],
      intro_start: 0.5,
      intro_end: 1,
      credits_start: 1.5,
    });
    const files = readdirSync(join(media, 'ingested', 'movie-2'), { recursive: true }).map(String);
    expect(files).toContain('master.m3u8');
    expect(files).toContain(join('sub-fa', 'seg-000.vtt'));
    expect(files.some((f) => f.endsWith('.m4s'))).toBe(true);
    expect(readdirSync(join(media, 'ingested'))).toEqual(['movie-2']);
    expect(fractions.length).toBeGreaterThan(0);

    // An episode, the usual home of intro and credits markers.
    const episode = await ingestMovie({
      db: database.db,
      file: clip,
      titleId: 'episode-1',
      mediaDir: media,
      options: ingestOptions({ intro: '0:00.2-0:00.9', credits: '0:01.6' }),
    });
    expect(episode.folder).toBe('ingested/episode-1');
    expect(
      await database.db
        .selectFrom('videos')
        .select(['source', 'intro_start', 'intro_end', 'credits_start'])
        .where('kind', '=', 'Episode')
        .where('content_id', '=', 1)
        .executeTakeFirstOrThrow(),
    ).toEqual({ source: 'ingested/episode-1', intro_start: 0.2, intro_end: 0.9, credits_start: 1.6 });
  });
});
