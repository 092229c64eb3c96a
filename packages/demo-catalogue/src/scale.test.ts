import { ageRanges, countriesOfOrigin } from '@parde/api-client';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_NOW, catalogueSize, starPlan } from './catalogue';
import { genres } from './lexicon';
import { generateScaledTitles, MAX_SCALED_TITLES } from './scale';

describe('generateScaledTitles', () => {
  it('yields exactly the asked count, ids following the demo movies', () => {
    const titles = [...generateScaledTitles(500)];
    expect(titles).toHaveLength(500);
    expect(titles.map((t) => t.id)).toEqual(titles.map((_, i) => catalogueSize.movies + 1 + i));
    expect([...generateScaledTitles(3, { startId: 1000 })].map((t) => t.id)).toEqual([1000, 1001, 1002]);
    expect([...generateScaledTitles(0)]).toEqual([]);
  });

  it('is deterministic per seed', () => {
    expect([...generateScaledTitles(200, { seed: 5 })]).toEqual([...generateScaledTitles(200, { seed: 5 })]);
    expect([...generateScaledTitles(50, { seed: 5 })]).not.toEqual([...generateScaledTitles(50, { seed: 6 })]);
  });

  it('makes 100,000 valid titles whose references exist in the demo catalogue', () => {
    const ages = new Set<number>();
    const countries = new Set<string>();
    let count = 0;
    for (const title of generateScaledTitles(MAX_SCALED_TITLES)) {
      count++;
      ages.add(title.ageRange);
      countries.add(title.countryOfOrigin);
      // Sampled: checking every field of every title would dwarf the generation itself.
      if (count % 97 !== 0) continue;
      expect(title.title).toMatch(/^[\u0600-\u06FF\u200c ]+$/);
      expect(title.description).not.toMatch(/[A-Za-z]/);
      expect(title.originalTitle).toMatch(/^[A-Z][A-Za-z0-9 '’-]+$/);
      expect(title.rating).toBeGreaterThanOrEqual(5);
      expect(title.rating).toBeLessThanOrEqual(9.5);
      expect(title.year).toBeGreaterThanOrEqual(1990);
      expect(title.year).toBeLessThanOrEqual(2026);
      expect(title.releaseDate <= CATALOGUE_NOW.slice(0, 10)).toBe(true);
      expect(title.updatedAt <= CATALOGUE_NOW).toBe(true);
      for (const id of title.genreIds) expect(id).toBeLessThanOrEqual(genres.length);
      for (const credit of title.credits) {
        expect(starPlan[credit.starId - 1]?.role).toBe(credit.role);
        expect(credit.character === null).toBe(credit.role !== 'Actor');
      }
      if (title.ageRange < 18) expect(title.description).not.toMatch(/بزرگسال/);
    }
    expect(count).toBe(MAX_SCALED_TITLES);
    expect(ages).toEqual(new Set(ageRanges));
    expect(countries).toEqual(new Set(countriesOfOrigin));
  });

  it('is lazy: taking the first titles of a large count does not build the rest', () => {
    const iterator = generateScaledTitles(MAX_SCALED_TITLES);
    expect(iterator.next().value?.id).toBe(catalogueSize.movies + 1);
    iterator.return(undefined);
  });

  it.each([-1, 1.5, MAX_SCALED_TITLES + 1])('refuses a count of %s', (count) => {
    expect(() => generateScaledTitles(count).next()).toThrow(RangeError);
  });
});
