import { normalizeForSearch } from './normalize';

/**
 * Letters that sound alike in Persian and are confused in writing; each group folds to its first letter in
 * `homophoneKey`. Escapes as in `SEARCH_LETTER_MAP`; the glyphs are in the comments.
 */
export const HOMOPHONE_GROUPS = [
  ['\u0633', '\u0635', '\u062b'], // س ص ث
  ['\u0632', '\u0630', '\u0636', '\u0638'], // ز ذ ض ظ
  ['\u062a', '\u0637'], // ت ط
  ['\u0647', '\u062d'], // ه ح
  ['\u0642', '\u063a'], // ق غ
  ['\u0627', '\u0639'], // ا ع
] as const;

const HOMOPHONE_OF = new Map<string, string>(HOMOPHONE_GROUPS.flatMap((group) => group.map((c) => [c, group[0]])));
const HOMOPHONE = new RegExp(`[${[...HOMOPHONE_OF.keys()].join('')}]`, 'g');

const YEH = '\u06cc';
// Suffixes and particles as they are after `normalizeForSearch` (ZWNJ already a space, ۀ already ه).
const PLURAL = ['\u0647\u0627', '\u0647\u0627\u06cc']; // ها, های
const INDEFINITE = '\u0627\u06cc'; // ای
// Verb and adjective prefixes written joined, with ZWNJ or with a space: می، نمی، بی، هم.
const PREFIXES = new Set(['\u0645\u06cc', '\u0646\u0645\u06cc', '\u0628\u06cc', '\u0647\u0645']);
const REPEAT = /(.)\1+/gu;
// «روزهایسرد»: a plural run into the next word. «های» inside a word, with two letters or more on each side, is
// almost always that («نهایت» and «تنهایی» have fewer).
const GLUED_PLURAL = /(\p{L}{2,}\u0647\u0627\u06cc)(?=\p{L}{2,})/gu;
// Hyphens, apostrophes, «» and the like separate words for matching ("Bi-setareh", "Squirrel’s").
const PUNCTUATION = /[^\p{L}\p{N}\s]/gu;

/**
 * The words of a text for matching, after `normalizeForSearch` and the morphology a viewer does not think about:
 * the ezafe «ـهٔ / ـه‌ی / ـه ی / ـه» and the indefinite «ای» («خانه‌ای» → «خانه») go, the plural «ها / های» goes
 * whether joined, spaced or after ZWNJ («کلاغ‌های» «کلاغهای» «کلاغ های» → «کلاغ»), and «می نمی بی هم» join the
 * next word however they were written («نمی‌گفت» → «نمیگفت»). Applied to both sides of a comparison, so its
 * occasional wrong stem (a word that merely ends in «ها») costs nothing.
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  let pendingPrefix = '';
  const spaced = normalizeForSearch(text).replace(PUNCTUATION, ' ').replace(GLUED_PLURAL, '$1 ');
  for (const token of spaced.split(' ')) {
    if (token === '') continue;
    if (PREFIXES.has(token)) {
      pendingPrefix += token;
      continue;
    }
    const previous = words.at(-1);
    // A separate ezafe «ی» or «ای», or a separate plural, belongs to the word before it.
    if (previous !== undefined && pendingPrefix === '' && (token === YEH || token === INDEFINITE)) continue;
    if (previous !== undefined && pendingPrefix === '' && PLURAL.includes(token)) continue;
    words.push(stem(pendingPrefix + token));
    pendingPrefix = '';
  }
  if (pendingPrefix) words.push(pendingPrefix);
  return words;
}

/** Drops a joined plural suffix when a stem of at least two letters stays («شبهای» → «شب», «رها» stays). */
function stem(word: string): string {
  for (const suffix of ['\u0647\u0627\u06cc', '\u0647\u0627']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 2) return word.slice(0, -suffix.length);
  }
  // «خانهای» could be «خانه‌ای» or a plural: it is read as the plural, the commoner of the two.
  return word;
}

/** Folds each homophone group of `HOMOPHONE_GROUPS` to one letter and runs of one letter to one ("صفر" = "سفر"). */
export function homophoneKey(word: string): string {
  return word.replace(HOMOPHONE, (char) => HOMOPHONE_OF.get(char) ?? char).replace(REPEAT, '$1');
}

/**
 * The forgiving key of a text: `searchWords` with homophones folded, one space between words. Two spellings of a
 * title that differ only in ZWNJ, ezafe, «ای», plural spacing, prefixes, homophone letters or a doubled letter
 * get the same key, or the same `compactKey` when the spaces differ.
 */
export function looseKey(text: string): string {
  return searchWords(text).map(homophoneKey).join(' ');
}

/** `looseKey` without spaces: «رد پا», «ردپا» and «رد‌پا» agree, and so do «شهر بیخواب» and «شهربی‌خواب». */
export function compactKey(text: string): string {
  return looseKey(text).replaceAll(' ', '');
}

// Finglish: a Persian title written in Latin letters ("bazgasht be khane"). Spellings of vowels vary endlessly
// (khane, khaneh, khooneh), so both scripts are reduced to a consonant skeleton: vowels, و ی ا ع (written vowels
// or vowel carriers) and a word-final h (the silent ه of «خانه», "khaneh") go, homophones share a letter, and
// digraphs (kh sh ch zh gh) become one letter.
const PERSIAN_SKELETON: Record<string, string> = {
  '\u0628': 'b', // ب
  '\u067e': 'p', // پ
  '\u062a': 't', // ت
  '\u0637': 't', // ط
  '\u062b': 's', // ث
  '\u0633': 's', // س
  '\u0635': 's', // ص
  '\u062c': 'j', // ج
  '\u0686': 'C', // چ
  '\u062d': 'h', // ح
  '\u0647': 'h', // ه
  '\u062e': 'X', // خ
  '\u062f': 'd', // د
  '\u0630': 'z', // ذ
  '\u0632': 'z', // ز
  '\u0636': 'z', // ض
  '\u0638': 'z', // ظ
  '\u0698': 'z', // ژ
  '\u0631': 'r', // ر
  '\u0634': 'S', // ش
  '\u063a': 'q', // غ
  '\u0642': 'q', // ق
  '\u0641': 'f', // ف
  '\u06a9': 'k', // ک
  '\u06af': 'g', // گ
  '\u0644': 'l', // ل
  '\u0645': 'm', // م
  '\u0646': 'n', // ن
};
// Digraphs become capitals, which no lower-cased input contains, so the single-letter table cannot touch them.
const LATIN_DIGRAPHS: [RegExp, string][] = [
  [/kh/g, 'X'],
  [/sh/g, 'S'],
  [/ch/g, 'C'],
  [/zh/g, 'z'],
  [/gh/g, 'q'],
  [/ph/g, 'f'],
];
// "x" is how many write خ ("xane"); c alone is k ("cafe").
const LATIN_SKELETON: Record<string, string> = {
  c: 'k',
  x: 'X',
  w: '',
  v: '',
  y: '',
  a: '',
  e: '',
  i: '',
  o: '',
  u: '',
};
const LATIN_WORD = /[a-z]+/g;

/**
 * The consonant skeleton of a Persian text or of its Finglish spelling, words separated by spaces: «بازگشت به
 * خانه» and "bazgasht be khane" both give "bzgSt b Xn". Digits and other characters are left out.
 */
export function finglishKey(text: string): string {
  const words: string[] = [];
  for (const word of searchWords(text)) {
    let out = '';
    if (/[a-z]/.test(word)) {
      for (const part of word.match(LATIN_WORD) ?? []) {
        let latin = part;
        for (const [pattern, letter] of LATIN_DIGRAPHS) latin = latin.replace(pattern, letter);
        for (const char of latin) out += LATIN_SKELETON[char] ?? char;
      }
    } else {
      for (const char of word) out += PERSIAN_SKELETON[char] ?? '';
    }
    out = out.replace(REPEAT, '$1').replace(/h$/, '');
    if (out) words.push(out);
  }
  return words.join(' ');
}
