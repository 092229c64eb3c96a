import { toAsciiDigits } from '@parde/fa';

/**
 * An Iranian mobile number as stored, `09xxxxxxxxx`, from what people type: `+98`/`0098`/`98` prefixes,
 * Persian or Arabic digits, spaces, dashes and brackets. Undefined for anything else.
 */
export function normalizePhone(input: string): string | undefined {
  const compact = toAsciiDigits(input).replace(/[\s\-().\u200c\u200f\u200e]/g, '');
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(compact);
  return match ? `0${match[1]}` : undefined;
}
