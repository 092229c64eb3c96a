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

const GROUP = '\u066c';
const DECIMAL = '\u066b';

/**
 * What `Intl.NumberFormat('fa-IR', options)` prints for a plain non-negative number whose options set at most the
 * fraction digits; null for anything else. The first Intl formatter of a page is slow to make (ICU data) and ratings
 * and counts are on most pages; the tests compare this with Intl.
 */
function plainFormat(n: number, options: Intl.NumberFormatOptions | undefined): string | null {
  if (!(n >= 0 && n < 1e15) || Object.is(n, -0)) return null;
  const { minimumFractionDigits, maximumFractionDigits, ...other } = options ?? {};
  if (Object.keys(other).length > 0) return null;
  const max = maximumFractionDigits ?? Math.max(minimumFractionDigits ?? 0, 3);
  const min = minimumFractionDigits ?? 0;
  if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 0 && min <= max && max <= 20)) return null;
  // ICU rounds the shortest decimal that reads back as `n` (what String gives), half away from zero.
  const text = String(n);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = `${whole}${fraction.slice(0, max).padEnd(max, '0')}`;
  if ((fraction[max] ?? '0') >= '5') digits = increment(digits);
  let integer = digits.slice(0, digits.length - max);
  let decimals = digits.slice(digits.length - max);
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  integer = integer.replace(/\B(?=(\d{3})+$)/g, GROUP);
  return toPersianDigits(decimals ? `${integer}${DECIMAL}${decimals}` : integer);
}

/** Adds one to a string of ASCII digits ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/** Formats a number with `Intl.NumberFormat('fa-IR')`: Persian digits, `٬` grouping, `٫` decimal point. */
export function formatNumber(n: number | bigint, options?: Intl.NumberFormatOptions): string {
  const plain = typeof n === 'number' ? plainFormat(n, options) : null;
  if (plain !== null) return plain;
  if (options) return new Intl.NumberFormat('fa-IR', options).format(n);
  defaultNumberFormat ??= new Intl.NumberFormat('fa-IR');
  return defaultNumberFormat.format(n);
}
