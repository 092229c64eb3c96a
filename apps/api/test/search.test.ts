import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchRepository } from '../src/repositories/search';
import { editDistance, readingsOf, Search, Vocabulary } from '../src/services/search';
import { signUp, startServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const titlesOf = async (searchText: string, auth: { token?: string; ageRange?: number } = {}) =>
  (await server.client(auth).search({ searchText }))!.data.map((r) => `${r.type}:${r.title}`);

describe('search', () => {
  it('ranks the exact title first, then prefixes, then substrings', async () => {
    const results = await titlesOf('سلام');
    expect(results[0]).toBe('Movie:سلام');
    expect(results[1]).toBe('Movie:سلام بر زندگی');
    // A star whose name only contains the word comes after the titles that start with it.
    expect(results.indexOf('Star:سارا سلامی')).toBeGreaterThan(1);
  });

  it('normalises both sides: Arabic letters, ZWNJ or space, digits, diacritics', async () => {
    expect(await titlesOf('رازهای کوچک')).toContain('Movie:رازهای كوچك');
    expect(await titlesOf('شب های روشن')).toContain('Movie:شب‌های روشن تهران');
    expect(await titlesOf('شبهای روشن')).not.toContain('Movie:سلام');
    expect(await titlesOf('قصه 1400')).toContain('Movie:قصهٔ ۱۴۰۰');
    expect(await titlesOf('سَلام')).toContain('Movie:سلام');
  });

  it('forgives a typo', async () => {
    expect(await titlesOf('سایه‌های کویل')).toContain('Movie:سایه‌های کویر');
    expect(await titlesOf('باغ انال')).toContain('Movie:باغ انار');
  });

  it('finds a title typed on the wrong keyboard layout, and Latin original titles', async () => {
    expect(readingsOf('sghl').map((r) => r.words.join(' '))).toContain('سلام');
    expect((await titlesOf('sghl'))[0]).toBe('Movie:سلام');
    expect(await titlesOf('pomegranate')).toContain('Movie:باغ انار');
  });

  it('answers the result shape with pictures, and stars by name', async () => {
    const response = await server.client().search({ searchText: 'نیلوفر' });
    expect(response!.data[0]).toEqual({
      id: 1,
      type: 'Star',
      title: 'نیلوفر آسمانی',
      description: 'بازیگر',
      pictures: [{ url: '/media/portraits/star-1.svg', title: 'نیلوفر آسمانی' }],
    });
    const movie = (await server.client().search({ searchText: 'باغ انار' }))!.data[0]!;
    expect(movie.pictures[0]!.url).toBe('/media/posters/movie-6.svg');
    expect((await server.client().search({ searchText: 'zzqqxx' }))!.data).toEqual([]);
  });

  it('applies the age filter: header, query parameter and the token’s profile', async () => {
    // «باغ انار» is movie 6 (all ages); «سلام» is movie 3 (12+).
    expect(await titlesOf('سلام', { ageRange: 7 })).not.toContain('Movie:سلام');
    const narrowed = await server.client().search({ searchText: 'سلام', ageRange: 7 });
    expect(narrowed!.data.map((r) => r.title)).not.toContain('سلام');
    const token = await signUp(server, '09170000001');
    const me = server.client({ token });
    const kid = await me.addProfile({ profileName: 'کودک', avatarPath: '/media/avatars/2.svg', ageRange: 0 });
    const kidToken = (await me.refreshToken({ profileId: kid!.id }))!.token;
    const asKid = await titlesOf('سلام', { token: kidToken, ageRange: 18 });
    expect(asKid).not.toContain('Movie:سلام');
    expect(await titlesOf('باغ', { token: kidToken })).toContain('Movie:باغ انار');
  });

  it('takes SQL and LIKE wildcards as plain text', async () => {
    expect(await titlesOf('%')).toEqual([]);
    expect(await titlesOf('_')).toEqual([]);
    expect(await titlesOf("' OR 1=1 --")).toEqual([]);
  });
});

describe('search that understands intent (issue #28)', () => {
  const ids = async (searchText: string, extra: { type?: 'Movie' | 'Series' | 'Star'; ageRange?: 7 } = {}) =>
    (await server.client().search({ searchText, ...extra }))!.data.map((r) => `${r.type}:${r.id}`);

  it('a genre word, in any of its forms, lists that genre by popularity, and no people', async () => {
    // Fixture films 1, 2, 4, 5, 7, 8 and 10 are comedies; popularity falls with the id.
    const comedies = ['Movie:1', 'Movie:2', 'Movie:4', 'Movie:5', 'Movie:7', 'Movie:8', 'Movie:10'];
    expect(await ids('کمدی')).toEqual(comedies);
    expect(await ids('طنز')).toEqual(comedies);
    expect(await ids('فیلمهای کمدي')).toEqual(comedies);
    expect(await ids('سریال درام')).toEqual(['Series:1', 'Series:2']);
  });

  it('country, tag and kind words filter; the age range still applies', async () => {
    expect(await ids('فیلم ایرانی')).toEqual(['Movie:1', 'Movie:3', 'Movie:5', 'Movie:7', 'Movie:9']);
    expect(await ids('دوبله')).toEqual([
      'Movie:2',
      'Series:1',
      'Series:2',
      'Movie:4',
      'Movie:6',
      'Movie:8',
      'Movie:10',
    ]);
    expect(await ids('سریال دوبله شده', { ageRange: 7 })).toEqual(['Series:1']);
  });

  it('a genre beside a word of a title finds that title; a star named alone brings their works', async () => {
    expect((await ids('خانوادگی کویر'))[0]).toBe('Movie:2');
    // Star 1 acts in films 1, 5 and 9 and directs 4 and 8.
    expect(await ids('نیلوفر آسمانی')).toEqual(['Star:1', 'Movie:1', 'Movie:4', 'Movie:5', 'Movie:8', 'Movie:9']);
    expect(await ids('فیلم‌های نیلوفر آسمانی')).toEqual([
      'Star:1',
      'Movie:1',
      'Movie:4',
      'Movie:5',
      'Movie:8',
      'Movie:9',
    ]);
  });

  it('a title named with such words is still found first', async () => {
    expect((await ids('سلام'))[0]).toBe('Movie:3');
  });

  it('pages one kind at a time for the results page, with counts per kind', async () => {
    const page = await server.client().search({ searchText: 'کمدی', type: 'Movie', pageSize: 3, pageNumber: 2 });
    expect(page!.data.map((r) => r.id)).toEqual([5, 7, 8]);
    expect(page!.totalCount).toBe(7);
    expect(page!.counts).toEqual({ Movie: 7, Series: 0, Star: 0 });
  });
});

describe('edit distance (with swaps), stopping above its bound', () => {
  it('counts drops, additions, replacements and neighbour swaps as one edit each', () => {
    expect(editDistance('سفر', 'سفر', 2)).toBe(0);
    expect(editDistance('سف', 'سفر', 2)).toBe(1);
    expect(editDistance('سفرر', 'سفر', 2)).toBe(1);
    expect(editDistance('صفر', 'سفر', 2)).toBe(1);
    expect(editDistance('سرف', 'سفر', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('a', 'abcd', 2)).toBe(3);
  });

  it('measures texts longer than its reused rows, and again after them', () => {
    const long = 'خانه‌ای کنار دریا '.repeat(8);
    expect(editDistance(long, `${long}x`, 2)).toBe(1);
    expect(editDistance(long.slice(1), long, 2)).toBe(1);
    expect(editDistance('دریا', 'دزیا', 1)).toBe(1);
  });
});

describe('the vocabulary in memory', () => {
  const vocabulary = new Vocabulary(['سفر', 'سنجاب', 'دریا', 'دریاچه', 'زیر', 'زن', '~sfr', 'sfr']);

  it('meets a word with one edit, a swap or two edits in a long word, equal first', () => {
    expect(vocabulary.near({ word: 'سنجاب', last: false })[0]).toBe('سنجاب');
    expect(vocabulary.near({ word: 'سجناب', last: false })).toContain('سنجاب');
    expect(vocabulary.near({ word: 'سنجب', last: false })).toContain('سنجاب');
    expect(vocabulary.near({ word: 'دریاچح', last: false })).toContain('دریاچه');
    expect(vocabulary.near({ word: 'کوه', last: false })).toEqual([]);
  });

  it('forgives a two-letter word only a longer term («زر» may be «زیر», not «زن»), and lets the word being typed begin one', () => {
    expect(vocabulary.near({ word: 'زر', last: false })).toEqual(['زیر']);
    expect(vocabulary.near({ word: 'زی', last: true })).toContain('زیر');
    expect(vocabulary.near({ word: 'دری', last: true })).toEqual(expect.arrayContaining(['دریا', 'دریاچه']));
    expect(vocabulary.near({ word: 'دری', last: false })).not.toContain('دریاچه');
  });

  it('keeps skeleton terms apart from Latin words', () => {
    expect(vocabulary.near({ word: '~sfr', last: false })).toEqual(['~sfr']);
    expect(vocabulary.near({ word: 'sfr', last: false })).toEqual(['sfr']);
  });
});

describe('repeated searches', () => {
  it('answer from memory with the same hits, per age, and join concurrent ones', async () => {
    const repo = createSearchRepository(server.database.db);
    let reads = 0;
    const counted = {
      ...repo,
      prefixed: (...args: Parameters<typeof repo.prefixed>) => {
        reads++;
        return repo.prefixed(...args);
      },
    };
    const search = new Search(counted);
    const first = await search.search('باغ انال', 18);
    expect(first.hits.map((h) => h.title)).toContain('باغ انار');
    expect(reads).toBe(1);
    // The same query as the ranking sees it (here with extra spaces) is the same answer.
    expect(await search.search('  باغ   انال ', 18)).toEqual(first);
    expect(reads).toBe(1);
    // Another age is another answer.
    await search.search('باغ انال', 7);
    expect(reads).toBe(2);
    await Promise.all([search.search('سلام', 18), search.search('سلام', 18), search.search('سلام', 18)]);
    expect(reads).toBe(3);
  });
});
