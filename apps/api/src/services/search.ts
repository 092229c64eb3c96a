import { finglishKey, latinToPersianLayout, normalizeForSearch, persianToLatinLayout } from '@parde/fa';
import { LRUCache } from 'lru-cache';
import {
  type CandidateQuery,
  type CandidateRow,
  looseWords,
  PARTICLES,
  type SearchRepository,
  SKELETON_MARK,
} from '../repositories/search';
import { type Intent, parseIntent } from './search-intent';

/** Results per search; the overlay shows a short list. */
export const SEARCH_LIMIT = 20;
/** Results kept for the results page, which pages through them by kind (issue #28). */
export const RESULTS_LIMIT = 100;
/** Titles of an intent ranked against the words beside it («ترسناک خانه»): the most popular this many. */
const INTENT_POOL = 2_000;
/** A star this sure a match, ahead of every title, is the one meant: their works follow them. */
const STAR_SURE = 0.9;
/** Longest query worth matching: no title is longer, and a pasted page must not cost more than a title. */
export const SEARCH_MAX_LENGTH = 100;
/** Below this score a candidate is noise, not a match. */
const MIN_SCORE = 0.55;
/** When nothing matches, candidates from this score up are offered as suggestions, at most this many. */
const SUGGESTION_SCORE = 0.3;
export const SUGGESTION_LIMIT = 3;
/**
 * How long an answer is reused. Viewers ask for the same few titles over and over (the overlay also asks again as
 * they type on), and the catalogue changes by ingests, not by requests: a new title shows in search within this.
 */
export const SEARCH_CACHE_TTL_MS = 60_000;
/** Bound of the answers kept, in (roughly) bytes of their texts. */
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

const LATIN = /[a-z]/i;
const PERSIAN = /\p{Script=Arabic}/u;
/** Words of a query looked up one by one; a longer query is a paste, not a title. */
const MAX_WORDS = 6;
/** Vocabulary terms kept per query word, and the least score that makes a term worth a probe. */
const TERMS_PER_WORD = 4;
const MIN_TERM_SCORE = 0.5;
/**
 * How long the vocabulary in memory is used before it is read again (an ingest brings new words): answers are
 * reused as long, so a new title is searchable by its new words within two of these at most.
 */
const VOCABULARY_TTL_MS = 60_000;

export interface Hit {
  kind: 'Movie' | 'Series' | 'Star';
  id: number;
  title: string;
  description: string;
  popularity: number;
  /** 0 exact title, 1 title prefix, 2 matched with mistakes forgiven, 3 listed for an intent or as a star's work. */
  tier: number;
  /** How well the words match, 0–1 (1 for tiers 0 and 1). */
  score: number;
}

/** One reading of the query: its words in one script, compared with the same script of each candidate. */
interface Reading {
  script: 'fa' | 'latin' | 'finglish';
  words: string[];
  compact: string;
  /** Less than 1 for a lossy reading, so the spelling as typed wins a tie. */
  weight: number;
}

/** The readings of a query: as typed, as meant on the other keyboard layout, and as Finglish. */
export function readingsOf(text: string): Reading[] {
  const readings: Reading[] = [];
  const add = (script: Reading['script'], words: string[], weight = 1) => {
    const compact = words.join('');
    if (compact && !readings.some((r) => r.script === script && r.compact === compact)) {
      readings.push({ script, words, compact, weight });
    }
  };
  if (PERSIAN.test(text)) {
    add('fa', looseWords(text));
    // The consonant skeleton forgives a dropped, added or swapped vowel letter (ا و ی) even in a two-letter word.
    add(
      'finglish',
      finglishKey(text)
        .split(' ')
        .filter((w) => w.length >= 2),
    );
    // English typed with the Persian layout on ("فاث" for "the").
    add('latin', looseWords(persianToLatinLayout(text)));
  }
  if (LATIN.test(text)) {
    add('latin', looseWords(text));
    add('fa', looseWords(latinToPersianLayout(text)));
    add(
      'finglish',
      finglishKey(text)
        .split(' ')
        .filter((w) => w.length >= 2),
    );
  }
  return readings;
}

/** One query word to look up in the vocabulary. */
export interface TermQuery {
  word: string;
  /** The word being typed: vocabulary words that begin with it count too. */
  last: boolean;
}

/** The query words to look up in the vocabulary: every word of every reading but particles (skeletons marked). */
export function termQueries(readings: Reading[]): TermQuery[] {
  const out = new Map<string, TermQuery>();
  for (const r of readings) {
    const words = r.words.slice(0, MAX_WORDS);
    words.forEach((w, i) => {
      if (PARTICLES.has(w) || w.length < 2) return;
      const word = r.script === 'finglish' ? SKELETON_MARK + w : w;
      const last = i === words.length - 1;
      const known = out.get(word);
      if (known) known.last ||= last;
      else out.set(word, { word, last });
    });
  }
  return [...out.values()];
}

/**
 * The candidate query: exact and prefix keys, and per reading the probes built from each word's vocabulary terms
 * (all the words, and all but one of them).
 */
export function candidateQuery(
  readings: Reading[],
  termsOf: ReadonlyMap<string, string[]>,
  wide = false,
): CandidateQuery {
  const compact = new Set<string>();
  const starKeys = new Set<string>();
  const probes = new Map<string, string[][]>();
  let persianComplete = false;
  for (const r of readings) {
    if (r.script === 'fa') compact.add(r.compact);
    if (r.script !== 'latin') starKeys.add(r.words.join(' '));
    const words = r.words.slice(0, MAX_WORDS);
    const lists = words.flatMap((w) => {
      const terms = termsOf.get(r.script === 'finglish' ? SKELETON_MARK + w : w);
      return terms && terms.length > 0 ? [terms] : [];
    });
    if (lists.length === 0) continue;
    // A Persian query's skeleton is asked only when its own words did not all meet the vocabulary.
    if (r.script === 'finglish' && persianComplete) continue;
    if (r.script === 'fa' && lists.length === words.filter((w) => !PARTICLES.has(w)).length) persianComplete = true;
    // Two words with one wrong leave one common word: its titles are asked by popularity only from three words on.
    const sets = [
      lists,
      ...(lists.length >= (wide ? 2 : 3) ? lists.map((_, i) => lists.filter((_, j) => j !== i)) : []),
    ];
    for (const set of sets) probes.set(JSON.stringify(set), set);
  }
  return {
    compact: [...compact],
    probes: [...probes.values()],
    starKeys: [...starKeys],
  };
}

let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours), stopping early above `max`.
 * Returns max + 1 when the distance is larger.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  // Three rows reused across calls: the ranking compares thousands of word pairs per search, and fresh arrays
  // for each were most of its garbage.
  if (b.length + 1 > rows[0].length) rows = [0, 1, 2].map(() => new Int32Array(b.length + 1)) as typeof rows;
  let [previous2, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        d = Math.min(d, previous2[j - 2]! + 1);
      }
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const free = previous2;
    previous2 = previous;
    previous = current;
    current = free;
  }
  return previous[b.length]!;
}

/** Edits forgiven in a word of this length: none up to 2 letters («زر» may be «زیر», not «زن»), one up to 5, two beyond. */
const allowance = (length: number) => (length <= 2 ? 0 : length <= 5 ? 1 : 2);

/** How well a query word matches a title word, 0–1; `last` lets it be a prefix (the word being typed). */
function wordScore(q: string, t: string, last: boolean): number {
  if (q === t) return 1;
  if (last && q.length >= 2 && t.startsWith(q)) return 0.9;
  // A one-letter word is too short to be a typo of anything.
  const max = q.length < 2 ? 0 : allowance(Math.max(q.length, t.length));
  if (max > 0) {
    const d = editDistance(q, t, max);
    if (d <= max) return 1 - (0.6 * d) / Math.max(q.length, t.length) - 0.1;
  }
  if (last && q.length >= 3 && editDistance(q, t.slice(0, q.length), 1) <= 1) return 0.6;
  return 0;
}

const weightOf = (word: string) => (PARTICLES.has(word) ? 0.25 : Math.min(1, 0.4 + word.length * 0.15));

/**
 * Words matched one by one: each query word takes its best title word, weighted by how much it says (particles
 * little, long words much). Mostly how much of the query matched, partly how much of the title was covered, so
 * one wrong word lowers the score without sinking it and a complete title beats a longer one.
 */
function wordsScore(query: string[], title: string[]): number {
  if (query.length === 0 || title.length === 0) return 0;
  let got = 0;
  let total = 0;
  const used = new Set<number>();
  query.forEach((q, i) => {
    const weight = weightOf(q);
    total += weight;
    let best = 0;
    let at = -1;
    title.forEach((t, j) => {
      const s = wordScore(q, t, i === query.length - 1);
      if (s > best) [best, at] = [s, j];
    });
    if (at >= 0) used.add(at);
    got += weight * best;
  });
  const covered = title.reduce((sum, t, j) => sum + (used.has(j) ? weightOf(t) : 0), 0);
  const titleTotal = title.reduce((sum, t) => sum + weightOf(t), 0);
  return 0.85 * (got / total) + 0.15 * (covered / titleTotal);
}

/**
 * The query without spaces against the title without spaces, so "رد پا" meets «ردپا» and «شهربیخواب» meets
 * «شهر بی‌خواب»: the fewest edits that turn the query into the whole title, or into its beginning.
 */
function compactScore(query: string, title: string): number {
  if (query.length < 3) return 0;
  const max = Math.min(3, Math.floor(query.length / 3));
  if (title === query) return 1;
  const whole = editDistance(query, title, max);
  if (whole <= max) return 0.95 - (0.5 * whole) / query.length;
  const start = editDistance(query, title.slice(0, query.length), max);
  if (start <= max) return 0.85 - (0.5 * start) / query.length;
  return 0;
}

/**
 * Every term of the titles (the `search_terms` table), held in memory by script and length: a query word is compared
 * only with the terms it could be a mistake of (two edits at most, so lengths within two), and the word being typed
 * with the longer terms it may begin. Hundreds of terms at 100,000 generated titles (a fraction of a millisecond per
 * query); a real catalogue's tens of thousands would stay a few megabytes but cost some 10,000 bounded comparisons
 * per word, when an index of deletions (SymSpell) would be the next step.
 */
export class Vocabulary {
  /** Plain terms and skeleton terms (without their mark), each by length. */
  private readonly plain = new Map<number, string[]>();
  private readonly skeleton = new Map<number, string[]>();

  constructor(terms: Iterable<string>) {
    for (const term of terms) {
      const [byLength, word] = term.startsWith(SKELETON_MARK)
        ? [this.skeleton, term.slice(SKELETON_MARK.length)]
        : [this.plain, term];
      const list = byLength.get(word.length);
      if (list) list.push(word);
      else byLength.set(word.length, [word]);
    }
  }

  /**
   * The terms a query word may mean, best first, at most TERMS_PER_WORD: equal, one or two edits away (a swap is
   * one), or — for the word being typed — terms it begins, each scored as the ranking scores words.
   */
  near(query: TermQuery): string[] {
    const marked = query.word.startsWith(SKELETON_MARK);
    const word = marked ? query.word.slice(SKELETON_MARK.length) : query.word;
    const scored: { term: string; score: number }[] = [];
    for (const [length, terms] of marked ? this.skeleton : this.plain) {
      if (length < word.length - 2 || (length > word.length + 2 && !query.last)) continue;
      for (const term of terms) {
        const score = wordScore(word, term, query.last);
        if (score >= MIN_TERM_SCORE) scored.push({ term, score });
      }
    }
    return scored
      .sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : 1))
      .slice(0, TERMS_PER_WORD)
      .map((t) => (marked ? SKELETON_MARK + t.term : t.term));
  }
}

interface Spellings {
  /** `normalizeForSearch` of the title, for the exact and prefix tiers. */
  normalized: string;
  fa: string[];
  faCompact: string;
  latin: string[];
  finglish: string[];
  finglishCompact: string;
}

/**
 * What the ranking derives from a title, kept for the titles seen lately: the same popular titles are candidates of
 * many searches, and deriving them again was a good part of ranking one.
 */
const spelt = new LRUCache<string, Spellings>({ max: 20_000 });

function spellingsOf(row: CandidateRow): Spellings {
  const key = `${row.title}\u0000${row.original}`;
  let spellings = spelt.get(key);
  if (!spellings) {
    spellings = spell(row);
    spelt.set(key, spellings);
  }
  return spellings;
}

function spell(row: CandidateRow): Spellings {
  const fa = looseWords(row.title);
  const finglish = finglishKey(row.title).split(' ').filter(Boolean);
  return {
    normalized: normalizeForSearch(row.title),
    fa,
    faCompact: fa.join(''),
    latin: row.original ? looseWords(row.original) : [],
    finglish,
    finglishCompact: finglish.join(''),
  };
}

/** The best score of any reading of the query against the same script of the candidate. */
export function matchScore(readings: Reading[], row: CandidateRow): number {
  const s = spellingsOf(row);
  let best = 0;
  for (const r of readings) {
    const [words, compact] =
      r.script === 'fa'
        ? [s.fa, s.faCompact]
        : r.script === 'latin'
          ? [s.latin, s.latin.join('')]
          : [s.finglish, s.finglishCompact];
    best = Math.max(best, r.weight * Math.max(wordsScore(r.words, words), compactScore(r.compact, compact)));
  }
  return best;
}

/**
 * Search across movies, series and stars. The database finds candidates through its indexes (repositories/search);
 * here they are ranked: exact title, then titles that begin with the query, then the rest by how well their words
 * match with mistakes forgiven, popularity breaking ties at every step.
 */
export interface SearchAnswer {
  hits: Hit[];
  suggestions: Hit[];
}

/** What a cached answer depends on besides the age: the normalised text and the readings (all the ranking sees). */
interface Asked {
  normalized: string;
  readings: Reading[];
  age: number;
}

const sizeOf = (answer: SearchAnswer) =>
  [...answer.hits, ...answer.suggestions].reduce(
    (sum, h) => sum + 64 + 2 * (h.title.length + h.description.length),
    64,
  );

export class Search {
  /**
   * Answers by age and query as the ranking sees it, so «سایه» and «ســایه» share one. `fetch` also joins concurrent
   * identical searches into one, which matters most under load, when the same query arrives many times at once.
   */
  private readonly answers: LRUCache<string, SearchAnswer, Asked>;

  /** The vocabulary in memory and when it was read; read again in the background once older than its TTL. */
  private words?: { at: number; vocabulary: Promise<Vocabulary> };

  constructor(private readonly repo: SearchRepository) {
    this.answers = new LRUCache<string, SearchAnswer, Asked>({
      ttl: SEARCH_CACHE_TTL_MS,
      maxSize: SEARCH_CACHE_BYTES,
      sizeCalculation: sizeOf,
      fetchMethod: (_key, _stale, { context }) => this.compute(context.normalized, context.readings, context.age),
    });
  }

  /** The best SEARCH_LIMIT hits for a text, or none when it has nothing to match. */
  async hits(searchText: string, age: number): Promise<Hit[]> {
    return (await this.search(searchText, age)).hits;
  }

  /**
   * The hits, and when there are none, up to SUGGESTION_LIMIT suggestions: the candidates that came closest without
   * matching well enough («منظورتان … بود؟»).
   */
  async search(searchText: string, age: number): Promise<SearchAnswer> {
    const text = searchText.slice(0, SEARCH_MAX_LENGTH);
    const normalized = normalizeForSearch(text);
    const readings = readingsOf(text);
    if (normalized.length === 0 || readings.length === 0) return { hits: [], suggestions: [] };
    const key = JSON.stringify([age, normalized, readings]);
    const answer = await this.answers.fetch(key, { context: { normalized, readings, age } });
    return answer ?? { hits: [], suggestions: [] };
  }

  /**
   * A query with genre, tag, country or kind words (issue #28) lists the titles that fit them, ranked against its
   * other words or limited to the works of a star it names; a title named exactly so still comes first, and when
   * nothing fits, the words are searched as a title's. A query naming a star for sure brings that star's works.
   */
  private async compute(normalized: string, readings: Reading[], age: number): Promise<SearchAnswer> {
    const plain = await this.computeText(normalized, readings, age);
    const parsed = parseIntent(normalized);
    if (parsed) {
      const listed = await this.intentHits(parsed.intent, parsed.rest, age);
      if (listed.length > 0) {
        const exact = plain.hits.filter((h) => h.tier === 0);
        return { hits: unique([...exact, ...listed]).slice(0, RESULTS_LIMIT), suggestions: [] };
      }
    }
    return this.withWorks(plain, {}, age);
  }

  private async intentHits(intent: Intent, rest: string[], age: number): Promise<Hit[]> {
    const words = rest.filter((w) => !PARTICLES.has(w));
    if (words.length === 0) return (await this.repo.intentTitles(intent, age, RESULTS_LIMIT)).map(listedHit);
    const text = words.join(' ');
    const readings = readingsOf(text);
    const named = await this.starWorks(await this.computeText(normalizeForSearch(text), readings, age), intent, age);
    if (named) return named.hits;
    const pool = await this.repo.intentTitles(intent, age, INTENT_POOL);
    return this.rank(pool, normalizeForSearch(text), readings).hits;
  }

  private async withWorks(answer: SearchAnswer, intent: Partial<Intent>, age: number): Promise<SearchAnswer> {
    return (await this.starWorks(answer, intent, age)) ?? answer;
  }

  /**
   * When the best hit is one star matched for sure and ahead of every title, the star and their works by popularity
   * (weaker matches after them); undefined otherwise, as when several stars share the name typed so far.
   */
  private async starWorks(
    answer: SearchAnswer,
    intent: Partial<Intent>,
    age: number,
  ): Promise<SearchAnswer | undefined> {
    const [top] = answer.hits;
    if (top?.kind !== 'Star' || top.score < STAR_SURE) return undefined;
    const bestTitle = answer.hits.find((h) => h.kind !== 'Star');
    if (bestTitle && (bestTitle.tier < 2 || bestTitle.score >= top.score - 0.05)) return undefined;
    const rivals = answer.hits.filter((h) => h.kind === 'Star' && h !== top && h.score >= top.score - 0.05);
    if (rivals.length > 0) return undefined;
    const works = await this.repo.intentTitles(
      { genres: [], tags: [], order: 'popular', ...intent, starIds: [top.id] },
      age,
      RESULTS_LIMIT,
    );
    // Weaker matches stay after the works; the noise below them goes.
    const others = answer.hits.filter((h) => h.score >= STAR_SURE - 0.1);
    return { hits: unique([top, ...works.map(listedHit), ...others]).slice(0, RESULTS_LIMIT), suggestions: [] };
  }

  private async computeText(normalized: string, readings: Reading[], age: number): Promise<SearchAnswer> {
    const prefixed = await this.repo.prefixed(normalized, age, SEARCH_LIMIT);
    if (prefixed.length >= SEARCH_LIMIT) return this.rank(prefixed, normalized, readings);
    const vocabulary = await this.vocabulary();
    const termsOf = new Map(termQueries(readings).map((q) => [q.word, vocabulary.near(q)]));
    const rows = [...prefixed, ...(await this.repo.candidates(candidateQuery(readings, termsOf), age))];
    const ranked = this.rank(rows, normalized, readings);
    if (ranked.hits.length > 0) return ranked;
    // Nothing matched: ask each word alone too (a miss is rare, so its cost is), for suggestions.
    const wider = await this.repo.candidates(candidateQuery(readings, termsOf, true), age);
    return this.rank([...rows, ...wider], normalized, readings);
  }

  /** The vocabulary: the first search waits for it; later ones use the last one read while a fresh one loads. */
  private async vocabulary(): Promise<Vocabulary> {
    const now = Date.now();
    if (!this.words) {
      const vocabulary = this.repo.vocabulary().then((terms) => new Vocabulary(terms));
      this.words = { at: now, vocabulary };
      // A failed first read is not kept: the next search tries again.
      vocabulary.catch(() => {
        if (this.words?.vocabulary === vocabulary) this.words = undefined;
      });
    } else if (now - this.words.at > VOCABULARY_TTL_MS) {
      const current = this.words;
      current.at = now;
      this.repo.vocabulary().then(
        (terms) => {
          if (this.words === current)
            this.words = { at: Date.now(), vocabulary: Promise.resolve(new Vocabulary(terms)) };
        },
        // The one in memory serves until a read succeeds.
        () => {},
      );
    }
    return this.words.vocabulary;
  }

  /** Exact title, then titles that begin with the query, then the rest by score; popularity breaks ties. */
  private rank(rows: CandidateRow[], normalized: string, readings: Reading[]): { hits: Hit[]; suggestions: Hit[] } {
    const seen = new Set<string>();
    const hits: Hit[] = [];
    const near: Hit[] = [];
    for (const row of rows) {
      const key = `${row.kind}:${row.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const own = spellingsOf(row).normalized;
      const tier = own === normalized ? 0 : own.startsWith(normalized) ? 1 : 2;
      const score = tier < 2 ? 1 : matchScore(readings, row);
      if (score < SUGGESTION_SCORE) continue;
      (score < MIN_SCORE ? near : hits).push({
        kind: row.kind,
        id: row.id,
        title: row.title,
        description: row.description,
        popularity: row.popularity,
        tier,
        score,
      });
    }
    // Scores within 0.05 count as equal, so popularity decides between near-equal matches.
    const order = (a: Hit, b: Hit) =>
      a.tier - b.tier ||
      Math.round(b.score * 20) - Math.round(a.score * 20) ||
      b.popularity - a.popularity ||
      a.id - b.id;
    return {
      hits: hits.sort(order).slice(0, RESULTS_LIMIT),
      suggestions: hits.length > 0 ? [] : near.sort(order).slice(0, SUGGESTION_LIMIT),
    };
  }
}

/** A title listed for an intent or as a star's work: no words matched, so it ranks by the list's own order. */
const listedHit = (row: CandidateRow): Hit => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  description: row.description,
  popularity: row.popularity,
  tier: 3,
  score: 1,
});

/** Hits without repeats, the first of each kept. */
function unique(hits: Hit[]): Hit[] {
  const seen = new Set<string>();
  return hits.filter((h) => {
    const key = `${h.kind}:${h.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
