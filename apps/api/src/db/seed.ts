import type { SearchKeys } from '@parde/demo-catalogue';
import { normalizeForSearch } from '@parde/fa';
import { REFRESH_SEARCH_TERMS, searchColumns, starSearchColumns } from '../repositories/search';
import { REFRESH_SEARCH_WORDS } from './migrations';

/** The search columns as the API computes them, for @parde/demo-catalogue's seeding (the seed CLI and tests). */
export const searchKeys: SearchKeys = {
  title: (title, originalTitle) => ({
    search_title: normalizeForSearch(title),
    search_text: normalizeForSearch(`${title} ${originalTitle}`),
    ...searchColumns(title, originalTitle),
  }),
  star: (name) => ({ search_text: normalizeForSearch(name), ...starSearchColumns(name) }),
  refresh: [REFRESH_SEARCH_WORDS, REFRESH_SEARCH_TERMS],
};
