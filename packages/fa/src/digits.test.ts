import { describe, expect, it } from 'vitest';
import { formatNumber, toAsciiDigits, toPersianDigits } from './digits';

describe('toPersianDigits', () => {
  it('converts ASCII digits in strings and numbers', () => {
    expect(toPersianDigits('0123456789')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits(2026)).toBe('۲۰۲۶');
    expect(toPersianDigits(-3.5)).toBe('-۳.۵');
  });

  it('converts Arabic-Indic digits and keeps Persian digits and other text', () => {
    expect(toPersianDigits('٠١٢٣٤٥٦٧٨٩')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits('فصل 2، قسمت ۳ و ٤')).toBe('فصل ۲، قسمت ۳ و ۴');
  });
});

describe('toAsciiDigits', () => {
  it('converts Persian and Arabic-Indic digits', () => {
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('قسمت ۱۲ از ٢٤ (HD 1080p)')).toBe('قسمت 12 از 24 (HD 1080p)');
  });

  it('round-trips with toPersianDigits', () => {
    expect(toAsciiDigits(toPersianDigits('x 9876543210 y'))).toBe('x 9876543210 y');
  });
});

describe('formatNumber', () => {
  it('uses Persian digits, ٬ grouping and ٫ decimals', () => {
    expect(formatNumber(1234567.5)).toBe('۱٬۲۳۴٬۵۶۷٫۵');
    expect(formatNumber(0)).toBe('۰');
    expect(formatNumber(12345678901234567890n)).toBe('۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٬۵۶۷٬۸۹۰');
  });

  it('marks negatives with LRM and U+2212 as ICU does', () => {
    expect(formatNumber(-42)).toBe('\u200e\u2212۴۲');
  });

  it('accepts Intl options', () => {
    expect(formatNumber(0.256, { style: 'percent' })).toBe('۲۶٪');
    expect(formatNumber(1500, { useGrouping: false })).toBe('۱۵۰۰');
  });
});

describe('formatNumber without Intl', () => {
  // The fast path must print exactly what Intl prints; a seeded walk over magnitudes and fraction lengths.
  // One formatter per set of options: building an Intl.NumberFormat per number made this walk take seconds of CPU.
  const formatters = new Map<string, Intl.NumberFormat>();
  const intl = (n: number, options?: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options ?? {});
    const formatter = formatters.get(key) ?? new Intl.NumberFormat('fa-IR', options);
    formatters.set(key, formatter);
    return formatter.format(n);
  };
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const samples = [0, 1, 9, 10, 999, 1000, 1234.5, 0.0005, 0.0015, 2.5, 1.005, 12345678.9, 999999999999999];
  for (let i = 0; i < 3000; i++) samples.push(Number((random() * 10 ** Math.floor(random() * 12)).toFixed(i % 6)));

  it('matches Intl with default options', () => {
    for (const n of samples) expect(formatNumber(n)).toBe(intl(n));
  });

  it('matches Intl with fraction digits', () => {
    const options = [
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { maximumFractionDigits: 0 },
      { minimumFractionDigits: 2 },
      { maximumFractionDigits: 5 },
    ];
    for (const option of options) for (const n of samples) expect(formatNumber(n, option)).toBe(intl(n, option));
  });

  it('leaves negatives, non-finite numbers and other options to Intl', () => {
    for (const n of [-1, -0, Number.NaN, Number.POSITIVE_INFINITY, 1e16]) expect(formatNumber(n)).toBe(intl(n));
    expect(formatNumber(0.25, { style: 'percent' })).toBe(intl(0.25, { style: 'percent' }));
  });
});
