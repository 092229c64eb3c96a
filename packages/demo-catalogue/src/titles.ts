/**
 * Title making: Persian film names composed from the lexicon, each with a transliteration (for domestic titles)
 * and an English original (for foreign ones). Shared by the catalogue and the scale generator.
 */
import type { CountryOfOrigin } from '@parde/api-client';
import type { Archetype, Word } from './lexicon';
import {
  adjectives,
  ambientNouns,
  animals,
  kidAdjectives,
  kidDestinations,
  lightAdjectives,
  nounPairs,
  nouns,
  plurals,
  prefixes,
  whoClauses,
  whoHeads,
} from './lexicon';
import { persianDigits, type Random } from './random';

/** A title in its three spellings. */
export interface TitleText {
  fa: string;
  /** Transliteration, used as the original title of domestic works. */
  tr: string;
  /** English, used as the original title of foreign works. */
  en: string;
  /** The animal a children's title names, so its synopsis can follow the same hero. */
  animal?: Word;
}

/**
 * What a title's origin decides, the same for the demo's titles and the generated ones: the seed writes each field
 * to the `titles` column of the same name in snake_case (`originalTitle` → `original_title`).
 */
export function originFacts(country: CountryOfOrigin, text: Pick<TitleText, 'tr' | 'en'>) {
  return {
    /** Latin title: the transliteration of a domestic title, the English one of a foreign title. */
    originalTitle: country === 'Domestic' ? text.tr : text.en,
  };
}

/** The fields of a title that its origin decides (`originFacts`). */
export type OriginFacts = ReturnType<typeof originFacts>;

/** Ezafe in transliteration: «خانهٔ» is Khaneh-ye, «شبِ» is Shab-e. */
function ezafe(tr: string): string {
  return /([aeiouy]|eh)$/i.test(tr) ? `${tr}-ye` : `${tr}-e`;
}

const bare = (en: string): string => en.replace(/^the /, '');
const capitalise = (en: string): string => en.charAt(0).toUpperCase() + en.slice(1);

type Pattern = (random: Random) => TitleText;

const nounByFa = new Map(nouns.map((word) => [word[0], word]));
const noun = (fa: string): Word => {
  const word = nounByFa.get(fa);
  if (!word) throw new Error(`The lexicon pairs «${fa}», which is not among its nouns`);
  return word;
};
const ambient = nouns.filter((word) => ambientNouns.has(word[0]));
const prefixed = prefixes.map(([prefix, complements]) => [prefix, complements.map(noun)] as const);
const pairs = nounPairs.map(([a, b]) => [noun(a), noun(b)] as const);

const adultPatterns: readonly Pattern[] = [
  (r) => {
    const p = r.pick(plurals);
    // «کوچه‌های کوچه» would repeat itself.
    const n = r.pick(ambient.filter((word) => !p[0].startsWith(word[0])));
    return { fa: `${p[0]} ${n[0]}`, tr: `${p[1]} ${n[1]}`, en: `${p[2]} of ${n[2]}` };
  },
  (r) => {
    const [n, a] = [r.pick(nouns), r.pick(adjectives)];
    return { fa: `${n[0]} ${a[0]}`, tr: `${ezafe(n[1])} ${a[1]}`, en: `The ${a[2]} ${bare(n[2])}` };
  },
  (r) => {
    const [p, a] = [r.pick(plurals), r.pick(adjectives)];
    return { fa: `${p[0]} ${a[0]}`, tr: `${p[1]} ${a[1]}`, en: `The ${a[2]} ${p[2]}` };
  },
  (r) => {
    const [p, complements] = r.pick(prefixed);
    const n = r.pick(complements);
    const en = p[2].startsWith('The ') ? `${p[2]} ${capitalise(bare(n[2]))}` : `${p[2]} ${n[2]}`;
    return { fa: `${p[0]} ${n[0]}`, tr: `${p[1]} ${n[1]}`, en };
  },
  (r) => {
    const [a, b] = r.pick(pairs);
    return { fa: `${a[0]} و ${b[0]}`, tr: `${a[1]} va ${b[1]}`, en: `${capitalise(a[2])} and ${b[2]}` };
  },
  (r) => {
    const [h, c] = [r.pick(whoHeads), r.pick(whoClauses)];
    return { fa: `${h[0]} ${c[0]}`, tr: `${h[1]} ${c[1]}`, en: `${h[2]} ${c[2]}` };
  },
];

const bright = adjectives.filter((word) => lightAdjectives.has(word[0]));
const brightPrefixes = prefixed.filter(([p]) => ['اولین', 'در جستجوی', 'بازگشت به'].includes(p[0]));

/** Titles for comedies and family adventures: no shadows, wounds or men without one. */
const lightPatterns: readonly Pattern[] = [
  (r) => {
    const [n, a] = [r.pick(nouns), r.pick(bright)];
    return { fa: `${n[0]} ${a[0]}`, tr: `${ezafe(n[1])} ${a[1]}`, en: `The ${a[2]} ${bare(n[2])}` };
  },
  (r) => {
    const [p, complements] = r.pick(brightPrefixes);
    const n = r.pick(complements);
    const en = p[2].startsWith('The ') ? `${p[2]} ${capitalise(bare(n[2]))}` : `${p[2]} ${n[2]}`;
    return { fa: `${p[0]} ${n[0]}`, tr: `${p[1]} ${n[1]}`, en };
  },
];

const childPatterns: readonly Pattern[] = [
  (r) => {
    const [n, a] = [r.pick(animals), r.pick(kidAdjectives)];
    return { fa: `${n[0]} ${a[0]}`, tr: `${ezafe(n[1])} ${a[1]}`, en: `The ${a[2]} ${n[2]}`, animal: n };
  },
  (r) => {
    const [n, a] = [r.pick(animals), r.pick(kidAdjectives)];
    return {
      fa: `ماجراهای ${n[0]} ${a[0]}`,
      tr: `Majarahay-e ${ezafe(n[1])} ${a[1]}`,
      en: `The Adventures of the ${a[2]} ${n[2]}`,
      animal: n,
    };
  },
  (r) => {
    const [n, d] = [r.pick(animals), r.pick(kidDestinations)];
    return {
      fa: `سفر ${n[0]} به ${d[0]}`,
      tr: `Safar-e ${n[1]} be ${d[1]}`,
      en: `The ${n[2]}’s Trip to ${d[2]}`,
      animal: n,
    };
  },
  (r) => {
    const [a, b] = r.sample(animals, 2) as [Word, Word];
    return { fa: `${a[0]} و ${b[0]}`, tr: `${a[1]} va ${b[1]}`, en: `The ${a[2]} and the ${b[2]}`, animal: a };
  },
];

/** One title of this kind of story, without checking for repeats. */
export function composeTitle(random: Random, archetype: Archetype): TitleText {
  if (archetype.key === 'animation') return random.pick(childPatterns)(random);
  if (archetype.singles.length > 0 && random.chance(archetype.singleChance ?? 0.2)) {
    const [fa, tr, en] = random.pick(archetype.singles);
    return { fa, tr, en };
  }
  return random.pick(archetype.light ? lightPatterns : adultPatterns)(random);
}

/** A title not in `taken` (which it then joins); gives up after many tries with a sequel number. */
export function uniqueTitle(random: Random, archetype: Archetype, taken: Set<string>): TitleText {
  for (let attempt = 0; attempt < 200; attempt++) {
    const title = composeTitle(random, archetype);
    if (!taken.has(title.fa)) {
      taken.add(title.fa);
      return title;
    }
  }
  // Only reachable for catalogues far larger than the demo: a sequel number keeps titles distinct.
  const base = composeTitle(random, archetype);
  for (let sequel = 2; ; sequel++) {
    const fa = `${base.fa} ${persianDigits(sequel)}`;
    if (!taken.has(fa)) {
      taken.add(fa);
      return { ...base, fa, tr: `${base.tr} ${sequel}`, en: `${base.en} ${sequel}` };
    }
  }
}
