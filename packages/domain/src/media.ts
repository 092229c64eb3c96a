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
  updatedSeries: { endpoint: 'getUpdatedSeries', defaults: paged },
  seriesById: { endpoint: 'getSeriesById' },
  seasonsBySeries: { endpoint: 'getSeasonsById' },
  seriesStars: { endpoint: 'getSeriesStars' },
  episodesBySeries: { endpoint: 'getEpisodesBySeriesId', defaults: paged },
  episodesBySeason: { endpoint: 'getEpisodesBySeasonId', defaults: paged },
  latestEpisodes: { endpoint: 'getLatestEpisodes', defaults: paged },
  episodeDetail: { endpoint: 'getEpisodeDetail' },
  continueWatching: { endpoint: 'getHomeContinue', defaults: paged },
  topMovie: { endpoint: 'getTopMovie' },
  movieById: { endpoint: 'getMovieById' },
  popularMovies: { endpoint: 'getPopularMovies', defaults: paged },
  latestMovies: { endpoint: 'getLatestMovies', defaults: paged },
  suggestedMovies: { endpoint: 'getSuggestedMovies', defaults: paged },
  bestDomesticMovies: { endpoint: 'getBestMovies', defaults: { ...paged, CountryOfOrigin: 'Domestic' } },
  bestForeignMovies: { endpoint: 'getBestMovies', defaults: { ...paged, CountryOfOrigin: 'Foreign' } },
  updatedMovies: { endpoint: 'getUpdatedMovies', defaults: paged },
  movieStars: { endpoint: 'getMovieStars' },
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
} as const satisfies Record<string, MediaListSpec>;

interface MediaListSpec {
  endpoint: EndpointName;
  defaults?: Record<string, unknown>;
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

/**
 * Builds one resource store per named list, each wired to its api-client function. A list whose endpoint
 * needs a token (continue watching) is empty while `isSignedIn()` is false instead of being asked: its 401
 * would send an anonymous visitor of the home page to login.
 */
export function createMedia(api: ApiClient, reportError: ReportError, isSignedIn: () => boolean = () => true): Media {
  const media = {} as Record<MediaListName, unknown>;
  for (const [name, spec] of Object.entries(mediaLists) as [MediaListName, MediaListSpec][]) {
    const call = api[spec.endpoint] as (input: unknown, options: { signal: AbortSignal }) => Promise<unknown>;
    const needsToken = endpoints[spec.endpoint].auth === 'required';
    media[name] = createResourceStore(
      async (args: Record<string, unknown> | undefined, signal) => {
        if (needsToken && !isSignedIn()) return undefined;
        return call(spec.defaults || args ? { ...spec.defaults, ...args } : undefined, { signal });
      },
      { onError: (error) => reportError(error) },
    );
  }
  return media as Media;
}
