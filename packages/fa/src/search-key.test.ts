import { describe, expect, it } from 'vitest';
import { compactKey, finglishKey, HOMOPHONE_GROUPS, homophoneKey, looseKey, searchWords } from './search-key';

describe('searchWords', () => {
  it('treats «ـهٔ», «ـه‌ی», «ـه ی» and «ـه» alike', () => {
    for (const text of [
      'نفرین خانهٔ سنگی',
      'نفرین خانه‌ی سنگی',
      'نفرین خانه ی سنگی',
      'نفرین خانه سنگی',
      'نفرین خانۀ سنگی',
    ]) {
      expect(searchWords(text)).toEqual(['نفرین', 'خانه', 'سنگی']);
    }
  });

  it('drops the indefinite «ای» however it is written', () => {
    for (const text of ['خانه‌ای کنار دریا', 'خانه ای کنار دریا', 'خانه کنار دریا']) {
      expect(searchWords(text)).toEqual(['خانه', 'کنار', 'دریا']);
    }
  });

  it('drops the plural «ها / های» joined, spaced or after ZWNJ, but keeps words too short to carry it', () => {
    for (const text of ['کلاغ‌های سخنگو', 'کلاغهای سخنگو', 'کلاغ های سخنگو', 'کلاغ سخنگو']) {
      expect(searchWords(text)).toEqual(['کلاغ', 'سخنگو']);
    }
    expect(searchWords('رازها')).toEqual(['راز']);
    expect(searchWords('کوچه‌ها')).toEqual(['کوچه']);
    expect(searchWords('شبهای')).toEqual(['شب']);
    expect(searchWords('رها')).toEqual(['رها']);
    expect(searchWords('روزهایسرد')).toEqual(['روز', 'سرد']);
    expect(searchWords('نهایت تنهایی')).toEqual(['نهایت', 'تنهایی']);
    // A plural alone is a word, not a suffix.
    expect(searchWords('ها')).toEqual(['ها']);
  });

  it('joins «می», «نمی», «بی» and «هم» to the next word', () => {
    for (const text of ['نمی‌گفت', 'نمی گفت', 'نمیگفت']) expect(searchWords(text)).toEqual(['نمیگفت']);
    expect(searchWords('شهر بی‌خواب')).toEqual(searchWords('شهر بیخواب'));
    expect(searchWords('هم خانه')).toEqual(['همخانه']);
    expect(searchWords('بی')).toEqual(['بی']);
  });

  it('splits on punctuation and control characters, and is empty for nothing to match', () => {
    expect(searchWords('Bi-setareh')).toEqual(['bi', 'setareh']);
    expect(searchWords('The Squirrel’s Trip')).toEqual(['the', 'squirrel', 's', 'trip']);
    expect(searchWords('a\u0000b\u0007c')).toEqual(['a', 'b', 'c']);
    expect(searchWords('  \u200c ')).toEqual([]);
    expect(searchWords('🎬🍿')).toEqual([]);
  });
});

describe('homophoneKey', () => {
  it('folds every letter of a group to the group’s first letter', () => {
    for (const group of HOMOPHONE_GROUPS) for (const letter of group) expect(homophoneKey(letter)).toBe(group[0]);
    expect(homophoneKey('صفر')).toBe(homophoneKey('سفر'));
    expect(homophoneKey('ذرافه')).toBe(homophoneKey('زرافه'));
    expect(homophoneKey('طلا')).toBe(homophoneKey('تلا'));
    expect(homophoneKey('حمید')).toBe(homophoneKey('همید'));
    expect(homophoneKey('قلاغ')).toBe(homophoneKey('غلاق'));
    expect(homophoneKey('عشق')).toBe(homophoneKey('اشق'));
  });

  it('collapses a doubled letter and leaves other letters alone', () => {
    expect(homophoneKey('دریاا')).toBe('دریا');
    expect(homophoneKey('بببب')).toBe('ب');
    expect(homophoneKey('پژواک')).toBe('پژواک');
  });
});

describe('looseKey and compactKey', () => {
  it('give the issue’s near-miss queries the key of their title', () => {
    const pairs = [
      ['خانه کنار دریا', 'خانه‌ای کنار دریا'],
      ['خانه کنار دریاا', 'خانه‌ای کنار دریا'],
      ['کلاغهای سخنگو', 'کلاغ‌های سخنگو'],
      ['شهر بیخواب', 'شهر بی‌خواب'],
      ['نفرین خانه‌ی سنگی', 'نفرین خانهٔ سنگی'],
      ['صفر سنجاب به دریا', 'سفر سنجاب به دریا'],
      ['زنی كه دروغ نمیگفت', 'زنی که دروغ نمی‌گفت'],
    ];
    for (const [query, title] of pairs) expect(looseKey(query!)).toBe(looseKey(title!));
    expect(looseKey('رد پا')).not.toBe(looseKey('ردپا'));
    expect(compactKey('رد پا')).toBe(compactKey('ردپا'));
    expect(compactKey('شهربیخواب')).toBe(compactKey('شهر بی‌خواب'));
  });

  it('keeps different titles apart', () => {
    expect(looseKey('زیر پل')).not.toBe(looseKey('زر پل'));
    expect(compactKey('ماه و دریا')).not.toBe(compactKey('ماه و کویر'));
  });
});

describe('finglishKey', () => {
  it('gives a Persian title and its Finglish spellings one skeleton', () => {
    const key = finglishKey('بازگشت به خانه');
    expect(key).toBe('bzgSt b Xn');
    for (const latin of ['bazgasht be khane', 'Bazgasht be Khaneh', 'bazgasht b xane', 'BAZGASHT BE KHOONEH']) {
      expect(finglishKey(latin)).toBe(key);
    }
    expect(finglishKey('گربه‌ای که ماه را دزدید')).toBe(finglishKey('Gorbeh-i ke Mah ra Dozdid'));
    expect(finglishKey('سفر خرگوش به کوه قاف')).toBe(finglishKey('Safar-e Khargoosh be Kooh-e Ghaf'));
    expect(finglishKey('دردسرهای آقای معلم')).toBe(finglishKey('Dardesar-haye Agha-ye Moallem'));
    expect(finglishKey('شب خاموش')).toBe(finglishKey('shab khamoosh'));
    expect(finglishKey('کوچه چراغ ژاله')).toBe(finglishKey('koocheh cheragh zhaleh'));
  });

  it('folds homophones and ignores vowels, digits and symbols', () => {
    expect(finglishKey('صبح')).toBe(finglishKey('sobh'));
    expect(finglishKey('طلا')).toBe(finglishKey('tala'));
    expect(finglishKey('قصه ۱۴۰۰')).toBe(finglishKey('gheseh 1400'));
    expect(finglishKey('فیلم')).toBe(finglishKey('philm'));
    expect(finglishKey('کافه')).toBe(finglishKey('cafe'));
    expect(finglishKey('aeiou')).toBe('');
    expect(finglishKey('')).toBe('');
  });
});
