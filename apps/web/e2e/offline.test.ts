/**
 * Offline is a place, not an error (issue #40 item 1, decision 047): offline, a page kept earlier opens marked as not
 * current under the offline shell, a page never visited opens the shell itself, both with «دانلودها», for a signed-in
 * viewer and for a visitor; back online the page recovers by itself.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chooseNewChild, hydrated, newPhone, setUpHarness, shoot, signIn, workerActive } from './helpers';

const e2e = setUpHarness();

/** The offline shell's heading, on a kept page and on the offline page alike. */
const shellHeading = (page: Page) => page.getByRole('heading', { name: 'اتصال اینترنت قطع است' });

/** Waits until the worker controls the page (it claims pages already open a moment after it activates). */
async function controlled(page: Page) {
  await page.goto(page.url());
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/**
 * Waits until the worker's pages cache holds «دانلودها», which the app adds once the worker is ready (app/pwa.ts): the
 * worker starts seconds after a page is idle (main.tsx), and a page left sooner aborts the add, so a journey that
 * moves on quickly goes offline before it. Its link would then open the offline page instead.
 */
async function downloadsKept(page: Page) {
  await expect
    .poll(
      () => page.evaluate(async () => (await (await caches.open('parde-pages-v1')).match('/downloads')) !== undefined),
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

/**
 * The site's pictures the page has drawn (loaded, not broken) on its first screen, by address. Only the first
 * screen's: below it, which lazy pictures a page loads depends on when each row arrived, online or kept.
 */
const loadedPictures = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter(
        (image) =>
          new URL(image.src).pathname.startsWith('/media/') &&
          image.naturalWidth > 0 &&
          image.getBoundingClientRect().top < window.innerHeight,
      )
      .map((image) => image.src)
      .sort(),
  );

/** Goes online and waits for the shell to go, printing how long it took (a figure; the bound is generous). */
async function backOnline(context: BrowserContext, page: Page, label: string) {
  const since = Date.now();
  await context.setOffline(false);
  await shellHeading(page).waitFor({ state: 'detached', timeout: 15_000 });
  await hydrated(page);
  console.log(`[offline] ${label}: recovered ${Date.now() - since} ms after the network came back`);
}

/**
 * A member signed in with the worker on, who has opened home and a film (by an address under no slug): the film's
 * own address (its slug) is the one the site links to, and the one kept.
 */
async function memberWhoVisited() {
  const context = await e2e.harness.context({ serviceWorkers: 'allow' });
  const page = await e2e.newPage(context);
  const film = (await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=1`)).json()) as { title: string };
  await signIn(page, e2e.url, newPhone());
  await workerActive(page);
  await controlled(page);
  for (const path of ['/', '/movies-detail/1']) {
    await page.goto(path);
    await hydrated(page);
  }
  return { context, page, film, filmPage: new URL(page.url()).pathname };
}

describe('offline', () => {
  test('signed in: a visited page is kept and marked as not current, an unvisited one is the shell; «دانلودها» opens; back online it recovers', async () => {
    const { context, page, film, filmPage } = await memberWhoVisited();
    // The pictures it drew: some have loaded (on a busy machine a moment after hydration), and the worker has kept
    // each (it stores an answer after handing it to the page).
    await expect.poll(async () => (await loadedPictures(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const drawn = await loadedPictures(page);
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await caches.open('parde-images-v1')).keys()).map((request) => request.url),
          ),
        { timeout: 30_000 },
      )
      .toEqual(expect.arrayContaining(drawn));
    await downloadsKept(page);

    // Opened again offline, as a reload or a link would. The browser's HTTP cache is emptied first, as the browser
    // does under storage pressure: what a kept page shows must come from what the worker kept.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.goto(filmPage);
    await shellHeading(page).waitFor();
    // The kept page itself, under the shell: its title, marked as a copy that may be out of date.
    await page.getByRole('heading', { name: film.title, level: 1 }).waitFor();
    await page.getByText(/ممکن است به‌روز نباشد/).waitFor();
    expect(await page.getByText('دریافت اطلاعات ممکن نشد').count()).toBe(0);
    // Its pictures too (the poster, the cast's faces): those it showed online show again.
    await expect.poll(() => loadedPictures(page)).toEqual(expect.arrayContaining(drawn));
    await shoot(page, 'offline-kept-page');
    // The shell is fixed over the bottom of the screen: scrolled to its end, the page ends above it, not under it.
    const [pageEnd, shellTop] = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const panel = document.querySelector('[aria-labelledby="offline-shell-title"]');
      return [
        document.getElementById('root')?.getBoundingClientRect().bottom ?? 0,
        panel?.getBoundingClientRect().top ?? 0,
      ];
    });
    expect(pageEnd).toBeLessThanOrEqual(shellTop + 1);

    // A page never opened on this device: the shell alone, with the way to the downloads.
    await page.goto('/movies-detail/5');
    await shellHeading(page).waitFor();
    await shoot(page, 'offline-shell');
    await page.getByRole('link', { name: 'دانلودها' }).first().click();
    await page.waitForURL(/\/downloads$/);
    await page.getByRole('heading', { name: 'دانلودها', level: 1 }).waitFor();
    await shoot(page, 'offline-downloads');

    await page.goto(filmPage);
    await shellHeading(page).waitFor();
    await backOnline(context, page, 'kept page');
    await page.getByRole('heading', { name: film.title, level: 1 }).waitFor();
    expect(await page.getByText(/ممکن است به‌روز نباشد/).count()).toBe(0);

    await context.setOffline(true);
    await page.goto('/movies-detail/6');
    await shellHeading(page).waitFor();
    await backOnline(context, page, 'page never visited');
    expect(new URL(page.url()).pathname).toMatch(/^\/movies-detail\/6/);
  });

  test("a member's kept reads are their own, and online a slow answer is waited for, never a kept one", async () => {
    const context = await e2e.harness.context({ serviceWorkers: 'allow' });
    const page = await e2e.newPage(context);
    await signIn(page, e2e.url, newPhone());
    await workerActive(page);
    await controlled(page);
    await page.goto('/movies-detail/1');
    await hydrated(page);
    const watchLink = page.getByRole('link', { name: /^(ادامهٔ )?تماشا/ }).first();
    await expect.poll(() => watchLink.textContent()).toBe('تماشا');
    // The worker kept the resume point under this member: a child switched to on this device never reads it.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const { pid } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { pid: number };
    const keptResumePoints = () =>
      page.evaluate(async () =>
        (await (await caches.open('parde-reads-v1')).keys()).map((r) => r.url).filter((u) => u.includes('ResumePoint')),
      );
    await expect.poll(keptResumePoints).toEqual([expect.stringContaining(`parde-member=m${pid}`)]);

    // The member watches on another device up to 0:12; here the network is slow (the answer takes 4 s).
    const { videoId } = (await (
      await fetch(`${e2e.url}/api/VideoQuery/GetResumePoint?type=Movie&id=1`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { videoId: number };
    const reported = await fetch(`${e2e.url}/api/VideoCommand/AddUserActivity`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ videoId, position: 12, duration: 20 }),
    });
    expect(reported.status).toBe(200);
    await context.route('**/api/VideoQuery/GetResumePoint**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue().catch(() => {});
    });
    await page.reload();
    await hydrated(page);
    // The kept «تماشا» would have answered after 3 s; the member is offered the current point once it comes.
    await expect.poll(() => watchLink.textContent(), { timeout: 15_000 }).toBe('ادامهٔ تماشا از ۰۰:۱۲');
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a child chosen on the device: the pages kept for a wider range go, offline the child gets the shell', async () => {
    const { context, page, film, filmPage } = await memberWhoVisited();
    await downloadsKept(page);
    /** The kept pages by path, with the age range each was drawn for ('' none, 'all' a visitor's). */
    const keptPages = () =>
      page.evaluate(async () => {
        const cache = await caches.open('parde-pages-v1');
        const kept: Record<string, string> = {};
        for (const request of await cache.keys()) {
          const html = (await (await cache.match(request))?.text()) ?? '';
          const mark = /<html\b[^>]*\sdata-session="(\d*)"/.exec(html)?.[1];
          kept[new URL(request.url).pathname] = mark ?? (html.includes('parde-first-data') ? 'all' : '');
        }
        return kept;
      });
    await expect.poll(async () => (await keptPages())[filmPage], { timeout: 15_000 }).toBe('18');
    expect(await keptPages()).toMatchObject({ '/': '18', '/downloads': '' });

    await chooseNewChild(page, e2e.url);
    // The adult's film page is forgotten; «دانلودها» (no catalogue in it) stays; home is kept again for the child.
    await expect
      .poll(async () => Object.entries(await keptPages()).filter(([, range]) => range === 'all' || Number(range) > 7), {
        timeout: 15_000,
      })
      .toEqual([]);
    expect(await keptPages()).toMatchObject({ '/downloads': '' });

    await context.setOffline(true);
    await page.goto(filmPage);
    await shellHeading(page).waitFor();
    expect(await page.getByRole('heading', { name: film.title, level: 1 }).count()).toBe(0);
  });

  test('a visitor (signed out) gets the same shell, with «دانلودها», offline; back online it recovers', async () => {
    const context = await e2e.harness.context({ serviceWorkers: 'allow' });
    const page = await e2e.newPage(context);
    await page.goto('/movies-detail/2');
    await hydrated(page);
    await workerActive(page);
    await controlled(page);
    await page.goto('/series');
    await hydrated(page);
    await context.setOffline(true);
    await page.goto('/movies-detail/7');
    await shellHeading(page).waitFor();
    await page.getByRole('link', { name: 'دانلودها' }).first().waitFor();
    await page.goto('/series');
    await shellHeading(page).waitFor();
    await page.getByRole('link', { name: 'دانلودها' }).first().waitFor();
    await backOnline(context, page, 'visitor');
  });
});
