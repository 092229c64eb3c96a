import { toAsciiDigits } from './digits';

/** What people put between a number's digits: spaces, dashes, brackets, dots and direction marks. */
const SEPARATORS = /[\s\-().\u200c\u200e\u200f\u202a-\u202e]/g;

/**
 * An Iranian mobile number as stored, `09xxxxxxxxx`, from what people type or paste: `+98`/`0098`/`98` prefixes,
 * Persian or Arabic digits, spaces, dashes and brackets. Undefined for anything else.
 */
export function normalizeMobile(input: string): string | undefined {
  const compact = toAsciiDigits(input).replace(SEPARATORS, '');
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(compact);
  return match ? `0${match[1]}` : undefined;
}

/**
 * The digits a phone field keeps of what was typed, pasted or filled in so far: a whole number in any form
 * `normalizeMobile` takes becomes `09…` (`+98 912 345 6789` → `09123456789`, not its first eleven characters); a
 * number still being typed keeps its digits, with a leading `+98` or `0098` read as `0`.
 */
export function mobileDigits(input: string): string {
  const whole = normalizeMobile(input);
  if (whole) return whole;
  const compact = toAsciiDigits(input).replace(SEPARATORS, '');
  let digits = compact.replace(/\D/g, '');
  if (compact.startsWith('+98')) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('0098')) digits = `0${digits.slice(4)}`;
  // `98…` may still become a whole number with its twelfth digit.
  return digits.slice(0, digits.startsWith('98') ? 12 : 11);
}
