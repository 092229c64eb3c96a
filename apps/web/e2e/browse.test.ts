/**
 * Browsing from the home page (issue 18): «مشاهده همه» of a home row opens that row's own list (server-rendered,
 * paged, a 404 for other names), and in-app links leave ctrl and middle clicks to the browser.
 */
import { DEFAULT_PAGE_SIZE, endpoints } from '@parde/api-client';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated, setUpHarness, shoot } from './helpers';

const e2e = setUpHarness();

/** The ids of one page of a list, as the API answers a visitor. */
async function listIds(path: string, query: Record<string, string>, pageNumber: number) {
  const params = new URLSearchParams({ ...query, pageNumber: String(pageNumber), pageSize: String(DEFAULT_PAGE_SIZE) });
  const answer = (await (await fetch(`${e2e.url}${path}?${params}`)).json()) as {
    data: { id: number }[];
    totalCount: number;
  };
  return { ids: answer.data.map((title) => title.id), totalCount: answer.totalCount };
}

/** The ids of the titles in the page's grid, in order. */
const gridIds = (from: Page) =>
  from
    .locator('main ul li a[href*="-detail"], main ul li a[href*="-details"]')
    .evaluateAll((links) => links.map((link) => Number(/\/(\d+)(?:-|$)/.exec(link.getAttribute('href') ?? '')?.[1])));

describe('«مشاهده همه» of home rows', () => {
  const rows: { row: string; name: string; path: string; query: Record<string, string> }[] = [
    { row: 'فیلم‌های پرطرفدار', name: 'popular-movies', path: endpoints.getPopularMovies.path, query: {} },
    {
      row: 'سریال‌های خارجی به‌روز شده',
      name: 'updated-foreign-series',
      path: endpoints.getUpdatedSeries.path,
      query: { CountryOfOrigin: 'Foreign' },
    },
    { row: 'فیلم‌های برتر', name: 'top-movies', path: endpoints.getHomeTopMovies.path, query: {} },
  ];

  for (const { row, name, path, query } of rows) {
    test(`«${row}» opens its own list, in its order`, async () => {
      await e2e.page.goto('/');
      await hydrated(e2e.page);
      const viewAll = e2e.page.getByRole('link', { name: `مشاهده همه ${row}` });
      await viewAll.scrollIntoViewIfNeeded();
      await viewAll.click();
      await e2e.page.waitForURL((url) => url.pathname === `/view-all/${name}`);
      await e2e.page.getByRole('heading', { level: 1, name: row }).waitFor();
      expect(await e2e.page.title()).toBe(`${row} | پرده`);
      const first = await listIds(path, query, 1);
      expect(first.ids.length).toBeGreaterThan(0);
      await e2e.page.locator('main ul li a').first().waitFor();
      expect(await gridIds(e2e.page)).toEqual(first.ids);
    });
  }

  test('a list longer than a page pages in the same order', async () => {
    const first = await listIds(endpoints.getPopularMovies.path, {}, 1);
    expect(first.totalCount).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    await e2e.page.goto('/view-all/popular-movies');
    await hydrated(e2e.page);
    await shoot(e2e.page, 'view-all-popular-movies');
    await e2e.page.getByRole('navigation', { name: 'صفحه‌ها' }).getByRole('link', { name: 'صفحهٔ بعد' }).click();
    await e2e.page.waitForURL((url) => url.searchParams.get('page') === '2');
    const second = await listIds(endpoints.getPopularMovies.path, {}, 2);
    await expect.poll(() => gridIds(e2e.page)).toEqual(second.ids);
  });

  test('the server renders the list, and answers 404 for a name that is no list', async () => {
    const ok = await fetch(`${e2e.url}/view-all/popular-series`, { headers: { accept: 'text/html' } });
    expect(ok.status).toBe(200);
    const text = await ok.text();
    expect(text).toContain('<title>سریال‌های پرطرفدار | پرده</title>');
    const [firstId] = (await listIds(endpoints.getPopularSeries.path, {}, 1)).ids;
    expect(text).toMatch(new RegExp(`href="/shows-details/${firstId}-`));

    for (const path of ['/view-all/no-such-list', '/view-all/constructor']) {
      const missing = await fetch(`${e2e.url}${path}`, { headers: { accept: 'text/html' } });
      expect(missing.status, path).toBe(404);
      expect(await missing.text(), path).toContain('<title>آدرس یافت نشد | پرده</title>');
    }
  });
});

describe("ui's links, routed by react-router (RootLayout's RouterAnchor)", () => {
  test('a plain click opens the page in the app; ctrl and middle clicks are left to the browser (a new tab)', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await hydrated(page);
    const link = page.locator('main a[href*="-detail"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/.+-detail/);
    // Marks this document: a full page load (the browser's own navigation) would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    for (const click of [() => link.click({ modifiers: ['Control'] }), () => link.click({ button: 'middle' })]) {
      const [opened] = await Promise.all([page.context().waitForEvent('page'), click()]);
      await opened.waitForURL((url) => url.pathname === new URL(href, e2e.url).pathname);
      await opened.close();
      expect(new URL(page.url()).pathname).toBe('/');
    }

    await link.click();
    await page.waitForURL((url) => url.pathname === new URL(href, e2e.url).pathname);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.close();
  });
});
