/** Issue #40 item 4: «صفحهٔ بعد» of a paged list opens the next page at its top (spec §2), on /movies and /search. */
import { describe, expect, test } from 'vitest';
import { hydrated, setUpHarness } from './helpers';

const e2e = setUpHarness();

describe('paged lists start at their top', () => {
  for (const [name, path] of [
    ['/movies', '/movies'],
    ['/search', `/search?q=${encodeURIComponent('فیلم')}`],
  ] as const) {
    test(`${name}: «صفحهٔ بعد» from the foot of the page`, async () => {
      const { page } = e2e;
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await hydrated(page);
      const next = page.getByRole('link', { name: 'صفحهٔ بعد' });
      await next.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await next.click();
      await page.waitForURL(/[?&]page=2/);
      await page.getByText(/صفحهٔ ۲ از/).waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // Back to the first page: the browser puts the reader back where they were.
      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('page=2'));
    });
  }
});
