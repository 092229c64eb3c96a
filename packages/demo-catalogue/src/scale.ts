/**
 * Extra movies for benchmarks: up to 100,000 cheap titles on top of the demo catalogue, streamed so the seeder
 * can insert them in batches without holding them all.
 */
import type { AgeRange, CountryOfOrigin } from '@parde/api-client';
import { CATALOGUE_NOW, catalogueSize, starPlan } from './catalogue';
import { hslToHex } from './color';
import { type Archetype, archetypes, genres, names, suits, textOf } from './lexicon';
import { createRandom } from './random';
import { composeTitle, originFacts } from './titles';
import type { SeedCredit, SeedMovie } from './types';

/** Largest count `generateScaledTitles` accepts. */
export const MAX_SCALED_TITLES = 100_000;

const ages: readonly AgeRange[] = [0, 7, 12, 15, 15, 12, 18];
/** Per age, the kinds of story that fit it and their sentences, prepared once so each title is a few picks. */
const byAge = new Map(
  [...new Set(ages)].map((age) => [
    age,
    archetypes
      .filter((a) => a.ages.includes(age))
      .map((archetype) => ({
        archetype,
        complications: archetype.complications.filter((c) => suits(c, age)).map(textOf),
        closings: archetype.closings.filter((c) => suits(c, age)).map(textOf),
      })),
  ]),
);
/** Update times spread over the demo's year (built once: a date string per title would cost more than the title). */
const updateTimes = Array.from({ length: 320 }, (_, day) =>
  new Date(Date.parse(CATALOGUE_NOW) - day * 86_400_000 - (day % 24) * 3_600_000).toISOString(),
);
const genreIdBySlug = new Map<string, number>(genres.map(([, slug], i) => [slug, i + 1]));
const directors = {
  domestic: starPlan.filter((s) => s.role === 'Director' && s.origin === 'domestic').map((s) => s.id),
  foreign: starPlan.filter((s) => s.role === 'Director' && s.origin === 'foreign').map((s) => s.id),
};
const actors = {
  domestic: starPlan.filter((s) => s.role === 'Actor' && s.origin === 'domestic'),
  foreign: starPlan.filter((s) => s.role === 'Actor' && s.origin === 'foreign'),
};

/**
 * `count` extra movies (ids from `startId`, default right after the demo's movies). Deterministic per seed; each
 * has a composed Persian title, a short description, one director and one actor from the demo's stars.
 */
export function* generateScaledTitles(
  count: number,
  options: { seed?: number; startId?: number } = {},
): Generator<SeedMovie> {
  if (!Number.isInteger(count) || count < 0 || count > MAX_SCALED_TITLES) {
    throw new RangeError(`generateScaledTitles() takes a whole count from 0 to ${MAX_SCALED_TITLES}, not ${count}`);
  }
  const random = createRandom(options.seed ?? 0x5ca1e);
  const startId = options.startId ?? catalogueSize.movies + 1;
  for (let i = 0; i < count; i++) {
    const age = random.pick(ages);
    const kind = random.pick(byAge.get(age)!);
    const archetype: Archetype = kind.archetype;
    const country: CountryOfOrigin = random.chance(0.6) ? 'Domestic' : 'Foreign';
    const origin = country === 'Domestic' ? 'domestic' : 'foreign';
    const text = composeTitle(random, archetype);
    const year = random.int(1990, 2026);
    const rating = random.int(50, 95) / 10;
    const lead = random.pick(actors[origin]);
    const credits: SeedCredit[] = [
      { starId: random.pick(directors[origin]), role: 'Director', character: null, order: 1 },
      { starId: lead.id, role: 'Actor', character: random.pick(names[origin][lead.gender]), order: 2 },
    ];
    yield {
      id: startId + i,
      title: text.fa,
      ...originFacts(country, text),
      // Two stock sentences of the kind: search and lists care about length, not variety.
      description: `${random.pick(kind.complications)} ${random.pick(kind.closings)}`,
      year,
      ageRange: age,
      rating,
      countryOfOrigin: country,
      popularity: random.int(1, 50_000),
      color: hslToHex(random.int(archetype.hue[0], archetype.hue[1]), 0.45, 0.3),
      genreIds: [genreIdBySlug.get(archetype.genre)!],
      tagIds: [],
      credits,
      suggested: false,
      updatedAt: random.pick(updateTimes),
      releaseDate: `${year}-${String(random.int(1, year === 2026 ? 10 : 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      duration: random.int(archetype.duration[0], archetype.duration[1]),
    };
  }
}
