import type { SearchResult } from '@parde/api-client';
import type { HandlerGroup } from '../../http/endpoints';
import type { Services } from '../../services';
import { type Hit, SEARCH_LIMIT } from '../../services/search';

/** Search across movies, series and stars (the ranking is services/search.ts). */
export function searchHandlers(s: Services): HandlerGroup<'search'> {
  return {
    async search({ query, request }) {
      const age = await request.ageLimit(query.ageRange === '' ? undefined : query.ageRange);
      const { hits, suggestions } = await s.search.search(query.searchText, age);
      const toResult = (row: Hit): SearchResult => ({
        id: row.id,
        type: row.kind,
        title: row.title,
        description: row.description,
        pictures: [
          {
            url: row.kind === 'Star' ? s.media.portrait(row.id) : s.media.poster(row.kind, row.id),
            title: row.title,
          },
        ],
      });
      const counts = { Movie: 0, Series: 0, Star: 0 };
      for (const hit of hits) counts[hit.kind] += 1;
      const ofKind = query.type ? hits.filter((hit) => hit.kind === query.type) : hits;
      const size = query.pageSize ?? SEARCH_LIMIT;
      const start = ((query.pageNumber ?? 1) - 1) * size;
      return {
        data: ofKind.slice(start, start + size).map(toResult),
        totalCount: ofKind.length,
        ...(suggestions.length > 0 ? { suggestions: suggestions.map(toResult) } : {}),
        counts,
      };
    },
  };
}
