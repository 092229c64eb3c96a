/**
 * The standard Persian keyboard (ISIRI 9147, "Persian – Standard" on Windows and macOS) against US QWERTY: each pair
 * is [what the key types on US QWERTY, what the same key types on Persian Standard]. Keys that type the same
 * character on both (`.` `/` `-` `=`, space) need no entry. Of the shifted layer only keys that give a letter,
 * ZWNJ or Persian punctuation are listed; the shifted diacritics, mirrored brackets and symbols are left out on
 * purpose so that capitalised Latin text does not turn into combining marks.
 */
export const PERSIAN_LAYOUT_KEYS = [
  // Digit row: the Persian layout types Persian digits.
  ['1', '۱'],
  ['2', '۲'],
  ['3', '۳'],
  ['4', '۴'],
  ['5', '۵'],
  ['6', '۶'],
  ['7', '۷'],
  ['8', '۸'],
  ['9', '۹'],
  ['0', '۰'],
  ['&', '،'], // Shift+7: Arabic comma
  // Top letter row.
  ['q', 'ض'],
  ['w', 'ص'],
  ['e', 'ث'],
  ['r', 'ق'],
  ['t', 'ف'],
  ['y', 'غ'],
  ['u', 'ع'],
  ['i', 'ه'],
  ['o', 'خ'],
  ['p', 'ح'],
  ['[', 'ج'],
  [']', 'چ'],
  // Home row.
  ['a', 'ش'],
  ['s', 'س'],
  ['d', 'ی'],
  ['f', 'ب'],
  ['g', 'ل'],
  ['h', 'ا'],
  ['j', 'ت'],
  ['k', 'ن'],
  ['l', 'م'],
  [';', 'ک'],
  ["'", 'گ'],
  ['A', 'ؤ'],
  ['S', 'ئ'],
  ['D', 'ي'], // Arabic yeh, distinct from the Persian ی on the unshifted key
  ['F', 'إ'],
  ['G', 'أ'],
  ['H', 'آ'],
  ['J', 'ة'],
  ['K', '»'],
  ['L', '«'],
  ['"', '؛'], // Arabic semicolon
  // Bottom row.
  ['z', 'ظ'],
  ['x', 'ط'],
  ['c', 'ز'],
  ['v', 'ر'],
  ['b', 'ذ'],
  ['n', 'د'],
  ['m', 'پ'],
  [',', 'و'],
  ['Z', 'ك'], // Arabic kaf
  ['C', 'ژ'],
  ['B', '\u200c'], // ZWNJ, the half-space between parts of a word
  ['M', 'ء'],
  ['?', '؟'], // Arabic question mark
] as const satisfies readonly (readonly [string, string])[];

const LATIN_TO_PERSIAN = new Map<string, string>(PERSIAN_LAYOUT_KEYS);
const PERSIAN_TO_LATIN = new Map<string, string>(PERSIAN_LAYOUT_KEYS.map(([latin, persian]) => [persian, latin]));

function remap(text: string, map: ReadonlyMap<string, string>): string {
  let out = '';
  for (const char of text) out += map.get(char) ?? char;
  return out;
}

/** Rewrites text typed on US QWERTY but meant for the Persian layout ("sghl" → "سلام"); others pass through. */
export function latinToPersianLayout(text: string): string {
  return remap(text, LATIN_TO_PERSIAN);
}

/** Rewrites text typed on the Persian layout but meant for US QWERTY ("دثفبمهط" → "netflix"); others pass through. */
export function persianToLatinLayout(text: string): string {
  return remap(text, PERSIAN_TO_LATIN);
}

const PERSIAN_LETTER = /^(?=\p{L})\p{Script=Arabic}$/u;
const LATIN_VOWELS = /[aeiouy]/gi;
const NEUTRAL = /[\s0-9]/;

/**
 * Guesses whether Latin text is Persian typed with the wrong layout active, e.g. to offer "did you mean سلام?" in
 * search. A heuristic, not a dictionary check: true when
 * 1. every character other than whitespace and digits is a key that types a Persian letter (so no `.`, `-`, or
 *    capitals that type marks), and there are at least two of them; and
 * 2. under a quarter of those keys are a e i o u y. English words are about 40% vowels, while Persian typed on a
 *    US keyboard lands mostly on consonant keys because ا ی و sit on h, d and `,`.
 * Expect misses for Persian words rich in ش ث ه خ ع غ (on a e i o u y) and hits for vowel-less Latin like "dvd",
 * so confirm with the mapped text (e.g. search it) before acting.
 */
export function looksLikeWrongLayout(text: string): boolean {
  let keys = '';
  for (const char of text) {
    if (NEUTRAL.test(char)) continue;
    const persian = LATIN_TO_PERSIAN.get(char);
    if (persian === undefined || !PERSIAN_LETTER.test(persian)) return false;
    keys += char;
  }
  if (keys.length < 2) return false;
  const vowels = keys.match(LATIN_VOWELS)?.length ?? 0;
  return vowels / keys.length < 0.25;
}
