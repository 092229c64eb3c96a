/**
 * An Iranian mobile number as stored, `09xxxxxxxxx`, from what people type or paste: `+98`/`0098`/`98` prefixes,
 * Persian or Arabic digits, spaces, dashes and brackets. Undefined for anything else.
 */
export declare function normalizeMobile(input: string): string | undefined;
/**
 * The digits a phone field keeps of what was typed, pasted or filled in so far: a whole number in any form
 * `normalizeMobile` takes becomes `09…` (`+98 912 345 6789` → `09123456789`, not its first eleven characters); a
 * number still being typed keeps its digits, with a leading `+98` or `0098` read as `0`.
 */
export declare function mobileDigits(input: string): string;
