/**
 * Issue #40 item 6: every page has a link card messengers show (PNG, not SVG), /movies and /search included, an
 * episode's with its words; and a shared link reads as Persian, not as a percent-encoded slug.
 */
import { describe, expect, test } from 'vitest';
import { hydrated, setUpHarness } from './helpers';

const e2e = setUpHarness();

const ogImage = async (path: string) => {
  const html = await (await fetch(`${e2e.url}${path}`, { headers: { accept: 'text/html' } })).text();
  return /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
};

describe('link cards', () => {
  test('home, lists, search and the detail pages name a PNG card that is there', async () => {
    const first = async (path: string) => (await (await fetch(`${e2e.url}${path}`)).json()).data[0];
    const film = await first('/api/MovieQuery/GetPopularsMovies?pageSize=1');
    const episode = await first('/api/SeriesQuery/GetLatestEpisodesByEpisodeId?pageSize=1');
    const paths = ['/', '/movies', '/tv-shows', `/search?q=${encodeURIComponent('عشق')}`, `/movies-detail/${film.id}`];
    if (episode) paths.push(`/episodes/${episode.id}`);
    for (const path of paths) {
      const image = await ogImage(path);
      expect(image, path).toMatch(/\.png$/);
      const answer = await fetch(new URL(image!, e2e.url));
      expect(answer.status, image).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
    }
  });

  test('a shared link keeps the Persian slug readable', async () => {
    const context = await e2e.harness.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
    const page = await e2e.newPage(context);
    const film = (await (await fetch(`${e2e.url}/api/MovieQuery/GetPopularsMovies?pageSize=1`)).json()).data[0];
    await page.goto(`/movies-detail/${film.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'اشتراک‌گذاری' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(film.title.split(' ')[0]);
    expect(copied).not.toMatch(/%D[89AB]/i);
  });
});
