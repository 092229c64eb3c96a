import Type from 'typebox';
import { creditRoles } from '../constants';
import { AgeRange, CountryOfOrigin, Id, literals, Paging, SearchResultType, TitleType, Url } from './common';

export const GenreRef = Type.Object({ id: Id, title: Type.String() });

/** A film or series as shown on a card, in a row or a slider. */
export const TitleCard = Type.Object({
  id: Id,
  type: TitleType,
  title: Type.String(),
  /** Latin title, shown small beside the Persian one. */
  originalTitle: Type.String(),
  description: Type.String(),
  /** Gregorian release year; the UI also shows the Jalali year. */
  year: Type.Integer(),
  /** The release date: an Iranian title's card shows its Jalali year from it. */
  releaseDate: Type.String({ format: 'date' }),
  /** Minimum viewer age (same set as profile age ranges). */
  ageRange: AgeRange,
  /** 0–10, one decimal. */
  rating: Type.Number({ minimum: 0, maximum: 10 }),
  countryOfOrigin: CountryOfOrigin,
  /** 2:3 poster. */
  posterUrl: Url,
  /** 16:9 backdrop. */
  backdropUrl: Url,
  /** Dominant colour of the poster, `#rrggbb`, painted while the image loads. */
  color: Type.String(),
  genres: Type.Array(GenreRef),
});

export const Tag = Type.Object({ id: Id, title: Type.String(), count: Type.Integer({ minimum: 0 }) });
export const Genre = Type.Object({
  id: Id,
  title: Type.String(),
  /** Titles of the asked kind in this genre (movies for GetMovieGenres, series for GetSeriesGenres). */
  count: Type.Integer({ minimum: 0 }),
  imageUrl: Url,
});

export const MovieDetail = Type.Intersect([
  TitleCard,
  Type.Object({
    /** Minutes. */
    duration: Type.Integer({ minimum: 0 }),
    /** The language the film was made in, in Persian («فارسی», «انگلیسی»); null when not known. */
    originalLanguage: Type.Union([Type.String({ examples: ['فارسی'] }), Type.Null()]),
    tags: Type.Array(Type.Object({ id: Id, title: Type.String() })),
    /** The film itself, for GetVideoLink; null when no video is attached yet. */
    videoId: Type.Union([Id, Type.Null()]),
    trailerVideoId: Type.Union([Id, Type.Null()]),
  }),
]);

export const Episode = Type.Object({
  id: Id,
  seriesId: Id,
  seriesTitle: Type.String(),
  seasonId: Id,
  seasonNumber: Type.Integer({ minimum: 1 }),
  number: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  description: Type.String(),
  duration: Type.Integer({ minimum: 0 }),
  /** 16:9 still. */
  stillUrl: Url,
  ageRange: AgeRange,
  releaseDate: Type.String({ format: 'date' }),
  videoId: Type.Union([Id, Type.Null()]),
});

export const Season = Type.Object({
  id: Id,
  seriesId: Id,
  number: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  episodeCount: Type.Integer({ minimum: 0 }),
  /** Filled only where an endpoint says so. */
  episodes: Type.Optional(Type.Array(Episode)),
});

export const SeriesDetail = Type.Intersect([
  TitleCard,
  Type.Object({
    tags: Type.Array(Type.Object({ id: Id, title: Type.String() })),
    seasonsDto: Type.Array(Season),
    trailerVideoId: Type.Union([Id, Type.Null()]),
  }),
]);

export const EpisodeDetail = Type.Intersect([
  Episode,
  Type.Object({
    series: TitleCard,
    previousEpisodeId: Type.Union([Id, Type.Null()]),
    nextEpisodeId: Type.Union([Id, Type.Null()]),
  }),
]);

export const CreditRole = literals(creditRoles);

export const Star = Type.Object({
  id: Id,
  name: Type.String(),
  /** 1:1 portrait. */
  pictureUrl: Url,
  /** Main profession in Persian, e.g. «بازیگر». */
  profession: Type.String(),
});

/** A star's part in one title. */
export const StarCredit = Type.Intersect([
  Star,
  Type.Object({ role: CreditRole, character: Type.Union([Type.String(), Type.Null()]) }),
]);

export const StarDetail = Type.Intersect([
  Star,
  Type.Object({
    bio: Type.String(),
    birthDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    birthPlace: Type.Union([Type.String(), Type.Null()]),
    credits: Type.Array(
      Type.Object({ title: TitleCard, role: CreditRole, character: Type.Union([Type.String(), Type.Null()]) }),
    ),
  }),
]);

export const SliderItem = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  /** What the slide opens. */
  type: TitleType,
  contentId: Id,
  imageUrl: Url,
  posterUrl: Url,
  ageRange: AgeRange,
  year: Type.Integer(),
  rating: Type.Number({ minimum: 0, maximum: 10 }),
  color: Type.String(),
});

export const RegalCollection = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  type: TitleType,
  position: Type.Integer({ minimum: 1 }),
  imageUrl: Url,
  /** The first few titles, for a home row. */
  items: Type.Array(TitleCard),
});

export const RegalContentPage = Type.Object({
  collection: Type.Object({ id: Id, title: Type.String(), description: Type.String(), type: TitleType }),
  data: Type.Array(TitleCard),
  /** Present unless the call passed `needTotalCount: false`. */
  totalCount: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const SearchResult = Type.Object({
  id: Type.Integer(),
  type: SearchResultType,
  title: Type.String(),
  description: Type.String(),
  pictures: Type.Array(Type.Object({ url: Url, title: Type.String() })),
});

/**
 * The search answer: spec §7's data list, and — beyond the spec, only when `data` is empty — the closest titles and
 * names as `suggestions`, for a «منظورتان … بود؟» under «نتیجه‌ای یافت نشد» (decision 010).
 */
export const SearchPage = Type.Object({
  data: Type.Array(SearchResult),
  /** All results of the asked kind (of every kind when none is asked), of which `data` is one page. */
  totalCount: Type.Integer({ minimum: 0 }),
  suggestions: Type.Optional(Type.Array(SearchResult)),
  /** Beyond the spec (issue #28): how many results each kind has, for the results page's tabs. */
  counts: Type.Optional(
    Type.Object({
      Movie: Type.Integer({ minimum: 0 }),
      Series: Type.Integer({ minimum: 0 }),
      Star: Type.Integer({ minimum: 0 }),
    }),
  ),
});

// Query shapes

export const ById = Type.Object({ id: Id });
export const PagedById = Type.Intersect([Paging, ById]);
export const CountryPaging = Type.Intersect([Paging, Type.Object({ CountryOfOrigin: Type.Optional(CountryOfOrigin) })]);
export const GenrePaging = Type.Intersect([
  Paging,
  Type.Object({ genreId: Id, CountryOfOrigin: Type.Optional(CountryOfOrigin) }),
]);
export const TagPaging = Type.Intersect([Paging, Type.Object({ tagId: Id })]);
export const SeasonPaging = Type.Intersect([Paging, Type.Object({ seasonId: Id })]);
export const LatestEpisodesQuery = Type.Intersect([
  Paging,
  /** With an episode id: the newest other episodes of its series; without: the newest episodes overall. */
  Type.Object({ episodeId: Type.Optional(Id) }),
]);
export const RegalPositionQuery = Type.Object({ position: Type.Integer({ minimum: 1, maximum: 100 }) });
export const RegalContentQuery = Type.Intersect([
  Paging,
  Type.Object({ id: Id, needTotalCount: Type.Optional(Type.Boolean({ default: true })) }),
]);
export const StarsQuery = Type.Intersect([
  Paging,
  Type.Object({ searchText: Type.Optional(Type.String({ maxLength: 100 })) }),
]);
export const SearchQuery = Type.Object({
  searchText: Type.String({ minLength: 1, maxLength: 100 }),
  /** The active member's age range, or empty. The server may narrow with it, never widen. */
  ageRange: Type.Optional(Type.Union([AgeRange, Type.Literal('')])),
  /** Beyond the spec (issue #28), for the results page: one kind only, and a page of it (20 by default). */
  type: Type.Optional(SearchResultType),
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

/** A film or series whose neighbours are asked for. */
export const SimilarQuery = Type.Intersect([Paging, Type.Object({ type: TitleType, id: Id })]);

/**
 * Titles like the one the member watched last (beyond the spec, issue #28): `source` names it for the row's
 * heading, and is null (with no titles) when the member has watched nothing it may still see.
 */
export const BecauseYouWatched = Type.Object({
  source: Type.Union([Type.Object({ type: TitleType, id: Id, title: Type.String() }), Type.Null()]),
  data: Type.Array(TitleCard),
  totalCount: Type.Integer({ minimum: 0 }),
});
