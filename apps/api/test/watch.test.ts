import type { ApiClient, MediaTrack } from '@parde/api-client';
import { DUB_TAG, generateCatalogue, SUBTITLE_TAG } from '@parde/demo-catalogue';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, signUp, startServer, type TestServer } from './helper';

/** The EXT-X-MEDIA renditions of a master playlist, as the API describes tracks. */
function renditions(master: string, type: 'AUDIO' | 'SUBTITLES'): (MediaTrack & { uri: string })[] {
  return master
    .split('\n')
    .filter((line) => line.startsWith(`#EXT-X-MEDIA:TYPE=${type},`))
    .map((line) => {
      const attr = (name: string) => new RegExp(`[:,]${name}=("([^"]*)"|[A-Z]+)`).exec(line);
      const quoted = (name: string) => attr(name)?.[2] ?? '';
      return {
        language: quoted('LANGUAGE'),
        name: quoted('NAME'),
        default: attr('DEFAULT')?.[1] === 'YES',
        uri: quoted('URI'),
      };
    });
}

const withoutUri = (list: (MediaTrack & { uri: string })[]) => list.map(({ uri: _uri, ...track }) => track);

/** The master playlist behind a video's signed link, with the link. */
async function streamOf(server: TestServer, api: ApiClient, videoId: number) {
  const link = (await api.getVideoLink({ videoId }))!;
  const master = await (await server.fetch(link.url)).text();
  return { link, master, prefix: link.url.replace(/\/master\.m3u8$/, '') };
}

describe('tracks, markers and the next episode (fixture catalogue)', () => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await signUp(server, '09125550001');
    api = server.client({ token });
  });
  afterAll(() => server?.close());

  it('a domestic film promises no tracks and its stream has none; a film has no markers and no next', async () => {
    const movie = (await api.getMovieById({ id: 1 }))!;
    expect(movie.countryOfOrigin).toBe('Domestic');
    const { link, master } = await streamOf(server, api, movie.videoId!);
    expect(link.audioTracks).toEqual([]);
    expect(link.subtitleTracks).toEqual([]);
    expect(link.markers).toEqual({ introStart: null, introEnd: null, creditsStart: null });
    expect(link.next).toBeNull();
    expect(master).not.toContain('#EXT-X-MEDIA');
  });

  it('a dubbed foreign series: Persian dub by default, both subtitles, served as WebVTT through the signed link', async () => {
    const series = (await api.getSeriesById({ id: 2 }))!;
    expect(series.tags.map((t) => t.title)).toContain(DUB_TAG);
    const episodes = (await api.getEpisodesBySeriesId({ id: 2, pageSize: 60 }))!.data;
    const { link, master, prefix } = await streamOf(server, api, episodes[0]!.videoId!);
    expect(link.audioTracks).toEqual([
      { language: 'fa', name: 'فارسی (دوبله)', default: true },
      { language: 'en', name: 'انگلیسی (اصلی)', default: false },
    ]);
    expect(link.subtitleTracks).toEqual([
      { language: 'fa', name: 'فارسی', default: false },
      { language: 'en', name: 'انگلیسی', default: false },
    ]);
    // The API's tracks are the master playlist's renditions, so a player maps them by language.
    expect(withoutUri(renditions(master, 'AUDIO'))).toEqual(link.audioTracks);
    expect(withoutUri(renditions(master, 'SUBTITLES'))).toEqual(link.subtitleTracks);

    const subtitles = renditions(master, 'SUBTITLES').find((t) => t.language === 'fa')!;
    const playlist = await server.fetch(`${prefix}/${subtitles.uri}`);
    expect(playlist.status).toBe(200);
    const segment = (await playlist.text()).split('\n').find((line) => line.endsWith('.vtt'))!;
    const folder = subtitles.uri.split('/')[0];
    const vtt = await server.fetch(`${prefix}/${folder}/${segment}`);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await vtt.text()).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00\.000\n/);
    const audio = renditions(master, 'AUDIO').find((t) => t.language === 'fa')!;
    expect((await server.fetch(`${prefix}/${audio.uri}`)).status).toBe(200);
  });

  it('episodes carry intro and credits markers and the next episode, across seasons; the last has none', async () => {
    const episodes = (await api.getEpisodesBySeriesId({ id: 1, pageSize: 60 }))!.data;
    const at = (season: number, number: number) =>
      episodes.find((e) => e.seasonNumber === season && e.number === number)!;
    const first = (await api.getVideoLink({ videoId: at(1, 1).videoId! }))!;
    expect(first.markers).toEqual({ introStart: 0.5, introEnd: 4, creditsStart: 16 });
    expect(first.next).toEqual({
      episodeId: at(1, 2).id,
      videoId: at(1, 2).videoId,
      title: 'قسمت 2',
      seasonNumber: 1,
      episodeNumber: 2,
      imageUrl: `/media/stills/episode-${at(1, 2).id}.svg`,
    });
    expect((await api.getVideoLink({ videoId: at(1, 3).videoId! }))!.next).toMatchObject({
      episodeId: at(2, 1).id,
      seasonNumber: 2,
      episodeNumber: 1,
    });
    expect((await api.getVideoLink({ videoId: at(2, 3).videoId! }))!.next).toBeNull();
    const trailer = (await api.getSeriesById({ id: 1 }))!.trailerVideoId!;
    const trailerLink = (await api.getVideoLink({ videoId: trailer }))!;
    expect(trailerLink.next).toBeNull();
    expect(trailerLink.markers.introEnd).toBeNull();
  });
});

describe('removing from «ادامهٔ تماشا» and resume points', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('hides a film, keeps its resume point, survives a new read, and comes back when watched again', async () => {
    const api = server.client({ token: await signUp(server, '09125550002') });
    await api.addUserActivity({ videoId: 2, position: 100, duration: 600 });
    await api.addUserActivity({ videoId: 3, position: 50, duration: 600 });
    expect((await api.getHomeContinue({}))!.data.map((i) => i.videoId)).toEqual([3, 2]);
    expect(await api.removeFromContinue({ videoId: 2 })).toEqual({ success: true });
    // Idempotent, and a second read (a reload) still has it gone.
    expect(await api.removeFromContinue({ videoId: 2 })).toEqual({ success: true });
    expect((await api.getHomeContinue({}))!.data.map((i) => i.videoId)).toEqual([3]);
    expect((await api.getVideoLink({ videoId: 2 }))!.position).toBe(100);
    expect(await api.getResumePoint({ type: 'Movie', id: 2 })).toEqual({
      videoId: 2,
      episodeId: null,
      seasonNumber: null,
      episodeNumber: null,
      position: 100,
      duration: 600,
    });
    await api.addUserActivity({ videoId: 2, position: 110, duration: 600 });
    expect((await api.getHomeContinue({}))!.data.map((i) => i.videoId)).toEqual([2, 3]);
  });

  it('hides a whole series by any of its episodes, including the next one offered', async () => {
    const api = server.client({ token: await signUp(server, '09125550003') });
    const episodes = (await api.getEpisodesBySeriesId({ id: 1, pageSize: 60 }))!.data;
    await api.addUserActivity({ videoId: episodes[0]!.videoId!, position: 2690, duration: 2700 });
    const offered = (await api.getHomeContinue({}))!.data;
    expect(offered.map((i) => i.videoId)).toEqual([episodes[1]!.videoId]);
    // The card's video is the next episode, never watched: the series is still the member's to remove.
    await api.removeFromContinue({ videoId: episodes[1]!.videoId! });
    expect((await api.getHomeContinue({}))!.totalCount).toBe(0);
    await api.addUserActivity({ videoId: episodes[1]!.videoId!, position: 30, duration: 2700 });
    expect((await api.getHomeContinue({}))!.data.map((i) => i.videoId)).toEqual([episodes[1]!.videoId]);
  });

  it("refuses another account's removal, a title never watched and a trailer with 404", async () => {
    const owner = server.client({ token: await signUp(server, '09125550004') });
    await owner.addUserActivity({ videoId: 4, position: 60, duration: 600 });
    const stranger = server.client({ token: await signUp(server, '09125550005') });
    const denied = await failure(stranger.removeFromContinue({ videoId: 4 }));
    expect(denied.status).toBe(404);
    expect(denied.body?.code).toBe('NotExistsError');
    expect((await owner.getHomeContinue({}))!.data.map((i) => i.videoId)).toEqual([4]);
    expect((await failure(owner.removeFromContinue({ videoId: 6 }))).status).toBe(404);
    const trailer = (await owner.getMovieById({ id: 4 }))!.trailerVideoId!;
    expect((await failure(owner.removeFromContinue({ videoId: trailer }))).status).toBe(404);
    expect((await failure(owner.removeFromContinue({ videoId: 99_999 }))).status).toBe(404);
    expect((await failure(server.client().removeFromContinue({ videoId: 4 }))).status).toBe(401);
  });

  it('a series resumes at the episode the member is on', async () => {
    const api = server.client({ token: await signUp(server, '09125550006') });
    const episodes = (await api.getEpisodesBySeriesId({ id: 1, pageSize: 60 }))!.data;
    const point = (e: (typeof episodes)[number], position: number, duration: number) => ({
      videoId: e.videoId,
      episodeId: e.id,
      seasonNumber: e.seasonNumber,
      episodeNumber: e.number,
      position,
      duration,
    });
    // Never started: the first episode from the start, with the catalogue's running time.
    expect(await api.getResumePoint({ type: 'Series', id: 1 })).toEqual(point(episodes[0]!, 0, 45 * 60));
    await api.addUserActivity({ videoId: episodes[2]!.videoId!, position: 300, duration: 2700 });
    expect(await api.getResumePoint({ type: 'Series', id: 1 })).toEqual(point(episodes[2]!, 300, 2700));
    // Finished: the one after it (the first of the next season).
    await api.addUserActivity({ videoId: episodes[2]!.videoId!, position: 2700, duration: 2700 });
    expect(await api.getResumePoint({ type: 'Series', id: 1 })).toEqual(point(episodes[3]!, 0, 45 * 60));
    // The last episode finished: back to the first.
    await api.addUserActivity({ videoId: episodes[5]!.videoId!, position: 2700, duration: 2700 });
    expect(await api.getResumePoint({ type: 'Series', id: 1 })).toEqual(point(episodes[0]!, 0, 45 * 60));
    // A film never started, and titles the member may not see or that do not exist.
    expect(await api.getResumePoint({ type: 'Movie', id: 1 })).toMatchObject({ videoId: 1, position: 0 });
    const kid = await api.addProfile({ profileName: 'کودک', avatarPath: '/media/avatars/3.svg', ageRange: 7 });
    const kidApi = server.client({ token: (await api.refreshToken({ profileId: kid!.id }))!.token });
    expect((await failure(kidApi.getResumePoint({ type: 'Movie', id: 5 }))).status).toBe(404);
    expect((await failure(api.getResumePoint({ type: 'Series', id: 999 }))).status).toBe(404);
    expect((await failure(server.client().getResumePoint({ type: 'Movie', id: 1 }))).status).toBe(401);
  });
});

describe('playback settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('start at the defaults, keep a partial update per profile, and answer the whole settings', async () => {
    const token = await signUp(server, '09125550007');
    const api = server.client({ token });
    const defaults = {
      audioLanguage: null,
      subtitleLanguage: null,
      subtitleSize: 'medium',
      subtitleBackground: 'translucent',
      autoplayNext: true,
      dataUsage: null,
      downloadNext: false,
    };
    expect(await api.getPlaybackSettings()).toEqual(defaults);
    expect(await api.updatePlaybackSettings({ subtitleLanguage: 'fa', subtitleSize: 'large' })).toEqual({
      ...defaults,
      subtitleLanguage: 'fa',
      subtitleSize: 'large',
    });
    await Promise.all([
      api.updatePlaybackSettings({ audioLanguage: 'en' }),
      api.updatePlaybackSettings({ autoplayNext: false }),
    ]);
    const mine = {
      ...defaults,
      subtitleLanguage: 'fa',
      subtitleSize: 'large',
      audioLanguage: 'en',
      autoplayNext: false,
    };
    // Another device: a new client with the same token reads the same settings.
    expect(await server.client({ token }).getPlaybackSettings()).toEqual(mine);
    expect(await api.updatePlaybackSettings({ subtitleLanguage: null })).toEqual({ ...mine, subtitleLanguage: null });
    const other = await api.addProfile({ profileName: 'مریم', avatarPath: '/media/avatars/4.svg', ageRange: 18 });
    const otherApi = server.client({ token: (await api.refreshToken({ profileId: other!.id }))!.token });
    expect(await otherApi.getPlaybackSettings()).toEqual(defaults);
  });

  it('refuses an empty update, unknown values and fields, and anonymous callers', async () => {
    const api = server.client({ token: await signUp(server, '09125550008') });
    for (const body of [
      {},
      { subtitleSize: 'huge' },
      { subtitleBackground: 'blue' },
      { audioLanguage: 'Persian' },
      { autoplayNext: 'yes' },
      { dataUsage: 'none' },
      { volume: 3 },
    ]) {
      const refused = await failure(api.updatePlaybackSettings(body as never));
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await failure(server.client().getPlaybackSettings())).status).toBe(401);
    expect((await failure(server.client().updatePlaybackSettings({ autoplayNext: false }))).status).toBe(401);
  });

  it('keep the member’s «مصرف داده», refuse an unknown mode in Persian, and let no other account set it', async () => {
    const token = await signUp(server, '09125550027');
    const api = server.client({ token });
    expect((await api.getPlaybackSettings())?.dataUsage).toBeNull();
    expect((await api.updatePlaybackSettings({ dataUsage: 'low' }))?.dataUsage).toBe('low');
    // Another device of the member reads it; the member's other settings are untouched.
    expect(await server.client({ token }).getPlaybackSettings()).toMatchObject({
      dataUsage: 'low',
      autoplayNext: true,
    });

    const refused = await failure(api.updatePlaybackSettings({ dataUsage: 'ultra' } as never));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'ValidationError', fields: { dataUsage: '«مصرف داده» معتبر نیست' } });
    expect((await api.getPlaybackSettings())?.dataUsage).toBe('low');

    // Settings belong to the member the token names: another account's member writes only its own, and a member
    // id in the body is refused rather than followed.
    const stranger = server.client({ token: await signUp(server, '09125550028') });
    const mine = (await api.getProfile())!.activeProfileId;
    const foreign = await failure(stranger.updatePlaybackSettings({ dataUsage: 'high', profileId: mine } as never));
    expect(foreign.status).toBe(400);
    expect((await stranger.updatePlaybackSettings({ dataUsage: 'high' }))?.dataUsage).toBe('high');
    expect((await api.getPlaybackSettings())?.dataUsage).toBe('low');
    // Back to «not chosen»: the device's data saver decides again.
    expect((await api.updatePlaybackSettings({ dataUsage: null }))?.dataUsage).toBeNull();
  });

  // Downloads (issue 27, decision 028) share this server: a grant is a member's, like its playback settings.
  describe('download grants', () => {
    const HOUR = 60 * 60 * 1000;
    /** Moves a grant's clock back: given (and first played, when it was) `hours` earlier. */
    const age = (id: number, hours: number) =>
      sql`UPDATE downloads SET granted_at = granted_at - ${hours} * interval '1 hour',
        first_played_at = first_played_at - ${hours} * interval '1 hour' WHERE id = ${id}`.execute(server.database.db);

    it('grant a film for 30 days, signed until then; the first play leaves 48 hours; expired grants renew', async () => {
      const api = server.client({ token: await signUp(server, '09125550030') });
      const movie = (await api.getMovieById({ id: 1 }))!;
      const grant = (await api.grantDownload({ videoId: movie.videoId! }))!;
      expect(grant).toMatchObject({ videoId: movie.videoId, type: 'Movie', contentId: 1, title: movie.title });
      expect(grant.firstPlayedAt).toBeNull();
      const days = (Date.parse(grant.expiresAt) - Date.parse(grant.grantedAt)) / (24 * HOUR);
      expect(days).toBeGreaterThan(29.99);
      expect(days).toBeLessThanOrEqual(30);
      // The link names the grant's expiry and plays through the stream route like a watch link.
      expect(grant.url).toContain(`/${Math.floor(Date.parse(grant.expiresAt) / 1000)}/`);
      expect((await server.fetch(grant.url)).status).toBe(200);
      // Asked again (a second tab), the same grant.
      expect((await api.grantDownload({ videoId: movie.videoId! }))!.id).toBe(grant.id);
      expect((await api.getDownloads())!.data.map((d) => d.id)).toEqual([grant.id]);

      // Granted two hours ago and played offline an hour ago, reported now: 47 hours are left; a later report keeps
      // the first, and a play cannot be dated before its grant.
      await age(grant.id, 2);
      const played = (await api.reportDownloadPlayed({ id: grant.id, at: Date.now() - HOUR }))!;
      expect(Date.parse(played.expiresAt) - Date.parse(played.firstPlayedAt!)).toBeGreaterThan(48 * HOUR - 1000);
      expect(Date.parse(played.expiresAt) - Date.now()).toBeLessThan(47 * HOUR + 1000);
      const again = (await api.reportDownloadPlayed({ id: grant.id }))!;
      expect(again.firstPlayedAt).toBe(played.firstPlayedAt);
      const before = (await api.reportDownloadPlayed({ id: grant.id, at: Date.now() - 5 * HOUR }))!;
      expect(before.firstPlayedAt).toBe(again.grantedAt);

      // Two days later it has expired: its link is refused, and granting it again gives a new grant with a new link
      // (decision 041), the old one staying dead.
      await age(grant.id, 49);
      const [expired] = (await api.getDownloads())!.data;
      expect(Date.parse(expired!.expiresAt)).toBeLessThan(Date.now());
      expect((await server.fetch(expired!.url)).status).toBe(403);
      const renewed = (await api.grantDownload({ videoId: movie.videoId! }))!;
      expect(renewed.id).not.toBe(grant.id);
      expect(renewed.url).not.toBe(expired!.url);
      expect((await server.fetch(expired!.url)).status).toBe(403);
      expect(renewed.firstPlayedAt).toBeNull();
      expect(Date.parse(renewed.expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * HOUR);
      expect((await server.fetch(renewed.url)).status).toBe(200);
    });

    it('refuse titles above the member, trailers, unknown videos and bad input; another account sees nothing', async () => {
      const owner = server.client({ token: await signUp(server, '09125550031') });
      const kid = await owner.addProfile({ profileName: 'کودک', avatarPath: '/media/avatars/2.svg', ageRange: 7 });
      const asKid = server.client({ token: (await owner.refreshToken({ profileId: kid!.id }))!.token });
      const teen = (await asKid.getMovieById({ id: 2 }))!;
      // Film 3 is for 12 and over: the child is told it does not exist, as everywhere else.
      const adultOnly = (await owner.getMovieById({ id: 3 }))!;
      const refused = await failure(asKid.grantDownload({ videoId: adultOnly.videoId! }));
      expect([refused.status, refused.body?.code]).toEqual([404, 'NotExistsError']);
      expect((await failure(owner.grantDownload({ videoId: adultOnly.trailerVideoId! }))).status).toBe(404);
      expect((await failure(owner.grantDownload({ videoId: 99_999 }))).status).toBe(404);
      const invalid = await failure(owner.grantDownload({ videoId: 0 }));
      expect(invalid.status).toBe(400);
      expect(invalid.body?.fields).toEqual({ videoId: '«ویدیو» باید دست‌کم ۱ باشد' });
      expect((await failure(server.client().grantDownload({ videoId: teen.videoId! }))).status).toBe(401);
      expect((await failure(server.client().getDownloads())).status).toBe(401);

      const mine = (await asKid.grantDownload({ videoId: teen.videoId! }))!;
      // The adult member of the same account, and another account, neither see nor touch the child's grant.
      expect((await owner.getDownloads())!.totalCount).toBe(0);
      const stranger = server.client({ token: await signUp(server, '09125550032') });
      expect((await stranger.getDownloads())!.totalCount).toBe(0);
      for (const api of [owner, stranger]) {
        expect((await failure(api.deleteDownload({ id: mine.id }))).status).toBe(404);
        expect((await failure(api.reportDownloadPlayed({ id: mine.id }))).status).toBe(404);
      }
      expect((await asKid.getDownloads())!.data.map((d) => d.id)).toEqual([mine.id]);
      expect(await asKid.deleteDownload({ id: mine.id })).toEqual({ success: true });
      expect((await failure(asKid.deleteDownload({ id: mine.id }))).status).toBe(404);
      expect((await asKid.getDownloads())!.totalCount).toBe(0);
    });

    it('hold at most 25 live grants per account, across its members; an expired one frees its place', async () => {
      const owner = server.client({ token: await signUp(server, '09125550033') });
      const second = await owner.addProfile({ profileName: 'دوم', avatarPath: '/media/avatars/3.svg', ageRange: 18 });
      const other = server.client({ token: (await owner.refreshToken({ profileId: second!.id }))!.token });
      const movies = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => (await owner.getMovieById({ id: i + 1 }))!.videoId!),
      );
      const episodes: number[] = [];
      for (const id of [1, 2]) {
        episodes.push(...(await owner.getEpisodesBySeriesId({ id, pageSize: 60 }))!.data.map((e) => e.videoId!));
      }
      const videos = [...movies, ...episodes];
      expect(videos.length).toBe(22);
      const grants = [];
      for (const videoId of videos) grants.push((await owner.grantDownload({ videoId }))!);
      for (const videoId of videos.slice(0, 3)) await other.grantDownload({ videoId });
      const full = await failure(other.grantDownload({ videoId: videos[3]! }));
      expect(full.status).toBe(400);
      expect(full.body?.code).toBe('DownloadLimitReached');
      expect(full.body?.message).toBe('Download limit reached');
      // A grant already held is still answered at the cap.
      expect((await owner.grantDownload({ videoId: videos[0]! }))!.id).toBe(grants[0]!.id);

      await owner.deleteDownload({ id: grants[0]!.id });
      await other.grantDownload({ videoId: videos[3]! });
      expect((await failure(other.grantDownload({ videoId: videos[4]! }))).status).toBe(400);
      await age(grants[1]!.id, 31 * 24);
      await other.grantDownload({ videoId: videos[4]! });
      expect((await owner.getDownloads())!.totalCount).toBe(21);
      expect((await other.getDownloads())!.totalCount).toBe(5);
    });
  });
});

describe('the demo catalogue keeps its promises', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ catalogue: generateCatalogue() });
  });
  afterAll(() => server?.close());

  it(`every title tagged «${DUB_TAG}» or «${SUBTITLE_TAG}» has that rendition in its stream`, async () => {
    const api = server.client({ token: await signUp(server, '09125550009') });
    const catalogue = generateCatalogue();
    let dubbed = 0;
    let subtitled = 0;
    const titles = [
      ...catalogue.movies.map((m) => ({ type: 'Movie' as const, id: m.id })),
      ...catalogue.series.map((s) => ({ type: 'Series' as const, id: s.id })),
    ];
    for (const title of titles) {
      const detail =
        title.type === 'Movie' ? (await api.getMovieById({ id: title.id }))! : (await api.getSeriesById(title))!;
      const tags = detail.tags.map((t) => t.title);
      const videos = [detail.trailerVideoId!];
      if (title.type === 'Movie') videos.push((detail as { videoId: number }).videoId);
      else {
        const episodes = (await api.getEpisodesBySeriesId({ id: title.id, pageSize: 60 }))!.data;
        videos.push(episodes[0]!.videoId!, episodes.at(-1)!.videoId!);
      }
      for (const videoId of videos) {
        const { link, master } = await streamOf(server, api, videoId);
        const audio = renditions(master, 'AUDIO');
        const subs = renditions(master, 'SUBTITLES');
        const where = `${title.type} ${title.id} «${detail.title}», video ${videoId}`;
        // No empty promises: the answer's tracks are exactly the stream's.
        expect(withoutUri(audio), where).toEqual(link.audioTracks);
        expect(withoutUri(subs), where).toEqual(link.subtitleTracks);
        if (tags.includes(DUB_TAG)) {
          expect(
            audio.map((a) => a.language),
            where,
          ).toContain('fa');
          expect(audio.find((a) => a.default)?.language, where).toBe('fa');
          dubbed += 1;
        }
        if (tags.includes(SUBTITLE_TAG)) {
          expect(
            subs.map((s) => s.language),
            where,
          ).toContain('fa');
          subtitled += 1;
        }
        if (detail.countryOfOrigin === 'Domestic') expect(audio, where).toEqual([]);
      }
    }
    // The promise is tested on real cases, not vacuously.
    expect(dubbed).toBeGreaterThan(0);
    expect(subtitled).toBeGreaterThan(0);
  });
});
