/**
 * The labelled query set of `bench:search`: queries with the mistakes viewers make, each generated from one title or
 * star of the demo catalogue and labelled with it, then checked against the whole catalogue (see `isFair`).
 * Deterministic: the same catalogue and seed give the same queries.
 */

import { type Catalogue, createRandom, type Random } from '@parde/demo-catalogue';
import {
  adjectives,
  animals,
  archetypes,
  kidAdjectives,
  kidDestinations,
  nouns,
  plurals,
  prefixes,
  type Word,
  whoClauses,
  whoHeads,
} from '@parde/demo-catalogue/lexicon';
import { latinToPersianLayout, normalizeForSearch, PERSIAN_LAYOUT_KEYS, persianToLatinLayout } from '@parde/fa';

/** The kinds of mistake, in the order the table prints them. */
export const mistakeKinds = [
  'dropped',
  'doubled',
  'swapped',
  'replaced',
  'homophone',
  'zwnj',
  'morphology',
  'arabic',
  'layout-fa-typed-on-en',
  'layout-en-typed-on-fa',
  'finglish',
  'latin-typo',
  'prefix',
  'star',
  'multiword',
] as const;
export type MistakeKind = (typeof mistakeKinds)[number];

/** What the query is meant to find. */
export interface Target {
  type: 'Movie' | 'Series' | 'Star';
  id: number;
  /** The title or name, as stored. */
  text: string;
  /** The Latin original title (titles only). */
  original?: string;
  popularity: number;
}

export interface LabelledQuery {
  kind: MistakeKind;
  query: string;
  target: Target;
  /** How the query was made, for reading failures ("dropped «ر» in «سفر»"). */
  how: string;
}

const ZWNJ = '\u200c';
const LETTER = /^\p{Script=Arabic}$/u;
const HOMOPHONES = ['سصث', 'زذضظ', 'تط', 'هح', 'قغ', 'اع'];
/** Letters next to each other on the Persian keyboard (same row), from the layout table's QWERTY rows. */
const NEIGHBOURS = (() => {
  const persianOf = new Map<string, string>(PERSIAN_LAYOUT_KEYS.map(([latin, persian]) => [latin, persian]));
  const map = new Map<string, string[]>();
  for (const row of ['qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,']) {
    const keys = [...row].map((key) => persianOf.get(key)!);
    keys.forEach((key, i) => {
      map.set(
        key,
        [keys[i - 1], keys[i + 1]].filter((k): k is string => k !== undefined),
      );
    });
  }
  return map;
})();

type Edit = (word: string, random: Random) => { word: string; how: string } | undefined;

const letterIndexes = (word: string) => [...word].flatMap((char, i) => (LETTER.test(char) ? [i] : []));

const edits: Record<'dropped' | 'doubled' | 'swapped' | 'replaced' | 'homophone', Edit> = {
  dropped(word, random) {
    const chars = [...word];
    const at = letterIndexes(word);
    if (at.length < 2) return undefined;
    const i = random.pick(at);
    return { word: [...chars.slice(0, i), ...chars.slice(i + 1)].join(''), how: `dropped «${chars[i]}» in «${word}»` };
  },
  doubled(word, random) {
    const chars = [...word];
    const i = random.pick(letterIndexes(word));
    return { word: [...chars.slice(0, i + 1), ...chars.slice(i)].join(''), how: `doubled «${chars[i]}» in «${word}»` };
  },
  swapped(word, random) {
    const chars = [...word];
    const at = letterIndexes(word).filter((i) => LETTER.test(chars[i + 1] ?? '') && chars[i] !== chars[i + 1]);
    if (at.length === 0) return undefined;
    const i = random.pick(at);
    [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
    return { word: chars.join(''), how: `swapped «${chars[i + 1]}${chars[i]}» in «${word}»` };
  },
  replaced(word, random) {
    const chars = [...word];
    const at = letterIndexes(word).filter((i) => NEIGHBOURS.has(chars[i]!));
    if (at.length === 0) return undefined;
    const i = random.pick(at);
    const by = random.pick(NEIGHBOURS.get(chars[i]!)!);
    const how = `«${chars[i]}» → neighbouring key «${by}» in «${word}»`;
    chars[i] = by;
    return { word: chars.join(''), how };
  },
  homophone(word, random) {
    const chars = [...word];
    const at = letterIndexes(word).filter((i) => HOMOPHONES.some((group) => group.includes(chars[i]!)));
    if (at.length === 0) return undefined;
    const i = random.pick(at);
    const group = HOMOPHONES.find((g) => g.includes(chars[i]!))!;
    const by = random.pick([...group].filter((c) => c !== chars[i]));
    const how = `«${chars[i]}» → «${by}» in «${word}»`;
    chars[i] = by;
    return { word: chars.join(''), how };
  },
};

/** Applies an edit to one word of the text (any word, short ones included). */
function editOneWord(text: string, edit: Edit, random: Random): { query: string; how: string } | undefined {
  const words = text.split(' ');
  for (const i of random.shuffle(words.map((_, i) => i))) {
    const done = edit(words[i]!, random);
    if (done) return { query: words.map((w, j) => (j === i ? done.word : w)).join(' '), how: done.how };
  }
  return undefined;
}

/** One typo of a Latin word: dropped, doubled, swapped or replaced letter. */
function latinTypo(text: string, random: Random): { query: string; how: string } | undefined {
  const words = text.toLowerCase().split(' ');
  const long = words.flatMap((w, i) => (w.length >= 4 && /^[a-z]+$/.test(w) ? [i] : []));
  if (long.length === 0) return undefined;
  const i = random.pick(long);
  const chars = [...words[i]!];
  const at = random.int(1, chars.length - 2);
  const kind = random.pick(['dropped', 'doubled', 'swapped', 'replaced'] as const);
  if (kind === 'dropped') chars.splice(at, 1);
  else if (kind === 'doubled') chars.splice(at, 0, chars[at]!);
  else if (kind === 'swapped') [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
  else chars[at] = random.pick([...'qwertyuiopasdfghjklzxcvbnm'].filter((c) => c !== chars[at]));
  const how = `${kind} letter in "${words[i]}"`;
  words[i] = chars.join('');
  return { query: words.join(' '), how };
}

/** ZWNJ written as a space or left out, two words run together, or a compound split. */
function zwnjVariant(text: string, random: Random): { query: string; how: string } | undefined {
  const options: { query: string; how: string }[] = [];
  if (text.includes(ZWNJ)) {
    options.push({ query: text.replaceAll(ZWNJ, ' '), how: 'ZWNJ as a space' });
    options.push({ query: text.replaceAll(ZWNJ, ''), how: 'ZWNJ left out' });
  }
  const words = text.split(' ');
  if (words.length >= 2) {
    const i = random.int(0, words.length - 2);
    options.push({
      query: [...words.slice(0, i), words[i]! + words[i + 1]!, ...words.slice(i + 2)].join(' '),
      how: `«${words[i]}» and «${words[i + 1]}» run together`,
    });
  }
  if (words.length === 1 && [...text].length >= 4) {
    const chars = [...text];
    const at = random.int(2, chars.length - 2);
    options.push({ query: `${chars.slice(0, at).join('')} ${chars.slice(at).join('')}`, how: 'a word split in two' });
  }
  return options.length ? random.pick(options) : undefined;
}

/** ezafe «ـهٔ» written three other ways, «ای» dropped or added, plural «ها» and «می» joined or spaced. */
function morphologyVariant(text: string, random: Random): { query: string; how: string } | undefined {
  const options: { query: string; how: string }[] = [];
  if (text.includes('هٔ')) {
    for (const [by, how] of [
      ['ه‌ی', 'ezafe as «ـه‌ی»'],
      ['ه ی', 'ezafe as «ـه ی»'],
      ['ه', 'ezafe as bare «ـه»'],
      ['ۀ', 'ezafe as «ۀ»'],
    ] as const) {
      options.push({ query: text.replaceAll('هٔ', by), how });
    }
  }
  if (text.includes('ه‌ای')) options.push({ query: text.replace('ه‌ای', 'ه'), how: '«ای» dropped' });
  if (text.includes('ه ای')) options.push({ query: text.replace('ه ای', 'ه'), how: '«ای» dropped' });
  const words = text.split(' ');
  const heh = words.findIndex((w) => w.endsWith('ه') && !w.endsWith('هٔ'));
  if (heh >= 0 && !text.includes('‌ای')) {
    options.push({
      query: words.map((w, i) => (i === heh ? `${w}‌ای` : w)).join(' '),
      how: `«ای» added to «${words[heh]}»`,
    });
  }
  if (text.includes('‌ها')) {
    options.push({ query: text.replaceAll('‌ها', 'ها'), how: 'plural «ها» joined' });
    options.push({ query: text.replaceAll('‌ها', ' ها'), how: 'plural «ها» spaced' });
  }
  for (const prefix of ['می‌', 'نمی‌', 'بی‌']) {
    if (text.includes(prefix)) {
      options.push({ query: text.replaceAll(prefix, prefix.slice(0, -1)), how: `«${prefix.slice(0, -1)}» joined` });
      options.push({
        query: text.replaceAll(prefix, `${prefix.slice(0, -1)} `),
        how: `«${prefix.slice(0, -1)}» spaced`,
      });
    }
  }
  return options.length ? random.pick(options) : undefined;
}

function arabicVariant(text: string): { query: string; how: string } | undefined {
  let query = text.replaceAll('ی', 'ي').replaceAll('ک', 'ك');
  query = query.replace(/ه(?= |$)/g, 'ة');
  query = query.replace(/[۰-۹]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0x06f0 + 0x0660));
  return query === text ? undefined : { query, how: 'Arabic ي ك ة and digits' };
}

// Finglish: each Persian word or phrase of the lexicon with its transliteration, longest phrases first.
const PARTICLES: Record<string, string> = { و: 'va', به: 'be', که: 'ke', را: 'ra', از: 'az', در: 'dar', با: 'ba' };
const lexiconWords: Word[] = [
  ...nouns,
  ...plurals,
  ...adjectives,
  ...prefixes.map(([word]) => word),
  ...whoHeads,
  ...whoClauses,
  ...animals,
  ...kidAdjectives,
  ...kidDestinations,
  ...archetypes.flatMap((a) => a.singles),
];
const phrases = [...new Map(lexiconWords.map((w) => [w[0], w[1]])).entries()].sort(
  (a, b) => b[0].split(' ').length - a[0].split(' ').length,
);

/** A Persian title as a viewer would write it in Latin letters, from the lexicon's transliterations. */
function finglish(text: string, random: Random): string | undefined {
  let rest = text.split(' ');
  const out: string[] = [];
  while (rest.length > 0) {
    const particle = PARTICLES[rest[0]!];
    if (particle) {
      out.push(particle);
      rest = rest.slice(1);
      continue;
    }
    const found = phrases.find(([fa]) => {
      const n = fa.split(' ').length;
      return rest.slice(0, n).join(' ') === fa;
    });
    if (!found) return undefined;
    out.push(found[1]);
    rest = rest.slice(found[0].split(' ').length);
  }
  // Viewers write it lower-case, rarely with the hyphenated ezafe, and spell vowels their own way.
  let latin = out.join(' ').toLowerCase();
  latin = random.chance(0.6) ? latin.replace(/-(e|ye)\b/g, '') : latin.replace(/-/g, ' ');
  if (random.chance(0.5)) latin = latin.replace(/oo/g, 'u');
  if (random.chance(0.5)) latin = latin.replace(/eh\b/g, 'e');
  if (random.chance(0.3)) latin = latin.replace(/kh/g, 'x');
  return latin.replace(/-/g, '');
}

/** Every title and star of the catalogue as a search target. */
export function targetsOf(catalogue: Catalogue): Target[] {
  return [
    ...catalogue.movies.map((t) => ({
      type: 'Movie' as const,
      id: t.id,
      text: t.title,
      original: t.originalTitle,
      popularity: t.popularity,
    })),
    ...catalogue.series.map((t) => ({
      type: 'Series' as const,
      id: t.id,
      text: t.title,
      original: t.originalTitle,
      popularity: t.popularity,
    })),
    ...catalogue.stars.map((s) => ({ type: 'Star' as const, id: s.id, text: s.name, popularity: s.popularity })),
  ];
}

/**
 * A query is kept only when it is a fair test of its target: it differs from the target as typed, it is not the
 * exact title or name of something else, and it does not begin five or more other titles (exact titles and
 * prefixes rank first by design, so such a query is a correct search for those).
 */
function isFair(query: string, target: Target, all: Target[], kind: MistakeKind): boolean {
  const q = normalizeForSearch(query);
  if (q.length < 2) return false;
  // Compared as typed: Arabic letters or a ZWNJ written as a space are mistakes even though they normalise away.
  if (kind !== 'prefix' && query === target.text) return false;
  let starts = 0;
  for (const other of all) {
    if (other.type === target.type && other.id === target.id) continue;
    const texts = [other.text, other.original ?? ''].map(normalizeForSearch);
    if (texts.includes(q)) return false;
    if (texts.some((t) => t.startsWith(q))) starts++;
  }
  return starts < 5;
}

/** The prefix a viewer would have typed when the title became distinct: at least 3 letters, cut mid-word. */
function typingPrefix(target: Target, all: Target[], random: Random): string | undefined {
  const text = normalizeForSearch(target.text);
  const chars = [...text];
  if (chars.length < 4) return undefined;
  for (let length = random.int(3, Math.max(3, Math.ceil(chars.length * 0.6))); length < chars.length; length++) {
    const prefix = chars.slice(0, length).join('');
    if (prefix.endsWith(' ')) continue;
    const shared = all.filter(
      (o) => !(o.type === target.type && o.id === target.id) && normalizeForSearch(o.text).startsWith(prefix),
    ).length;
    if (shared < 5) return prefix;
  }
  return undefined;
}

/** About `perKind` queries of every kind (a kind with fewer fitting targets gets fewer). */
export function generateQueries(catalogue: Catalogue, { perKind = 40, seed = 1405 } = {}): LabelledQuery[] {
  const random = createRandom(seed);
  const all = targetsOf(catalogue);
  const titles = all.filter((t) => t.type !== 'Star');
  const stars = all.filter((t) => t.type === 'Star');
  const foreign = catalogue.movies
    .concat(catalogue.series as never[])
    .filter((t) => t.countryOfOrigin === 'Foreign')
    .map((t) => titles.find((x) => x.text === t.title)!);
  const out: LabelledQuery[] = [];
  const seen = new Set<string>();

  const make: Record<MistakeKind, { pool: Target[]; make(t: Target): { query: string; how: string } | undefined }> = {
    dropped: { pool: titles, make: (t) => editOneWord(t.text, edits.dropped, random) },
    doubled: { pool: titles, make: (t) => editOneWord(t.text, edits.doubled, random) },
    swapped: { pool: titles, make: (t) => editOneWord(t.text, edits.swapped, random) },
    replaced: { pool: titles, make: (t) => editOneWord(t.text, edits.replaced, random) },
    homophone: { pool: titles, make: (t) => editOneWord(t.text, edits.homophone, random) },
    zwnj: { pool: titles, make: (t) => zwnjVariant(t.text, random) },
    morphology: { pool: titles, make: (t) => morphologyVariant(t.text, random) },
    arabic: { pool: all, make: (t) => arabicVariant(t.text) },
    'layout-fa-typed-on-en': {
      pool: all,
      make: (t) => ({
        query: persianToLatinLayout(random.chance(0.5) ? t.text : t.text.replaceAll(ZWNJ, ' ')),
        how: 'typed on the US layout',
      }),
    },
    'layout-en-typed-on-fa': {
      pool: foreign,
      make: (t) => ({
        query: latinToPersianLayout(t.original!.toLowerCase()),
        how: 'English typed on the Persian layout',
      }),
    },
    finglish: {
      pool: titles,
      make: (t) => {
        const query = finglish(t.text, random);
        return query ? { query, how: 'Finglish' } : undefined;
      },
    },
    'latin-typo': { pool: foreign, make: (t) => latinTypo(t.original!, random) },
    prefix: {
      pool: all,
      make: (t) => {
        const query = typingPrefix(t, all, random);
        return query ? { query, how: 'prefix while typing' } : undefined;
      },
    },
    star: {
      pool: stars,
      make: (t) => {
        const kind = random.pick(['dropped', 'doubled', 'swapped', 'replaced', 'homophone', 'other'] as const);
        if (kind !== 'other') return editOneWord(t.text, edits[kind], random);
        const other = random.pick([
          () => zwnjVariant(t.text, random),
          () => arabicVariant(t.text),
          () => ({ query: persianToLatinLayout(t.text), how: 'typed on the US layout' }),
          () => {
            const prefix = typingPrefix(t, all, random);
            return prefix ? { query: prefix, how: 'prefix while typing' } : undefined;
          },
        ]);
        return other();
      },
    },
    multiword: {
      pool: titles.filter((t) => t.text.split(' ').length >= 3),
      make: (t) => {
        // One word mistyped twice over; the other words are right.
        const first = editOneWord(t.text, random.pick(Object.values(edits)), random);
        if (!first) return undefined;
        const words = first.query.split(' ');
        const changed = words.findIndex((w, i) => w !== t.text.split(' ')[i]);
        const second = random.pick(Object.values(edits))(words[changed]!, random);
        if (!second) return undefined;
        words[changed] = second.word;
        return { query: words.join(' '), how: `${first.how}, then ${second.how}` };
      },
    },
  };

  for (const kind of mistakeKinds) {
    const { pool, make: build } = make[kind];
    let count = 0;
    // Every target of the pool once, in random order, then again while the kind is short of queries.
    for (let round = 0; round < 4 && count < perKind; round++) {
      for (const target of random.shuffle(pool)) {
        if (count >= perKind) break;
        const made = build(target);
        if (!made || !isFair(made.query, target, all, kind)) continue;
        const key = `${kind}\u0000${made.query}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ kind, query: made.query, target, how: made.how });
        count++;
      }
    }
  }
  return out;
}

/** The issue's own examples (#13), kept in the set as they were reported. */
export const reportedQueries: { kind: MistakeKind; query: string; title: string }[] = [
  { kind: 'dropped', query: 'سف سنجاب به دریا', title: 'سفر سنجاب به دریا' },
  { kind: 'dropped', query: 'زر پل', title: 'زیر پل' },
  { kind: 'morphology', query: 'خانه کنار دریا', title: 'خانه‌ای کنار دریا' },
  { kind: 'zwnj', query: 'رد پا', title: 'ردپا' },
  { kind: 'morphology', query: 'کلاغهای سخنگو', title: 'کلاغ‌های سخنگو' },
  { kind: 'zwnj', query: 'شهر بیخواب', title: 'شهر بی‌خواب' },
  { kind: 'morphology', query: 'نفرین خانه‌ی سنگی', title: 'نفرین خانهٔ سنگی' },
  { kind: 'doubled', query: 'خانه کنار دریاا', title: 'خانه‌ای کنار دریا' },
  { kind: 'finglish', query: 'bazgasht be khane', title: 'بازگشت به خانه' },
];

/** The generated set plus the examples that the catalogue holds. */
export function labelledQueries(catalogue: Catalogue, options?: { perKind?: number; seed?: number }): LabelledQuery[] {
  const all = targetsOf(catalogue);
  const reported = reportedQueries.flatMap(({ kind, query, title }) => {
    const target = all.find((t) => t.text === title);
    return target ? [{ kind, query, target, how: 'reported in issue #13' }] : [];
  });
  return [...reported, ...generateQueries(catalogue, options)];
}
