/**
 * Every letter `normalizeForSearch` rewrites, to its Persian search form. Written as escapes because Arabic-script
 * literals reorder themselves in most editors; the glyph and Unicode name are in the comment.
 */
export declare const SEARCH_LETTER_MAP: {
    readonly ي: "ی";
    readonly ى: "ی";
    readonly ئ: "ی";
    readonly ك: "ک";
    readonly ة: "ه";
    readonly أ: "ا";
    readonly إ: "ا";
    readonly آ: "ا";
    readonly ٱ: "ا";
    readonly ؤ: "و";
    readonly ۀ: "ه";
};
/** Folds Arabic/Persian spelling variants, digits, invisible characters, spacing and Latin case into a search key. */
export declare function normalizeForSearch(text: string): string;
