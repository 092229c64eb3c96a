import { toAsciiDigits } from './digits';

/**
 * Every letter `normalizeForSearch` rewrites, to its Persian search form. Written as escapes because Arabic-script
 * literals reorder themselves in most editors; the glyph and Unicode name are in the comment.
 */
export const SEARCH_LETTER_MAP = {
  // Arabic keyboards, older CMSs and copy-pasted Arabic text produce these instead of the Persian letters.
  '\u064a': '\u06cc', // ي ARABIC LETTER YEH → ی FARSI YEH
  '\u0649': '\u06cc', // ى ALEF MAKSURA → ی
  '\u0626': '\u06cc', // ئ YEH WITH HAMZA ABOVE → ی
  '\u0643': '\u06a9', // ك ARABIC KAF → ک KEHEH
  '\u0629': '\u0647', // ة TEH MARBUTA → ه HEH
  // Spelling with or without hamza/madda varies between writers; searches must not depend on it.
  '\u0623': '\u0627', // أ ALEF WITH HAMZA ABOVE → ا ALEF
  '\u0625': '\u0627', // إ ALEF WITH HAMZA BELOW → ا
  '\u0622': '\u0627', // آ ALEF WITH MADDA ABOVE → ا
  '\u0671': '\u0627', // ٱ ALEF WASLA → ا
  '\u0624': '\u0648', // ؤ WAW WITH HAMZA ABOVE → و WAW
  // The ezafe written as ۀ must match the same word written ه + U+0654, which loses its hamza with the diacritics.
  '\u06c0': '\u0647', // ۀ HEH WITH YEH ABOVE → ه
} as const;

type MappedLetter = keyof typeof SEARCH_LETTER_MAP;

const MAPPED_LETTERS = new RegExp(`[${Object.keys(SEARCH_LETTER_MAP).join('')}]`, 'g');

// Harakat, tanwin, shadda, sukun, combining hamza/madda (U+064B–U+065F), superscript alef (U+0670) and tatweel
// (U+0640): optional decorations that most users never type. Removing the combining hamza/madda also makes the
// decomposed spellings of آ أ إ ؤ ئ agree with the composed ones mapped above.
const DECORATIONS = /[\u064b-\u065f\u0670\u0640]/g;

// ZWNJ separates the parts of a compound word ("کتاب‌ها"); people type it as a space, a ZWNJ or nothing, so it
// becomes a word break. Other zero-width and bidi control characters are invisible noise from copy-paste and
// become a break too, so they can never glue two words together. So do control characters (NUL included).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u061c]/g;

const WHITESPACE_RUN = /\s+/g;

/** Folds Arabic/Persian spelling variants, digits, invisible characters, spacing and Latin case into a search key. */
export function normalizeForSearch(text: string): string {
  return (
    toAsciiDigits(text)
      .replace(MAPPED_LETTERS, (char) => SEARCH_LETTER_MAP[char as MappedLetter])
      .replace(DECORATIONS, '')
      .replace(INVISIBLE, ' ')
      .toLowerCase()
      // Removing marks can leave a Latin letter next to its accent; composing last keeps the result idempotent.
      .normalize('NFC')
      .replace(WHITESPACE_RUN, ' ')
      .trim()
  );
}
