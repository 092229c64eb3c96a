/** Journeys of issue #28: titles like this one, search that understands intent, and sharing. */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated, newPhone, setUpHarness, shoot, signIn } from './helpers';

const e2e = setUpHarness();

/** Titles every seed of the demo catalogue holds (its `knownTitles`): an all-ages animation and an 18+ crime film. */
const knownTitles = {
  domesticAnimationMovie: { id: 1, title: 'گربه‌ای که ماه را دزدید' },
  foreignAdultMovie: { id: 2, title: 'سکوت پیش از شلیک' },
};

/** The film ids of the «مشابه‌ها» row on the page now shown. */
async function similarIds(page: Page): Promise<number[]> {
  const row = page.getByRole('region', { name: 'مشابه‌ها' });
  await row.scrollIntoViewIfNeeded();
  const links = row.locator('a[href^="/movies-detail/"]');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/movies-detail\/(\d+)/.exec(href)?.[1]));
}

async function ageOf(id: number): Promise<number> {
  const film = (await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=${id}`)).json()) as { ageRange: number };
  return film.ageRange;
}

describe('«مشابه‌ها»', () => {
  test('differ between two films and never show the film itself', async () => {
    const page = e2e.page;
    const first = knownTitles.domesticAnimationMovie.id;
    const second = knownTitles.foreignAdultMovie.id;
    await page.goto(`/movies-detail/${first}`);
    await hydrated(page);
    const ofFirst = await similarIds(page);
    await shoot(page, 'similar-film');
    await page.goto(`/movies-detail/${second}`);
    const ofSecond = await similarIds(page);
    expect(ofFirst).not.toContain(first);
    expect(ofSecond).not.toContain(second);
    expect(ofFirst.slice(0, 6)).not.toEqual(ofSecond.slice(0, 6));
    // «پیشنهاد برای شما», the same list under every film, is gone.
    await expect(page.getByRole('region', { name: 'پیشنهاد برای شما' }).count()).resolves.toBe(0);
  });

  test("stay within a child member's age, and home offers «چون … را دیدید» from what it watched", async () => {
    const context = await e2e.harness.context();
    const page = await e2e.newPage(context);
    await signIn(page, e2e.url, newPhone());
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const call = async (path: string, body: unknown, bearer = token) => {
      const response = await fetch(`${e2e.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const kid = await call('/api/ProfileCommand/AddProfile', {
      profileName: 'کودک',
      avatarPath: '/media/avatars/2.svg',
      ageRange: 7,
    });
    const switched = await call('/api/Account/refresh-token', { profileId: kid.id });
    await page.evaluate((kidToken) => {
      localStorage.setItem('token', kidToken);
      localStorage.setItem('ageRange', '7');
    }, String(switched.token));
    const film = knownTitles.domesticAnimationMovie;
    await page.goto(`/movies-detail/${film.id}`);
    const ids = await similarIds(page);
    expect(ids).not.toContain(film.id);
    for (const id of ids) expect(await ageOf(id)).toBeLessThanOrEqual(7);

    const detail = (await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=${film.id}`)).json()) as {
      videoId: number;
    };
    await call(
      '/api/VideoCommand/AddUserActivity',
      { videoId: detail.videoId, position: 60, duration: 600 },
      String(switched.token),
    );
    await page.goto('/');
    const row = page.getByRole('region', { name: `چون «${film.title}» را دیدید` });
    await row.scrollIntoViewIfNeeded();
    await row.locator('a[href^="/movies-detail/"]').first().waitFor();
    const offered = await row
      .locator('a[href^="/movies-detail/"]')
      .evaluateAll((as) => as.map((a) => Number(/\/movies-detail\/(\d+)/.exec(a.getAttribute('href') ?? '')?.[1])));
    expect(offered).not.toContain(film.id);
    for (const id of offered.slice(0, 6)) expect(await ageOf(id)).toBeLessThanOrEqual(7);
  });
});

describe('search that understands intent', () => {
  const placeholder = 'جستجوی فیلم، سریال، بازیگر، کارگردان و ...';

  let page: Page;

  test('groups the overlay by kind and leads to the results page, with tabs by kind', async () => {
    page = await e2e.newPage();
    await page.goto('/genres');
    await hydrated(page);
    await page.getByRole('button', { name: 'جستجو' }).click();
    await page.getByPlaceholder(placeholder).fill('کمدی');
    const films = page.getByRole('region', { name: 'فیلم‌ها' });
    await films.locator('a[href^="/movies-detail/"]').first().waitFor();
    // A genre word lists titles, not people whose names look alike.
    await expect(page.getByRole('region', { name: 'افراد' }).count()).resolves.toBe(0);
    await shoot(page, 'search-overlay-grouped');

    await page.getByRole('link', { name: 'همهٔ نتایج' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'کمدی');
    await page.getByRole('heading', { level: 1, name: 'نتایج جستجوی «کمدی»' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'نوع نتیجه' });
    await tabs.getByRole('link', { name: /سریال‌ها/ }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'Series');
    await page.locator('main a[href^="/shows-details/"]').first().waitFor();
    await expect(page.locator('main a[href^="/movies-detail/"]').count()).resolves.toBe(0);
  }, 120_000);

  test('the search button works before the app has started: its search page searches on its own', async () => {
    // What a tap meets on a slow phone before the app has taken the page over, or with script turned off.
    const inert = await (await e2e.harness.context({ phone: true, script: false })).newPage();
    await inert.goto('/genres');
    await inert.getByRole('button', { name: 'جستجو' }).tap();
    await inert.waitForURL((url) => url.pathname === '/search');
    const field = inert.getByRole('searchbox', { name: 'جستجو در فیلم‌ها، سریال‌ها و افراد' });
    // The viewer came to type: the field has the focus, and no «nothing to search» scolds them yet.
    // (Read by selector: the page runs no script, so nothing can be evaluated in it.)
    await inert.locator('main input[name="q"]:focus').waitFor();
    await expect(inert.getByText('چیزی برای جستجو ننوشته‌اید').count()).resolves.toBe(0);
    await field.fill('کمدی');
    await field.press('Enter');
    await inert.waitForURL((url) => url.searchParams.get('q') === 'کمدی');
    await inert.getByRole('heading', { level: 1, name: 'نتایج جستجوی «کمدی»' }).waitFor();
    await inert.locator('main a[href^="/movies-detail/"]').first().waitFor();
    await expect(field.inputValue()).resolves.toBe('کمدی');
    // A new search from the results, by a tap on the page's own button.
    await field.fill('خانه');
    await inert.getByRole('button', { name: 'نمایش نتایج' }).tap();
    await inert.getByRole('heading', { level: 1, name: 'نتایج جستجوی «خانه»' }).waitFor();

    // Once the app runs, the button opens the overlay, and the page's form searches without loading a document.
    const live = await e2e.newPage();
    await live.goto(`/search?q=${encodeURIComponent('کمدی')}`);
    await hydrated(live);
    await live.evaluate(() => Object.assign(window, { sameDocument: true }));
    const liveField = live.getByRole('searchbox', { name: 'جستجو در فیلم‌ها، سریال‌ها و افراد' });
    await liveField.fill('خانه');
    await live.getByRole('button', { name: 'نمایش نتایج' }).click();
    await live.getByRole('heading', { level: 1, name: 'نتایج جستجوی «خانه»' }).waitFor();
    await shoot(live, 'search-page');
    expect(new URL(live.url()).searchParams.get('q')).toBe('خانه');
    await expect(live.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    await live.getByRole('button', { name: 'جستجو', exact: true }).click();
    await live.getByPlaceholder(placeholder).first().waitFor();
    expect(new URL(live.url()).pathname).toBe('/search');
    await live.close();
  }, 120_000);

  test('pages the results, and offers the member its recent searches', async () => {
    // Iranian films are more than a page.
    await page.goto(`/search?q=${encodeURIComponent('فیلم ایرانی')}&type=Movie`);
    await page.locator('main a[href^="/movies-detail/"]').first().waitFor();
    const hrefs = () =>
      page.locator('main a[href^="/movies-detail/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const firstPage = await hrefs();
    expect(firstPage.length).toBe(20);
    await shoot(page, 'search-results');
    await page.getByRole('link', { name: 'صفحهٔ بعد' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // The router keeps page 1 on screen while page 2 loads: wait for the second page's cards, none of the first's.
    await expect
      .poll(async () => {
        const shown = await hrefs();
        return shown.length > 0 && !shown.some((href) => firstPage.includes(href));
      })
      .toBe(true);

    await hydrated(page);
    await page.getByRole('button', { name: 'جستجو' }).click();
    const recent = page.getByRole('button', { name: 'کمدی' });
    await recent.waitFor();
    await recent.click();
    await expect(page.getByPlaceholder(placeholder).inputValue()).resolves.toBe('کمدی');
  }, 120_000);
});

describe('sharing', () => {
  test('copies the page link with a toast where the browser has no share sheet; the preview is a PNG', async () => {
    const context = await e2e.harness.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
    // Desktop Chromium on Linux may or may not offer the share sheet: without it, the link is copied.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await e2e.newPage(context);
    const film = knownTitles.domesticAnimationMovie;
    await page.goto(`/movies-detail/${film.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'اشتراک‌گذاری' }).click();
    await page.getByText('پیوند کپی شد').waitFor();
    await shoot(page, 'share-copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).origin).toBe(new URL(e2e.url).origin);
    expect(decodeURI(new URL(copied).pathname)).toMatch(new RegExp(`^/movies-detail/${film.id}-`));

    const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(preview ?? '').pathname).toBe(`/media/og/movie-${film.id}.png`);
    const image = await fetch(new URL(new URL(preview ?? '').pathname, e2e.url));
    expect(image.headers.get('content-type')).toBe('image/png');

    // With a share sheet, the sheet gets the title and the link.
    const shared: unknown[] = [];
    await page.exposeFunction('recordShare', (data: unknown) => shared.push(data));
    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: unknown) => (window as unknown as { recordShare(d: unknown): Promise<void> }).recordShare(data),
        configurable: true,
      });
    });
    await page.getByRole('button', { name: 'اشتراک‌گذاری' }).click();
    await expect.poll(() => shared.length).toBe(1);
    expect(shared[0]).toMatchObject({ title: film.title, url: copied });
  });
});
