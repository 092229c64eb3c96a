import { compactKey, finglishKey, homophoneKey, looseKey, searchWords } from '@parde/fa';
import { sql } from 'kysely';
import type { Db } from './db';
import { escapeLike } from './stars';

/** A search candidate: enough to rank it (both spellings of a title) and to show it. */
export interface CandidateRow {
  kind: 'Movie' | 'Series' | 'Star';
  id: number;
  title: string;
  /** The Latin original title; '' for stars. */
  original: string;
  description: string;
  popularity: number;
}

/** Short function words: matching them says little about which title is meant, so they are not terms. */
export const PARTICLES: ReadonlySet<string> = new Set([
  'و',
  'به',
  'که',
  'را',
  'از',
  'در',
  'با',
  'the',
  'of',
  'and',
  'a',
  'an',
  'to',
  'va',
  'be',
  'ke',
  'ra',
  'az',
  'dar',
  'ba',
]);

/** Finglish skeleton terms carry this mark, so "dr" (the skeleton of «دریا») never meets a Latin word "dr". */
export const SKELETON_MARK = '~';

/** The forgiving words of a text: `searchWords` with homophones and doubled letters folded. */
export const looseWords = (text: string): string[] => searchWords(text).map(homophoneKey);

/** The terms a title is found by: its forgiving words, the words of its Latin title, its Finglish skeleton. */
export function searchTerms(title: string, original = ''): string[] {
  const terms = new Set<string>();
  for (const word of [...looseWords(title), ...looseWords(original)]) {
    if (word.length >= 2 && !PARTICLES.has(word)) terms.add(word);
  }
  for (const word of finglishKey(title).split(' ')) if (word.length >= 2) terms.add(SKELETON_MARK + word);
  return [...terms];
}

/** The search columns of a title, computed by `@parde/fa` (decision 010). */
export function searchColumns(title: string, original = ''): { search_compact: string; search_terms: string[] } {
  return { search_compact: compactKey(title), search_terms: searchTerms(title, original) };
}

/** The search columns of a star: stars are few, so trigram similarity over the forgiving name is cheap. */
export function starSearchColumns(name: string): { search_compact: string; search_fuzzy: string } {
  return { search_compact: compactKey(name), search_fuzzy: `${looseKey(name)} | ${finglishKey(name)}` };
}

/** Adds every term of the titles to the vocabulary `search_terms` (idempotent). */
export const REFRESH_SEARCH_TERMS = `INSERT INTO search_terms (term)
  SELECT DISTINCT unnest(search_terms) FROM titles ON CONFLICT DO NOTHING`;

/** What a search asks for titles: exact and prefix keys, and word-by-word probes. */
export interface CandidateQuery {
  /** `compactKey` of each Persian reading, for the same title spelt another way (exact or prefix). */
  compact: string[];
  /**
   * Probes: each is a list of alternatives per word; a title matches a probe when it has one alternative of every
   * word. The service sends all the words, and each set of all words but one, so one wrong word does not sink it.
   */
  probes: string[][][];
  /** Keys compared with the stars' forgiving names by trigram word similarity. */
  starKeys: string[];
}

/** How many candidates each way of matching may bring; the service ranks them all. */
const PER_WAY = 24;

/**
 * Search's reads. Every way is an index lookup bounded by a page: exact/prefix of the normalised title and of the
 * compact key (btree), word-by-word probes over `search_terms` (GIN on an array, exact terms, no recheck), and the
 * vocabulary lookup that turns each misspelt query word into the terms it may mean.
 */
export function createSearchRepository(db: Db) {
  return {
    /** Every term of the vocabulary (the service holds it in memory and matches query words against it). */
    async vocabulary(): Promise<string[]> {
      return (await db.selectFrom('search_terms').select('term').execute()).map((r) => r.term);
    },

    /**
     * Titles and stars whose normalised text begins with the query (the exact one first), by popularity: the first
     * tiers of the ranking, asked alone first because when they fill a page nothing else can enter it.
     */
    async prefixed(normalized: string, age: number, limit: number): Promise<CandidateRow[]> {
      const pattern = `${escapeLike(normalized)}%`;
      const result = await sql<CandidateRow>`
        WITH found AS (SELECT kind, id FROM titles WHERE search_title LIKE ${pattern} AND age_range <= ${age}
          ORDER BY search_title = ${normalized} DESC, popularity DESC LIMIT ${limit})
        SELECT t.kind, t.id, t.title, t.original_title AS original, t.description, t.popularity
          FROM found JOIN titles t ON t.kind = found.kind AND t.id = found.id
        UNION ALL
        (SELECT 'Star', id, name, '', profession, popularity FROM stars WHERE search_text LIKE ${pattern}
          ORDER BY search_text = ${normalized} DESC, popularity DESC LIMIT ${limit})`.execute(db);
      return result.rows;
    },

    /** Candidate titles and stars matched with mistakes forgiven, each way bounded. */
    async candidates(query: CandidateQuery, age: number): Promise<CandidateRow[]> {
      const parts = [
        ...query.compact.map(
          (compact) => sql`(SELECT kind, id FROM titles WHERE search_compact LIKE ${`${escapeLike(compact)}%`}
          AND age_range <= ${age} ORDER BY popularity DESC LIMIT ${PER_WAY})`,
        ),
        ...query.probes.map((probe) => {
          const matches = sql.join(
            probe.map((alternatives) => sql`search_terms && ${alternatives}::text[]`),
            sql` AND `,
          );
          // The planner takes the words of a probe as independent, so it expects a common pair to match often and
          // walks the titles by popularity (titles_popularity_any) until a page is found: for a pair that is rare
          // together that is most of the table. OFFSET 0 keeps it on the GIN index;
          // a probe of several words matches few titles. A one-word probe is estimated well and left to the planner.
          return probe.length > 1
            ? sql`(SELECT kind, id FROM (SELECT kind, id, popularity FROM titles WHERE ${matches}
                AND age_range <= ${age} OFFSET 0) probe ORDER BY popularity DESC LIMIT ${PER_WAY})`
            : sql`(SELECT kind, id FROM titles WHERE ${matches} AND age_range <= ${age}
                ORDER BY popularity DESC LIMIT ${PER_WAY})`;
        }),
      ];
      const starParts = [
        ...query.compact.map(
          (compact) =>
            sql`(SELECT id FROM stars WHERE search_compact LIKE ${`${escapeLike(compact)}%`} LIMIT ${PER_WAY})`,
        ),
        ...query.starKeys.map(
          (key) => sql`(SELECT id FROM stars WHERE ${key} <% search_fuzzy
          ORDER BY ${key} <<-> search_fuzzy, popularity DESC LIMIT ${PER_WAY})`,
        ),
      ];
      if (parts.length === 0 && starParts.length === 0) return [];
      const none = sql`(SELECT NULL::text AS kind, NULL::int AS id WHERE false)`;
      const result = await sql<CandidateRow>`
        WITH found AS (${parts.length ? sql.join(parts, sql` UNION `) : none}),
          found_stars AS (${starParts.length ? sql.join(starParts, sql` UNION `) : sql`(SELECT NULL::int AS id WHERE false)`})
        SELECT t.kind, t.id, t.title, t.original_title AS original, t.description, t.popularity
          FROM found JOIN titles t ON t.kind = found.kind AND t.id = found.id
        UNION ALL
        SELECT 'Star', s.id, s.name, '', s.profession, s.popularity
          FROM found_stars JOIN stars s ON s.id = found_stars.id`.execute(db);
      return result.rows;
    },

    /**
     * Titles that fit an intent (issue #28): its kind, country, every genre and tag named (by title), and when stars
     * are given their works only; by popularity, rating or release, within the age limit.
     */
    async intentTitles(
      intent: {
        kind?: 'Movie' | 'Series' | undefined;
        genres: string[];
        tags: string[];
        country?: 'Domestic' | 'Foreign' | undefined;
        order: 'popular' | 'best' | 'latest';
        starIds?: number[] | undefined;
      },
      age: number,
      limit: number,
    ): Promise<CandidateRow[]> {
      const where = [sql`t.age_range <= ${age}`];
      if (intent.kind) where.push(sql`t.kind = ${intent.kind}`);
      if (intent.country) where.push(sql`t.country = ${intent.country}`);
      for (const genre of intent.genres)
        where.push(sql`EXISTS (SELECT 1 FROM title_genres tg JOIN genres g ON g.id = tg.genre_id
          WHERE tg.kind = t.kind AND tg.title_id = t.id AND g.title = ${genre})`);
      for (const tag of intent.tags)
        where.push(sql`EXISTS (SELECT 1 FROM title_tags tt JOIN tags g ON g.id = tt.tag_id
          WHERE tt.kind = t.kind AND tt.title_id = t.id AND g.title = ${tag})`);
      if (intent.starIds?.length)
        where.push(sql`EXISTS (SELECT 1 FROM credits c WHERE c.kind = t.kind AND c.title_id = t.id
          AND c.star_id = ANY(${sql.val(intent.starIds)}::int[]))`);
      const order =
        intent.order === 'best' ? sql`t.rating DESC, ` : intent.order === 'latest' ? sql`t.release_date DESC, ` : sql``;
      const result = await sql<CandidateRow>`
        SELECT t.kind, t.id, t.title, t.original_title AS original, t.description, t.popularity
        FROM titles t WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${order}t.popularity DESC, t.id LIMIT ${limit}`.execute(db);
      return result.rows;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
