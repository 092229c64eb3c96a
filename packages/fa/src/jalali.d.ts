/** Time zone used when none is given: the audience is in Iran, and a Jalali date changes at Tehran's midnight. */
export declare const DEFAULT_TIME_ZONE = "Asia/Tehran";
/** `Intl.DateTimeFormatOptions` for a Jalali date; the calendar is always Persian, so it cannot be overridden. */
export type JalaliDateOptions = Omit<Intl.DateTimeFormatOptions, 'calendar'>;
/**
 * Formats a date in the Jalali (Persian) calendar with Persian digits, by default as a long date ("۱ فروردین ۱۴۰۵")
 * in Tehran time. Throws a RangeError for an invalid date.
 */
export declare function formatJalaliDate(date: Date | number, options?: JalaliDateOptions): string;
/** The Jalali year (e.g. 1405) of a date in a time zone, Tehran by default; RangeError for an invalid date. */
export declare function jalaliYear(date: Date | number, timeZone?: string): number;
