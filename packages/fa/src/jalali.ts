import { toAsciiDigits } from './digits';

/** Time zone used when none is given: the audience is in Iran, and a Jalali date changes at Tehran's midnight. */
export const DEFAULT_TIME_ZONE = 'Asia/Tehran';

/** `Intl.DateTimeFormatOptions` for a Jalali date; the calendar is always Persian, so it cannot be overridden. */
export type JalaliDateOptions = Omit<Intl.DateTimeFormatOptions, 'calendar'>;

const LOCALE = 'fa-IR-u-ca-persian';

// Any of these means the caller chose what to show; otherwise Intl would fall back to a bare "۱۴۰۵/۱/۱".
const FIELD_OPTIONS = [
  'dateStyle',
  'timeStyle',
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'dayPeriod',
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'timeZoneName',
] as const;

// Building an Intl.DateTimeFormat costs far more than formatting with one, and lists render many dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, options);
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Formats a date in the Jalali (Persian) calendar with Persian digits, by default as a long date ("۱ فروردین ۱۴۰۵")
 * in Tehran time. Throws a RangeError for an invalid date.
 */
export function formatJalaliDate(date: Date | number, options: JalaliDateOptions = {}): string {
  const { timeZone = DEFAULT_TIME_ZONE, ...rest } = options;
  const fields = FIELD_OPTIONS.some((name) => rest[name] !== undefined) ? rest : { dateStyle: 'long' as const };
  return formatter({ ...fields, timeZone, calendar: 'persian' }).format(date);
}

/** The Jalali year (e.g. 1405) of a date in a time zone, Tehran by default; RangeError for an invalid date. */
export function jalaliYear(date: Date | number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const parts = formatter({ year: 'numeric', timeZone, calendar: 'persian' }).formatToParts(date);
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  return Number.parseInt(toAsciiDigits(year), 10);
}
