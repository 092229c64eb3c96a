const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;
const ASCII_ZERO = 0x30;

// Persian digits (U+06F0–U+06F9) and Arabic-Indic digits (U+0660–U+0669) are distinct code points that look
// alike; users paste both, so every conversion accepts both.
const NON_ASCII_DIGIT = /[\u06f0-\u06f9\u0660-\u0669]/g;
const NON_PERSIAN_DIGIT = /[0-9\u0660-\u0669]/g;

function digitValue(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= PERSIAN_ZERO) return code - PERSIAN_ZERO;
  if (code >= ARABIC_INDIC_ZERO) return code - ARABIC_INDIC_ZERO;
  return code - ASCII_ZERO;
}

/** Replaces ASCII and Arabic-Indic digits with Persian digits (۰–۹); numbers are stringified with `String()` first. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(NON_PERSIAN_DIGIT, (char) => String.fromCharCode(PERSIAN_ZERO + digitValue(char)));
}

/** Replaces Persian and Arabic-Indic digits with ASCII digits (0–9), leaving every other character untouched. */
export function toAsciiDigits(text: string): string {
  return text.replace(NON_ASCII_DIGIT, (char) => String.fromCharCode(ASCII_ZERO + digitValue(char)));
}

// Building an Intl formatter is far costlier than using one, and the default one is needed on every render.
let defaultNumberFormat: Intl.NumberFormat | undefined;

/** Formats a number with `Intl.NumberFormat('fa-IR')`: Persian digits, `٬` grouping, `٫` decimal point. */
export function formatNumber(n: number | bigint, options?: Intl.NumberFormatOptions): string {
  if (options) return new Intl.NumberFormat('fa-IR', options).format(n);
  defaultNumberFormat ??= new Intl.NumberFormat('fa-IR');
  return defaultNumberFormat.format(n);
}
