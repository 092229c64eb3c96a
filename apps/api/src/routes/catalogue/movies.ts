import type { MovieDetail } from '@parde/api-client';
import type { HandlerGroup } from '../../http/endpoints';
import { notExists } from '../../http/errors';
import type { Services } from '../../services';
import { cardList, credits, listHandler } from './lists';
import { derived, paging } from './wire';

type MoviesEndpoint =
  | 'getTopMovie'
  | 'getMovieById'
  | 'getPopularMovies'
  | 'getLatestMovies'
  | 'getSuggestedMovies'
  | 'getBestMovies'
  | 'getUpdatedMovies'
  | 'getMovieStars'
  | 'getMoviesByGenreId'
  | 'getMoviesByTagId';

/** Movie lists, the movie page and its cast. */
export function movieHandlers(s: Services): HandlerGroup<MoviesEndpoint> {
  const { titles, collections } = s.repos;

  /** The movie page: the title's row as it is (already under the wire's names), with what the wire derives from it. */
  async function moviePage(id: number, age: number): Promise<MovieDetail> {
    const row = await titles.movie(id, age);
    if (!row) throw notExists();
    return { ...row, ...derived(row, s.media), duration: row.duration ?? 0 };
  }

  return {
    async getTopMovie({ request }) {
      const age = await request.ageLimit();
      const id = (await collections.firstHomeTop('Movie', age)) ?? (await titles.bestMovieId(age));
      if (id === undefined) throw notExists();
      return moviePage(id, age);
    },
    getMovieById: async ({ query, request }) => moviePage(query.id, await request.ageLimit()),
    getPopularMovies: listHandler(s, 'Movie', 'popular'),
    getLatestMovies: listHandler(s, 'Movie', 'latest'),
    getSuggestedMovies: listHandler(s, 'Movie', 'popular', { suggested: true }),
    getBestMovies: listHandler(s, 'Movie', 'best'),
    getUpdatedMovies: listHandler(s, 'Movie', 'updated'),
    getMovieStars: ({ query, request }) => credits(s, 'Movie', query.id, request),
    getMoviesByGenreId: async ({ query, request }) =>
      cardList(s, {
        kind: 'Movie',
        order: 'popular',
        age: await request.ageLimit(),
        genreId: query.genreId,
        country: query.CountryOfOrigin,
        ...paging(query),
      }),
    getMoviesByTagId: async ({ query, request }) =>
      cardList(s, {
        kind: 'Movie',
        order: 'popular',
        age: await request.ageLimit(),
        tagId: query.tagId,
        ...paging(query),
      }),
  };
}
