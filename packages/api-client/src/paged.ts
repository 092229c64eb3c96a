import type { EndpointName } from './endpoints';

/**
 * The calls that answer a plain paged list `{ data, totalCount }`. Spec §7 reads an unreadable success body as an
 * empty result: for these an empty page; every other call has no empty form and rejects (`EndpointResult`).
 * `paged.test.ts` checks the list against the schemas.
 */
const pagedNames = [
  'getDevices',
  'getPasskeys',
  'getDownloads',
  'getCommentsByVideoId',
  'checkItemInUserPlayLists',
  'getUserPlayList',
  'getPlayListItems',
  'getMovieGenres',
  'getSeriesGenres',
  'getPopularMovies',
  'getLatestMovies',
  'getSuggestedMovies',
  'getBestMovies',
  'getUpdatedMovies',
  'getMovieStars',
  'getMoviesByGenreId',
  'getMoviesByTagId',
  'getSimilarTitles',
  'getRegalByPosition',
  'getHomeSeries',
  'getBestSeries',
  'getUpdatedSeries',
  'getSuggestedSeries',
  'getPopularSeries',
  'getSeasonsById',
  'getSeriesStars',
  'getEpisodesBySeriesId',
  'getEpisodesBySeasonId',
  'getLatestEpisodes',
  'getSeriesByGenreId',
  'getSeriesByTagId',
  'getHomeTopSliders',
  'getHomeBottomSliders',
  'getHomeTopSeries',
  'getHomeTopMovies',
  'getStars',
  'getMovieTags',
  'getSeriesTags',
  'getHomeContinue',
  'search',
] as const satisfies readonly EndpointName[];

/** A call whose answer is a plain paged list (see {@link pagedEndpoints}). */
export type PagedEndpointName = (typeof pagedNames)[number];

/** The calls that answer a plain paged list; an unreadable success body is an empty page for them. */
export const pagedEndpoints: ReadonlySet<EndpointName> = new Set<EndpointName>(pagedNames);
