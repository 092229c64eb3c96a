import type { EndpointName } from './endpoints';

/**
 * The calls that answer a plain paged list `{ data, totalCount }`. Spec §7 reads an unreadable success body as an
 * empty result; for these that is an empty page, which keeps their results typed without `undefined`.
 * `paged.test.ts` checks the list against the schemas.
 */
export const pagedEndpoints: ReadonlySet<EndpointName> = new Set<EndpointName>([
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
]);
