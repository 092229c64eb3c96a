import { describe, expect, it } from 'vitest';
import * as fa from './index';

describe('public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(fa).sort()).toEqual([
      'DEFAULT_TIME_ZONE',
      'HOMOPHONE_GROUPS',
      'PERSIAN_LAYOUT_KEYS',
      'SEARCH_LETTER_MAP',
      'compactKey',
      'finglishKey',
      'formatClock',
      'formatDuration',
      'formatJalaliDate',
      'formatNumber',
      'formatRelativeTime',
      'homophoneKey',
      'isolate',
      'jalaliYear',
      'latinToPersianLayout',
      'looksLikeWrongLayout',
      'looseKey',
      'mobileDigits',
      'normalizeForSearch',
      'normalizeMobile',
      'persianToLatinLayout',
      'searchWords',
      'toAsciiDigits',
      'toPersianDigits',
    ]);
  });

  it('composes: a wrong-layout query becomes a search key', () => {
    expect(fa.normalizeForSearch(fa.latinToPersianLayout(';jhfBih 12'))).toBe('کتاب ها 12');
  });
});
