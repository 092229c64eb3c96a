/**
 * The intent set of `bench:search` (issue #28): queries that ask for a genre, a tag, a country, a kind of title or a
 * star's works, in the words and forms viewers use, each labelled with the title a viewer expects among the first
 * five and with what every result should fit. Made from the demo catalogue; deterministic.
 */
import type { Catalogue, SeedMovie, SeedSeries } from '@parde/demo-catalogue';

export const intentKinds = ['genre', 'genre+kind', 'country', 'tag', 'star', 'star+kind', 'intent+words'] as const;
export type IntentKind = (typeof intentKinds)[number];

export interface IntentQuery {
  kind: IntentKind;
  query: string;
  target: { type: 'Movie' | 'Series'; id: number; text: string };
  /** Whether a result fits what the query asks (stars fit a star query, titles its filters). */
  fits(result: { type: string; id: number }): boolean;
}

type Title = (SeedMovie | SeedSeries) & { type: 'Movie' | 'Series' };

/** How viewers write each genre of the demo catalogue (its titles first), with common misspellings. */
const genreForms: Record<string, string[]> = {
  درام: ['درام', 'دراماتیک'],
  کمدی: ['کمدی', 'طنز', 'کمدي', 'خنده‌دار'],
  جنایی: ['جنایی', 'پلیسی'],
  هیجان‌انگیز: ['هیجان‌انگیز', 'هیجانی', 'اکشن'],
  عاشقانه: ['عاشقانه', 'رمانتیک'],
  انیمیشن: ['انیمیشن', 'کارتونی', 'پویانمایی'],
  خانوادگی: ['خانوادگی'],
  علمی‌تخیلی: ['علمی‌تخیلی', 'علمی تخیلی', 'تخیلی'],
  ترسناک: ['ترسناک', 'وحشت', 'ترسناك', 'وحشتناک'],
  تاریخی: ['تاریخی'],
  ماجراجویی: ['ماجراجویی', 'ماجرایی'],
  معمایی: ['معمایی', 'معما'],
};

export function intentQueries(catalogue: Catalogue): IntentQuery[] {
  const titles: Title[] = [
    ...catalogue.movies.map((m) => ({ ...m, type: 'Movie' as const })),
    ...catalogue.series.map((s) => ({ ...s, type: 'Series' as const })),
  ];
  const byKey = new Map(titles.map((t) => [`${t.type}:${t.id}`, t]));
  const genreId = new Map(catalogue.genres.map((g) => [g.title, g.id]));
  const tagId = new Map(catalogue.tags.map((t) => [t.title, t.id]));
  const best = (list: Title[]) => [...list].sort((a, b) => b.popularity - a.popularity || a.id - b.id)[0];
  const out: IntentQuery[] = [];
  const add = (kind: IntentKind, query: string, fit: (t: Title) => boolean, target = best(titles.filter(fit))) => {
    if (!target) return;
    out.push({
      kind,
      query,
      target: { type: target.type, id: target.id, text: target.title },
      fits: (r) => {
        const t = byKey.get(`${r.type}:${r.id}`);
        return t !== undefined && fit(t);
      },
    });
  };
  const inGenre = (genre: string) => (t: Title) => t.genreIds.includes(genreId.get(genre)!);
  const withTag = (tag: string) => (t: Title) => t.tagIds.includes(tagId.get(tag)!);
  const kindWord = { Movie: ['فیلم', 'فیلم‌های', 'فیلمهای'], Series: ['سریال', 'سریال‌های'] } as const;

  for (const [genre, forms] of Object.entries(genreForms)) {
    for (const form of forms) add('genre', form, inGenre(genre));
    for (const type of ['Movie', 'Series'] as const) {
      const [first, plural] = kindWord[type];
      add('genre+kind', `${first} ${forms[0]}`, (t) => t.type === type && inGenre(genre)(t));
      add('genre+kind', `${plural} ${forms.at(-1)}`, (t) => t.type === type && inGenre(genre)(t));
    }
    for (const [word, country] of [
      ['ایرانی', 'Domestic'],
      ['خارجی', 'Foreign'],
    ] as const)
      add('country', `${forms[0]} ${word}`, (t) => t.countryOfOrigin === country && inGenre(genre)(t));
  }
  for (const [query, type, country] of [
    ['فیلم ایرانی', 'Movie', 'Domestic'],
    ['فیلم‌های خارجی', 'Movie', 'Foreign'],
    ['سریال ایرانی', 'Series', 'Domestic'],
    ['سریال خارجی', 'Series', 'Foreign'],
    ['سریالهای ایرانی', 'Series', 'Domestic'],
    ['فیلم فرنگی', 'Movie', 'Foreign'],
  ] as const)
    add('country', query, (t) => t.type === type && t.countryOfOrigin === country);
  for (const [query, tag, type] of [
    ['دوبله', 'دوبلهٔ فارسی', undefined],
    ['دوبله فارسی', 'دوبلهٔ فارسی', undefined],
    ['فیلم دوبله', 'دوبلهٔ فارسی', 'Movie'],
    ['سریال دوبله شده', 'دوبلهٔ فارسی', 'Series'],
    ['زیرنویس', 'زیرنویس فارسی', undefined],
    ['زیرنویس فارسی', 'زیرنویس فارسی', undefined],
    ['فیلم با زیرنویس', 'زیرنویس فارسی', 'Movie'],
    ['سریال زیرنویس‌دار', 'زیرنویس فارسی', 'Series'],
    ['انیمیشن دوبله', 'دوبلهٔ فارسی', undefined],
    ['کمدی دوبله', 'دوبلهٔ فارسی', undefined],
  ] as const) {
    const genre = query.startsWith('انیمیشن') ? 'انیمیشن' : query.startsWith('کمدی') ? 'کمدی' : undefined;
    add('tag', query, (t) => withTag(tag)(t) && (!type || t.type === type) && (!genre || inGenre(genre)(t)));
  }

  // Stars with works: their name brings the star, then their works by popularity.
  const worksOf = new Map<number, Title[]>();
  for (const t of titles) for (const c of t.credits) worksOf.set(c.starId, [...(worksOf.get(c.starId) ?? []), t]);
  const stars = catalogue.stars
    .filter((s) => (worksOf.get(s.id)?.length ?? 0) > 1)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  for (const star of stars.slice(0, 30)) {
    const works = worksOf.get(star.id)!;
    add('star', star.name, (t) => works.includes(t));
  }
  for (const star of stars.slice(0, 20)) {
    const films = worksOf.get(star.id)!.filter((t) => t.type === 'Movie');
    if (films.length > 0) add('star+kind', `فیلم‌های ${star.name}`, (t) => films.includes(t));
  }

  // A genre word beside a word of the title meant: «ترسناک خانه».
  const genreTitle = new Map(catalogue.genres.map((g) => [g.id, g.title]));
  for (const t of [...titles].sort((a, b) => a.id - b.id).filter((_, i) => i % 3 === 0)) {
    const genre = genreTitle.get(t.genreIds[0]!)!;
    const word = t.title.split(' ').find((w) => w.length >= 4);
    if (!word) continue;
    const fit = inGenre(genre);
    add('intent+words', `${genreForms[genre]?.[0] ?? genre} ${word}`, fit, t);
  }
  return out;
}
