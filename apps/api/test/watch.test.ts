import type { ApiClient, MediaTrack } from '@parde/api-client';
import { DUB_TAG, generateCatalogue, SUBTITLE_TAG } from '@parde/demo-catalogue';
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
      { volume: 3 },
    ]) {
      const refused = await failure(api.updatePlaybackSettings(body as never));
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await failure(server.client().getPlaybackSettings())).status).toBe(401);
    expect((await failure(server.client().updatePlaybackSettings({ autoplayNext: false }))).status).toBe(401);
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
  }, 120_000);
});
