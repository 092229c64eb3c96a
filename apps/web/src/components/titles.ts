import type { TitleCard } from '@parde/api-client';
import { jalaliYear, toPersianDigits } from '@parde/fa';
import { paths } from '../config/paths';

/** The detail page of a film or a series. */
export const titleHref = (title: Pick<TitleCard, 'id' | 'type' | 'title'>) =>
  title.type === 'Movie' ? paths.movieDetail.to(title.id, title.title) : paths.showDetail.to(title.id, title.title);

/**
 * The facts under a poster, year and first genre, for `MetaLine` (no «·», which reads as a Persian zero). An Iranian
 * title's year is the Jalali one, as Iranian viewers know it; a foreign title's the Gregorian one.
 */
export const cardSubtitle = (title: Pick<TitleCard, 'year' | 'releaseDate' | 'countryOfOrigin' | 'genres'>) => [
  toPersianDigits(title.countryOfOrigin === 'Domestic' ? jalaliYear(new Date(title.releaseDate)) : title.year),
  title.genres[0]?.title,
];

/** «۱۴۰۲ (۲۰۲۳)»: the Jalali year of a release date with the Gregorian one. */
export const yearsOf = (releaseDate: string, year: number) =>
  `${toPersianDigits(jalaliYear(new Date(releaseDate)))} (${toPersianDigits(year)})`;

/** Domestic or foreign, in words. */
export const countryLabel = { Domestic: 'ایرانی', Foreign: 'خارجی' } as const;
