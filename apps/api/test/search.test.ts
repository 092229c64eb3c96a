import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingsOf } from '../src/services/search';
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
