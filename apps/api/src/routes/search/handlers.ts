import type { SearchResult } from '@parde/api-client';
import { latinToPersianLayout, normalizeForSearch } from '@parde/fa';
import { sql } from 'kysely';
import type { HandlerGroup } from '../../http/endpoints';
import type { Services } from '../../services';
import { escapeLike } from '../catalogue/handlers';

/** Results per search; the overlay shows a short list. */
export const SEARCH_LIMIT = 20;
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

interface Hit {
  kind: 'Movie' | 'Series' | 'Star';
  id: number;
  title: string;
  description: string;
  popularity: number;
  /** 0 exact title, 1 title prefix, 2 substring, 3 similar (typo). */
  tier: number;
}

/**
 * Search across movies, series and stars, ranked exact title, then prefix, then substring, then similarity (typos),
 * then popularity. Titles are asked tier by tier, each stopping after one page, because a common word matches
 * thousands of titles and ranking all of them would cost far more than the page shown. Stars (a few hundred rows)
 * are ranked in one query with word similarity.
 */
export function searchHandlers(s: Services): HandlerGroup<'search'> {
  const { db } = s;

  async function titleHits(keys: string[], age: number): Promise<Hit[]> {
    const hits: Hit[] = [];
    const seen = new Set<string>();
    const add = (rows: Omit<Hit, 'tier'>[], tier: (row: Omit<Hit, 'tier'>) => number) => {
      for (const row of rows) {
        const key = `${row.kind}:${row.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        hits.push({ ...row, tier: tier(row) });
      }
    };
    const columns = ['t.kind', 't.id', 't.title', 't.description', 't.popularity'] as const;

    // The page is chosen from the covering index first; only its rows are then read.
    const page = db
      .selectFrom('titles as p')
      .select(['p.kind', 'p.id', 'p.popularity', (eb) => eb('p.search_title', 'in', keys).as('exact')])
      .where('p.age_range', '<=', age)
      .where((eb) => eb.or(keys.map((key) => eb('p.search_title', 'like', `${escapeLike(key)}%`))))
      .orderBy('exact', 'desc')
      .orderBy('p.popularity', 'desc')
      .limit(SEARCH_LIMIT)
      .as('page');
    const prefix = await db
      .selectFrom(page)
      .innerJoin('titles as t', (join) => join.onRef('t.kind', '=', 'page.kind').onRef('t.id', '=', 'page.id'))
      .select([...columns, 'page.exact'])
      .orderBy('page.exact', 'desc')
      .orderBy('page.popularity', 'desc')
      .execute();
    add(prefix, (row) => ((row as { exact?: boolean }).exact ? 0 : 1));
    if (hits.length >= SEARCH_LIMIT) return hits;

    const contains = await db
      .selectFrom('titles as t')
      .select(columns)
      .where('t.age_range', '<=', age)
      .where((eb) => eb.or(keys.map((key) => eb('t.search_text', 'like', `%${escapeLike(key)}%`))))
      .orderBy('t.popularity', 'desc')
      .limit(SEARCH_LIMIT * 2)
      .execute();
    add(contains, () => 2);
    if (hits.length >= SEARCH_LIMIT) return hits;

    // Typos: each unknown word is replaced by the closest word of the vocabulary, and the corrected text is asked
    // again; what it finds ranks after every match of the text as typed.
    const corrected = (await Promise.all(keys.map(correct))).filter((key): key is string => key !== undefined);
    if (corrected.length === 0) return hits;
    const fixed = await db
      .selectFrom('titles as t')
      .select(columns)
      .where('t.age_range', '<=', age)
      .where((eb) => eb.or(corrected.map((key) => eb('t.search_text', 'like', `%${escapeLike(key)}%`))))
      .orderBy('t.popularity', 'desc')
      .limit(SEARCH_LIMIT * 2)
      .execute();
    add(fixed, () => 3);
    return hits;
  }

  /** The text with each word the vocabulary lacks replaced by its most similar known word; undefined if none. */
  async function correct(key: string): Promise<string | undefined> {
    const words = key.split(' ');
    const candidates = [...new Set(words.filter((word) => word.length >= 3))];
    if (candidates.length === 0) return undefined;
    const known = new Set(
      (await db.selectFrom('search_words').select('word').where('word', 'in', candidates).execute()).map((r) => r.word),
    );
    const unknown = candidates.filter((word) => !known.has(word));
    if (unknown.length === 0) return undefined;
    const replacements = new Map<string, string>();
    await Promise.all(
      unknown.map(async (word) => {
        const best = await sql<{ word: string }>`
          SELECT word FROM search_words WHERE word % ${word}
          ORDER BY similarity(word, ${word}) DESC, word LIMIT 1`.execute(db);
        const found = best.rows[0]?.word;
        if (found !== undefined) replacements.set(word, found);
      }),
    );
    if (replacements.size === 0) return undefined;
    return words.map((word) => replacements.get(word) ?? word).join(' ');
  }

  async function starHits(keys: [string, string]): Promise<Hit[]> {
    const [a, b] = keys;
    const text = sql.ref('search_text');
    const rows = await sql<Hit>`
      SELECT 'Star' AS kind, id, name AS title, profession AS description, popularity,
        CASE WHEN ${text} IN (${a}, ${b}) THEN 0
             WHEN ${text} LIKE ${`${escapeLike(a)}%`} OR ${text} LIKE ${`${escapeLike(b)}%`} THEN 1
             WHEN ${text} LIKE ${`%${escapeLike(a)}%`} OR ${text} LIKE ${`%${escapeLike(b)}%`} THEN 2
             ELSE 3 END AS tier
      FROM stars
      WHERE ${text} LIKE ${`%${escapeLike(a)}%`} OR ${text} LIKE ${`%${escapeLike(b)}%`}
        OR ${a} <% ${text} OR ${b} <% ${text}
      ORDER BY tier, greatest(word_similarity(${a}, ${text}), word_similarity(${b}, ${text})) DESC, popularity DESC
      LIMIT ${SEARCH_LIMIT}`.execute(db);
    return rows.rows;
  }

  return {
    async search({ query, request }) {
      const age = await s.age(request, query.ageRange === '' ? undefined : query.ageRange);
      const keys = searchKeys(query.searchText);
      if (keys.length === 0) return { data: [], totalCount: 0 };
      const pair: [string, string] = [keys[0]!, keys[1] ?? keys[0]!];
      const [titles, stars] = await Promise.all([titleHits([...new Set(keys)], age), starHits(pair)]);
      // Stable merge by tier: within a tier, titles keep their order and stars follow by popularity.
      const hits = [...titles, ...stars]
        .map((hit, index) => ({ hit, index }))
        .sort((x, y) => x.hit.tier - y.hit.tier || x.index - y.index)
        .slice(0, SEARCH_LIMIT)
        .map(({ hit }) => hit);
      const data: SearchResult[] = hits.map((row) => ({
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
