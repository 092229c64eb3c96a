/**
 * The demo catalogue as plain data: what `generateCatalogue()` returns and the seeder writes to the database.
 * Ids are stable (1-based, per entity) so the same seed always gives the same site.
 */
import type { AgeRange, CountryOfOrigin, CreditRole, TitleType } from '@parde/api-client';
import type { OriginFacts } from './titles';

export interface SeedGenre {
  id: number;
  /** Persian title, e.g. «درام». */
  title: string;
  /** Latin slug, e.g. `drama`. */
  slug: string;
}

export interface SeedTag {
  id: number;
  title: string;
}

export interface SeedStar {
  id: number;
  name: string;
  /** Main profession in Persian, e.g. «بازیگر», «کارگردان». */
  profession: string;
  bio: string;
  birthDate: string | null;
  birthPlace: string | null;
  /** Higher is more popular; used to rank search results. */
  popularity: number;
}

export interface SeedCredit {
  starId: number;
  role: CreditRole;
  /** Character name for actors, else null. */
  character: string | null;
  /** Billing order within the title. */
  order: number;
}

/**
 * A movie's or series' fields. Every one but the links (`genreIds`, `tagIds`, `credits`, a series' `seasons`) is
 * written to the `titles` column of the same name in snake_case (`ageRange` → `age_range`; `countryOfOrigin` is the
 * column `country`), so a new column needs only its value here, or in `originFacts` when the origin decides it.
 */
interface SeedTitleBase extends OriginFacts {
  id: number;
  title: string;
  description: string;
  year: number;
  /** Minimum viewer age: 0, 7, 12, 15 or 18. */
  ageRange: AgeRange;
  /** 0–10, one decimal. */
  rating: number;
  countryOfOrigin: CountryOfOrigin;
  popularity: number;
  /** Dominant colour `#rrggbb` of its poster and backdrop. */
  color: string;
  genreIds: number[];
  tagIds: number[];
  credits: SeedCredit[];
  /** Editorial flag for the «پیشنهادی» lists. */
  suggested: boolean;
  /** ISO date-time of the last catalogue update (for «به‌روز شده» lists). */
  updatedAt: string;
}

export interface SeedMovie extends SeedTitleBase {
  releaseDate: string;
  /** Minutes. */
  duration: number;
}

export interface SeedEpisode {
  id: number;
  number: number;
  title: string;
  description: string;
  duration: number;
  releaseDate: string;
}

export interface SeedSeason {
  id: number;
  number: number;
  title: string;
  episodes: SeedEpisode[];
}

export interface SeedSeries extends SeedTitleBase {
  seasons: SeedSeason[];
}

export interface SeedSlide {
  id: number;
  /** Which home slider: the top hero, the bottom one. */
  set: 'top' | 'bottom';
  type: TitleType;
  titleId: number;
  order: number;
}

export interface SeedRegal {
  id: number;
  title: string;
  description: string;
  type: TitleType;
  /** Home position (1 = first collection row). */
  position: number;
  titleIds: number[];
}

export interface SeedUser {
  id: number;
  phoneNumber: string;
  firstName: string;
  lastName: string;
}

export interface SeedComment {
  id: number;
  userId: number;
  target: { type: 'Movie' | 'Episode'; id: number };
  text: string;
  createdAt: string;
  likeCount: number;
  dislikeCount: number;
}

export interface Catalogue {
  genres: SeedGenre[];
  tags: SeedTag[];
  stars: SeedStar[];
  movies: SeedMovie[];
  series: SeedSeries[];
  slides: SeedSlide[];
  /** Ordered picks for GetHomeTopMovies / GetHomeTopSerieses. */
  homeTop: { movies: number[]; series: number[] };
  regal: SeedRegal[];
  users: SeedUser[];
  comments: SeedComment[];
}
