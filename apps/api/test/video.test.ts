import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { DEMO_CLIPS } from '@parde/demo-catalogue';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrate, migrations } from '../src/db/migrations';
import { VideoLinks } from '../src/services/video-links';
import { failure, signUp, startServer, type TestServer } from './helper';

let server: TestServer;
let adult: string;
beforeAll(async () => {
  server = await startServer();
  adult = await signUp(server, '09123334444');
});
afterAll(() => server?.close());

/** A GET with the path sent byte for byte (fetch would normalise `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const prefixOf = (url: string) => url.replace(/\/master\.m3u8$/, '');

describe('video links', () => {
  it('the demo manifest has the clips, tracks and markers the seed links to', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../media/demo/manifest.json', import.meta.url), 'utf8'));
    expect(
      manifest.clips.map((c: Record<string, unknown>) => ({
        id: c.id,
        origin: c.origin,
        audio: c.audio,
        subtitles: c.subtitles,
        markers: c.markers,
      })),
    ).toEqual(
      DEMO_CLIPS.map((c) => ({
        id: `clip-${c.n}`,
        origin: c.use === 'domestic' ? 'domestic' : 'foreign',
        audio: c.audioTracks,
        subtitles: c.subtitleTracks,
        markers: c.markers,
      })),
    );
  });

  // Boots a PGlite of its own and migrates it twice, so it gets the longer bound below.
  it('a database seeded before videos had files gets its trailers and clips from the migration', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const before = migrations.findIndex((m) => m.version === '006-watching');
      await migrate(database.db);
      // Rebuild the state of version 005: drop what 006 and later added, then a seeded title with its video.
      await sql`DROP TABLE playback_settings, continue_hidden`.execute(database.db);
      await sql`ALTER TABLE videos DROP COLUMN audio_tracks, DROP COLUMN subtitle_tracks, DROP COLUMN intro_start,
        DROP COLUMN intro_end, DROP COLUMN credits_start`.execute(database.db);
      await sql`DROP TABLE user_activity`.execute(database.db);
      await sql`ALTER TABLE videos DROP COLUMN source`.execute(database.db);
      await sql`DELETE FROM kysely_migration WHERE name >= ${migrations[before]!.version}`.execute(database.db);
      await sql`INSERT INTO titles (kind, id, title, original_title, description, year, age_range, rating, country,
        popularity, color, suggested, updated_at, release_date, duration, genres, search_title, search_text)
        VALUES ('Movie', 7, 'آزمون', 'Test', '', 2020, 0, 5, 'Domestic', 1, '#000000', false, now(), '2020-01-01',
        90, '[]', 'ازمون', 'ازمون')`.execute(database.db);
      await sql`INSERT INTO videos (id, kind, content_id) VALUES (7, 'Movie', 7)`.execute(database.db);
      expect(await migrate(database.db)).toEqual(migrations.slice(before).map((m) => m.version));
      const videos = await database.db
        .selectFrom('videos')
        .select(['id', 'kind', 'content_id', 'source', 'audio_tracks', 'subtitle_tracks', 'intro_start'])
        .orderBy('id')
        .execute();
      // 006 linked clips by id; 008 relinks a domestic film to the Persian-only clips.
      const domestic = { audio_tracks: [], subtitle_tracks: [], intro_start: null };
      expect(videos).toEqual([
        { id: 7, kind: 'Movie', content_id: 7, source: 'demo/clip-5', ...domestic },
        { id: 8, kind: 'MovieTrailer', content_id: 7, source: 'demo/clip-4', ...domestic },
      ]);
      // 013 stored the movies' pages and 014 dropped them again: nothing of them is left.
      const [left] = (
        await sql<{ found: boolean }>`SELECT to_regclass('movie_pages') IS NOT NULL AS found`.execute(database.db)
      ).rows;
      expect(left!.found).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('every movie, episode and trailer has a video', async () => {
    const api = server.client();
    const movie = await api.getMovieById({ id: 1 });
    expect(movie!.videoId).toBe(1);
    expect(movie!.trailerVideoId).toEqual(expect.any(Number));
    expect(movie!.trailerVideoId).not.toBe(movie!.videoId);
    const series = await api.getSeriesById({ id: 1 });
    expect(series!.trailerVideoId).toEqual(expect.any(Number));
    const episodes = await api.getEpisodesBySeriesId({ id: 1, pageSize: 60 });
    expect(episodes!.data.length).toBe(6);
    expect(episodes!.data.every((e) => typeof e.videoId === 'number')).toBe(true);
  });

  it('a signed-in adult gets a signed, short-lived link; anonymous callers get a 401', async () => {
    const link = await server.client({ token: adult }).getVideoLink({ videoId: 1 });
    expect(link!.url).toMatch(/^\/media\/stream\/1\/\d+\/\d+\/[A-Za-z0-9_-]{43}\/master\.m3u8$/);
    const ttl = Date.parse(link!.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
    expect(link!.position).toBe(0);
    const trailer = (await server.client().getMovieById({ id: 1 }))!.trailerVideoId!;
    expect((await server.client({ token: adult }).getVideoLink({ videoId: trailer }))!.url).toContain(
      `/media/stream/${trailer}/`,
    );
    const anonymous = await failure(server.client().getVideoLink({ videoId: 1 }));
    expect(anonymous.status).toBe(401);
    expect((await failure(server.client({ token: adult }).getVideoLink({ videoId: 99_999 }))).status).toBe(404);
  });

  it('a child profile gets a 404 for an 18+ movie, and for its trailer', async () => {
    const me = server.client({ token: adult });
    const kid = await me.addProfile({ profileName: 'کودک', avatarPath: '/media/avatars/2.svg', ageRange: 7 });
    const switched = await me.refreshToken({ profileId: kid!.id });
    const kidApi = server.client({ token: switched!.token });
    const trailer = (await server.client().getMovieById({ id: 5 }))!.trailerVideoId!;
    for (const videoId of [5, trailer]) {
      const refused = await failure(kidApi.getVideoLink({ videoId }));
      expect(refused.status).toBe(404);
      expect(refused.body?.code).toBe('NotExistsError');
    }
    expect((await kidApi.getVideoLink({ videoId: 1 }))!.url).toContain('/media/stream/1/');
  });
});

describe('signed streams', () => {
  it('serves the master playlist, a rung playlist and a segment with types, caching and ranges', async () => {
    const link = await server.client({ token: adult }).getVideoLink({ videoId: 2 });
    const master = await server.fetch(link!.url);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('private, max-age=60');
    const masterText = await master.text();
    expect(masterText).toMatch(/^#EXTM3U/);
    const rung = masterText.split('\n').find((line) => line.endsWith('.m3u8'))!;
    expect(rung).not.toMatch(/^\/|^https?:/);
    const rungUrl = `${prefixOf(link!.url)}/${rung}`;
    const playlist = await server.fetch(rungUrl);
    expect(playlist.status).toBe(200);
    const lines = (await playlist.text()).split('\n');
    const init = /URI="([^"]+)"/.exec(lines.find((line) => line.startsWith('#EXT-X-MAP'))!)![1]!;
    const segment = lines.find((line) => line.endsWith('.m4s'))!;
    const folder = rungUrl.replace(/\/[^/]+$/, '');

    const initFile = await server.fetch(`${folder}/${init}`);
    expect(initFile.headers.get('content-type')).toBe('video/mp4');
    const full = await server.fetch(`${folder}/${segment}`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/iso.segment');
    expect(full.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(full.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = new Uint8Array(await full.arrayBuffer());
    const ranged = await server.fetch(`${folder}/${segment}`, { headers: { Range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const poster = await server.fetch(`${prefixOf(link!.url)}/poster.jpg`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect((await server.fetch(`${prefixOf(link!.url)}/240p/seg-999.m4s`)).status).toBe(404);
  });

  it('refuses a tampered or expired link with 403 LinkExpired', async () => {
    const link = await server.client({ token: adult }).getVideoLink({ videoId: 1 });
    const [, , , videoId, accountId, exp, sig] = link!.url.split('/');
    const flipped = `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      `/media/stream/${videoId}/${accountId}/${exp}/${flipped}/master.m3u8`,
      `/media/stream/2/${accountId}/${exp}/${sig}/master.m3u8`,
      `/media/stream/${videoId}/${Number(accountId) + 1}/${exp}/${sig}/master.m3u8`,
      `/media/stream/${videoId}/${accountId}/${Number(exp) + 3600}/${sig}/240p/seg-000.m4s`,
    ];
    // Signed with the server's own key but already past its expiry.
    const links = new VideoLinks(server.app.services.secret, 300);
    attempts.push(`${links.sign(1, Number(accountId), Math.floor(Date.now() / 1000) - 1).prefix}/master.m3u8`);
    for (const path of attempts) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({
        code: 'LinkExpired',
        message: 'Link expired',
        errors: ['Link expired'],
        requestId: response.headers.get('x-request-id'),
      });
    }
    // The same key and a live expiry: accepted, so the refusals above are about the signature and the clock.
    const fresh = links.sign(1, Number(accountId));
    expect((await server.fetch(`${fresh.prefix}/master.m3u8`)).status).toBe(200);
  });

  it('no path under a signed prefix reaches outside the media folder', async () => {
    const link = await server.client({ token: adult }).getVideoLink({ videoId: 1 });
    const prefix = prefixOf(link!.url);
    const attempts = [
      '../../../../../package.json',
      '..%2f..%2f..%2f..%2fpackage.json',
      '%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json',
      '240p/../../../../../../etc/passwd',
      '240p/..%2f..%2f..%2fmanifest.json',
      '..%5c..%5cmanifest.json',
      '.hidden.m3u8',
      '240p/%00seg-000.m4s',
      'a/b/c/seg-000.m4s',
      '240p//seg-000.m4s',
    ];
    for (const attempt of attempts) {
      const response = await rawGet(`${prefix}/${attempt}`);
      expect([400, 403, 404], attempt).toContain(response.status);
      expect(response.body, attempt).not.toMatch(/"name"|root:|"clips"/);
    }
    expect((await rawGet(`${prefix}/240p/index.m3u8`)).status).toBe(200);
  });
});

describe('activity and continue watching', () => {
  it('records a position, lists the title and resumes from it; finishing removes it', async () => {
    const token = await signUp(server, '09125556666');
    const api = server.client({ token });
    expect((await api.getHomeContinue({}))!.totalCount).toBe(0);
    await api.addUserActivity({ videoId: 3, position: 4, duration: 100 });
    expect((await api.getHomeContinue({}))!.totalCount).toBe(0);
    await api.addUserActivity({ videoId: 3, position: 42.3, duration: 100 });
    await api.addUserActivity({ videoId: 1, position: 10, duration: 100 });
    const list = await api.getHomeContinue({});
    expect(list!.data.map((item) => item.videoId)).toEqual([1, 3]);
    const item = list!.data[1]!;
    expect(item).toMatchObject({ type: 'Movie', contentId: 3, position: 42.3, duration: 100, subtitle: '' });
    expect(item.title).toBe((await api.getMovieById({ id: 3 }))!.title);
    expect(item.imageUrl).toBe('/media/backdrops/movie-3.svg');
    expect((await api.getVideoLink({ videoId: 3 }))!.position).toBe(42.3);
    expect((await api.getHomeContinue({ pageSize: 1, pageNumber: 2 }))!.data.map((i) => i.videoId)).toEqual([3]);

    await api.addUserActivity({ videoId: 3, position: 95, duration: 100 });
    expect((await api.getHomeContinue({}))!.data.map((i) => i.videoId)).toEqual([1]);
    expect((await api.getVideoLink({ videoId: 3 }))!.position).toBe(0);
    // Another account's member starts with nothing.
    expect((await server.client({ token: adult }).getHomeContinue({}))!.data.map((i) => i.videoId)).not.toContain(1);
  });

  it('a finished episode offers the next one from the start', async () => {
    const token = await signUp(server, '09127778888');
    const api = server.client({ token });
    const episodes = (await api.getEpisodesBySeriesId({ id: 1, pageSize: 60 }))!.data;
    const third = episodes.find((e) => e.seasonNumber === 1 && e.number === 3)!;
    const next = episodes.find((e) => e.seasonNumber === 2 && e.number === 1)!;
    await api.addUserActivity({ videoId: third.videoId!, position: 600, duration: 2700 });
    const watching = (await api.getHomeContinue({}))!.data;
    expect(watching).toHaveLength(1);
    expect(watching[0]).toMatchObject({
      videoId: third.videoId,
      type: 'Episode',
      contentId: third.id,
      title: 'روزگار قریب',
      subtitle: 'فصل ۱، قسمت ۳',
      imageUrl: `/media/stills/episode-${third.id}.svg`,
      position: 600,
    });
    await api.addUserActivity({ videoId: third.videoId!, position: 2600, duration: 2700 });
    const offered = (await api.getHomeContinue({}))!.data;
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({
      videoId: next.videoId,
      contentId: next.id,
      subtitle: 'فصل ۲، قسمت ۱',
      position: 0,
      duration: next.duration * 60,
    });
    // The last episode of the series offers nothing more.
    const last = episodes.find((e) => e.seasonNumber === 2 && e.number === 3)!;
    await api.addUserActivity({ videoId: last.videoId!, position: 2700, duration: 2700 });
    expect((await api.getHomeContinue({}))!.totalCount).toBe(0);
  });

  it('a glance counts for nothing: no resume point, and a series keeps its card from the episode before', async () => {
    const token = await signUp(server, '09127778890');
    const api = server.client({ token });
    // A film opened for a fraction of a second: not in the row, and its page offers «تماشا», not «ادامه از ۰۰:۰۰».
    const film = (await api.getMovieById({ id: 4 }))!;
    await api.addUserActivity({ videoId: film.videoId!, position: 0.2, duration: 6000 });
    expect((await api.getHomeContinue({}))!.totalCount).toBe(0);
    expect((await api.getResumePoint({ type: 'Movie', id: 4 }))!.position).toBe(0);
    expect((await api.getVideoLink({ videoId: film.videoId! }))!.position).toBe(0);

    const episodes = (await api.getEpisodesBySeriesId({ id: 1, pageSize: 60 }))!.data;
    const first = episodes.find((e) => e.seasonNumber === 1 && e.number === 1)!;
    const second = episodes.find((e) => e.seasonNumber === 1 && e.number === 2)!;
    await api.addUserActivity({ videoId: first.videoId!, position: 300, duration: 2700 });
    // The next episode opened for under 5 s: the series stays, at the episode the member really watched.
    await api.addUserActivity({ videoId: second.videoId!, position: 3, duration: 2700 });
    const row = (await api.getHomeContinue({}))!.data;
    expect(row.map((item) => item.contentId)).toEqual([first.id]);
    expect(row[0]!.position).toBe(300);
    expect(await api.getResumePoint({ type: 'Series', id: 1 })).toMatchObject({ episodeId: first.id, position: 300 });

    // Finished, then a glance at the next: the next is offered from its start.
    await api.addUserActivity({ videoId: first.videoId!, position: 2690, duration: 2700 });
    await api.addUserActivity({ videoId: second.videoId!, position: 2, duration: 2700 });
    const offered = (await api.getHomeContinue({}))!.data;
    expect(offered.map((item) => [item.contentId, item.position])).toEqual([[second.id, 0]]);
    expect(await api.getResumePoint({ type: 'Series', id: 1 })).toMatchObject({ episodeId: second.id, position: 0 });
  });

  it('refuses activity on a video the member may not see, and bad input', async () => {
    const me = server.client({ token: adult });
    const kid = (await me.getProfile({ PageSize: 3 }))!.data.find((p) => p.ageRange === 7)!;
    const kidApi = server.client({ token: (await me.refreshToken({ profileId: kid.id }))!.token });
    expect((await failure(kidApi.addUserActivity({ videoId: 5, position: 30, duration: 100 }))).status).toBe(404);
    // An adult's 18+ film leaves the list when the AgeRange header narrows it.
    const grown = server.client({ token: adult });
    await grown.addUserActivity({ videoId: 5, position: 30, duration: 100 });
    expect((await grown.getHomeContinue({}))!.data.map((i) => i.videoId)).toContain(5);
    const narrowed = server.client({ token: adult, ageRange: 7 });
    expect((await narrowed.getHomeContinue({}))!.data.map((i) => i.videoId)).not.toContain(5);
    expect((await failure(narrowed.getVideoLink({ videoId: 5 }))).status).toBe(404);
    expect((await failure(me.addUserActivity({ videoId: 1, position: -1, duration: 100 }))).status).toBe(400);
    expect((await failure(server.client().addUserActivity({ videoId: 1, position: 1, duration: 2 }))).status).toBe(401);
  });
});
