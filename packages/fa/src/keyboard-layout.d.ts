/**
 * The standard Persian keyboard (ISIRI 9147, "Persian – Standard" on Windows and macOS) against US QWERTY: each pair
 * is [what the key types on US QWERTY, what the same key types on Persian Standard]. Keys that type the same
 * character on both (`.` `/` `-` `=`, space) need no entry. Of the shifted layer only keys that give a letter,
 * ZWNJ or Persian punctuation are listed; the shifted diacritics, mirrored brackets and symbols are left out on
 * purpose so that capitalised Latin text does not turn into combining marks.
 */
export declare const PERSIAN_LAYOUT_KEYS: readonly [readonly ["1", "۱"], readonly ["2", "۲"], readonly ["3", "۳"], readonly ["4", "۴"], readonly ["5", "۵"], readonly ["6", "۶"], readonly ["7", "۷"], readonly ["8", "۸"], readonly ["9", "۹"], readonly ["0", "۰"], readonly ["&", "،"], readonly ["q", "ض"], readonly ["w", "ص"], readonly ["e", "ث"], readonly ["r", "ق"], readonly ["t", "ف"], readonly ["y", "غ"], readonly ["u", "ع"], readonly ["i", "ه"], readonly ["o", "خ"], readonly ["p", "ح"], readonly ["[", "ج"], readonly ["]", "چ"], readonly ["a", "ش"], readonly ["s", "س"], readonly ["d", "ی"], readonly ["f", "ب"], readonly ["g", "ل"], readonly ["h", "ا"], readonly ["j", "ت"], readonly ["k", "ن"], readonly ["l", "م"], readonly [";", "ک"], readonly ["'", "گ"], readonly ["A", "ؤ"], readonly ["S", "ئ"], readonly ["D", "ي"], readonly ["F", "إ"], readonly ["G", "أ"], readonly ["H", "آ"], readonly ["J", "ة"], readonly ["K", "»"], readonly ["L", "«"], readonly ["\"", "؛"], readonly ["z", "ظ"], readonly ["x", "ط"], readonly ["c", "ز"], readonly ["v", "ر"], readonly ["b", "ذ"], readonly ["n", "د"], readonly ["m", "پ"], readonly [",", "و"], readonly ["Z", "ك"], readonly ["C", "ژ"], readonly ["B", "‌"], readonly ["M", "ء"], readonly ["?", "؟"]];
/** Rewrites text typed on US QWERTY but meant for the Persian layout ("sghl" → "سلام"); others pass through. */
export declare function latinToPersianLayout(text: string): string;
/** Rewrites text typed on the Persian layout but meant for US QWERTY ("دثفبمهط" → "netflix"); others pass through. */
export declare function persianToLatinLayout(text: string): string;
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
export declare function looksLikeWrongLayout(text: string): boolean;
