import type { ReadName } from '../lib/data/reads';

/** Home positions that carry a regal collection row. */
export const REGAL_POSITIONS = [1, 2, 3, 4] as const;

/**
 * Home's title rows that have a view-all page (`paths.homeList`): the address's name → the row's read (the same
 * endpoint, order and country as the row, paged) and its Persian title, the row's heading and the page's.
 */
export const homeLists = {
  'top-series': { list: 'topSeries', title: 'سریال‌های برتر', kind: 'Series' },
  'top-movies': { list: 'topMovies', title: 'فیلم‌های برتر', kind: 'Movie' },
  'best-iranian-movies': { list: 'bestDomesticMovies', title: 'بهترین فیلم‌های ایرانی', kind: 'Movie' },
  'best-foreign-movies': { list: 'bestForeignMovies', title: 'بهترین فیلم‌های خارجی', kind: 'Movie' },
  'best-iranian-series': { list: 'bestDomesticSeries', title: 'بهترین سریال‌های ایرانی', kind: 'Series' },
  'best-foreign-series': { list: 'bestInternationalSeries', title: 'بهترین سریال‌های خارجی', kind: 'Series' },
  'updated-iranian-movies': { list: 'updatedDomesticMovies', title: 'فیلم‌های ایرانی به‌روز شده', kind: 'Movie' },
  'updated-foreign-movies': { list: 'updatedForeignMovies', title: 'فیلم‌های خارجی به‌روز شده', kind: 'Movie' },
  'updated-iranian-series': { list: 'updatedDomesticSeries', title: 'سریال‌های ایرانی به‌روز شده', kind: 'Series' },
  'updated-foreign-series': { list: 'updatedForeignSeries', title: 'سریال‌های خارجی به‌روز شده', kind: 'Series' },
  'popular-movies': { list: 'popularMovies', title: 'فیلم‌های پرطرفدار', kind: 'Movie' },
  'popular-series': { list: 'popularSeries', title: 'سریال‌های پرطرفدار', kind: 'Series' },
  'suggested-movies': { list: 'suggestedMovies', title: 'پیشنهاد پرده: فیلم', kind: 'Movie' },
  'suggested-series': { list: 'suggestedSeries', title: 'پیشنهاد پرده: سریال', kind: 'Series' },
} as const satisfies Record<string, { list: ReadName; title: string; kind: 'Movie' | 'Series' }>;

/** The name of a home row's view-all page. */
export type HomeListName = keyof typeof homeLists;

/** The home row of a view-all address's name; undefined for a name that is none (a 404). */
export const homeList = (name: string | undefined) =>
  name !== undefined && Object.hasOwn(homeLists, name) ? homeLists[name as HomeListName] : undefined;
