import { describe, expect, it } from 'vitest';
import { mobileDigits, normalizeMobile } from './phone';

describe('normalizeMobile', () => {
  it('reads the usual ways of writing an Iranian mobile', () => {
    for (const input of [
      '09123456789',
      '+989123456789',
      '+98 912 345 6789',
      '00989123456789',
      '989123456789',
      '9123456789',
      '۰۹۱۲۳۴۵۶۷۸۹',
      '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹',
      '٠٩١٢٣٤٥٦٧٨٩',
      '0912 345-6789',
      '(0912) 345 67 89',
      '\u202a+98 912 345 6789\u202c',
    ]) {
      expect(normalizeMobile(input), input).toBe('09123456789');
    }
  });

  it('refuses what is not a mobile', () => {
    for (const input of ['0812345678', '123', '+1 555 123 4567', '09123456789a', '', '+98 812 345 6789']) {
      expect(normalizeMobile(input), input).toBeUndefined();
    }
  });
});

describe('mobileDigits', () => {
  it('keeps a pasted or filled whole number whatever its form', () => {
    expect(mobileDigits('+98 912 345 6789')).toBe('09123456789');
    expect(mobileDigits('+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('09123456789');
    expect(mobileDigits('0098-912-345-6789')).toBe('09123456789');
    expect(mobileDigits('989123456789')).toBe('09123456789');
  });

  it('keeps a number being typed as its digits, a leading +98 or 0098 as 0', () => {
    expect(mobileDigits('۰۹۱۲')).toBe('0912');
    expect(mobileDigits('+98 91')).toBe('091');
    expect(mobileDigits('0098912')).toBe('0912');
    expect(mobileDigits('98912')).toBe('98912');
    expect(mobileDigits('0912 345')).toBe('0912345');
  });

  it('never keeps more than a number holds', () => {
    expect(mobileDigits('091234567890')).toBe('09123456789');
    expect(mobileDigits('9891234567891')).toBe('989123456789');
    expect(mobileDigits('abc')).toBe('');
  });
});
