import {
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
  type Episode,
  type Season,
  type SliderItem,
  type StarCredit,
  type TitleType,
} from '@parde/api-client';
import { normalizeForSearch } from '@parde/fa';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { HandlerGroup } from '../../http/endpoints';
import { notExists } from '../../http/errors';
import type { Services } from '../../services';
import { type CardRow, cardColumns, oneDecimal, type TitleOrder, toCard } from './titles';

type CatalogueEndpoint =
  | 'getMovieGenres'
  | 'getSeriesGenres'
  | 'getGenreById'
  | 'getMovieTags'
  | 'getSeriesTags'
  | 'getTopMovie'
  | 'getMovieById'
  | 'getPopularMovies'
  | 'getLatestMovies'
  | 'getSuggestedMovies'
  | 'getBestMovies'
  | 'getUpdatedMovies'
  | 'getMovieStars'
  | 'getMoviesByGenreId'
  | 'getMoviesByTagId'
  | 'getRegalByPosition'
  | 'getRegalContent'
  | 'getHomeSeries'
  | 'getBestSeries'
  | 'getUpdatedSeries'
  | 'getSuggestedSeries'
  | 'getPopularSeries'
  | 'getSeriesById'
  | 'getSeasonsById'
  | 'getSeriesStars'
  | 'getEpisodesBySeriesId'
  | 'getEpisodesBySeasonId'
  | 'getLatestEpisodes'
  | 'getSeriesByGenreId'
  | 'getSeriesByTagId'
  | 'getEpisodeDetail'
  | 'getHomeTopSliders'
  | 'getHomeBottomSliders'
  | 'getHomeTopSeries'
  | 'getHomeTopMovies'
  | 'getStarDetail'
  | 'getStars';

interface PagingInput {
  pageNumber?: number | undefined;
  pageSize?: number | undefined;
}
const paging = (q: PagingInput | undefined) => ({
  pageNumber: q?.pageNumber ?? DEFAULT_PAGE_NUMBER,
  pageSize: q?.pageSize ?? DEFAULT_PAGE_SIZE,
});
const offset = (p: { pageNumber: number; pageSize: number }) => (p.pageNumber - 1) * p.pageSize;

/** Every read of the catalogue: lists, details, cast, seasons and episodes, sliders, regal collections. */
export function catalogueHandlers(s: Services): HandlerGroup<CatalogueEndpoint> {
  const { db, media, titles } = s;

  const list =
    (kind: TitleType, order: TitleOrder, extra: { suggested?: boolean } = {}) =>
    async ({
      query,
      request,
    }: {
      query: PagingInput & { CountryOfOrigin?: 'Domestic' | 'Foreign' };
      request: FastifyRequest;
    }) =>
      titles.list({
        kind,
        order,
        age: await s.age(request),
        country: query.CountryOfOrigin,
        ...extra,
        ...paging(query),
      });

  async function genres(kind: TitleType, request: FastifyRequest) {
    const age = await s.age(request);
    const rows = await db
      .selectFrom('genres as g')
      .leftJoin('title_genres as tg', (join) => join.onRef('tg.genre_id', '=', 'g.id').on('tg.kind', '=', kind))
      .leftJoin('titles as t', (join) =>
        join.onRef('t.kind', '=', 'tg.kind').onRef('t.id', '=', 'tg.title_id').on('t.age_range', '<=', age),
      )
      .select(['g.id', 'g.title', sql<number>`count(t.id)::int`.as('count')])
      .groupBy(['g.id', 'g.title'])
      .orderBy('g.id')
      .execute();
    return {
      data: rows.map((row) => ({ id: row.id, title: row.title, count: row.count, imageUrl: media.genre(row.id) })),
      totalCount: rows.length,
    };
  }

  async function tags(kind: TitleType, request: FastifyRequest) {
    const age = await s.age(request);
    const rows = await db
      .selectFrom('tags as g')
      .leftJoin('title_tags as tg', (join) => join.onRef('tg.tag_id', '=', 'g.id').on('tg.kind', '=', kind))
      .leftJoin('titles as t', (join) =>
        join.onRef('t.kind', '=', 'tg.kind').onRef('t.id', '=', 'tg.title_id').on('t.age_range', '<=', age),
      )
      .select(['g.id', 'g.title', sql<number>`count(t.id)::int`.as('count')])
      .groupBy(['g.id', 'g.title'])
      .orderBy('g.id')
      .execute();
    return { data: rows, totalCount: rows.length };
  }

  async function titleTags(kind: TitleType, id: number) {
    return db
      .selectFrom('title_tags as tt')
      .innerJoin('tags as g', 'g.id', 'tt.tag_id')
      .select(['g.id', 'g.title'])
      .where('tt.kind', '=', kind)
      .where('tt.title_id', '=', id)
      .orderBy('g.id')
      .execute();
  }

  /** A visible title's card row, or 404 (unknown or above the age limit look the same). */
  async function visibleTitle(kind: TitleType, id: number, age: number) {
    const row = await db
      .selectFrom('titles as t')
      .select([...cardColumns, 't.release_date', 't.duration'])
      .where('t.kind', '=', kind)
      .where('t.id', '=', id)
      .where('t.age_range', '<=', age)
      .executeTakeFirst();
    if (!row) throw notExists();
    return row;
  }

  /** The movie page in one round trip: the row, its tags and its video id. */
  async function movieDetail(id: number, age: number) {
    const row = await db
      .selectFrom('titles as t')
      .select([
        ...cardColumns,
        't.release_date',
        't.duration',
        (eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('title_tags as tt')
              .innerJoin('tags as g', 'g.id', 'tt.tag_id')
              .select(['g.id', 'g.title'])
              .whereRef('tt.kind', '=', 't.kind')
              .whereRef('tt.title_id', '=', 't.id')
              .orderBy('g.id'),
          ).as('tags'),
        (eb) =>
          eb
            .selectFrom('videos as v')
            .select('v.id')
            .where('v.kind', '=', 'Movie')
            .whereRef('v.content_id', '=', 't.id')
            .as('video_id'),
        (eb) =>
          eb
            .selectFrom('videos as v')
            .select('v.id')
            .where('v.kind', '=', 'MovieTrailer')
            .whereRef('v.content_id', '=', 't.id')
            .as('trailer_video_id'),
      ])
      .where('t.kind', '=', 'Movie')
      .where('t.id', '=', id)
      .where('t.age_range', '<=', age)
      .executeTakeFirst();
    if (!row) throw notExists();
    return {
      ...toCard(row as CardRow, media),
      duration: row.duration ?? 0,
      releaseDate: row.release_date,
      tags: row.tags,
      videoId: row.video_id ?? null,
      trailerVideoId: row.trailer_video_id ?? null,
    };
  }

  async function credits(kind: TitleType, id: number, request: FastifyRequest) {
    await visibleTitle(kind, id, await s.age(request));
    const rows = await db
      .selectFrom('credits as c')
      .innerJoin('stars as st', 'st.id', 'c.star_id')
      .select(['st.id', 'st.name', 'st.profession', 'c.role', 'c.character'])
      .where('c.kind', '=', kind)
      .where('c.title_id', '=', id)
      .orderBy('c.ord')
      .orderBy('st.id')
      .execute();
    const data: StarCredit[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      pictureUrl: media.portrait(row.id),
      profession: row.profession,
      role: row.role as StarCredit['role'],
      character: row.character,
    }));
    return { data, totalCount: data.length };
  }

  /** Episodes with their season and series, from `episodes as e`. */
  const episodeQuery = (age: number) =>
    db
      .selectFrom('episodes as e')
      .innerJoin('seasons as se', 'se.id', 'e.season_id')
      .innerJoin('titles as t', (join) => join.on('t.kind', '=', 'Series').onRef('t.id', '=', 'e.series_id'))
      .where('t.age_range', '<=', age)
      .select([
        'e.id',
        'e.series_id',
        't.title as series_title',
        'e.season_id',
        'se.number as season_number',
        'e.number',
        'e.title',
        'e.description',
        'e.duration',
        't.age_range',
        'e.release_date',
      ]);

  type EpisodeRow = Awaited<ReturnType<ReturnType<typeof episodeQuery>['execute']>>[number];
  const episodeIds = async (ids: number[]) =>
    new Map(
      ids.length === 0
        ? []
        : (
            await db
              .selectFrom('videos')
              .select(['id', 'content_id'])
              .where('kind', '=', 'Episode')
              .where('content_id', 'in', ids)
              .execute()
          ).map((v) => [v.content_id, v.id]),
    );
  async function toEpisodes(rows: EpisodeRow[]): Promise<Episode[]> {
    const videos = await episodeIds(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      seriesId: row.series_id,
      seriesTitle: row.series_title,
      seasonId: row.season_id,
      seasonNumber: row.season_number,
      number: row.number,
      title: row.title,
      description: row.description,
      duration: row.duration,
      stillUrl: media.still(row.id),
      ageRange: row.age_range as Episode['ageRange'],
      releaseDate: row.release_date,
      videoId: videos.get(row.id) ?? null,
    }));
  }

  /** One page of a series' or a season's episodes, in season and episode order, with the count of all. */
  async function episodePage(
    column: 'series_id' | 'season_id',
    id: number,
    age: number,
    p: { pageNumber: number; pageSize: number },
  ) {
    const [rows, count] = await Promise.all([
      episodeQuery(age)
        .where(`e.${column}`, '=', id)
        .orderBy('se.number')
        .orderBy('e.number')
        .limit(p.pageSize)
        .offset(offset(p))
        .execute(),
      db
        .selectFrom('episodes')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(column, '=', id)
        .executeTakeFirstOrThrow(),
    ]);
    return { data: await toEpisodes(rows), totalCount: count.n };
  }

  async function seasons(seriesId: number): Promise<Season[]> {
    const rows = await db
      .selectFrom('seasons as se')
      .leftJoin('episodes as e', 'e.season_id', 'se.id')
      .select(['se.id', 'se.series_id', 'se.number', 'se.title', sql<number>`count(e.id)::int`.as('episode_count')])
      .where('se.series_id', '=', seriesId)
      .groupBy(['se.id', 'se.series_id', 'se.number', 'se.title'])
      .orderBy('se.number')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      seriesId: row.series_id,
      number: row.number,
      title: row.title,
      episodeCount: row.episode_count,
    }));
  }

  async function slides(slider: 'top' | 'bottom', request: FastifyRequest) {
    const age = await s.age(request);
    const rows = await db
      .selectFrom('slides as sl')
      .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'sl.kind').onRef('t.id', '=', 'sl.title_id'))
      .select([
        'sl.id',
        't.kind',
        't.id as content_id',
        't.title',
        't.description',
        't.age_range',
        't.year',
        't.rating',
        't.color',
      ])
      .where('sl.slider', '=', slider)
      .where('t.age_range', '<=', age)
      .orderBy('sl.ord')
      .execute();
    const data: SliderItem[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.kind,
      contentId: row.content_id,
      imageUrl: media.backdrop(row.kind, row.content_id),
      posterUrl: media.poster(row.kind, row.content_id),
      ageRange: row.age_range as SliderItem['ageRange'],
      year: row.year,
      rating: oneDecimal(row.rating),
      color: row.color,
    }));
    return { data, totalCount: data.length };
  }

  async function homeTop(kind: TitleType, request: FastifyRequest, query: PagingInput) {
    const age = await s.age(request);
    const p = paging(query);
    const base = db
      .selectFrom('home_top as h')
      .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'h.kind').onRef('t.id', '=', 'h.title_id'))
      .where('h.kind', '=', kind)
      .where('t.age_range', '<=', age);
    const [rows, count] = await Promise.all([
      base.select(cardColumns).orderBy('h.ord').limit(p.pageSize).offset(offset(p)).execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map((row) => toCard(row as CardRow, media)), totalCount: count.n };
  }

  async function regalItems(regalId: number, age: number, limit: number, skip: number) {
    const rows = await db
      .selectFrom('regal_items as r')
      .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'r.kind').onRef('t.id', '=', 'r.title_id'))
      .select(cardColumns)
      .where('r.regal_id', '=', regalId)
      .where('t.age_range', '<=', age)
      .orderBy('r.ord')
      .limit(limit)
      .offset(skip)
      .execute();
    return rows.map((row) => toCard(row as CardRow, media));
  }

  return {
    getMovieGenres: ({ request }) => genres('Movie', request),
    getSeriesGenres: ({ request }) => genres('Series', request),
    async getGenreById({ query, request }) {
      const age = await s.age(request);
      const row = await db
        .selectFrom('genres as g')
        .select([
          'g.id',
          'g.title',
          (eb) =>
            eb
              .selectFrom('title_genres as tg')
              .innerJoin('titles as t', (join) =>
                join.onRef('t.kind', '=', 'tg.kind').onRef('t.id', '=', 'tg.title_id'),
              )
              .whereRef('tg.genre_id', '=', 'g.id')
              .where('t.age_range', '<=', age)
              .select(sql<number>`count(*)::int`.as('n'))
              .as('count'),
        ])
        .where('g.id', '=', query.id)
        .executeTakeFirst();
      if (!row) throw notExists();
      return { id: row.id, title: row.title, count: Number(row.count ?? 0), imageUrl: media.genre(row.id) };
    },

    getMovieTags: ({ request }) => tags('Movie', request),
    getSeriesTags: ({ request }) => tags('Series', request),

    async getTopMovie({ request }) {
      const age = await s.age(request);
      const top = await db
        .selectFrom('home_top as h')
        .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'h.kind').onRef('t.id', '=', 'h.title_id'))
        .select('t.id')
        .where('h.kind', '=', 'Movie')
        .where('t.age_range', '<=', age)
        .orderBy('h.ord')
        .executeTakeFirst();
      const id =
        top?.id ??
        (
          await db
            .selectFrom('titles')
            .select('id')
            .where('kind', '=', 'Movie')
            .where('age_range', '<=', age)
            .orderBy('rating', 'desc')
            .orderBy('id')
            .executeTakeFirst()
        )?.id;
      if (id === undefined) throw notExists();
      return movieDetail(id, age);
    },
    getMovieById: async ({ query, request }) => movieDetail(query.id, await s.age(request)),
    getPopularMovies: list('Movie', 'popular'),
    getLatestMovies: list('Movie', 'latest'),
    getSuggestedMovies: list('Movie', 'popular', { suggested: true }),
    getBestMovies: list('Movie', 'best'),
    getUpdatedMovies: list('Movie', 'updated'),
    getMovieStars: ({ query, request }) => credits('Movie', query.id, request),
    getMoviesByGenreId: async ({ query, request }) =>
      titles.list({
        kind: 'Movie',
        order: 'popular',
        age: await s.age(request),
        genreId: query.genreId,
        country: query.CountryOfOrigin,
        ...paging(query),
      }),
    getMoviesByTagId: async ({ query, request }) =>
      titles.list({ kind: 'Movie', order: 'popular', age: await s.age(request), tagId: query.tagId, ...paging(query) }),

    async getRegalByPosition({ query, request }) {
      const age = await s.age(request);
      const rows = await db
        .selectFrom('regal')
        .selectAll()
        .where('position', '=', query.position)
        .orderBy('id')
        .execute();
      const data = await Promise.all(
        rows.map(async (row) => {
          const items = await regalItems(row.id, age, 12, 0);
          const first = items[0];
          return {
            id: row.id,
            title: row.title,
            description: row.description,
            type: row.kind,
            position: row.position,
            imageUrl: first ? first.backdropUrl : media.genre(1),
            items,
          };
        }),
      );
      return { data, totalCount: data.length };
    },
    async getRegalContent({ query, request }) {
      const age = await s.age(request);
      const p = paging(query);
      const collection = await db
        .selectFrom('regal')
        .select(['id', 'title', 'description', 'kind'])
        .where('id', '=', query.id)
        .executeTakeFirst();
      if (!collection) throw notExists();
      const [data, count] = await Promise.all([
        regalItems(collection.id, age, p.pageSize, offset(p)),
        query.needTotalCount === false
          ? undefined
          : db
              .selectFrom('regal_items as r')
              .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'r.kind').onRef('t.id', '=', 'r.title_id'))
              .select(sql<number>`count(*)::int`.as('n'))
              .where('r.regal_id', '=', collection.id)
              .where('t.age_range', '<=', age)
              .executeTakeFirstOrThrow(),
      ]);
      return {
        collection: {
          id: collection.id,
          title: collection.title,
          description: collection.description,
          type: collection.kind,
        },
        data,
        ...(count ? { totalCount: count.n } : {}),
      };
    },

    getHomeSeries: list('Series', 'home'),
    getBestSeries: list('Series', 'best'),
    getUpdatedSeries: list('Series', 'updated'),
    getSuggestedSeries: list('Series', 'popular', { suggested: true }),
    getPopularSeries: list('Series', 'popular'),
    async getSeriesById({ query, request }) {
      const row = await visibleTitle('Series', query.id, await s.age(request));
      const [tagRows, seasonRows, trailer] = await Promise.all([
        titleTags('Series', query.id),
        seasons(query.id),
        db
          .selectFrom('videos')
          .select('id')
          .where('kind', '=', 'SeriesTrailer')
          .where('content_id', '=', query.id)
          .executeTakeFirst(),
      ]);
      return {
        ...toCard(row as CardRow, media),
        tags: tagRows,
        seasonsDto: seasonRows,
        trailerVideoId: trailer?.id ?? null,
      };
    },
    async getSeasonsById({ query, request }) {
      await visibleTitle('Series', query.id, await s.age(request));
      const data = await seasons(query.id);
      return { data, totalCount: data.length };
    },
    getSeriesStars: ({ query, request }) => credits('Series', query.id, request),
    async getEpisodesBySeriesId({ query, request }) {
      const age = await s.age(request);
      await visibleTitle('Series', query.id, age);
      return episodePage('series_id', query.id, age, paging(query));
    },
    async getEpisodesBySeasonId({ query, request }) {
      const age = await s.age(request);
      const season = await db
        .selectFrom('seasons as se')
        .innerJoin('titles as t', (join) => join.on('t.kind', '=', 'Series').onRef('t.id', '=', 'se.series_id'))
        .select('se.id')
        .where('se.id', '=', query.seasonId)
        .where('t.age_range', '<=', age)
        .executeTakeFirst();
      if (!season) throw notExists();
      return episodePage('season_id', query.seasonId, age, paging(query));
    },
    async getLatestEpisodes({ query, request }) {
      const age = await s.age(request);
      const p = paging(query);
      let base = episodeQuery(age);
      if (query.episodeId !== undefined) {
        const episode = await episodeQuery(age).where('e.id', '=', query.episodeId).executeTakeFirst();
        if (!episode) throw notExists();
        base = base.where('e.series_id', '=', episode.series_id).where('e.id', '!=', episode.id);
      }
      const [rows, count] = await Promise.all([
        base.orderBy('e.release_date', 'desc').orderBy('e.id', 'desc').limit(p.pageSize).offset(offset(p)).execute(),
        base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: await toEpisodes(rows), totalCount: count.n };
    },
    getSeriesByGenreId: async ({ query, request }) =>
      titles.list({
        kind: 'Series',
        order: 'popular',
        age: await s.age(request),
        genreId: query.genreId,
        country: query.CountryOfOrigin,
        ...paging(query),
      }),
    getSeriesByTagId: async ({ query, request }) =>
      titles.list({
        kind: 'Series',
        order: 'popular',
        age: await s.age(request),
        tagId: query.tagId,
        ...paging(query),
      }),

    async getEpisodeDetail({ query, request }) {
      const age = await s.age(request);
      const row = await episodeQuery(age).where('e.id', '=', query.id).executeTakeFirst();
      if (!row) throw notExists();
      // Neighbours in watching order across seasons: (season number, episode number).
      const neighbours = await db
        .selectFrom('episodes as e')
        .innerJoin('seasons as se', 'se.id', 'e.season_id')
        .select([
          'e.id',
          sql<number | null>`lag(e.id) over (order by se.number, e.number)`.as('previous'),
          sql<number | null>`lead(e.id) over (order by se.number, e.number)`.as('next'),
        ])
        .where('e.series_id', '=', row.series_id)
        .execute();
      const here = neighbours.find((n) => n.id === row.id);
      const [episode] = await toEpisodes([row]);
      const series = await visibleTitle('Series', row.series_id, age);
      return {
        ...episode!,
        series: toCard(series as CardRow, media),
        previousEpisodeId: here?.previous ?? null,
        nextEpisodeId: here?.next ?? null,
      };
    },

    getHomeTopSliders: ({ request }) => slides('top', request),
    getHomeBottomSliders: ({ request }) => slides('bottom', request),
    getHomeTopSeries: ({ request, query }) => homeTop('Series', request, query),
    getHomeTopMovies: ({ request, query }) => homeTop('Movie', request, query),

    async getStarDetail({ query, request }) {
      const age = await s.age(request);
      const star = await db.selectFrom('stars').selectAll().where('id', '=', query.id).executeTakeFirst();
      if (!star) throw notExists();
      const rows = await db
        .selectFrom('credits as c')
        .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'c.kind').onRef('t.id', '=', 'c.title_id'))
        .select([...cardColumns, 'c.role', 'c.character'])
        .where('c.star_id', '=', star.id)
        .where('t.age_range', '<=', age)
        .orderBy('t.year', 'desc')
        .orderBy('t.id')
        .execute();
      return {
        id: star.id,
        name: star.name,
        pictureUrl: media.portrait(star.id),
        profession: star.profession,
        bio: star.bio,
        birthDate: star.birth_date,
        birthPlace: star.birth_place,
        credits: rows.map((row) => ({
          title: toCard(row as CardRow, media),
          role: row.role as StarCredit['role'],
          character: row.character,
        })),
      };
    },
    async getStars({ query }) {
      const p = paging(query);
      const text = normalizeForSearch(query.searchText ?? '');
      let base = db.selectFrom('stars');
      if (text) base = base.where('search_text', 'like', `%${escapeLike(text)}%`);
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'name', 'profession'])
          .orderBy('popularity', 'desc')
          .orderBy('id')
          .limit(p.pageSize)
          .offset(offset(p))
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((row) => ({ ...row, pictureUrl: media.portrait(row.id) })),
        totalCount: count.n,
      };
    },
  };
}

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
