import { describe, expect, it } from 'vitest';
import { cardSubtitle } from './titles';

const genres = [{ id: 1, title: 'درام' }];

describe('cardSubtitle', () => {
  it('gives an Iranian title its Jalali year, from the release date (the Gregorian year spans two)', () => {
    expect(cardSubtitle({ year: 2016, releaseDate: '2016-02-01', countryOfOrigin: 'Domestic', genres })).toEqual([
      '۱۳۹۴',
      'درام',
    ]);
    expect(cardSubtitle({ year: 2016, releaseDate: '2016-09-01', countryOfOrigin: 'Domestic', genres })[0]).toBe(
      '۱۳۹۵',
    );
  });

  it('gives a foreign title its Gregorian year', () => {
    expect(cardSubtitle({ year: 2016, releaseDate: '2016-09-01', countryOfOrigin: 'Foreign', genres: [] })).toEqual([
      '۲۰۱۶',
      undefined,
    ]);
  });
});
