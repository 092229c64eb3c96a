/**
 * A download goes on when the viewer leaves (issue #40 item 2, decision 047): a page hidden mid-download hands the
 * files it has not stored to the browser's Background Fetch, and the service worker stores them, with no page of the
 * app open, as the page would have. Chromium's Background Fetch downloads only in the full browser (the headless
 * shell the other journeys drive registers one and never runs it), so this file starts that browser.
 */
import { type Browser, type BrowserContext, chromium, type Page, type Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromePath, launchChromium } from '../../../scripts/chromium.mjs';
import {
  hydrated,
  newPhone,
  setUpHarness,
  shoot,
  signIn,
  signOutDeletingDownloads,
  startPlaying,
  storedRecord,
  workerActive,
} from './helpers';

const e2e = setUpHarness();
let browser: Browser;

beforeAll(async () => {
  browser = (await launchChromium(chromium, { executablePath: chromePath })) as Browser;
});
afterAll(() => browser?.close());

/** A phone's browser with the service worker on (the harness's contexts block it). */
async function phone(): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: e2e.url,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    locale: 'fa-IR',
    serviceWorkers: 'allow',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * A new member starts downloading the film and, its third segment held, switches to another app: the page is hidden
 * (as the phone's browser makes it) and hands the rest to Background Fetch, which the browser shows in its own
 * downloads. Answers the page (still open) and the film.
 */
async function handedOff(context: BrowserContext, filmId: number) {
  const film = (await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=${filmId}`)).json()) as {
    id: number;
    title: string;
    videoId: number;
  };
  const page = await context.newPage();
  await signIn(page, e2e.url, newPhone());
  await workerActive(page);
  await page.goto(`/movies-detail/${film.id}`);
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

  const segment = /\/media\/stream\/\d+\/g\d+\/.+\.(m4s|mp4|vtt)(\?|$)/;
  let asked = 0;
  let held: (route: Route) => void = () => {};
  const third = new Promise<Route>((resolve) => {
    held = resolve;
  });
  await context.route(segment, async (route) => {
    asked += 1;
    if (asked === 3) held(route);
    else await route.continue();
  });
  await page.getByRole('button', { name: `دانلود «${film.title}»` }).click();
  const route = await third;

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.getByText('دانلود در پس‌زمینه ادامه دارد؛ بستن صفحه آن را متوقف نمی‌کند').waitFor();
  expect(await backgroundFetches(page)).toEqual([expect.stringMatching(/^parde-download-\d+-\d+$/)]);
  // The page's own request for the third segment ended with its download here (the browser fetches it again).
  await route.abort('aborted').catch(() => {});
  await context.unroute(segment);
  return { page, film };
}

/** The Background Fetches under way for the site. */
const backgroundFetches = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration()) as unknown as {
      backgroundFetch: { getIds(): Promise<string[]> };
    };
    return registration.backgroundFetch.getIds();
  });

/** The members' downloads caches, by name only (opening one would make it). */
const downloadsCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('parde-downloads-m')));

describe('a download the viewer leaves', () => {
  test('a page hidden mid-download hands the rest to Background Fetch; the worker stores it with no page open', async () => {
    const context = await phone();
    try {
      const handed = await handedOff(context, 2);
      let { page } = handed;
      const { film } = handed;
      await shoot(page, 'download-background');

      // The phone closes the page; the browser goes on, and the worker stores what it fetched. A file of the site
      // that starts no app is where the caches are read from.
      const blank = await context.newPage();
      await page.close();
      page = blank;
      await page.goto('/favicon.svg');
      await expect
        .poll(async () => (await storedRecord(page, film.videoId))?.status, { timeout: 60_000, interval: 500 })
        .toBe('complete');
      const record = (await storedRecord(page, film.videoId))!;
      // Whole, as a download stored by the page: every file, the cut master playlist last, its size counted.
      expect(record.master).toBeUndefined();
      expect(record.bytes).toBeGreaterThan(0);
      const stored = await page.evaluate(async (files) => {
        const [name] = (await caches.keys()).filter((cache) => cache.startsWith('parde-downloads-m'));
        const cache = await caches.open(name!);
        return Promise.all(files.map(async (url) => (await cache.match(url)) !== undefined));
      }, record.files as string[]);
      expect(stored.every(Boolean)).toBe(true);

      // «دانلودها» lists it, and it plays with no network.
      await page.goto('/downloads');
      await hydrated(page);
      await context.setOffline(true);
      await page.getByRole('button', { name: `پخش «${film.title}»` }).click();
      await startPlaying(page, 1);
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });

  test('signing out after a download went to the browser leaves nothing of it on the device', async () => {
    const context = await phone();
    try {
      const { page } = await handedOff(context, 3);
      // Back in the app, the member signs out and lets the downloads go.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await signOutDeletingDownloads(page);
      // Whether the browser had finished it (the demo film is small) or the sign-out aborted it: no fetch goes on, and
      // no cache of it is left, also a while later (a fetch that finishes after the sign-out finds no record and
      // writes nothing).
      await expect.poll(() => backgroundFetches(page), { timeout: 15_000 }).toEqual([]);
      await expect.poll(() => downloadsCaches(page), { timeout: 15_000 }).toEqual([]);
      await page.waitForTimeout(3_000);
      expect(await downloadsCaches(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
