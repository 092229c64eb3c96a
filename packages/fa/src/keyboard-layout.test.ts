import { describe, expect, it } from 'vitest';
import {
  latinToPersianLayout,
  looksLikeWrongLayout,
  PERSIAN_LAYOUT_KEYS,
  persianToLatinLayout,
} from './keyboard-layout';

describe('PERSIAN_LAYOUT_KEYS', () => {
  it('is a one-to-one table, so both directions are inverse', () => {
    const latin = PERSIAN_LAYOUT_KEYS.map(([key]) => key);
    const persian = PERSIAN_LAYOUT_KEYS.map(([, char]) => char);
    expect(new Set(latin).size).toBe(latin.length);
    expect(new Set(persian).size).toBe(persian.length);
    const persianSide = new Set<string>(persian);
    expect(latin.filter((key) => persianSide.has(key))).toEqual([]);
  });

  it('covers all 26 unshifted letter keys and the 32 Persian letters', () => {
    const table = new Map<string, string>(PERSIAN_LAYOUT_KEYS);
    for (const key of 'abcdefghijklmnopqrstuvwxyz') expect(table.get(key)).toMatch(/^\p{Script=Arabic}$/u);
    const persianLetters = 'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی';
    expect(persianLetters).toHaveLength(32);
    const typeable = new Set<string>(PERSIAN_LAYOUT_KEYS.map(([, char]) => char));
    expect([...persianLetters].filter((letter) => !typeable.has(letter))).toEqual([]);
  });
});

describe('latinToPersianLayout', () => {
  it('maps US keystrokes to what the Persian layout types', () => {
    expect(latinToPersianLayout('sghl')).toBe('سلام');
    expect(latinToPersianLayout('tdgl')).toBe('فیلم');
    expect(latinToPersianLayout(";jhf'dv")).toBe('کتابگیر');
    expect(latinToPersianLayout('[,[i')).toBe('جوجه');
    expect(latinToPersianLayout('ofvih] ')).toBe('خبرهاچ ');
    expect(latinToPersianLayout('Hovdk')).toBe('آخرین');
    expect(latinToPersianLayout('lChk')).toBe('مژان');
    expect(latinToPersianLayout(';jhfBih')).toBe('کتاب\u200cها');
    expect(latinToPersianLayout('ofv ?')).toBe('خبر ؟');
    expect(latinToPersianLayout('thvsd 2')).toBe('فارسی ۲');
  });

  it('passes through characters the table does not cover', () => {
    expect(latinToPersianLayout('a.b/c-d=e f')).toBe('ش.ذ/ز-ی=ث ب');
    expect(latinToPersianLayout('سلام')).toBe('سلام');
    expect(latinToPersianLayout('')).toBe('');
  });
});

describe('persianToLatinLayout', () => {
  it('maps Persian keystrokes to what US QWERTY types', () => {
    expect(persianToLatinLayout('دثفبمهط')).toBe('netflix');
    expect(persianToLatinLayout('سلام')).toBe('sghl');
    expect(persianToLatinLayout('کتاب‌ها')).toBe(';jhfBih');
    expect(persianToLatinLayout('«آژ»؟')).toBe('LHCK?');
    expect(persianToLatinLayout('۱۲۳')).toBe('123');
  });

  it('passes through characters the table does not cover', () => {
    expect(persianToLatinLayout('hello. 1-2')).toBe('hello. 1-2');
  });
});

describe('layout round trips', () => {
  it('round-trips every key in both directions', () => {
    const latin = PERSIAN_LAYOUT_KEYS.map(([key]) => key).join('');
    const persian = PERSIAN_LAYOUT_KEYS.map(([, char]) => char).join('');
    expect(latinToPersianLayout(latin)).toBe(persian);
    expect(persianToLatinLayout(persian)).toBe(latin);
    expect(persianToLatinLayout(latinToPersianLayout(latin))).toBe(latin);
    expect(latinToPersianLayout(persianToLatinLayout(persian))).toBe(persian);
  });

  it('round-trips mixed text whose other characters are on neither side', () => {
    const persian = 'سریال‌های جدید: فصل ۲، قسمت ۵ (۱۴۰۵)!';
    expect(latinToPersianLayout(persianToLatinLayout(persian))).toBe(persian);
    const latin = "the office s02. ;jhf 'dv - [ ] ?";
    expect(persianToLatinLayout(latinToPersianLayout(latin))).toBe(latin);
  });
});

describe('looksLikeWrongLayout', () => {
  it('flags Persian words typed on a US layout', () => {
    for (const text of ['sghl', 'tdgl', 'svdhg', 'hdvhk', ';jhf', 'nhkg,n', 'lk', 'thvsd', 'Hovdk', 'sghl ofvih 2']) {
      expect(looksLikeWrongLayout(text), text).toBe(true);
    }
  });

  it('leaves ordinary Latin text alone', () => {
    for (const text of ['batman', 'breaking bad', 'the office', 'game of thrones', 'inception', 'joker', 'friends']) {
      expect(looksLikeWrongLayout(text), text).toBe(false);
    }
  });

  it('requires only keys that type Persian letters, at least two of them', () => {
    expect(looksLikeWrongLayout('Sghl')).toBe(true); // Shift+S types ئ, still a letter
    expect(looksLikeWrongLayout('Qghl')).toBe(false); // Shift+Q types a sukun
    expect(looksLikeWrongLayout('sgBhl')).toBe(false); // Shift+B types ZWNJ
    expect(looksLikeWrongLayout('sghl.')).toBe(false);
    expect(looksLikeWrongLayout('sghl!')).toBe(false);
    expect(looksLikeWrongLayout('سلام')).toBe(false);
    expect(looksLikeWrongLayout('l')).toBe(false);
    expect(looksLikeWrongLayout(' 12 ')).toBe(false);
    expect(looksLikeWrongLayout('')).toBe(false);
  });

  it('documents its known misses', () => {
    expect(looksLikeWrongLayout(persianToLatinLayout('خانه'))).toBe(false); // "ohki": half vowel keys
    expect(looksLikeWrongLayout('dvd')).toBe(true);
  });
});
