import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE, formatJalaliDate, jalaliYear } from './jalali';

// Exact strings are what Node 24's bundled ICU (78) produces; a change here means the ICU data changed.
const NOWRUZ_1405 = new Date('2026-03-21T12:00:00Z');

describe('formatJalaliDate', () => {
  it('defaults to a long date in Tehran', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Tehran');
    expect(formatJalaliDate(NOWRUZ_1405)).toBe('۱ فروردین ۱۴۰۵');
    expect(formatJalaliDate(NOWRUZ_1405.getTime())).toBe('۱ فروردین ۱۴۰۵');
    expect(formatJalaliDate(new Date('2024-09-22T12:00:00Z'))).toBe('۱ مهر ۱۴۰۳');
  });

  it('knows leap years: 1403 has an Esfand 30', () => {
    expect(formatJalaliDate(new Date('2025-03-20T12:00:00Z'))).toBe('۳۰ اسفند ۱۴۰۳');
    expect(formatJalaliDate(new Date('2025-03-21T12:00:00Z'))).toBe('۱ فروردین ۱۴۰۴');
  });

  it('changes day at midnight Tehran time (UTC+3:30) unless another zone is given', () => {
    expect(formatJalaliDate(new Date('2026-03-20T20:29:59Z'))).toBe('۲۹ اسفند ۱۴۰۴');
    expect(formatJalaliDate(new Date('2026-03-20T20:30:00Z'))).toBe('۱ فروردین ۱۴۰۵');
    expect(formatJalaliDate(new Date('2026-03-20T20:30:00Z'), { timeZone: 'UTC' })).toBe('۲۹ اسفند ۱۴۰۴');
  });

  it('passes Intl options through', () => {
    expect(formatJalaliDate(NOWRUZ_1405, { dateStyle: 'full' })).toBe('۱۴۰۵ فروردین ۱, شنبه');
    expect(formatJalaliDate(NOWRUZ_1405, { year: 'numeric', month: 'long' })).toBe('۱۴۰۵ فروردین');
    expect(formatJalaliDate(NOWRUZ_1405, { month: 'long' })).toBe('فروردین');
    expect(formatJalaliDate(NOWRUZ_1405, { weekday: 'long' })).toBe('شنبه');
    expect(formatJalaliDate(NOWRUZ_1405, { year: 'numeric', month: 'numeric', day: 'numeric' })).toBe('۱۴۰۵/۱/۱');
    expect(formatJalaliDate(NOWRUZ_1405, { dateStyle: 'long', timeStyle: 'short' })).toBe('۱ فروردین ۱۴۰۵ ساعت ۱۵:۳۰');
    expect(formatJalaliDate(NOWRUZ_1405, { dateStyle: 'long', numberingSystem: 'latn' })).toBe('1 فروردین 1405');
  });

  it('keeps the Persian calendar even if a calendar sneaks in', () => {
    const options = { calendar: 'gregory' } as Parameters<typeof formatJalaliDate>[1];
    expect(formatJalaliDate(NOWRUZ_1405, options)).toBe('۱ فروردین ۱۴۰۵');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatJalaliDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('jalaliYear', () => {
  it('returns the year as a number', () => {
    expect(jalaliYear(NOWRUZ_1405)).toBe(1405);
    expect(jalaliYear(new Date('2026-03-20T20:29:59Z'))).toBe(1404);
    expect(jalaliYear(Date.UTC(1979, 1, 11))).toBe(1357);
  });

  it('honours the time zone', () => {
    const tehranNewYear = new Date('2026-03-20T20:30:00Z');
    expect(jalaliYear(tehranNewYear)).toBe(1405);
    expect(jalaliYear(tehranNewYear, 'UTC')).toBe(1404);
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => jalaliYear(Number.NaN)).toThrow(RangeError);
  });
});

describe('Jalali dates without Intl', () => {
  // The fast path must agree with Intl's Persian calendar in Tehran time; a seeded walk over instants.
  const intlDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { dateStyle: 'long', timeZone: 'Asia/Tehran' });
  const intlYear = new Intl.DateTimeFormat('en-US-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' });
  let seed = 11;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const between = (from: number, to: number) => from + Math.floor(random() * (to - from));

  it('formats dates since daylight saving ended exactly as Intl', () => {
    const from = Date.UTC(2022, 8, 21, 19, 30);
    const to = Date.UTC(2060, 0, 1);
    const instants = [from, from - 1, Date.UTC(2026, 2, 20, 20, 29, 59), Date.UTC(2026, 2, 20, 20, 30)];
    for (let i = 0; i < 3000; i++) instants.push(between(from, to));
    for (const at of instants) expect(formatJalaliDate(at)).toBe(intlDate.format(at));
  });

  it('formats date-only values (UTC midnights, as birth dates come) of any year exactly as Intl', () => {
    const days = [Date.UTC(1975, 2, 5), Date.UTC(1979, 2, 21), Date.UTC(2000, 5, 21), Date.UTC(1925, 0, 1)];
    for (let i = 0; i < 2000; i++)
      days.push(Math.floor(between(Date.UTC(1900, 0, 1), Date.UTC(2100, 0, 1)) / 864e5) * 864e5);
    for (const at of days) expect(formatJalaliDate(at)).toBe(intlDate.format(at));
  });

  it('finds the year of any instant, Nowruz midnights included, exactly as Intl', () => {
    const instants: number[] = [];
    for (let year = 1950; year < 2060; year++) {
      // Around each Nowruz: the year flips at local midnight, which is always standard time.
      const nowruz = Date.UTC(year, 2, 19);
      for (let hour = 0; hour < 72; hour++) instants.push(nowruz + hour * 3_600_000 + between(0, 3_600_000));
    }
    for (let i = 0; i < 2000; i++) instants.push(between(Date.UTC(1900, 0, 1), Date.UTC(2100, 0, 1)));
    for (const at of instants)
      expect(jalaliYear(at)).toBe(Number(intlYear.formatToParts(at).find((p) => p.type === 'year')?.value));
  });
});

describe('the common cases skip Intl', () => {
  it('formats today and finds a release year without touching Intl.DateTimeFormat', () => {
    // `format` is a getter that returns a bound function.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown };
    const format = vi.spyOn(prototype, 'format', 'get');
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    formatJalaliDate(Date.UTC(2026, 10, 23, 12));
    // A cast member's birth date, long before daylight saving ended.
    formatJalaliDate(new Date('1968-07-14'));
    jalaliYear(new Date('1999-05-01'));
    expect(format).not.toHaveBeenCalled();
    expect(parts).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
