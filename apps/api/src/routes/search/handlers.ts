import type { SearchResult } from '@parde/api-client';
import { latinToPersianLayout, normalizeForSearch } from '@parde/fa';
import { type RawBuilder, sql } from 'kysely';
import type { HandlerGroup } from '../../http/endpoints';
import type { Services } from '../../services';
import { escapeLike } from '../catalogue/handlers';

/** Results per search; the overlay shows a short list. */
const SEARCH_LIMIT = 20;
const LATIN = /[a-z]/i;

/** The query as typed, and as meant when it was typed on the wrong (US) keyboard layout. */
export function searchKeys(text: string): string[] {
  const typed = normalizeForSearch(text);
  const keys = [typed];
  if (LATIN.test(text)) {
    const persian = normalizeForSearch(latinToPersianLayout(text));
    if (persian && persian !== typed) keys.push(persian);
  }
  return keys.filter(Boolean);
}

/**
 * Search across movies, series and stars. Candidates come from the trigram index (substring or word
 * similarity); they rank exact title, then prefix, then substring, then similarity, then popularity.
 */
export function searchHandlers(s: Services): HandlerGroup<'search'> {
  return {
    async search({ query, request }) {
      const age = await s.age(request, query.ageRange === '' ? undefined : query.ageRange);
      const keys = searchKeys(query.searchText);
      if (keys.length === 0) return { data: [], totalCount: 0 };
      const a = keys[0]!;
      const b = keys[1] ?? a;
      const contains = (key: string) => `%${escapeLike(key)}%`;
      const prefix = (key: string) => `${escapeLike(key)}%`;
      const rank = (title: RawBuilder<unknown>, text: RawBuilder<unknown>) => sql<number>`
        CASE WHEN ${title} IN (${a}, ${b}) THEN 0
             WHEN ${title} LIKE ${prefix(a)} OR ${title} LIKE ${prefix(b)} OR ${text} LIKE ${prefix(a)} OR ${text} LIKE ${prefix(b)} THEN 1
             WHEN ${text} LIKE ${contains(a)} OR ${text} LIKE ${contains(b)} THEN 2
             ELSE 3 END`;
      const matches = (text: RawBuilder<unknown>) => sql<boolean>`
        (${text} LIKE ${contains(a)} OR ${text} LIKE ${contains(b)} OR ${a} <% ${text} OR ${b} <% ${text})`;
      const similarity = (text: RawBuilder<unknown>) =>
        sql<number>`greatest(word_similarity(${a}, ${text}), word_similarity(${b}, ${text}))`;

      const t = sql.ref('t.search_text');
      const st = sql.ref('st.search_text');
      const rows = await sql<{
        kind: 'Movie' | 'Series' | 'Star';
        id: number;
        title: string;
        description: string;
        rank: number;
        sim: number;
        popularity: number;
      }>`
        SELECT * FROM (
          (SELECT t.kind, t.id, t.title, t.description, ${rank(sql.ref('t.search_title'), t)} AS rank,
                  ${similarity(t)} AS sim, t.popularity
           FROM titles t WHERE t.age_range <= ${age} AND ${matches(t)}
           ORDER BY rank, sim DESC, t.popularity DESC LIMIT ${SEARCH_LIMIT})
          UNION ALL
          (SELECT 'Star' AS kind, st.id, st.name AS title, st.profession AS description, ${rank(st, st)} AS rank,
                  ${similarity(st)} AS sim, st.popularity
           FROM stars st WHERE ${matches(st)}
           ORDER BY rank, sim DESC, st.popularity DESC LIMIT ${SEARCH_LIMIT})
        ) r
        ORDER BY rank, sim DESC, popularity DESC, kind, id
        LIMIT ${SEARCH_LIMIT}`.execute(s.db);

      const data: SearchResult[] = rows.rows.map((row) => ({
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
      }));
      return { data, totalCount: data.length };
    },
  };
}
