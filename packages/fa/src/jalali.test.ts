import { describe, expect, it } from 'vitest';
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
