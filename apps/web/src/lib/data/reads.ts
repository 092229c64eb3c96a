/**
 * Every catalogue read a page or a row makes (spec §3 "Media data"): name → endpoint, plus fixed arguments merged
 * under what the caller gives (default paging, a country). Route loaders read through it, and so does the resource
 * route the rows' fetchers load from (`readRoute`).
 */
import {
  type ApiClient,
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
  endpoints,
} from '@parde/api-client';

const paged = { pageNumber: DEFAULT_PAGE_NUMBER, pageSize: DEFAULT_PAGE_SIZE } as const;

export const reads = {
  homeTopSliders: { endpoint: 'getHomeTopSliders' },
  homeBottomSliders: { endpoint: 'getHomeBottomSliders' },
  topSeries: { endpoint: 'getHomeTopSeries', defaults: paged },
  topMovies: { endpoint: 'getHomeTopMovies', defaults: paged },
  homeSeries: { endpoint: 'getHomeSeries', defaults: paged },
  popularSeries: { endpoint: 'getPopularSeries', defaults: paged },
  suggestedSeries: { endpoint: 'getSuggestedSeries', defaults: paged },
  bestInternationalSeries: { endpoint: 'getBestSeries', defaults: { ...paged, CountryOfOrigin: 'Foreign' } },
  bestDomesticSeries: { endpoint: 'getBestSeries', defaults: { ...paged, CountryOfOrigin: 'Domestic' } },
  /** Series and films updated lately: the list pages filter them by any country or none ... */
  updatedSeries: { endpoint: 'getUpdatedSeries', defaults: paged },
  /** ... while home's rows pass one, Domestic or Foreign (spec §9: home lists pass a country filter). */
  updatedDomesticSeries: { endpoint: 'getUpdatedSeries', defaults: { ...paged, CountryOfOrigin: 'Domestic' } },
  updatedForeignSeries: { endpoint: 'getUpdatedSeries', defaults: { ...paged, CountryOfOrigin: 'Foreign' } },
  seriesById: { endpoint: 'getSeriesById' },
  seasonsBySeries: { endpoint: 'getSeasonsById' },
  seriesStars: { endpoint: 'getSeriesStars' },
  episodesBySeries: { endpoint: 'getEpisodesBySeriesId', defaults: paged },
  episodesBySeason: { endpoint: 'getEpisodesBySeasonId', defaults: paged },
  latestEpisodes: { endpoint: 'getLatestEpisodes', defaults: paged },
  episodeDetail: { endpoint: 'getEpisodeDetail' },
  // Both read positions the player may just have reported on its way out: they wait for those reports to land.
  continueWatching: { endpoint: 'getHomeContinue', defaults: paged, afterProgress: true },
  // Where the member is in a film or a series (issue 11): the title pages' «ادامهٔ تماشا».
  resumePoint: { endpoint: 'getResumePoint', afterProgress: true },
  topMovie: { endpoint: 'getTopMovie' },
  movieById: { endpoint: 'getMovieById' },
  popularMovies: { endpoint: 'getPopularMovies', defaults: paged },
  latestMovies: { endpoint: 'getLatestMovies', defaults: paged },
  suggestedMovies: { endpoint: 'getSuggestedMovies', defaults: paged },
  bestDomesticMovies: { endpoint: 'getBestMovies', defaults: { ...paged, CountryOfOrigin: 'Domestic' } },
  bestForeignMovies: { endpoint: 'getBestMovies', defaults: { ...paged, CountryOfOrigin: 'Foreign' } },
  updatedMovies: { endpoint: 'getUpdatedMovies', defaults: paged },
  updatedDomesticMovies: { endpoint: 'getUpdatedMovies', defaults: { ...paged, CountryOfOrigin: 'Domestic' } },
  updatedForeignMovies: { endpoint: 'getUpdatedMovies', defaults: { ...paged, CountryOfOrigin: 'Foreign' } },
  movieStars: { endpoint: 'getMovieStars' },
  // Issue #28: «مشابه‌ها» of a film or series page, and home's «چون … را دیدید» (signed in, after the player's report).
  similarTitles: { endpoint: 'getSimilarTitles', defaults: paged },
  becauseYouWatched: { endpoint: 'getBecauseYouWatched', defaults: paged, afterProgress: true },
  // The results page (issue #28): one kind of a search's results, paged.
  searchResults: { endpoint: 'search' },
  starDetail: { endpoint: 'getStarDetail' },
  stars: { endpoint: 'getStars', defaults: paged },
  movieGenres: { endpoint: 'getMovieGenres' },
  seriesGenres: { endpoint: 'getSeriesGenres' },
  genreById: { endpoint: 'getGenreById' },
  moviesByGenre: { endpoint: 'getMoviesByGenreId', defaults: paged },
  seriesByGenre: { endpoint: 'getSeriesByGenreId', defaults: paged },
  movieTags: { endpoint: 'getMovieTags' },
  seriesTags: { endpoint: 'getSeriesTags' },
  moviesByTag: { endpoint: 'getMoviesByTagId', defaults: paged },
  seriesByTag: { endpoint: 'getSeriesByTagId', defaults: paged },
  regalByPosition: { endpoint: 'getRegalByPosition' },
  regalContent: { endpoint: 'getRegalContent', defaults: paged },
  playlistInfo: { endpoint: 'getPlayListInfo' },
  playlistItems: { endpoint: 'getPlayListItems', defaults: paged },
  // A video's comments, page by page (spec §7 "Comments").
  comments: { endpoint: 'getCommentsByVideoId', defaults: paged },
} as const satisfies Record<string, ReadSpec>;

interface ReadSpec {
  endpoint: EndpointName;
  defaults?: Record<string, unknown>;
  afterProgress?: true;
}

/** The name of a read. */
export type ReadName = keyof typeof reads;
type EndpointOf<N extends ReadName> = (typeof reads)[N]['endpoint'];
type DefaultsOf<N extends ReadName> = (typeof reads)[N] extends { defaults: infer D } ? keyof D : never;

/** What a read takes: the endpoint's input, where the fixed arguments become optional. */
export type ReadArgs<N extends ReadName> =
  EndpointInput<EndpointOf<N>> extends undefined
    ? undefined
    : Omit<NonNullable<EndpointInput<EndpointOf<N>>>, DefaultsOf<N>> &
        Partial<Pick<NonNullable<EndpointInput<EndpointOf<N>>>, DefaultsOf<N> & keyof EndpointInput<EndpointOf<N>>>>;

/** What a read answers (undefined: an empty body, which spec §7 reads as an empty result). */
export type ReadOutput<N extends ReadName> = EndpointOutput<EndpointOf<N>>;

/** True for a read whose endpoint needs a token: asked without one, it would answer 401 and send a visitor to login. */
export const needsToken = (name: ReadName) => endpoints[reads[name].endpoint].auth === 'required';

/** True for a read that waits for the player's last progress report before asking. */
export const afterProgress = (name: ReadName) => 'afterProgress' in reads[name];

/** Calls the read's endpoint with its fixed arguments under `args`. */
export function callRead<N extends ReadName>(
  api: ApiClient,
  name: N,
  args: ReadArgs<N>,
  signal: AbortSignal,
): Promise<ReadOutput<N> | undefined> {
  const { endpoint, ...spec } = reads[name];
  const call = api[endpoint] as (input: unknown, options: { signal: AbortSignal }) => Promise<ReadOutput<N>>;
  const defaults = ('defaults' in spec ? spec.defaults : undefined) as object | undefined;
  return call(defaults || args ? { ...defaults, ...(args as object) } : undefined, { signal });
}
