import { MAX_DOWNLOADS } from '@parde/api-client';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_GRANT_TTL_MS } from '../src/services/download-rights';
import { VideoLinks } from '../src/services/video-links';
import {
  engine,
  failure,
  lastCode,
  manyCodes,
  signInAgain,
  signUp,
  startServer,
  type TestServer,
  within,
} from './helper';

// Issue #35 item 2 (decision 041): a download link names its grant and dies with it, on every instance.
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startServer({ env: manyCodes });
  // A second instance on the same database, as behind a load balancer.
  b = await a.another();
});
afterAll(() => a?.close());
afterEach(() => vi.useRealTimers());

const status = async (on: TestServer, url: string) => {
  const answer = await on.fetch(url);
  await answer.arrayBuffer();
  return answer.status;
};

/** The first media file of a link's stream (the rendition's init or first segment), as hls.js asks for it. */
async function firstFile(url: string) {
  const prefix = url.replace(/\/master\.m3u8$/, '');
  const master = await (await a.fetch(url)).text();
  const variant = master.split('\n').find((line) => line && !line.startsWith('#'))!;
  const playlist = await (await a.fetch(`${prefix}/${variant}`)).text();
  const folder = variant.split('/')[0];
  const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1];
  const segments = playlist.split('\n').filter((line) => line && !line.startsWith('#'));
  return { first: `${prefix}/${folder}/${map ?? segments[0]}`, next: `${prefix}/${folder}/${segments[1]}` };
}

/**
 * Waits for `on` to refuse `url`, printing how long it took (a figure, not an assertion); the bound is the memory's
 * lifetime of a second with a margin, which an announced revocation beats by far.
 */
async function refusedWithin(on: TestServer, url: string, label: string, since: number) {
  await within(LIVE_GRANT_TTL_MS + 500, async () => expect(await status(on, url)).toBe(403));
  console.log(`[download rights, ${engine}] ${label}: refused on the other instance after ${Date.now() - since} ms`);
}

describe('download links that can be taken back', () => {
  it('a deleted grant’s link is refused at once here and within a second on the other instance; asked again, a new link', async () => {
    const api = a.client({ token: await signUp(a, '09127770001') });
    const movie = (await api.getMovieById({ id: 1 }))!;
    const grant = (await api.grantDownload({ videoId: movie.videoId! }))!;
    expect(grant.url).toMatch(new RegExp(`/media/stream/${movie.videoId}/g${grant.id}/\\d+/[\\w-]+/master\\.m3u8$`));
    const { first, next } = await firstFile(grant.url);
    // Both instances have just honoured it, so both remember it as live.
    for (const on of [a, b]) {
      expect(await status(on, grant.url)).toBe(200);
      expect(await status(on, first)).toBe(200);
    }
    // A file already being answered when the grant goes finishes; the next one is refused.
    const inFlight = await b.fetch(first);
    expect(inFlight.status).toBe(200);
    const deletedAt = Date.now();
    expect(await api.deleteDownload({ id: grant.id })).toEqual({ success: true });
    expect((await inFlight.arrayBuffer()).byteLength).toBeGreaterThan(0);
    for (const url of [grant.url, first, next]) expect(await status(a, url)).toBe(403);
    await refusedWithin(b, next, 'deleted grant', deletedAt);
    const refused = await b.fetch(grant.url);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'LinkExpired',
      message: 'Link expired',
      errors: ['Link expired'],
      requestId: refused.headers.get('x-request-id'),
    });
    // Granting the video again is a new grant with a new link; the old one stays dead.
    const again = (await api.grantDownload({ videoId: movie.videoId! }))!;
    expect(again.id).not.toBe(grant.id);
    expect(again.url).not.toBe(grant.url);
    expect(await status(b, again.url)).toBe(200);
    expect(await status(b, grant.url)).toBe(403);
  });

  it('48 hours after the first play, by the database’s clock, the link is refused', async () => {
    const api = a.client({ token: await signUp(a, '09127770002') });
    const movie = (await api.getMovieById({ id: 2 }))!;
    const grant = (await api.grantDownload({ videoId: movie.videoId! }))!;
    const played = (await api.reportDownloadPlayed({ id: grant.id }))!;
    // The first play shortens the grant, not the link: the files stored under it stay where they are.
    expect(played.url).toBe(grant.url);
    expect(Date.parse(played.expiresAt)).toBeLessThan(Date.parse(grant.expiresAt));
    expect(await status(b, grant.url)).toBe(200);
    // Played 47 hours ago by the database's clock: still live; 49 hours ago: over, on both instances.
    const playedAgo = (hours: number) =>
      sql`UPDATE downloads SET granted_at = now() - ${hours + 1} * interval '1 hour',
        first_played_at = now() - ${hours} * interval '1 hour' WHERE id = ${grant.id}`.execute(a.database.db);
    await playedAgo(47);
    expect(await status(a, grant.url)).toBe(200);
    await playedAgo(49);
    const since = Date.now();
    await within(LIVE_GRANT_TTL_MS + 500, async () => expect(await status(a, grant.url)).toBe(403));
    await refusedWithin(b, grant.url, 'first play + 48 h (no announcement: the memory’s lifetime)', since);
  });

  // PGlite runs in this process and takes its clock from it, so only PostgreSQL has a clock of its own to trust.
  it.runIf(engine === 'postgres')(
    'an instance whose clock is minutes off neither ends nor extends a grant',
    async () => {
      const api = a.client({ token: await signUp(a, '09127770003') });
      const movie = (await api.getMovieById({ id: 3 }))!;
      const grant = (await api.grantDownload({ videoId: movie.videoId! }))!;
      // Five minutes left by the database's clock, and this instance's clock ten minutes ahead.
      await sql`UPDATE downloads SET granted_at = now() - interval '30 days' + interval '5 minutes'
      WHERE id = ${grant.id}`.execute(a.database.db);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
      expect(await status(a, grant.url)).toBe(200);
      vi.useRealTimers();
      // A minute past its end by the database's clock, and this instance's clock ten minutes behind: refused.
      await sql`UPDATE downloads SET granted_at = now() - interval '30 days' - interval '1 minute'
      WHERE id = ${grant.id}`.execute(a.database.db);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 10 * 60_000 });
      // Asked of the instance that has not seen it live, so nothing it remembers answers.
      expect(await status(b, grant.url)).toBe(403);
    },
  );

  it('signing the device out ends its grants’ links on every instance; another device’s grant of the video stays', async () => {
    const phone = '09127770004';
    const first = await signUp(a, phone);
    const second = await signInAgain(a, phone);
    const onFirst = a.client({ token: first });
    const onSecond = a.client({ token: second });
    const movie = (await onFirst.getMovieById({ id: 1 }))!;
    const mine = (await onSecond.grantDownload({ videoId: movie.videoId! }))!;
    const kept = (await onFirst.grantDownload({ videoId: movie.videoId! }))!;
    // Each device holds its own grant of the video.
    expect(kept.id).not.toBe(mine.id);
    expect(await status(b, mine.url)).toBe(200);
    const device = (await onFirst.getDevices())!.data.find((d) => !d.current)!;
    const since = Date.now();
    expect(await onFirst.signOutDevice({ id: device.id })).toEqual({ success: true });
    await refusedWithin(b, mine.url, 'signed-out device', since);
    expect(await status(a, mine.url)).toBe(403);
    expect(await status(b, kept.url)).toBe(200);
    // The signed-out device's grant is over: listed nowhere, and no longer counted.
    expect((await onFirst.getDownloads())!.data.map((d) => d.id)).toEqual([kept.id]);
  });

  it('deleting the member ends its grants’ links on every instance', async () => {
    const phone = '09127770005';
    const api = a.client({ token: await signUp(a, phone) });
    const child = (await api.addProfile({ profileName: 'کودک', avatarPath: '/media/avatars/2.svg', ageRange: 7 }))!;
    const asChild = a.client({ token: (await api.refreshToken({ profileId: child.id }))!.token });
    const movie = (await asChild.getMovieById({ id: 2 }))!;
    const grant = (await asChild.grantDownload({ videoId: movie.videoId! }))!;
    expect(await status(b, grant.url)).toBe(200);
    await a.database.db.deleteFrom('otp_throttle').where('phone', '=', phone).execute();
    const sent = await api.generateOtp({ purpose: 'delete-member', profileId: child.id });
    const verified = await api.verifyOtp({ protect_token: sent!.protect_token, code: await lastCode(a, phone) });
    const since = Date.now();
    const deleted = await api.deleteProfile({
      id: child.id,
      verifyToken: verified!.token,
      protectedToken: sent!.protect_token,
    });
    expect(deleted).toEqual({ success: true });
    expect(await status(a, grant.url)).toBe(403);
    await refusedWithin(b, grant.url, 'deleted member', since);
  });

  it('a download link is kept by the device alone; a 30-day link naming the account (before 041) is refused', async () => {
    const token = await signUp(a, '09127770007');
    const api = a.client({ token });
    const movie = (await api.getMovieById({ id: 1 }))!;
    const grant = (await api.grantDownload({ videoId: movie.videoId! }))!;
    const master = await a.fetch(grant.url);
    expect(master.headers.get('cache-control')).toBe('private, no-cache');
    const file = await a.fetch((await firstFile(grant.url)).first);
    expect(file.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    // The watch link's files stay cacheable by anyone.
    const watch = (await api.getVideoLink({ videoId: movie.videoId! }))!;
    expect((await a.fetch((await firstFile(watch.url)).first)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    // A grant's link as signed before decision 041: the account, and the grant's 30 days.
    const [, , , videoId, accountId] = watch.url.split('/');
    const links = new VideoLinks(a.app.services.secret, 300);
    const old = links.sign(Number(videoId), Number(accountId), Math.floor(Date.now() / 1000) + 30 * 24 * 3600);
    expect(await status(a, `${old.prefix}/master.m3u8`)).toBe(403);
    expect(await status(a, `${links.sign(Number(videoId), Number(accountId)).prefix}/master.m3u8`)).toBe(200);
  });

  it('deleting and granting again never gives more working links than the cap', async () => {
    const phone = '09127770006';
    const api = a.client({ token: await signUp(a, phone) });
    // Two devices of one member, so 25 grants fit the fixture's 22 videos.
    const other = a.client({ token: await signInAgain(a, phone) });
    const videos = [
      ...(await Promise.all(
        Array.from({ length: 10 }, async (_, i) => (await api.getMovieById({ id: i + 1 }))!.videoId!),
      )),
    ];
    for (const id of [1, 2]) {
      videos.push(...(await api.getEpisodesBySeriesId({ id, pageSize: 60 }))!.data.map((e) => e.videoId!));
    }
    const fill = async () => {
      const grants = [];
      for (const videoId of videos) grants.push((await api.grantDownload({ videoId }))!);
      for (const videoId of videos.slice(0, MAX_DOWNLOADS - videos.length)) {
        grants.push((await other.grantDownload({ videoId }))!);
      }
      return grants;
    };
    const links: string[] = [];
    for (let round = 0; round < 3; round++) {
      const grants = await fill();
      expect(grants).toHaveLength(MAX_DOWNLOADS);
      const full = await failure(other.grantDownload({ videoId: videos[MAX_DOWNLOADS - videos.length]! }));
      expect([full.status, full.body?.code]).toEqual([400, 'DownloadLimitReached']);
      links.push(...grants.map((grant) => grant.url));
      // Twice deleted and granted again; the third round's grants stay.
      if (round === 2) break;
      for (const [i, grant] of grants.entries())
        await (i < videos.length ? api : other).deleteDownload({ id: grant.id });
    }
    expect(new Set(links).size).toBe(3 * MAX_DOWNLOADS);
    const working = [];
    for (const url of links) if ((await status(b, url)) === 200) working.push(url);
    console.log(
      `[download rights, ${engine}] links given: ${links.length}; working after delete-and-grant: ${working.length}`,
    );
    expect(working.length).toBeLessThanOrEqual(MAX_DOWNLOADS);
  });
});
