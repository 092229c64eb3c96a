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
