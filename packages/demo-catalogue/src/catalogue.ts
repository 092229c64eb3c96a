/**
 * Parde's demo catalogue: a deterministic, fictional Persian film and series site. `generateCatalogue()` builds
 * plain data (see ./types) that the seeder writes to the database; the same seed always gives the same site.
 */
import type { AgeRange, CountryOfOrigin, CreditRole, TitleType } from '@parde/api-client';
import { jalaliYear } from '@parde/fa';
import { hslToHex } from './color';
import {
  type Archetype,
  type ArchetypeKey,
  animals,
  archetypes,
  bioCareers,
  birthPlaces,
  comments as commentPhrases,
  commonTags,
  defaultPlaces,
  domesticOnlyTags,
  episodeSynopses,
  episodeTitles,
  finaleSynopses,
  foreignOnlyTags,
  genres as genreRows,
  kidAdjectives,
  kidHeroAdjectives,
  names,
  petNames,
  professions,
  type Rated,
  regalCollections,
  seasonTitles,
  suits,
  tags as tagRows,
  textOf,
  type Word,
} from './lexicon';
import { createRandom, persianDigits, type Random } from './random';
import { originFacts, type TitleText, uniqueTitle } from './titles';
import type {
  Catalogue,
  SeedComment,
  SeedCredit,
  SeedEpisode,
  SeedMovie,
  SeedRegal,
  SeedSeason,
  SeedSeries,
  SeedSlide,
  SeedStar,
  SeedUser,
} from './types';

/** The seed `generateCatalogue()` uses when none is given. */
export const DEFAULT_SEED = 1404;

/** The demo's «now»: every date falls before it, so the catalogue never depends on the clock. */
export const CATALOGUE_NOW = '2026-11-15T12:00:00.000Z';

/** Sizes of the demo catalogue. */
export const catalogueSize = { movies: 80, series: 20, stars: 150, users: 30, comments: 200 } as const;

type Origin = 'domestic' | 'foreign';
type Gender = 'm' | 'f';

const originOf = (country: CountryOfOrigin): Origin => (country === 'Domestic' ? 'domestic' : 'foreign');

/** A star's fixed traits: the same for every seed, so the scale generator can credit stars by role. */
export interface StarSlot {
  id: number;
  role: Exclude<CreditRole, 'Producer'>;
  origin: Origin;
  gender: Gender;
}

/** Who each of the 150 stars is (role, origin, gender), independent of the seed. */
export const starPlan: readonly StarSlot[] = (() => {
  const random = createRandom(0x57a125);
  const counts = { Actor: 95, Director: 22, Writer: 12, Composer: 10, Cinematographer: 11 } as const;
  const slots: Omit<StarSlot, 'id'>[] = [];
  for (const [role, count] of Object.entries(counts) as [StarSlot['role'], number][]) {
    const domestic = Math.round(count * 0.65);
    for (let i = 0; i < count; i++) {
      const gender: Gender = role === 'Actor' ? (i % 2 === 0 ? 'm' : 'f') : i % 3 === 0 ? 'f' : 'm';
      slots.push({ role, origin: i < domestic ? 'domestic' : 'foreign', gender });
    }
  }
  return random.shuffle(slots).map((slot, i) => ({ id: i + 1, ...slot }));
})();

/**
 * Titles every seed contains with the same id and facts, for tests and demos to rely on. Their titles carry
 * ی, ک and ZWNJ, so they exercise search normalisation.
 */
export const knownTitles = {
  /** Age 0, domestic, animation. */
  domesticAnimationMovie: {
    type: 'Movie',
    id: 1,
    title: 'گربه‌ای که ماه را دزدید',
    originalTitle: 'Gorbeh-i ke Mah ra Dozdid',
    ageRange: 0,
    countryOfOrigin: 'Domestic',
  },
  /** Age 18, foreign, crime. */
  foreignAdultMovie: {
    type: 'Movie',
    id: 2,
    title: 'سکوت پیش از شلیک',
    originalTitle: 'Silence Before the Shot',
    ageRange: 18,
    countryOfOrigin: 'Foreign',
  },
  /** Age 15, domestic drama whose title has ک, ی and ZWNJ. */
  domesticDramaMovie: {
    type: 'Movie',
    id: 3,
    title: 'کوچه‌های یخ‌زده',
    originalTitle: 'Koocheh-haye Yakhzadeh',
    ageRange: 15,
    countryOfOrigin: 'Domestic',
  },
  /** Four seasons, age 12, domestic. */
  longSeries: {
    type: 'Series',
    id: 1,
    title: 'خانه‌ای کنار دریا',
    originalTitle: 'Khaneh-i Kenar-e Darya',
    ageRange: 12,
    countryOfOrigin: 'Domestic',
    seasons: 4,
  },
  /** Three seasons, age 18, foreign crime. */
  foreignAdultSeries: {
    type: 'Series',
    id: 2,
    title: 'شهر بی‌خواب',
    originalTitle: 'The Sleepless City',
    ageRange: 18,
    countryOfOrigin: 'Foreign',
    seasons: 3,
  },
  /** Age 0, domestic animation. */
  domesticAnimationSeries: {
    type: 'Series',
    id: 3,
    title: 'کلاغ‌های سخنگو',
    originalTitle: 'Kalagh-haye Sokhangoo',
    ageRange: 0,
    countryOfOrigin: 'Domestic',
    seasons: 2,
  },
} as const satisfies Record<
  string,
  {
    type: TitleType;
    id: number;
    title: string;
    originalTitle: string;
    ageRange: AgeRange;
    countryOfOrigin: CountryOfOrigin;
    seasons?: number;
  }
>;

type KnownKey = keyof typeof knownTitles;

/** The hand-written parts of the known titles. */
const anchorStories: Record<KnownKey, { archetype: ArchetypeKey; hero: string; gender: Gender; description: string }> =
  {
    domesticAnimationMovie: {
      archetype: 'animation',
      hero: 'نخودی',
      gender: 'm',
      description:
        'گربهٔ کوچک و بازیگوشی به نام نخودی، شبی ماه را در حوض حیاط می‌بیند و خیال می‌کند آن را از آسمان دزدیده است. ' +
        'حالا باید پیش از آنکه بچه‌های محله بیدار شوند، ماه را به آسمان برگرداند. انیمیشنی گرم و خنده‌دار برای همهٔ خانواده.',
    },
    foreignAdultMovie: {
      archetype: 'crime',
      hero: 'ویکتور',
      gender: 'm',
      description:
        'ویکتور، بازپرسی که سال‌هاست با خاطرهٔ یک شلیک اشتباه زندگی می‌کند، در شهری بندری در شمال اروپا به پرونده‌ای برمی‌گردد که همه می‌خواستند بسته بماند. ' +
        'هر قدم او را به قاچاقچیانی نزدیک‌تر می‌کند که سکوت آدم‌ها را با خون می‌خرند. درامی جنایی، تلخ و خشن برای بزرگسالان.',
    },
    domesticDramaMovie: {
      archetype: 'drama',
      hero: 'ترانه',
      gender: 'f',
      description:
        'ترانه پس از مرگ پدرش به خانهٔ قدیمی خانواده در کوچه‌های برفی تبریز برمی‌گردد تا آن را بفروشد. ' +
        'نامه‌هایی که در زیرزمین پیدا می‌کند، رازی را آشکار می‌کند که خانواده سی سال از آن حرف نزده است.',
    },
    longSeries: {
      archetype: 'drama',
      hero: 'سیمین',
      gender: 'f',
      description:
        'سیمین، مادربزرگی که هنوز مسافرخانهٔ کوچکش را در بندر انزلی می‌گرداند، هر تابستان فرزندان و نوه‌هایش را دور هم جمع می‌کند. ' +
        'چهار فصل از شادی‌ها، دعواها و آشتی‌های خانواده‌ای پرجمعیت در خانه‌ای کنار دریا.',
    },
    foreignAdultSeries: {
      archetype: 'crime',
      hero: 'نورا',
      gender: 'f',
      description:
        'نورا، کارآگاهی که شب‌ها خوابش نمی‌برد، رد زنجیره‌ای از قتل‌ها را می‌گیرد که همه به یک برج شیشه‌ای در مرکز شهر ختم می‌شوند. ' +
        'سریالی جنایی و تاریک با صحنه‌های خشن، مناسب بزرگسالان.',
    },
    domesticAnimationSeries: {
      archetype: 'animation',
      hero: 'قلقلی',
      gender: 'm',
      description:
        'قلقلی، کلاغ کوچکی که تازه حرف زدن یاد گرفته، با دوستانش در باغ بزرگ مادربزرگ هر روز معمایی تازه را حل می‌کند. ' +
        'قصه‌هایی کوتاه و شاد دربارهٔ دوستی، مهربانی و کنجکاوی برای کوچک‌ترها.',
    },
  };

const movieAnchors: readonly KnownKey[] = ['domesticAnimationMovie', 'foreignAdultMovie', 'domesticDramaMovie'];
const seriesAnchors: readonly KnownKey[] = ['longSeries', 'foreignAdultSeries', 'domesticAnimationSeries'];

const archetypeByKey = new Map(archetypes.map((a) => [a.key, a]));
const genreIdBySlug = new Map<string, number>(genreRows.map(([, slug], i) => [slug, i + 1]));
const tagIdByTitle = new Map<string, number>(tagRows.map((title, i) => [title, i + 1]));

// ---------------------------------------------------------------------------------------------------------------
// Small helpers

const DAY_MS = 86_400_000;
const NOW_MS = Date.parse(CATALOGUE_NOW);
/** Catalogue updates all fall in the demo's current year. */
const YEAR_START_MS = Date.parse('2026-01-01');
const pad = (n: number): string => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number): string => `${year}-${pad(month)}-${pad(day)}`;
const isoDateTime = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** Exactly `count` items shared out by weight, in random order, after the reserved ones are taken out. */
function planOf<T>(random: Random, count: number, weights: readonly (readonly [T, number])[], reserved: T[]): T[] {
  const plan: T[] = [];
  let left = count;
  weights.forEach(([value, weight], i) => {
    const n = i === weights.length - 1 ? left : Math.round(count * weight);
    for (let k = 0; k < n; k++) plan.push(value);
    left -= n;
  });
  for (const value of reserved) plan.splice(plan.indexOf(value), 1);
  return random.shuffle(plan);
}

const ageWeights = [
  [0, 0.15],
  [7, 0.15],
  [12, 0.25],
  [15, 0.25],
  [18, 0.2],
] as const satisfies readonly (readonly [AgeRange, number])[];

/** An archetype that fits the age, chosen as often as its age list names that age. */
function archetypeFor(random: Random, age: AgeRange): Archetype {
  const fitting = archetypes.flatMap((a) => a.ages.filter((x) => x === age).map(() => a));
  return random.pick(fitting);
}

// ---------------------------------------------------------------------------------------------------------------
// The generator

interface Hero {
  name: string;
  gender: Gender;
}

interface TitleDraft {
  country: CountryOfOrigin;
  age: AgeRange;
  archetype: Archetype;
  known?: KnownKey;
}

/** The demo catalogue for a seed (default {@link DEFAULT_SEED}). Pure: the same seed gives deep-equal data. */
export function generateCatalogue(options: { seed?: number } = {}): Catalogue {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const between = (from: number, to: number): number => from + random.next() * (to - from);
  const takenTitles = new Set<string>(Object.values(knownTitles).map((k) => k.title));

  const genres = genreRows.map(([title, slug], i) => ({ id: i + 1, title, slug }));
  const tags = tagRows.map((title, i) => ({ id: i + 1, title }));

  // Stars: names now, bios once their credits are known.
  const takenNames = new Set<string>();
  const stars: SeedStar[] = starPlan.map((slot) => {
    const pool = names[slot.origin];
    let name = '';
    do name = `${random.pick(pool[slot.gender])} ${random.pick(pool.last)}`;
    while (takenNames.has(name));
    takenNames.add(name);
    const hasBirth = random.chance(0.95);
    const year = slot.role === 'Actor' ? random.int(1958, 2004) : random.int(1945, 1992);
    return {
      id: slot.id,
      name,
      profession: professions[slot.role],
      bio: '',
      birthDate: hasBirth ? isoDate(year, random.int(1, 12), random.int(1, 28)) : null,
      birthPlace: hasBirth
        ? slot.origin === 'domestic'
          ? random.pick(birthPlaces.domestic)
          : random.pick(birthPlaces.foreign)[0]
        : null,
      popularity: 0,
    };
  });
  const starsBy = (role: StarSlot['role'], origin: Origin, gender?: Gender): StarSlot[] =>
    starPlan.filter((s) => s.role === role && s.origin === origin && (!gender || s.gender === gender));

  const credits = (draft: TitleDraft, hero: Hero, isSeries: boolean): SeedCredit[] => {
    const origin = originOf(draft.country);
    const list: SeedCredit[] = [];
    const add = (starId: number, role: CreditRole, character: string | null): void => {
      list.push({ starId, role, character, order: list.length + 1 });
    };
    add(random.pick(starsBy('Director', origin)).id, 'Director', null);
    const leads = starsBy('Actor', origin, hero.gender);
    const lead = random.pick(leads);
    add(lead.id, 'Actor', hero.name);
    const total = isSeries ? random.int(6, 10) : random.int(4, 10);
    const crew = (['Writer', 'Composer', 'Cinematographer'] as const).filter((_, i) =>
      random.chance([0.7, 0.5, 0.4][i]!),
    );
    const others = random.sample(
      starsBy('Actor', origin).filter((s) => s.id !== lead.id),
      Math.max(1, total - 2 - crew.length),
    );
    const usedCharacters = new Set([hero.name]);
    for (const actor of others) {
      let character = '';
      do {
        character =
          draft.archetype.key === 'animation'
            ? `${random.pick(animals)[0]} ${random.pick(kidAdjectives)[0]}`
            : random.chance(0.35)
              ? `${random.pick(names[origin][actor.gender])} ${random.pick(names[origin].last)}`
              : random.pick(names[origin][actor.gender]);
      } while (usedCharacters.has(character));
      usedCharacters.add(character);
      add(actor.id, 'Actor', character);
    }
    for (const role of crew) add(random.pick(starsBy(role, origin)).id, role, null);
    return list;
  };

  const describe = (draft: TitleDraft, hero: Hero, animal: Word | undefined): string => {
    const { archetype, age } = draft;
    const origin = originOf(draft.country);
    const place = random.pick(archetype.places?.[origin] ?? defaultPlaces[origin]);
    const intro =
      archetype.key === 'animation'
        ? `${(animal ?? random.pick(animals))[0]} ${random.pick(kidHeroAdjectives)} به نام ${hero.name}`
        : `${hero.name}، ${textOf(random.pick(archetype.roles.filter((r) => typeof r === 'string' || r[1] === hero.gender)))}،`;
    const sentences = [`${intro} ${place} ${random.pick(archetype.incitings)}.`];
    const fits = (item: Rated): boolean => suits(item, age);
    const adultOnly = archetype.closings.filter((c) => typeof c !== 'string' && c[1] === 18);
    const length = age === 18 && adultOnly.length > 0 ? 3 : random.pick([1, 2, 2, 3, 3, 3]);
    if (length >= 2) sentences.push(textOf(random.pick(archetype.complications.filter(fits))));
    if (length === 3) {
      // An adult title says so: the age badge is not the only warning a viewer reads.
      sentences.push(
        textOf(random.pick(age === 18 && adultOnly.length > 0 ? adultOnly : archetype.closings.filter(fits))),
      );
    }
    return sentences.join(' ');
  };

  const heroFor = (draft: TitleDraft): Hero => {
    if (draft.known) {
      const story = anchorStories[draft.known];
      return { name: story.hero, gender: story.gender };
    }
    const origin = originOf(draft.country);
    const gender: Gender = random.chance(0.5) ? 'm' : 'f';
    const name =
      draft.archetype.key === 'animation' ? random.pick(petNames[origin]) : random.pick(names[origin][gender]);
    return { name, gender };
  };

  /** What movies and series share; the caller adds the dates, which differ by kind. */
  const baseOf = (
    id: number,
    draft: TitleDraft,
    isSeries: boolean,
  ): { hero: Hero; base: Omit<SeedMovie, 'year' | 'updatedAt' | 'releaseDate' | 'duration'> } => {
    const { archetype, age, country } = draft;
    const hero = heroFor(draft);
    const known = draft.known ? knownTitles[draft.known] : undefined;
    const text: TitleText = known
      ? { fa: known.title, tr: known.originalTitle, en: known.originalTitle }
      : uniqueTitle(random, archetype, takenTitles);
    const rating = Math.round((5 + 4.5 * ((random.next() + random.next()) / 2)) * 10) / 10;
    const [hueFrom, hueTo] = archetype.hue;
    const extraGenres = random.sample(archetype.extraGenres, random.int(0, Math.min(2, archetype.extraGenres.length)));
    const [own, unwanted] =
      country === 'Domestic' ? [domesticOnlyTags, foreignOnlyTags] : [foreignOnlyTags, domesticOnlyTags];
    const tagPool = [...new Set([...archetype.tags, ...commonTags, ...own])].filter((t) => !unwanted.includes(t));
    return {
      hero,
      base: {
        id,
        title: text.fa,
        ...originFacts(country, text),
        description: draft.known ? anchorStories[draft.known].description : describe(draft, hero, text.animal),
        ageRange: age,
        rating,
        countryOfOrigin: country,
        popularity: Math.max(1, Math.round(100_000 * random.next() ** 3 * (rating / 9.5))),
        color: hslToHex(random.int(hueFrom, hueTo) % 360, 0.35 + random.next() * 0.3, 0.22 + random.next() * 0.14),
        genreIds: [archetype.genre, ...extraGenres].map((slug) => genreIdBySlug.get(slug)!),
        tagIds: random.sample(tagPool, random.int(0, 4)).map((t) => tagIdByTitle.get(t)!),
        credits: credits(draft, hero, isSeries),
        suggested: random.chance(0.25),
      },
    };
  };

  const draftsFor = (count: number, anchors: readonly KnownKey[]): TitleDraft[] => {
    const known = anchors.map((key) => knownTitles[key]);
    const ages = planOf(
      random,
      count,
      ageWeights,
      known.map((k) => k.ageRange),
    );
    const countries = planOf<CountryOfOrigin>(
      random,
      count,
      [
        ['Domestic', 0.6],
        ['Foreign', 0.4],
      ],
      known.map((k) => k.countryOfOrigin),
    );
    const anchored: TitleDraft[] = anchors.map((key) => ({
      country: knownTitles[key].countryOfOrigin,
      age: knownTitles[key].ageRange,
      archetype: archetypeByKey.get(anchorStories[key].archetype)!,
      known: key,
    }));
    return [
      ...anchored,
      ...ages.map((age, i) => ({ age, country: countries[i]!, archetype: archetypeFor(random, age) })),
    ];
  };

  // Movies.
  const movieDrafts = draftsFor(catalogueSize.movies, movieAnchors);
  const movies: SeedMovie[] = movieDrafts.map((draft, i) => {
    const { base } = baseOf(i + 1, draft, false);
    const year = 1990 + Math.floor((1 - random.next() ** 2) * 37);
    const releaseDate = isoDate(year, random.int(1, year === 2026 ? 10 : 12), random.int(1, 28));
    return {
      ...base,
      year,
      updatedAt: isoDateTime(between(Math.max(Date.parse(releaseDate), YEAR_START_MS), NOW_MS)),
      releaseDate,
      duration: random.int(...draft.archetype.duration),
    };
  });

  // Series, their seasons and episodes.
  const seriesDrafts = draftsFor(catalogueSize.series, seriesAnchors);
  let seasonId = 0;
  let episodeId = 0;
  const series: SeedSeries[] = seriesDrafts.map((draft, i) => {
    const { base, hero } = baseOf(i + 1, draft, true);
    const known = draft.known ? knownTitles[draft.known] : undefined;
    const seasonCount = known && 'seasons' in known ? known.seasons : random.pick([1, 1, 2, 2, 3, 4]);
    const year = random.int(2008, 2027 - seasonCount);
    const characters = base.credits.filter((c) => c.role === 'Actor').map((c) => c.character!);
    const isAnimation = draft.archetype.key === 'animation';
    let lastRelease = 0;
    // Titles never repeat within a series, and synopses go round a shuffled deck before any comes back.
    const counts = Array.from({ length: seasonCount }, () => random.int(4, 10));
    const allTitles = random.sample(
      episodeTitles,
      counts.reduce((a, b) => a + b, 0),
    );
    let deck: string[] = [];
    const nextSynopsis = (): string => {
      if (deck.length === 0) deck = random.shuffle(episodeSynopses);
      return deck.pop()!;
    };
    const seasons: SeedSeason[] = counts.map((count, s) => {
      const titles = allTitles.splice(0, count);
      const start = Date.parse(isoDate(year + s, random.int(1, 6), random.int(1, 28)));
      const episodes: SeedEpisode[] = titles.map((title, e) => {
        const released = start + e * 7 * DAY_MS;
        lastRelease = Math.max(lastRelease, released);
        const [a, b] = random.sample(characters, 2);
        const template = e === count - 1 ? random.pick(finaleSynopses) : nextSynopsis();
        return {
          id: ++episodeId,
          number: e + 1,
          title,
          description: template.replaceAll('{a}', a ?? hero.name).replaceAll('{b}', b ?? hero.name),
          duration: isAnimation ? random.int(11, 24) : random.int(38, 58),
          releaseDate: new Date(released).toISOString().slice(0, 10),
        };
      });
      return { id: ++seasonId, number: s + 1, title: seasonTitles[s]!, episodes };
    });
    const updated = Math.max(lastRelease, between(YEAR_START_MS, NOW_MS));
    return { ...base, year, updatedAt: isoDateTime(updated), seasons };
  });

  // Bios, once credits say what each star is known for.
  const worksOf = new Map<number, { title: string; popularity: number }[]>();
  for (const title of [...movies, ...series]) {
    for (const credit of title.credits) {
      const works = worksOf.get(credit.starId) ?? [];
      if (!works.some((w) => w.title === title.title)) works.push({ title: title.title, popularity: title.popularity });
      worksOf.set(credit.starId, works);
    }
  }
  for (const star of stars) {
    const slot = starPlan[star.id - 1]!;
    const works = (worksOf.get(star.id) ?? []).sort((a, b) => b.popularity - a.popularity);
    star.popularity = Math.round(
      works.slice(0, 3).reduce((sum, w) => sum + w.popularity, 0) / 3 + random.int(0, 2_000),
    );
    star.bio = bioOf(
      random,
      star,
      slot,
      works.map((w) => w.title),
    );
  }

  const users = makeUsers(random);
  const comments = makeComments(random, movies, series, users, stars);
  const { slides, homeTop, regal } = curate(random, movies, series);

  return { genres, tags, stars, movies, series, slides, homeTop, regal, users, comments };
}

/**
 * «متولد ۱۳۵۴»: a star's birth year as the bio gives it, in Jalali for every star (foreign ones too), the year of the
 * Jalali birth date the star page shows beside it.
 */
export const bornIn = (isoDay: string): string => `متولد ${persianDigits(jalaliYear(Date.parse(isoDay)))}`;

function bioOf(random: Random, star: SeedStar, slot: StarSlot, works: string[]): string {
  const nationality =
    slot.origin === 'domestic'
      ? 'ایرانی'
      : (birthPlaces.foreign.find(([place]) => place === star.birthPlace)?.[1] ?? random.pick(birthPlaces.foreign)[1]);
  const intro = star.birthDate
    ? `${star.name}، ${star.profession} ${nationality}، ${bornIn(star.birthDate)}${star.birthPlace ? ` در ${star.birthPlace}` : ''} است.`
    : `${star.name} ${star.profession} ${nationality} است.`;
  const sentences = [intro, random.pick(bioCareers[slot.role])];
  const [first, second] = works;
  if (first && second) {
    sentences.push(
      random.pick([
        `از کارهای شناخته‌شدهٔ او می‌توان به «${first}» و «${second}» اشاره کرد.`,
        `«${first}» و «${second}» از کارهای ماندگار او هستند.`,
      ]),
    );
  } else if (first) {
    sentences.push(`«${first}» از شناخته‌شده‌ترین کارهای اوست.`);
  }
  return sentences.join(' ');
}

function makeUsers(random: Random): SeedUser[] {
  const phones = new Set<string>();
  return Array.from({ length: catalogueSize.users }, (_, i) => {
    let phone = '';
    do phone = `0912${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
    while (phones.has(phone));
    phones.add(phone);
    const gender: Gender = i % 2 === 0 ? 'f' : 'm';
    return {
      id: i + 1,
      phoneNumber: phone,
      firstName: random.pick(names.domestic[gender]),
      lastName: random.pick(names.domestic.last),
    };
  });
}

function makeComments(
  random: Random,
  movies: SeedMovie[],
  series: SeedSeries[],
  users: SeedUser[],
  stars: SeedStar[],
): SeedComment[] {
  const starName = new Map(stars.map((s) => [s.id, s.name]));
  const episodes = series.flatMap((s) =>
    s.seasons.flatMap((season) => season.episodes.map((episode) => ({ episode, title: s }))),
  );
  return Array.from({ length: catalogueSize.comments }, (_, i) => {
    const onMovie = random.chance(0.6);
    const pick = onMovie ? random.pick(movies) : random.pick(episodes);
    const title = 'episode' in pick ? pick.title : pick;
    const released = Date.parse('episode' in pick ? pick.episode.releaseDate : pick.releaseDate);
    const actors = title.credits.filter((c) => c.role === 'Actor');
    const sentences: string[] = [
      random.pick(
        random.chance(0.75)
          ? [...(onMovie ? commentPhrases.movie : commentPhrases.episode), ...commentPhrases.praise]
          : commentPhrases.critique,
      ),
    ];
    if (actors.length > 0 && random.chance(0.35)) {
      const actor = starName.get(random.pick(actors).starId)!;
      sentences.push(random.pick(commentPhrases.actor).replace('{actor}', actor));
    }
    if (title.ageRange <= 7 && random.chance(0.6)) sentences.push(random.pick(commentPhrases.kids));
    if (random.chance(0.3)) sentences.push(random.pick(commentPhrases.closing));
    const from = Math.max(released, Date.parse('2024-01-01'));
    return {
      id: i + 1,
      userId: random.pick(users).id,
      target: onMovie
        ? { type: 'Movie', id: title.id }
        : { type: 'Episode', id: (pick as { episode: SeedEpisode }).episode.id },
      text: sentences.join(' '),
      createdAt: isoDateTime(from + random.next() * (NOW_MS - from)),
      likeCount: Math.floor(random.next() ** 2 * 60),
      dislikeCount: Math.floor(random.next() ** 3 * 12),
    };
  });
}

/** Sliders, home picks and regal collections: the editor's choices, made from ratings and popularity. */
function curate(
  random: Random,
  movies: SeedMovie[],
  series: SeedSeries[],
): Pick<Catalogue, 'slides' | 'homeTop' | 'regal'> {
  const byPopularity = <T extends { popularity: number }>(list: T[]): T[] =>
    [...list].sort((a, b) => b.popularity - a.popularity);
  const byScore = <T extends { popularity: number; rating: number }>(list: T[]): T[] =>
    [...list].sort((a, b) => b.rating * Math.log(b.popularity + 1) - a.rating * Math.log(a.popularity + 1));

  // Sliders mix ages, so every profile sees a full hero even after the age filter.
  const used = { Movie: new Set<number>(), Series: new Set<number>() };
  const pickFor = (type: TitleType, ages: readonly AgeRange[]): number => {
    const pool = byPopularity<SeedMovie | SeedSeries>(type === 'Movie' ? movies : series);
    const chosen =
      pool.find((t) => ages.includes(t.ageRange) && !used[type].has(t.id)) ?? pool.find((t) => !used[type].has(t.id))!;
    used[type].add(chosen.id);
    return chosen.id;
  };
  const layout: readonly (readonly [SeedSlide['set'], TitleType, readonly AgeRange[]])[] = [
    ['top', 'Movie', [12, 15]],
    ['top', 'Series', [12, 15, 18]],
    ['top', 'Movie', [0, 7]],
    ['top', 'Movie', [15, 18]],
    ['top', 'Series', [0, 7, 12]],
    ['top', 'Movie', [7, 12]],
    ['bottom', 'Series', [15, 18]],
    ['bottom', 'Movie', [0, 7]],
    ['bottom', 'Series', [7, 12]],
    ['bottom', 'Movie', [12, 15, 18]],
  ];
  const slides: SeedSlide[] = layout.map(([set, type, ages], i) => ({
    id: i + 1,
    set,
    type,
    titleId: pickFor(type, ages),
    order: set === 'top' ? i + 1 : i - 5,
  }));

  const domestic = movies.filter((m) => m.countryOfOrigin === 'Domestic');
  const foreign = movies.filter((m) => m.countryOfOrigin === 'Foreign');
  const family = movies.filter((m) => m.ageRange <= 7);
  const picks: readonly (readonly [TitleType, number[]])[] = [
    [
      'Movie',
      byScore(domestic)
        .slice(0, random.int(10, 14))
        .map((m) => m.id),
    ],
    [
      'Series',
      byPopularity(series)
        .slice(0, random.int(8, 12))
        .map((s) => s.id),
    ],
    [
      'Movie',
      byScore(foreign)
        .slice(0, random.int(10, 14))
        .map((m) => m.id),
    ],
    [
      'Movie',
      byPopularity(family)
        .slice(0, 12)
        .map((m) => m.id),
    ],
  ];
  const regal: SeedRegal[] = regalCollections.map((collection, i) => ({
    id: i + 1,
    title: collection.title,
    description: collection.description,
    type: picks[i]![0],
    position: i + 1,
    titleIds: picks[i]![1],
  }));

  return {
    slides,
    homeTop: {
      movies: byScore(movies)
        .slice(0, 10)
        .map((m) => m.id),
      series: byScore(series)
        .slice(0, 10)
        .map((s) => s.id),
    },
    regal,
  };
}
