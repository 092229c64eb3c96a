/** Replaces ASCII and Arabic-Indic digits with Persian digits (۰–۹); numbers are stringified with `String()` first. */
export declare function toPersianDigits(value: string | number): string;
/** Replaces Persian and Arabic-Indic digits with ASCII digits (0–9), leaving every other character untouched. */
export declare function toAsciiDigits(text: string): string;
/** Formats a number with `Intl.NumberFormat('fa-IR')`: Persian digits, `٬` grouping, `٫` decimal point. */
export declare function formatNumber(n: number | bigint, options?: Intl.NumberFormatOptions): string;
