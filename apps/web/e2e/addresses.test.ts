/**
 * The pages at the edge (issue 35, decision 039), against the built API serving the built site: an address the
 * site refuses is a 4xx page with its own Persian message, never a 503; a film, series, episode or star under any
 * other slug is a 301 to its canonical address; and the search page spends the visitor's search budget, as the
 * API's search does.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Running, startApi } from './serve.mjs';

/** A small search budget, so spending it takes a moment. */
const SEARCH_BUDGET = 30;
let api: Running;
beforeAll(async () => {
  // Behind one proxy hop, as in production: each visitor is the address the proxy names.
  api = await startApi({ env: { RATE_LIMIT_SEARCH: String(SEARCH_BUDGET), TRUST_PROXY: '1' } });
});
afterAll(() => api?.stop());

const page = (path: string, visitor = '198.51.100.1') =>
  fetch(`${api.url}${path}`, { headers: { accept: 'text/html', 'x-forwarded-for': visitor }, redirect: 'manual' });
const json = async <T>(path: string) => (await (await fetch(`${api.url}${path}`)).json()) as T;

describe('refused addresses', () => {
  test('bad page numbers, ids and long parameters are a 4xx page with a Persian reason, never a 5xx', async () => {
    const long = 'خانه'.repeat(30);
    const refused: [string, number][] = [
      [`/search?q=${encodeURIComponent('خانه')}&page=101`, 400],
      [`/search?q=${encodeURIComponent(long)}`, 400],
      ['/movies?page=abc', 400],
      ['/movies?page=0', 400],
      ['/tv-shows?page=-2', 400],
      ['/movies?page=99999999', 400],
      ['/cast?page=1.5', 400],
      ['/view-all/top-movies?page=100001', 400],
      ['/cast-detail/0', 400],
      ['/movies-detail/99999999', 404],
      ['/movies-detail/abc', 404],
      ['/episodes/99999999999', 404],
      ['/view-all-genre-movies/abc', 404],
      [`/shows-details/${'9'.repeat(40)}`, 404],
    ];
    for (const [path, status] of refused) {
      const answer = await page(path);
      const text = await answer.text();
      expect([path, answer.status]).toEqual([path, status]);
      if (status === 400) {
        expect(text, path).toContain('این نشانی درست نیست');
      }
      expect(text, path).toContain('<header');
    }
  });
});

describe('one address per thing', () => {
  test('a film, series, episode or star under another slug is a 301 to its canonical address', async () => {
    const films = await json<{ data: { id: number; title: string }[] }>('/api/MovieQuery/GetBestMovies');
    const film = films.data[0]!;
    const canonical = `/movies-detail/${film.id}-${film.title.trim().replace(/\s+/g, '-')}`;
    for (const asked of [
      `/movies-detail/${film.id}`,
      `/movies-detail/${film.id}-anything`,
      `/movies-detail/0${film.id}-${encodeURIComponent(film.title)}`,
    ]) {
      const answer = await page(asked);
      expect([asked, answer.status]).toEqual([asked, 301]);
      expect(decodeURI(answer.headers.get('location') ?? '')).toBe(canonical);
    }
    const landed = await page(encodeURI(canonical));
    expect(landed.status).toBe(200);
    expect(await landed.text()).toContain(film.title);

    const series = (await json<{ data: { id: number }[] }>('/api/SeriesQuery/GetBestSeries')).data[0]!;
    const moved = await page(`/shows-details/${series.id}-x`);
    expect(moved.status).toBe(301);
    expect(decodeURI(moved.headers.get('location') ?? '')).toMatch(new RegExp(`^/shows-details/${series.id}-.`));
    const episode = await page('/episodes/1-anything');
    expect([episode.status, episode.headers.get('location')]).toEqual([301, '/episodes/1']);
    const star = await page('/cast-detail/1-x');
    expect(star.status).toBe(301);
    expect(decodeURI(star.headers.get('location') ?? '')).toMatch(/^\/cast-detail\/1-./);
  });
});

describe('the search page spends the search budget', () => {
  test("past the visitor's budget the page is a 429 with a Persian message, and so is the API's search", async () => {
    const visitor = '203.0.113.7';
    const tally: Record<number, number> = {};
    for (let n = 0; n < SEARCH_BUDGET + 10; n++) {
      const answer = await page(`/search?q=${encodeURIComponent(`خانه ${n}`)}`, visitor);
      await answer.arrayBuffer();
      tally[answer.status] = (tally[answer.status] ?? 0) + 1;
    }
    console.log(
      `${SEARCH_BUDGET + 10} page searches from one address, budget ${SEARCH_BUDGET}:`,
      JSON.stringify(tally),
    );
    expect(tally[200]).toBe(SEARCH_BUDGET);
    expect(tally[429]).toBe(10);
    const refused = await page(`/search?q=${encodeURIComponent('خانهٔ آخر')}`, visitor);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('درخواست‌ها بیش از اندازه است');
    const search = (from: string) =>
      fetch(`${api.url}/api/SearchQuery/Search?searchText=${encodeURIComponent('خانه')}`, {
        headers: { 'x-forwarded-for': from },
      });
    expect((await search(visitor)).status).toBe(429);
    // Another visitor's searches, and this visitor's other pages (a page's own reads are not searches), go on.
    expect((await search('198.51.100.99')).status).toBe(200);
    expect((await page(`/search?q=${encodeURIComponent('خانه')}`, '198.51.100.98')).status).toBe(200);
    expect((await page('/movies', visitor)).status).toBe(200);
  });
});
