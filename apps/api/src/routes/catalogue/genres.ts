import type { TitleType } from '@parde/api-client';
import type { FastifyRequest } from 'fastify';
import type { HandlerGroup } from '../../http/endpoints';
import { notExists } from '../../http/errors';
import type { Services } from '../../services';

type GenresEndpoint = 'getMovieGenres' | 'getSeriesGenres' | 'getGenreById' | 'getMovieTags' | 'getSeriesTags';

/** Genres and tags with how many titles each holds for the caller. */
export function genreHandlers(s: Services): HandlerGroup<GenresEndpoint> {
  const { titles } = s.repos;

  async function genres(kind: TitleType, request: FastifyRequest) {
    const rows = await titles.genresWithCounts(kind, await request.ageLimit());
    return {
      data: rows.map((row) => ({ id: row.id, title: row.title, count: row.count, imageUrl: s.media.genre(row.id) })),
      totalCount: rows.length,
    };
  }

  async function tags(kind: TitleType, request: FastifyRequest) {
    const rows = await titles.tagsWithCounts(kind, await request.ageLimit());
    return { data: rows, totalCount: rows.length };
  }

  return {
    getMovieGenres: ({ request }) => genres('Movie', request),
    getSeriesGenres: ({ request }) => genres('Series', request),
    async getGenreById({ query, request }) {
      const row = await titles.genre(query.id, await request.ageLimit());
      if (!row) throw notExists();
      return { ...row, imageUrl: s.media.genre(row.id) };
    },
    getMovieTags: ({ request }) => tags('Movie', request),
    getSeriesTags: ({ request }) => tags('Series', request),
  };
}
