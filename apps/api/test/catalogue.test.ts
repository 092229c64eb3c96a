import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { failure, lastCode, signUp, startServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe('catalogue lists', () => {
  it('best movies: highest rating first, filtered by country, paged with a total', async () => {
    const api = server.client();
    const all = await api.getBestMovies({ pageSize: 60 });
    expect(all!.totalCount).toBe(10);
    const ratings = all!.data.map((m) => m.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const domestic = await api.getBestMovies({ CountryOfOrigin: 'Domestic', pageSize: 2, pageNumber: 2 });
    expect(domestic!.totalCount).toBe(5);
    expect(domestic!.data).toHaveLength(2);
    expect(domestic!.data.every((m) => m.countryOfOrigin === 'Domestic')).toBe(true);
    const card = all!.data[0]!;
    expect(card.posterUrl).toBe(`/media/posters/movie-${card.id}.svg`);
    expect(card.genres.length).toBeGreaterThan(0);
  });

  it('updated, popular, latest and suggested orders', async () => {
    const api = server.client();
    const updated = (await api.getUpdatedMovies({ pageSize: 3 }))!.data.map((m) => m.id);
    expect(updated).toEqual([9, 8, 7]);
    const popular = (await api.getPopularMovies({ pageSize: 3 }))!.data.map((m) => m.id);
    expect(popular).toEqual([1, 2, 3]);
    const latest = (await api.getLatestMovies({ pageSize: 2 }))!.data.map((m) => m.id);
    expect(latest).toEqual([10, 9]);
    const suggested = await api.getSuggestedMovies({});
    expect(suggested!.data.map((m) => m.id)).toEqual([1, 4, 7, 10]);
    const popularSeries = await api.getPopularSeries({});
    expect(popularSeries!.data.map((s) => s.id)).toEqual([1, 2]);
    expect((await api.getBestSeries({ CountryOfOrigin: 'Foreign' }))!.data.map((s) => s.id)).toEqual([2]);
    expect((await api.getUpdatedSeries({}))!.data.map((s) => s.id)).toEqual([2, 1]);
    expect((await api.getSuggestedSeries({}))!.totalCount).toBe(2);
    expect((await api.getHomeSeries({}))!.data.map((s) => s.id)).toEqual([2, 1]);
  });

  it('the AgeRange header narrows every list; an anonymous visitor without it sees everything', async () => {
    const kids = server.client({ ageRange: 7 });
    const list = await kids.getBestMovies({ pageSize: 60 });
    expect(list!.data.every((m) => m.ageRange <= 7)).toBe(true);
    expect(list!.totalCount).toBe(4);
    expect((await failure(kids.getMovieById({ id: 5 }))).status).toBe(404);
    expect((await failure(kids.getMovieById({ id: 5 }))).body?.message).toBe('NotExistsError');
    expect((await server.client().getMovieById({ id: 5 }))!.ageRange).toBe(18);
  });

  it('a profile range comes from the token, and the header may only narrow it', async () => {
    const token = await signUp(server, '09121111111');
    const me = server.client({ token });
    const profiles = await me.getProfile({ PageSize: 3 });
    const kid = await me.addProfile({ profileName: 'کودک', avatarPath: '/media/avatars/2.svg', ageRange: 7 });
    const switched = await me.refreshToken({ profileId: kid!.id });
    expect(profiles!.data).toHaveLength(1);
    const kidApi = server.client({ token: switched!.token, ageRange: 18 });
    // Best lists never carry a token (spec §6), so a token-carrying list shows the profile's range.
    const list = await kidApi.getLatestMovies({ pageSize: 60 });
    expect(list!.totalCount).toBe(4);
    expect(list!.data.every((m) => m.ageRange <= 7)).toBe(true);
    expect((await failure(kidApi.getMovieById({ id: 3 }))).status).toBe(404);
    const narrower = server.client({ token: switched!.token, ageRange: 0 });
    expect((await narrower.getLatestMovies({ pageSize: 60 }))!.data.every((m) => m.ageRange === 0)).toBe(true);
  });

  it('a member gets the answer of its age range, sent as its own; an edited range applies at once', async () => {
    const phone = '09121111112';
    const token = await signUp(server, phone);
    const me = (await server.client({ token }).getProfile({}))!.data[0]!;
    const path = '/api/MovieQuery/GetLatestMovies?pageSize=60';
    const signedIn = () => server.fetch(path, { headers: { Authorization: `Bearer ${token}` } });
    // Computed for the member first: the anonymous answer at the same range is the same bytes, marked for caches.
    const own = await signedIn();
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('etag')).toBeNull();
    const body = await own.text();
    const anonymous = await server.fetch(path, { headers: { AgeRange: String(me.ageRange) } });
    expect(anonymous.headers.get('cache-control')).toContain('public');
    expect(await anonymous.text()).toBe(body);
    expect(JSON.parse(body).data.some((m: { ageRange: number }) => m.ageRange > 7)).toBe(true);

    const sent = await server.client({ token }).generateOtp({ purpose: 'edit-member', profileId: me.id });
    const proof = await server
      .client({ token })
      .verifyOtp({ protect_token: sent!.protect_token, code: await lastCode(server, phone) });
    await server.client({ token }).updateProfile({
      id: me.id,
      profileName: me.profileName,
      avatarPath: me.avatarPath,
      ageRange: 7,
      verifyToken: proof!.token,
      protectedToken: sent!.protect_token,
    });
    const narrowed = (await (await signedIn()).json()) as { data: { ageRange: number }[] };
    expect(narrowed.data.length).toBeGreaterThan(0);
    expect(narrowed.data.every((m) => m.ageRange <= 7)).toBe(true);
  });

  it('genres and tags with counts, and lists by genre or tag', async () => {
    const api = server.client();
    const genres = await api.getMovieGenres();
    expect(genres!.data.map((g) => g.title)).toEqual(['درام', 'کمدی', 'خانوادگی']);
    expect(genres!.data.reduce((sum, g) => sum + g.count, 0)).toBe(20);
    expect((await api.getSeriesGenres())!.data[0]!.count).toBe(2);
    const genre = await api.getGenreById({ id: 1 });
    expect(genre!.count).toBe(9);
    expect(genre!.imageUrl).toMatch(/^\/media\/genres\//);
    const byGenre = await api.getMoviesByGenreId({ genreId: 1 });
    expect(byGenre!.totalCount).toBe(7);
    expect((await api.getSeriesByGenreId({ genreId: 1 }))!.totalCount).toBe(2);
    const tags = await api.getMovieTags();
    expect(tags!.data.map((t) => t.count)).toEqual([5, 5]);
    expect((await api.getSeriesTags())!.data.map((t) => t.count)).toEqual([0, 2]);
    expect((await api.getMoviesByTagId({ tagId: 1 }))!.totalCount).toBe(5);
    expect((await api.getSeriesByTagId({ tagId: 2 }))!.totalCount).toBe(2);
    expect((await failure(api.getGenreById({ id: 999 }))).status).toBe(404);
  });
});

describe('details', () => {
  it('movie detail with tags, video id and stars with roles', async () => {
    const api = server.client();
    const movie = await api.getMovieById({ id: 1 });
    expect(movie).toMatchObject({
      id: 1,
      title: 'شب‌های روشن تهران',
      duration: 90,
      releaseDate: '2015-03-21',
      originalLanguage: 'فارسی',
      videoId: 1,
    });
    expect((await api.getMovieById({ id: 2 }))!.originalLanguage).toBe('انگلیسی');
    expect(movie!.tags).toEqual([{ id: 1, title: 'برندهٔ جایزه' }]);
    // The query reads every column of the title; the route's schema sends only the wire's fields.
    for (const column of ['searchText', 'searchTerms', 'popularity', 'kind', 'country']) {
      expect(movie).not.toHaveProperty(column);
    }
    const stars = await api.getMovieStars({ id: 1 });
    expect(stars!.data.map((s) => [s.id, s.role])).toEqual([
      [1, 'Actor'],
      [2, 'Director'],
    ]);
    expect(stars!.data[0]!.character).toBe('نقش اول');
    const top = await api.getTopMovie();
    expect(top!.id).toBe(3);
    expect((await failure(api.getMovieById({ id: 12345 }))).status).toBe(404);
  });

  it('series with seasons and episode counts, episodes by series and season, episode detail with neighbours', async () => {
    const api = server.client();
    const series = await api.getSeriesById({ id: 1 });
    expect(series!.seasonsDto.map((s) => [s.number, s.episodeCount])).toEqual([
      [1, 3],
      [2, 3],
    ]);
    expect((await api.getSeasonsById({ id: 1 }))!.totalCount).toBe(2);
    expect((await api.getSeriesStars({ id: 1 }))!.data[0]!.name).toBe('سارا سلامی');
    const episodes = await api.getEpisodesBySeriesId({ id: 1, pageSize: 4 });
    expect(episodes!.totalCount).toBe(6);
    expect(episodes!.data.map((e) => [e.seasonNumber, e.number])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 1],
    ]);
    const season2 = await api.getEpisodesBySeasonId({ seasonId: 2 });
    expect(season2!.data.map((e) => e.id)).toEqual([4, 5, 6]);
    const detail = await api.getEpisodeDetail({ id: 3 });
    expect(detail).toMatchObject({ previousEpisodeId: 2, nextEpisodeId: 4, seriesTitle: 'روزگار قریب' });
    expect(detail!.series.id).toBe(1);
    expect(detail!.stillUrl).toBe('/media/stills/episode-3.svg');
    expect((await api.getEpisodeDetail({ id: 1 }))!.previousEpisodeId).toBeNull();
    const latest = await api.getLatestEpisodes({ episodeId: 1 });
    expect(latest!.data.map((e) => e.id)).not.toContain(1);
    expect(latest!.data.every((e) => e.seriesId === 1)).toBe(true);
    expect((await api.getLatestEpisodes({}))!.totalCount).toBe(12);
  });

  it('a series above the age limit hides its detail, seasons and episodes', async () => {
    const kids = server.client({ ageRange: 12 });
    expect((await failure(kids.getSeriesById({ id: 2 }))).status).toBe(404);
    expect((await failure(kids.getEpisodeDetail({ id: 7 }))).status).toBe(404);
    expect((await failure(kids.getEpisodesBySeasonId({ seasonId: 3 }))).status).toBe(404);
    expect((await kids.getLatestEpisodes({}))!.data.every((e) => e.seriesId === 1)).toBe(true);
  });

  it('stars: list, search by name, detail with age-filtered credits', async () => {
    const api = server.client();
    const stars = await api.getStars({ pageSize: 2 });
    expect(stars!.totalCount).toBe(4);
    expect(stars!.data[0]!.pictureUrl).toBe('/media/portraits/star-1.svg');
    expect((await api.getStars({ searchText: 'سپهري' }))!.data.map((s) => s.id)).toEqual([2]);
    const detail = await api.getStarDetail({ id: 1 });
    expect(detail!.credits.length).toBeGreaterThan(0);
    const kidDetail = await server.client({ ageRange: 0 }).getStarDetail({ id: 1 });
    expect(kidDetail!.credits.every((c) => c.title.ageRange === 0)).toBe(true);
    expect((await failure(api.getStarDetail({ id: 999 }))).status).toBe(404);
  });

  it('stars: a young member’s list leaves out the stars with nothing it may see (D16 of issue #28)', async () => {
    const everyone = (await server.client().getStars({ pageSize: 60 }))!.data.map((s) => s.id);
    for (const ageRange of [0, 7] as const) {
      const kids = server.client({ ageRange });
      const withCredits: number[] = [];
      for (const id of everyone) {
        if ((await kids.getStarDetail({ id }))!.credits.length > 0) withCredits.push(id);
      }
      const listed = await kids.getStars({ pageSize: 60 });
      expect(listed!.data.map((s) => s.id)).toEqual(withCredits);
      expect(listed!.totalCount).toBe(withCredits.length);
    }
  });
});

describe('star bios', () => {
  it('migration 012 gives every bio the Jalali birth year the page shows; a right one and one without a year stay', async () => {
    const { db } = server.database;
    const bioOf = async (id: number) =>
      (await db.selectFrom('stars').select('bio').where('id', '=', id).executeTakeFirstOrThrow()).bio;
    const ids = [1, 2, 3, 4];
    const originals = await Promise.all(ids.map(bioOf));
    // Every fixture star was born on 1980-01-01 (11 Dey 1358).
    const bios = [
      // the old seed's foreign bio: the Gregorian year
      [
        'نیلوفر آسمانی، بازیگر آلمانی، متولد ۱۹۸۰ در برلین است.',
        'نیلوفر آسمانی، بازیگر آلمانی، متولد ۱۳۵۸ در برلین است.',
      ],
      // a Jalali year one off, as Nowruz fixed on 21 March gave for some births
      [
        'بهرام سپهری، کارگردان ایرانی، متولد ۱۳۵۹ در تهران است.',
        'بهرام سپهری، کارگردان ایرانی، متولد ۱۳۵۸ در تهران است.',
      ],
      ['سارا سلامی، بازیگر ایرانی، متولد ۱۳۵۸ در تهران است.', 'سارا سلامی، بازیگر ایرانی، متولد ۱۳۵۸ در تهران است.'],
      ['کاوه دریانورد نویسنده ایرانی است.', 'کاوه دریانورد نویسنده ایرانی است.'],
    ] as const;
    try {
      for (const [i, [before]] of bios.entries()) {
        await db.updateTable('stars').set({ bio: before }).where('id', '=', ids[i]!).execute();
      }
      // Migrations run in order once each, so the frozen 012 is run again by hand.
      await migrations.find((m) => m.version === '012-star-bios-jalali-year')!.migration.up(db);
      expect(await Promise.all(ids.map(bioOf))).toEqual(bios.map(([, after]) => after));
    } finally {
      for (const [i, bio] of originals.entries()) {
        await db.updateTable('stars').set({ bio }).where('id', '=', ids[i]!).execute();
      }
    }
  });
});

describe('home', () => {
  it('sliders, home top rows and regal collections', async () => {
    const api = server.client();
    const top = await api.getHomeTopSliders();
    expect(top!.data.map((s) => [s.type, s.contentId])).toEqual([
      ['Movie', 1],
      ['Series', 2],
    ]);
    expect(top!.data[0]!.imageUrl).toBe('/media/backdrops/movie-1.svg');
    expect((await api.getHomeBottomSliders())!.data.map((s) => s.contentId)).toEqual([5]);
    expect((await server.client({ ageRange: 0 }).getHomeBottomSliders())!.data).toEqual([]);
    expect((await api.getHomeTopMovies({}))!.data.map((m) => m.id)).toEqual([3, 1, 5]);
    expect((await api.getHomeTopSeries({}))!.data.map((m) => m.id)).toEqual([2, 1]);
    const regal = await api.getRegalByPosition({ position: 1 });
    expect(regal!.data[0]!.items.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    const page = await api.getRegalContent({ id: 1, pageSize: 2, pageNumber: 2 });
    expect(page!.data.map((m) => m.id)).toEqual([3, 4]);
    expect(page!.totalCount).toBe(5);
    const noCount = await api.getRegalContent({ id: 1, needTotalCount: false });
    expect(noCount!.totalCount).toBeUndefined();
    expect((await failure(api.getRegalContent({ id: 77 }))).status).toBe(404);
  });
});

describe('a movie by id', () => {
  it('over HTTP: concurrent requests each get their own movie; unknown ids and ages above the limit are 404', async () => {
    const api = server.client();
    const ids = [1, 2, 3, 4, 5, 6];
    const movies = await Promise.all(ids.map((id) => api.getMovieById({ id })));
    expect(movies.map((movie) => movie!.id)).toEqual(ids);
    expect((await failure(api.getMovieById({ id: 999_999 }))).status).toBe(404);
    const adultOnly = movies.find((movie) => movie!.ageRange === 18)!;
    const kid = server.client({ ageRange: 7 });
    // Asked together: each age gets its own answer.
    const [kidFailure, adultAnswer] = await Promise.all([
      failure(kid.getMovieById({ id: adultOnly.id })),
      api.getMovieById({ id: adultOnly.id }),
    ]);
    expect(kidFailure.status).toBe(404);
    expect(adultAnswer!.id).toBe(adultOnly.id);
    // A member's token reads the same pages.
    const member = server.client({ token: await signUp(server, '09121110000') });
    expect((await member.getMovieById({ id: 1 }))!).toEqual(movies[0]);
    const response = await server.fetch('/api/MovieQuery/GetById?id=1');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

const ids = (page: { data: { id: number }[] } | undefined) => page!.data.map((card) => card.id);

describe('«مشابه‌ها»: titles like this one', () => {
  it('ranks shared main genre, genres and tags, weighted by popularity; never the title itself', async () => {
    const api = server.client();
    // Film 1: genres درام+کمدی, tag 1. Film 7 shares all three and its main genre; 4 and 10 miss the tag.
    const similar = ids(await api.getSimilarTitles({ type: 'Movie', id: 1, pageSize: 20 }));
    expect(similar.slice(0, 3)).toEqual([7, 4, 10]);
    expect(similar).not.toContain(1);
    // Another film has other neighbours.
    const other = ids(await api.getSimilarTitles({ type: 'Movie', id: 2, pageSize: 20 }));
    expect(other.slice(0, 3)).not.toEqual(similar.slice(0, 3));
    expect(other).not.toContain(2);
    const series = ids(await api.getSimilarTitles({ type: 'Series', id: 1 }));
    expect(series).toEqual([2]);
  });

  it('stays within the age range, and a title above it has no neighbours to show', async () => {
    const kids = server.client({ ageRange: 7 });
    const page = await kids.getSimilarTitles({ type: 'Movie', id: 1, pageSize: 20 });
    expect(page!.data.length).toBeGreaterThan(0);
    expect(page!.data.every((card) => card.ageRange <= 7)).toBe(true);
    expect((await failure(kids.getSimilarTitles({ type: 'Movie', id: 5 }))).status).toBe(404);
  });

  it('pages with a total', async () => {
    const api = server.client();
    const all = await api.getSimilarTitles({ type: 'Movie', id: 1, pageSize: 20 });
    const second = await api.getSimilarTitles({ type: 'Movie', id: 1, pageSize: 3, pageNumber: 2 });
    expect(second!.totalCount).toBe(all!.totalCount);
    expect(ids(second)).toEqual(ids(all).slice(3, 6));
  });
});

describe('«چون … را دیدید»: from what the member watched', () => {
  it('needs a member; names the last watched title and offers its neighbours, not what was watched', async () => {
    expect((await failure(server.client().getBecauseYouWatched({}))).status).toBe(401);
    const token = await signUp(server, '09125552801');
    const me = server.client({ token });
    expect(await me.getBecauseYouWatched({})).toEqual({ source: null, data: [], totalCount: 0 });

    const film7 = await me.getMovieById({ id: 7 });
    const film1 = await me.getMovieById({ id: 1 });
    await me.addUserActivity({ videoId: film7!.videoId!, position: 30, duration: 600 });
    await me.addUserActivity({ videoId: film1!.videoId!, position: 30, duration: 600 });
    const row = await me.getBecauseYouWatched({ pageSize: 20 });
    expect(row!.source).toEqual({ type: 'Movie', id: 1, title: film1!.title });
    expect(ids(row)).not.toContain(1);
    expect(ids(row)).not.toContain(7);
    expect(ids(row)[0]).toBe(4);
  });
});

describe('link previews (issue #28)', () => {
  const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

  it('are PNG, 1200 × 630, for films, series, episodes and people, drawn once and then the same file', async () => {
    for (const name of ['movie-1', 'series-1', 'episode-1', 'star-1']) {
      const response = await server.fetch(`/media/og/${name}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(size(png)).toEqual({ width: 1200, height: 630 });
    }
    const [first, again] = await Promise.all([
      server.fetch('/media/og/movie-2.png'),
      server.fetch('/media/og/movie-2.png'),
    ]);
    const later = await server.fetch('/media/og/movie-2.png');
    // Read whole: a picture left unread holds its connection, and the server's close waits for it.
    await Promise.all([first, again, later].map((response) => response.arrayBuffer()));
    expect(first.headers.get('etag')).toBe(again.headers.get('etag'));
    expect(later.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(later.headers.get('last-modified')).toBe(first.headers.get('last-modified'));
  });

  it('the site and the list pages have cards of their own, and an episode its words drawn on its still', async () => {
    const png = async (name: string) => {
      const response = await server.fetch(`/media/og/${name}.png`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const picture = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
      if (process.env.PARDE_CARDS_DIR)
        writeFileSync(`${process.env.PARDE_CARDS_DIR}/${name}.png`, PNG.sync.write(picture));
      return picture;
    };
    /** Near-white pixels in a box: the words, white on a dark shade. */
    const letters = (picture: PNG, [x0, y0, x1, y1]: number[]) => {
      let count = 0;
      for (let y = y0!; y < y1!; y++)
        for (let x = x0!; x < x1!; x++) {
          const i = (y * picture.width + x) * 4;
          if (picture.data[i]! > 235 && picture.data[i + 1]! > 235 && picture.data[i + 2]! > 235) count++;
        }
      return count;
    };
    for (const name of ['site', 'page-movies', 'page-search']) {
      const card = await png(name);
      expect({ width: card.width, height: card.height }).toEqual({ width: 1200, height: 630 });
      // The heading, drawn in the right half (Persian starts at the right).
      expect(letters(card, [600, 290, 1140, 400]), name).toBeGreaterThan(2000);
    }
    const episode = await png('episode-2');
    expect(letters(episode, [500, 400, 1140, 560])).toBeGreaterThan(2000);
    // Another episode of the series: its own words («قسمت ۳»), so another picture where they are written.
    const band = (picture: PNG) => picture.data.subarray(500 * 4 * 1200, 560 * 4 * 1200);
    expect(Buffer.compare(band(await png('episode-3')), band(episode))).not.toBe(0);
  });

  it('are 404 for a title without art and for names that are not ours', async () => {
    for (const path of [
      '/media/og/movie-999.png',
      '/media/og/movie-1.svg',
      '/media/og/film-1.png',
      '/media/og/page-nope.png',
      '/media/og/episode-99999.png',
    ])
      expect((await server.fetch(path)).status).toBe(404);
  });
});
