import { toJalaali } from 'jalaali-js';
import { toAsciiDigits, toPersianDigits } from './digits';

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

// The first Intl date formatter of a page holds the main thread while it loads ICU data, before it formats anything, and a
// date is on nearly every page (the footer's year, comments). The common cases in Tehran time are therefore
// computed with jalaali-js and a fixed offset; the tests check them against Intl. Iran has kept UTC+03:30 all
// year since daylight saving ended on 2022-09-21. From 1979 to then, only the year is safe to compute this way:
// summer time never began before Nowruz midnight, so every new year started at UTC+03:30.
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
const DAY_MS = 86_400_000;
const NO_MORE_DST = Date.UTC(2022, 8, 21, 19, 30);
const STANDARD_NOWRUZ = Date.UTC(1979, 0, 1);
const MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

/** The Jalali date in Tehran of an instant, or null where the fixed offset could be wrong (`anyDay`: the year only). */
function tehranDay(date: Date | number, anyDay: boolean) {
  const time = typeof date === 'number' ? date : date.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid time value');
  if (time > Date.UTC(2400, 0, 1)) return null;
  // A UTC midnight (a date-only value such as a birth date, "1975-03-05") is the same day in Tehran under every
  // offset Iran has kept, summer time included: such dates of any year need no Intl formatter.
  if (time % DAY_MS === 0) {
    const day = new Date(time);
    return toJalaali(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
  }
  if (time < (anyDay ? STANDARD_NOWRUZ : NO_MORE_DST)) return null;
  const local = new Date(time + TEHRAN_OFFSET_MS);
  return toJalaali(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
}

/**
 * Formats a date in the Jalali (Persian) calendar with Persian digits, by default as a long date ("۱ فروردین ۱۴۰۵")
 * in Tehran time. Throws a RangeError for an invalid date.
 */
export function formatJalaliDate(date: Date | number, options: JalaliDateOptions = {}): string {
  const { timeZone = DEFAULT_TIME_ZONE, ...rest } = options;
  const custom = FIELD_OPTIONS.some((name) => rest[name] !== undefined);
  const day = !custom && timeZone === DEFAULT_TIME_ZONE ? tehranDay(date, false) : null;
  if (day) return `${toPersianDigits(day.jd)} ${MONTHS[day.jm - 1]} ${toPersianDigits(day.jy)}`;
  const fields = custom ? rest : { dateStyle: 'long' as const };
  return formatter({ ...fields, timeZone, calendar: 'persian' }).format(date);
}

/** The Jalali year (e.g. 1405) of a date in a time zone, Tehran by default; RangeError for an invalid date. */
export function jalaliYear(date: Date | number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const day = timeZone === DEFAULT_TIME_ZONE ? tehranDay(date, true) : null;
  if (day) return day.jy;
  const parts = formatter({ year: 'numeric', timeZone, calendar: 'persian' }).formatToParts(date);
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  return Number.parseInt(toAsciiDigits(year), 10);
}
