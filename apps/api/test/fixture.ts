import type { AgeRange, CountryOfOrigin } from '@parde/api-client';
import { type Catalogue, originFacts, type SeedMovie, type SeedSeries } from '@parde/demo-catalogue';

const ages: AgeRange[] = [0, 7, 12, 15, 18];

/** Movie titles chosen to exercise search: exact, prefix, typo and wrong-layout matches. */
export const movieTitles = [
  ['شب‌های روشن تهران', 'Bright Nights of Tehran'],
  ['سایه‌های کویر', 'Desert Shadows'],
  ['سلام', 'Salam'],
  ['سلام بر زندگی', 'Hello Life'],
  ['رازهای كوچك', 'Little Secrets'],
  ['باغ انار', 'Pomegranate Garden'],
  ['مسافر شمال', 'Traveller of the North'],
  ['خانهٔ دریا', 'House of the Sea'],
  ['قصهٔ ۱۴۰۰', 'Tale of 1400'],
  ['کوه و باد', 'Mountain and Wind'],
] as const;

/** Where a title is from and what that decides, as the demo catalogue has it (`originFacts`); `latin` as given. */
const from = (country: CountryOfOrigin, latin: string) => ({
  countryOfOrigin: country,
  ...originFacts(country, { tr: latin, en: latin }),
});

const movie = (i: number): SeedMovie => {
  const [title, originalTitle] = movieTitles[i]!;
  return {
    id: i + 1,
    title,
    ...from(i % 2 === 0 ? 'Domestic' : 'Foreign', originalTitle),
    description: `داستانی خیالی شمارهٔ ${i + 1}`,
    year: 2015 + i,
    ageRange: ages[i % ages.length]!,
    rating: 5 + (i % 5) + 0.5,
    popularity: 100 - i * 7,
    color: '#334455',
    genreIds: [(i % 3) + 1, ((i + 1) % 3) + 1],
    tagIds: [(i % 2) + 1],
    credits: [
      { starId: (i % 4) + 1, role: 'Actor', character: 'نقش اول', order: 1 },
      { starId: ((i + 1) % 4) + 1, role: 'Director', character: null, order: 2 },
    ],
    suggested: i % 3 === 0,
    updatedAt: `2026-0${(i % 9) + 1}-10T10:00:00.000Z`,
    releaseDate: `${2015 + i}-03-21`,
    duration: 90 + i,
  };
};

const series = (i: number): SeedSeries => ({
  id: i + 1,
  title: i === 0 ? 'روزگار قریب' : 'دلدادگان',
  ...from(i === 0 ? 'Domestic' : 'Foreign', i === 0 ? 'Distant Days' : 'Lovers'),
  description: 'سریالی خیالی',
  year: 2020 + i,
  ageRange: i === 0 ? 0 : 15,
  rating: 8 - i,
  popularity: 80 - i,
  color: '#223344',
  genreIds: [1],
  tagIds: [2],
  credits: [{ starId: 3, role: 'Actor', character: 'راوی', order: 1 }],
  suggested: true,
  updatedAt: `2026-10-0${i + 1}T10:00:00.000Z`,
  seasons: [1, 2].map((number) => ({
    id: i * 2 + number,
    number,
    title: number === 1 ? 'فصل اول' : 'فصل دوم',
    episodes: [1, 2, 3].map((e) => ({
      id: i * 6 + (number - 1) * 3 + e,
      number: e,
      title: `قسمت ${e}`,
      description: 'قسمتی خیالی',
      duration: 45,
      releaseDate: `${2020 + i}-0${number}-0${e}`,
    })),
  })),
});

/** A small, hand-made catalogue for fast tests (the real seed is tested on its own). */
export function fixtureCatalogue(): Catalogue {
  return {
    genres: [
      { id: 1, title: 'درام', slug: 'drama' },
      { id: 2, title: 'کمدی', slug: 'comedy' },
      { id: 3, title: 'خانوادگی', slug: 'family' },
    ],
    tags: [
      { id: 1, title: 'برندهٔ جایزه' },
      { id: 2, title: 'دوبلهٔ فارسی' },
    ],
    stars: [
      ['نیلوفر آسمانی', 'بازیگر'],
      ['بهرام سپهری', 'کارگردان'],
      ['سارا سلامی', 'بازیگر'],
      ['کاوه دریانورد', 'نویسنده'],
    ].map(([name, profession], i) => ({
      id: i + 1,
      name: name!,
      profession: profession!,
      bio: 'هنرمندی خیالی',
      birthDate: '1980-01-01',
      birthPlace: 'تهران',
      popularity: 50 - i,
    })),
    movies: movieTitles.map((_, i) => movie(i)),
    series: [series(0), series(1)],
    slides: [
      { id: 1, set: 'top', type: 'Movie', titleId: 1, order: 1 },
      { id: 2, set: 'top', type: 'Series', titleId: 2, order: 2 },
      { id: 3, set: 'bottom', type: 'Movie', titleId: 5, order: 1 },
    ],
    homeTop: { movies: [3, 1, 5], series: [2, 1] },
    regal: [
      {
        id: 1,
        title: 'گنجینهٔ سینما',
        description: 'مجموعه‌ای خیالی',
        type: 'Movie',
        position: 1,
        titleIds: [1, 2, 3, 4, 5],
      },
      {
        id: 2,
        title: 'سریال‌های ماندگار',
        description: 'مجموعه‌ای خیالی',
        type: 'Series',
        position: 2,
        titleIds: [1, 2],
      },
    ],
    users: [{ id: 1, phoneNumber: '09120000001', firstName: 'مریم', lastName: 'کاظمی' }],
    comments: [
      {
        id: 1,
        userId: 1,
        target: { type: 'Movie', id: 1 },
        text: 'فیلم خوبی بود',
        createdAt: '2026-01-02T10:00:00.000Z',
        likeCount: 2,
        dislikeCount: 0,
      },
      {
        id: 2,
        userId: 1,
        target: { type: 'Movie', id: 1 },
        text: 'دوباره دیدم',
        createdAt: '2026-01-03T10:00:00.000Z',
        likeCount: 0,
        dislikeCount: 1,
      },
    ],
  };
}
