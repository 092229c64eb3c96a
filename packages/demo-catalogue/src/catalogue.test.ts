import { ageRanges, countriesOfOrigin, creditRoles } from '@parde/api-client';
import { formatJalaliDate } from '@parde/fa';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_NOW, DEFAULT_SEED, generateCatalogue, knownTitles, starPlan } from './catalogue';
import type { Catalogue, SeedMovie, SeedSeries } from './types';

const catalogue = generateCatalogue();

const PERSIAN_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;
const ZWNJ = '\u200c';

const unique = (values: readonly unknown[]): boolean => new Set(values).size === values.length;
const idsOf = (items: readonly { id: number }[]): number[] => items.map((item) => item.id);

describe('generateCatalogue: determinism', () => {
  it('gives deep-equal catalogues for the same seed', () => {
    expect(generateCatalogue({ seed: 7 })).toEqual(generateCatalogue({ seed: 7 }));
    expect(generateCatalogue({ seed: DEFAULT_SEED })).toEqual(catalogue);
  });

  it('gives a different catalogue for another seed, with the same known titles', () => {
    const other = generateCatalogue({ seed: 99 });
    expect(other.movies.map((m) => m.title)).not.toEqual(catalogue.movies.map((m) => m.title));
    for (const known of Object.values(knownTitles)) {
      const list: (SeedMovie | SeedSeries)[] = known.type === 'Movie' ? other.movies : other.series;
      expect(list.find((t) => t.id === known.id)?.title).toBe(known.title);
    }
  });
});

// Every seed keeps the promises, not only the default one.
describe.each([DEFAULT_SEED, 1, 42, 2026])('seed %i', (seed) => {
  const catalogue = generateCatalogue({ seed });
  const titles: (SeedMovie | SeedSeries)[] = [...catalogue.movies, ...catalogue.series];
  const episodes = catalogue.series.flatMap((s) => s.seasons.flatMap((season) => season.episodes));
  const genreSlug = (id: number): string => catalogue.genres.find((g) => g.id === id)!.slug;

  describe('generateCatalogue: sizes and mixes', () => {
    it('has the promised counts', () => {
      expect(catalogue.movies.length).toBeGreaterThanOrEqual(80);
      expect(catalogue.series.length).toBeGreaterThanOrEqual(20);
      expect(catalogue.stars.length).toBeGreaterThanOrEqual(150);
      expect(catalogue.genres).toHaveLength(12);
      expect(catalogue.tags).toHaveLength(20);
      expect(catalogue.users.length).toBeGreaterThanOrEqual(25);
      expect(catalogue.comments.length).toBeGreaterThanOrEqual(180);
    });

    it.each([
      ['movies', catalogue.movies],
      ['series', catalogue.series],
    ] as const)('%s cover every age range and both countries, mostly domestic', (_, list) => {
      expect(new Set(list.map((t) => t.ageRange))).toEqual(new Set(ageRanges));
      expect(new Set(list.map((t) => t.countryOfOrigin))).toEqual(new Set(countriesOfOrigin));
      const domestic = list.filter((t) => t.countryOfOrigin === 'Domestic').length / list.length;
      expect(domestic).toBeGreaterThanOrEqual(0.55);
      expect(domestic).toBeLessThanOrEqual(0.65);
    });

    it('gives every series 1–4 seasons of 4–10 episodes, numbered from 1', () => {
      for (const series of catalogue.series) {
        expect(series.seasons.length).toBeGreaterThanOrEqual(1);
        expect(series.seasons.length).toBeLessThanOrEqual(4);
        series.seasons.forEach((season, s) => {
          expect(season.number).toBe(s + 1);
          expect(season.episodes.length).toBeGreaterThanOrEqual(4);
          expect(season.episodes.length).toBeLessThanOrEqual(10);
          expect(season.episodes.map((e) => e.number)).toEqual(season.episodes.map((_, e) => e + 1));
        });
        const episodeNames = series.seasons.flatMap((season) => season.episodes.map((e) => e.title));
        expect(unique(episodeNames), series.title).toBe(true);
      }
    });

    it('shapes every title: genres, tags, credits, years, ratings, popularity, colour', () => {
      for (const title of titles) {
        expect(title.genreIds.length).toBeGreaterThanOrEqual(1);
        expect(title.genreIds.length).toBeLessThanOrEqual(3);
        expect(unique(title.genreIds)).toBe(true);
        expect(title.tagIds.length).toBeLessThanOrEqual(4);
        expect(unique(title.tagIds)).toBe(true);
        expect(title.credits.length).toBeGreaterThanOrEqual(4);
        expect(title.credits.length).toBeLessThanOrEqual(10);
        expect(title.credits.filter((c) => c.role === 'Director')).toHaveLength(1);
        expect(title.credits.map((c) => c.order)).toEqual(title.credits.map((_, i) => i + 1));
        for (const credit of title.credits) {
          expect(creditRoles).toContain(credit.role);
          if (credit.role === 'Actor') expect(credit.character).toMatch(PERSIAN_LETTER);
          else expect(credit.character).toBeNull();
        }
        expect(unique(title.credits.map((c) => c.character).filter(Boolean))).toBe(true);
        expect(title.year).toBeGreaterThanOrEqual(1990);
        expect(title.year).toBeLessThanOrEqual(2026);
        expect(title.rating).toBeGreaterThanOrEqual(5);
        expect(title.rating).toBeLessThanOrEqual(9.5);
        expect(Math.round(title.rating * 10)).toBeCloseTo(title.rating * 10, 9);
        expect(Number.isInteger(title.popularity) && title.popularity > 0).toBe(true);
        expect(title.color).toMatch(/^#[0-9a-f]{6}$/);
      }
      expect(titles.some((t) => t.suggested)).toBe(true);
    });

    it('keeps dates well-formed and before the demo’s now', () => {
      const now = Date.parse(CATALOGUE_NOW);
      for (const movie of catalogue.movies) {
        expect(movie.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(movie.releaseDate.startsWith(String(movie.year))).toBe(true);
        expect(movie.duration).toBeGreaterThanOrEqual(60);
      }
      for (const episode of episodes) expect(Date.parse(episode.releaseDate)).toBeLessThan(now);
      for (const title of titles) {
        expect(new Date(title.updatedAt).toISOString()).toBe(title.updatedAt);
        expect(Date.parse(title.updatedAt)).toBeLessThanOrEqual(now);
      }
      for (const comment of catalogue.comments) expect(Date.parse(comment.createdAt)).toBeLessThanOrEqual(now);
    });

    it('fills the sliders, home picks and regal collections with both kinds of title', () => {
      const top = catalogue.slides.filter((s) => s.set === 'top');
      const bottom = catalogue.slides.filter((s) => s.set === 'bottom');
      expect(top).toHaveLength(6);
      expect(bottom).toHaveLength(4);
      for (const set of [top, bottom]) {
        expect(new Set(set.map((s) => s.type))).toEqual(new Set(['Movie', 'Series']));
        expect(set.map((s) => s.order)).toEqual(set.map((_, i) => i + 1));
      }
      expect(unique(catalogue.slides.map((s) => `${s.type}:${s.titleId}`))).toBe(true);
      expect(catalogue.homeTop.movies).toHaveLength(10);
      expect(catalogue.homeTop.series).toHaveLength(10);
      expect(catalogue.regal.map((r) => r.position)).toEqual([1, 2, 3, 4]);
      expect(new Set(catalogue.regal.map((r) => r.type))).toEqual(new Set(['Movie', 'Series']));
      for (const regal of catalogue.regal) {
        expect(regal.titleIds.length).toBeGreaterThanOrEqual(8);
        expect(regal.titleIds.length).toBeLessThanOrEqual(16);
        expect(unique(regal.titleIds)).toBe(true);
      }
    });
  });

  describe('generateCatalogue: identity and references', () => {
    it('uses unique 1-based ids per entity', () => {
      const lists: Record<string, number[]> = {
        genres: idsOf(catalogue.genres),
        tags: idsOf(catalogue.tags),
        stars: idsOf(catalogue.stars),
        movies: idsOf(catalogue.movies),
        series: idsOf(catalogue.series),
        seasons: idsOf(catalogue.series.flatMap((s) => s.seasons)),
        episodes: idsOf(episodes),
        slides: idsOf(catalogue.slides),
        regal: idsOf(catalogue.regal),
        users: idsOf(catalogue.users),
        comments: idsOf(catalogue.comments),
      };
      for (const [name, ids] of Object.entries(lists)) {
        expect(ids, name).toEqual(ids.map((_, i) => i + 1));
      }
    });

    it('never repeats a title, a star name or a phone number', () => {
      expect(unique(titles.map((t) => t.title))).toBe(true);
      expect(unique(catalogue.stars.map((s) => s.name))).toBe(true);
      expect(unique(catalogue.users.map((u) => u.phoneNumber))).toBe(true);
    });

    it('points only at things that exist', () => {
      const has = (list: readonly { id: number }[], id: number): boolean => list.some((item) => item.id === id);
      const byType = { Movie: catalogue.movies, Series: catalogue.series } as const;
      for (const title of titles) {
        for (const id of title.genreIds) expect(has(catalogue.genres, id)).toBe(true);
        for (const id of title.tagIds) expect(has(catalogue.tags, id)).toBe(true);
        for (const credit of title.credits) expect(has(catalogue.stars, credit.starId)).toBe(true);
      }
      for (const slide of catalogue.slides) expect(has(byType[slide.type], slide.titleId)).toBe(true);
      for (const id of catalogue.homeTop.movies) expect(has(catalogue.movies, id)).toBe(true);
      for (const id of catalogue.homeTop.series) expect(has(catalogue.series, id)).toBe(true);
      for (const regal of catalogue.regal) {
        for (const id of regal.titleIds) expect(has(byType[regal.type], id)).toBe(true);
      }
      for (const comment of catalogue.comments) {
        expect(has(catalogue.users, comment.userId)).toBe(true);
        expect(has(comment.target.type === 'Movie' ? catalogue.movies : episodes, comment.target.id)).toBe(true);
      }
      expect(new Set(catalogue.comments.map((c) => c.target.type))).toEqual(new Set(['Movie', 'Episode']));
    });

    it('credits stars in the role the star plan gives them', () => {
      for (const title of titles) {
        for (const credit of title.credits) expect(starPlan[credit.starId - 1]!.role).toBe(credit.role);
      }
    });

    it('keeps the known titles’ promises', () => {
      for (const known of Object.values(knownTitles)) {
        const list: (SeedMovie | SeedSeries)[] = known.type === 'Movie' ? catalogue.movies : catalogue.series;
        const title = list.find((t) => t.id === known.id)!;
        expect(title).toMatchObject({
          title: known.title,
          originalTitle: known.originalTitle,
          ageRange: known.ageRange,
          countryOfOrigin: known.countryOfOrigin,
        });
        if ('seasons' in known) expect((title as SeedSeries).seasons).toHaveLength(known.seasons);
      }
      expect(knownTitles.longSeries.seasons).toBeGreaterThanOrEqual(3);
      const animation = catalogue.genres.find((g) => g.slug === 'animation')!.id;
      expect(catalogue.movies[knownTitles.domesticAnimationMovie.id - 1]!.genreIds).toContain(animation);
    });
  });

  describe('generateCatalogue: Persian text', () => {
    const persianFields = (c: Catalogue): string[] => [
      ...c.genres.map((g) => g.title),
      ...c.tags.map((t) => t.title),
      ...[...c.movies, ...c.series].flatMap((t) => [t.title, t.description]),
      ...c.series.flatMap((s) =>
        s.seasons.flatMap((season) => [season.title, ...season.episodes.flatMap((e) => [e.title, e.description])]),
      ),
      ...c.stars.flatMap((s) => [s.name, s.profession, s.bio, s.birthPlace ?? 'تهران']),
      ...c.regal.flatMap((r) => [r.title, r.description]),
      ...c.users.flatMap((u) => [u.firstName, u.lastName]),
      ...c.comments.map((comment) => comment.text),
    ];

    it('writes every visible text in Persian letters, with no Latin and no ASCII digits', () => {
      for (const text of persianFields(catalogue)) {
        expect(text).toMatch(PERSIAN_LETTER);
        expect(text, text).not.toMatch(LATIN_LETTER);
        expect(text, text).not.toMatch(/[0-9]/);
        expect(text.trim()).toBe(text);
        expect(text).not.toMatch(/ {2}|undefined|\{|، است\.|\.\./);
      }
    });

    it('gives Latin original titles: English for foreign titles, a transliteration for domestic ones', () => {
      for (const title of titles) {
        expect(title.originalTitle).toMatch(/^[A-Z][A-Za-z0-9 '’-]+$/);
      }
      expect(catalogue.movies.find((m) => m.id === knownTitles.domesticDramaMovie.id)!.originalTitle).toBe(
        'Koocheh-haye Yakhzadeh',
      );
    });

    it('exercises search normalisation: titles with ی, ک and ZWNJ', () => {
      const names = titles.map((t) => t.title);
      expect(names.filter((n) => n.includes('ی')).length).toBeGreaterThan(10);
      expect(names.filter((n) => n.includes('ک')).length).toBeGreaterThan(5);
      expect(names.filter((n) => n.includes(ZWNJ)).length).toBeGreaterThan(10);
      expect(names.some((n) => n.includes('ی') && n.includes('ک') && n.includes(ZWNJ))).toBe(true);
    });

    it('varies its descriptions instead of repeating them', () => {
      const descriptions = titles.map((t) => t.description);
      expect(unique(descriptions)).toBe(true);
      const firstSentences = descriptions.map((d) => d.split('.')[0]);
      expect(new Set(firstSentences).size).toBeGreaterThanOrEqual(titles.length * 0.95);
      for (const description of descriptions) {
        const sentences = description.split(/(?<=\.) /);
        expect(sentences.length).toBeGreaterThanOrEqual(1);
        expect(sentences.length).toBeLessThanOrEqual(3);
        expect(description.endsWith('.')).toBe(true);
      }
    });

    it('matches descriptions and genres to the age range', () => {
      const darkGenres = ['crime', 'horror', 'thriller'];
      for (const title of titles) {
        const slugs = title.genreIds.map(genreSlug);
        if (title.ageRange <= 7)
          expect(
            slugs.some((s) => darkGenres.includes(s)),
            title.title,
          ).toBe(false);
        if (title.ageRange === 18) expect(title.description, title.title).toMatch(/بزرگسال/);
        else expect(title.description, title.title).not.toMatch(/بزرگسال/);
      }
      const zeroAnimations = titles.filter((t) => t.ageRange === 0 && t.genreIds.map(genreSlug).includes('animation'));
      expect(zeroAnimations.length).toBeGreaterThan(2);
    });

    it('keeps comedies and family adventures away from brooding titles', () => {
      const light = titles.filter((t) => ['comedy', 'adventure'].includes(genreSlug(t.genreIds[0]!)));
      expect(light.length).toBeGreaterThan(3);
      for (const title of light) expect(title.title).not.toMatch(/تاریک|شکسته|زخم|سایه نداشت|ممنوع|سرخ|بی‌خواب/);
    });

    it('names the lead’s character in the story', () => {
      for (const title of titles) {
        const lead = title.credits.find((c) => c.role === 'Actor')!;
        expect(title.description, title.title).toContain(lead.character!);
      }
    });

    it('writes star bios that name the star and, when they have credits, their works', () => {
      for (const star of catalogue.stars) {
        expect(star.bio.startsWith(star.name)).toBe(true);
        const credited = titles.filter((t) => t.credits.some((c) => c.starId === star.id));
        if (credited.length > 0) expect(star.bio).toMatch(/«.+»/);
        if (star.birthDate) expect(star.birthDate).toMatch(/^(19[4-9]\d|200\d)-\d{2}-\d{2}$/);
      }
    });

    it('gives every star’s birth year in Jalali with Persian digits, the year of the date the star page shows', () => {
      let foreign = 0;
      for (const star of catalogue.stars) {
        expect(star.bio, star.name).not.toMatch(/[0-9]/);
        if (!star.birthDate) continue;
        // The page's date, e.g. «۱۲ مهر ۱۳۵۴»: its last word is the year.
        const shown = formatJalaliDate(Date.parse(star.birthDate)).split(' ').at(-1);
        expect(star.bio, star.name).toContain(`متولد ${shown}`);
        if (starPlan[star.id - 1]?.origin === 'foreign') foreign += 1;
      }
      expect(foreign).toBeGreaterThan(0);
    });

    it('gives demo users Iranian mobile numbers and Persian names', () => {
      for (const user of catalogue.users) expect(user.phoneNumber).toMatch(/^0912\d{7}$/);
    });
  });
});
