import {
  type ApiClient,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
  endpoints,
} from '@parde/api-client';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from './constants';
import type { ReportError } from './report-error';
import { createResourceStore, type ResourceStore } from './resource';

const paged = { pageNumber: DEFAULT_PAGE_NUMBER, pageSize: DEFAULT_PAGE_SIZE } as const;

/**
 * Every media list of spec §3 "Media data" (and the other catalogue reads the pages show): name →
 * endpoint, plus fixed arguments merged under what `load` is given (default paging, a country).
 */
export const mediaLists = {
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
} as const satisfies Record<string, MediaListSpec>;

interface MediaListSpec {
  endpoint: EndpointName;
  defaults?: Record<string, unknown>;
  afterProgress?: true;
}

/** The name of a media list. */
export type MediaListName = keyof typeof mediaLists;
type EndpointOf<N extends MediaListName> = (typeof mediaLists)[N]['endpoint'];
type DefaultsOf<N extends MediaListName> = (typeof mediaLists)[N] extends { defaults: infer D } ? keyof D : never;

/** What `load` takes: the endpoint's input, where the fixed arguments become optional. */
export type MediaListArgs<N extends MediaListName> =
  EndpointInput<EndpointOf<N>> extends undefined
    ? undefined
    : Omit<NonNullable<EndpointInput<EndpointOf<N>>>, DefaultsOf<N>> &
        Partial<Pick<NonNullable<EndpointInput<EndpointOf<N>>>, DefaultsOf<N> & keyof EndpointInput<EndpointOf<N>>>>;

/** The store of one named list. */
export type MediaListStore<N extends MediaListName> = ResourceStore<
  EndpointOutput<EndpointOf<N>> | null,
  MediaListArgs<N>
>;

/** All named lists. */
export type Media = { [N in MediaListName]: MediaListStore<N> };

/** A resource store for one endpoint: what every media list is, for the lists a page needs several of. */
export type EndpointListStore<K extends EndpointName> = ResourceStore<
  EndpointOutput<K> | null,
  EndpointInput<K> | undefined
>;

/**
 * One resource store wired to an api-client function, with fixed arguments merged under what `load` is given.
 * A list whose endpoint needs a token (continue watching) stays empty while `isSignedIn()` is false instead
 * of being asked: its 401 would send an anonymous visitor of the home page to login.
 */
export function createMediaList<K extends EndpointName>(
  api: ApiClient,
  reportError: ReportError,
  endpoint: K,
  options: {
    isSignedIn: () => boolean;
    defaults?: Record<string, unknown>;
    /** Writes to wait for before asking (the player's last progress report). */
    after?: () => Promise<void>;
  },
): EndpointListStore<K> {
  const call = api[endpoint] as (input: unknown, callOptions: { signal: AbortSignal }) => Promise<unknown>;
  const needsToken = endpoints[endpoint].auth === 'required';
  const { defaults, isSignedIn, after } = options;
  return createResourceStore(
    async (args: Record<string, unknown> | undefined, signal) => {
      if (needsToken && !isSignedIn()) return undefined;
      if (after) await after();
      return call(defaults || args ? { ...defaults, ...args } : undefined, { signal });
    },
    { onError: (error) => reportError(error) },
  ) as unknown as EndpointListStore<K>;
}

/** Builds one resource store per named list of `mediaLists`. */
export function createMedia(
  api: ApiClient,
  reportError: ReportError,
  isSignedIn: () => boolean = () => true,
  progressSettled?: () => Promise<void>,
): Media {
  const media = {} as Record<MediaListName, unknown>;
  for (const [name, spec] of Object.entries(mediaLists) as [MediaListName, MediaListSpec][]) {
    media[name] = createMediaList(api, reportError, spec.endpoint, {
      isSignedIn,
      ...(spec.defaults ? { defaults: spec.defaults } : {}),
      ...(spec.afterProgress && progressSettled ? { after: progressSettled } : {}),
    });
  }
  return media as Media;
}
