import { describe, expect, it } from 'vitest';
import { normalizeForSearch, SEARCH_LETTER_MAP } from './normalize';

describe('normalizeForSearch', () => {
  it('folds Arabic letters, ZWNJ and digits', () => {
    expect(normalizeForSearch('كتاب‌هاي ۱۲۳')).toBe('کتاب های 123');
  });

  it('maps every letter in the table', () => {
    expect(normalizeForSearch('ي ى ئ ك ة أ إ آ ٱ ؤ ۀ')).toBe('ی ی ی ک ه ا ا ا ا و ه');
    for (const [from, to] of Object.entries(SEARCH_LETTER_MAP)) expect(normalizeForSearch(from)).toBe(to);
  });

  it('matches spellings with and without hamza/madda, composed or not', () => {
    const bare = normalizeForSearch('اینه');
    expect(normalizeForSearch('آینهٔ')).toBe(bare);
    expect(normalizeForSearch('آینۀ')).toBe(bare);
    expect(normalizeForSearch('\u0627\u0653ینه\u0654')).toBe(bare);
    expect(normalizeForSearch('مسئول')).toBe(normalizeForSearch('مسيول'));
    expect(normalizeForSearch('\u064a\u0654')).toBe('ی');
  });

  it('removes diacritics, superscript alef and tatweel', () => {
    expect(normalizeForSearch('عِشْقٌ')).toBe('عشق');
    expect(normalizeForSearch('مُحَمَّد')).toBe('محمد');
    expect(normalizeForSearch('رحمٰن')).toBe('رحمن');
    expect(normalizeForSearch('ســــلام')).toBe('سلام');
  });

  it('turns zero-width and bidi characters into word breaks', () => {
    expect(normalizeForSearch('می‌خواهم')).toBe('می خواهم');
    expect(normalizeForSearch('a\u200bb\u200dc\u2060d\ufeffe')).toBe('a b c d e');
    expect(normalizeForSearch('\u200fسلام\u200e')).toBe('سلام');
    expect(normalizeForSearch('\u2067پرده\u2069 2')).toBe('پرده 2');
  });

  it('folds whitespace, trims, converts digits and lower-cases Latin', () => {
    expect(normalizeForSearch('  Breaking\t\tBAD \n فصل ٥  ')).toBe('breaking bad فصل 5');
    expect(normalizeForSearch('\u00a0X\u2003Y\u3000')).toBe('x y');
    expect(normalizeForSearch('')).toBe('');
    expect(normalizeForSearch(' \u200c ')).toBe('');
  });

  it('composes Latin accents so NFD and NFC input agree', () => {
    expect(normalizeForSearch('Ame\u0301lie')).toBe('amélie');
    expect(normalizeForSearch('AMÉLIE')).toBe('amélie');
    // The tanwin between the letter and its accent goes, and the accent must still compose.
    expect(normalizeForSearch('e\u064b\u0301')).toBe('é');
  });

  it('is idempotent', () => {
    const samples = [
      'كتاب‌هاي ۱۲۳',
      '  آينۀ   Ame\u0301lie\u200f ٤٥ ',
      'e\u064b\u0301 İstanbul ΑΣ',
      'مُحَمَّد\u200c\u200cرضا ـ ة',
      '',
    ];
    for (const text of samples) {
      const once = normalizeForSearch(text);
      expect(normalizeForSearch(once)).toBe(once);
    }
  });

  it('is idempotent on random mixes of the characters it touches', () => {
    const alphabet = [
      ...'يىئكةأإآٱؤۀاویکهABCaé ۱٢3\t\n\u00a0',
      '\u064b',
      '\u0653',
      '\u0654',
      '\u0670',
      '\u0640',
      '\u0301',
    ];
    alphabet.push('\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u2060', '\ufeff', '\u061c', 'İ');
    let seed = 42;
    const next = () => {
      // Deterministic LCG so a failure is reproducible.
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 2000; i++) {
      let text = '';
      const length = next() % 12;
      for (let j = 0; j < length; j++) text += alphabet[next() % alphabet.length];
      const once = normalizeForSearch(text);
      expect(normalizeForSearch(once), JSON.stringify(text)).toBe(once);
      expect(once).toBe(once.trim());
      expect(once).not.toMatch(/\s{2}|[\u064b-\u065f\u0670\u0640\u200b-\u200f]|[۰-۹٠-٩]|[A-Z]/);
    }
  });
});
