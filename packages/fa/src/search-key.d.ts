/**
 * Letters that sound alike in Persian and are confused in writing; each group folds to its first letter in
 * `homophoneKey`. Escapes as in `SEARCH_LETTER_MAP`; the glyphs are in the comments.
 */
export declare const HOMOPHONE_GROUPS: readonly [readonly ["س", "ص", "ث"], readonly ["ز", "ذ", "ض", "ظ"], readonly ["ت", "ط"], readonly ["ه", "ح"], readonly ["ق", "غ"], readonly ["ا", "ع"]];
/**
 * The words of a text for matching, after `normalizeForSearch` and the morphology a viewer does not think about:
 * the ezafe «ـهٔ / ـه‌ی / ـه ی / ـه» and the indefinite «ای» («خانه‌ای» → «خانه») go, the plural «ها / های» goes
 * whether joined, spaced or after ZWNJ («کلاغ‌های» «کلاغهای» «کلاغ های» → «کلاغ»), and «می نمی بی هم» join the
 * next word however they were written («نمی‌گفت» → «نمیگفت»). Applied to both sides of a comparison, so its
 * occasional wrong stem (a word that merely ends in «ها») costs nothing.
 */
export declare function searchWords(text: string): string[];
/** Folds each homophone group of `HOMOPHONE_GROUPS` to one letter and runs of one letter to one ("صفر" = "سفر"). */
export declare function homophoneKey(word: string): string;
/**
 * The forgiving key of a text: `searchWords` with homophones folded, one space between words. Two spellings of a
 * title that differ only in ZWNJ, ezafe, «ای», plural spacing, prefixes, homophone letters or a doubled letter
 * get the same key, or the same `compactKey` when the spaces differ.
 */
export declare function looseKey(text: string): string;
/** `looseKey` without spaces: «رد پا», «ردپا» and «رد‌پا» agree, and so do «شهر بیخواب» and «شهربی‌خواب». */
export declare function compactKey(text: string): string;
/**
 * The consonant skeleton of a Persian text or of its Finglish spelling, words separated by spaces: «بازگشت به
 * خانه» and "bazgasht be khane" both give "bzgSt b Xn". Digits and other characters are left out.
 */
export declare function finglishKey(text: string): string;
