/**
 * Downloads for offline viewing (issue 27 item 2, decisions 028 and 033): store the demo film, list it, play it
 * offline, its resume point reaching the server once the network is back, and the sync dropping a revoked grant.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  hydrated,
  newPhone,
  setUpHarness,
  shoot,
  signIn,
  signOutDeletingDownloads,
  startPlaying,
  workerActive,
} from './helpers';

const e2e = setUpHarness();

/** Every URL kept in the members' downloads caches, by cache (one per member, decision 041). */
const storedByCache = (page: Page) =>
  page.evaluate(async () => {
    const stored: Record<string, string[]> = {};
    for (const name of (await caches.keys()).filter((cache) => cache.startsWith('parde-downloads-m'))) {
      stored[name] = (await (await caches.open(name)).keys()).map((k) => k.url);
    }
    return stored;
  });

describe('downloads', () => {
  test('the demo film downloads one rendition, is listed with its size and expiry, plays offline and its resume point reaches the server when back online; two tabs store a film once; a revoked grant goes at the next sync; a full storage keeps nothing; signing out wipes them', async () => {
    // The service worker answers the stored files, so this journey has it on (the harness's contexts block it).
    const context = await e2e.harness.context({ serviceWorkers: 'allow' });
    try {
      const page = await e2e.newPage(context);
      const film = (await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=1`)).json()) as {
        title: string;
        videoId: number;
      };
      await signIn(page, e2e.url, newPhone());
      // The worker installs during the sign-in: the film page is opened once it is active.
      await workerActive(page);
      await page.goto('/movies-detail/1');
      await hydrated(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

      await page.getByRole('button', { name: `دانلود «${film.title}»` }).click();
      await page.getByRole('link', { name: 'دانلود شد' }).waitFor({ timeout: 60_000 });
      await shoot(page, 'movie-downloaded');
      // One rendition: every stored segment of the picture comes from a single rung of the ladder.
      // The member's own cache holds it (decision 041).
      const stored = await storedByCache(page);
      expect(Object.keys(stored)).toHaveLength(1);
      const rungs = new Set(
        Object.values(stored)
          .flat()
          .map((url) => /\/(\d+p)\//.exec(url)?.[1])
          .filter(Boolean),
      );
      expect(rungs.size).toBe(1);

      // Two tabs ask for another film at once: one stores it while the other waits, then finds it stored; no file
      // is fetched by both.
      const other = await e2e.newPage(context);
      await Promise.all([page.goto('/movies-detail/3'), other.goto('/movies-detail/3')]);
      await Promise.all([hydrated(page), hydrated(other)]);
      // Both tabs' controls are drawn before either asks: a tab whose controls load after the other tab began would
      // find the download partial and show that tab's progress instead of «دانلود».
      const asks = [page, other].map((tab) => tab.getByRole('button', { name: /^دانلود «/ }));
      await Promise.all(asks.map((button) => button.waitFor()));
      // And still where they are (a member's page settles as the member's own parts arrive, «ادامهٔ تماشا» among
      // them): a click that waits for its button to stop moving could come after the other tab's download ended.
      await Promise.all(asks.map(async (button) => (await button.elementHandle())?.waitForElementState('stable')));
      await Promise.all(asks.map((button) => button.click()));
      for (const tab of [page, other]) await tab.getByRole('link', { name: 'دانلود شد' }).waitFor({ timeout: 60_000 });
      const fetchedBy = await Promise.all(
        [page, other].map((tab) =>
          tab.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              // The download's files: its links name its grant (`/g<id>/`, decision 041). Each tab's player also
              // fetches its stream's start ahead of play (decision 051), which is not the download's.
              .filter((url) => /\/media\/stream\/\d+\/g\d+\/.+\.(m4s|mp4|vtt)$/.test(new URL(url).pathname)),
          ),
        ),
      );
      const all = fetchedBy.flat();
      expect(all.length).toBeGreaterThan(0);
      expect(new Set(all).size).toBe(all.length);
      await other.close();

      await page.goto('/downloads');
      await hydrated(page);
      const item = page.getByRole('listitem').filter({ hasText: film.title });
      await item.getByText(/^حجم: [۰-۹]+٫[۰-۹] مگابایت$/).waitFor();
      await item.getByText(/^قابل تماشا تا /).waitFor();
      await page.getByTestId('storage-estimate').waitFor();
      await shoot(page, 'downloads');

      // The network goes: the page reloads from the worker, and the film plays from the stored files.
      await context.setOffline(true);
      const again = await page.reload();
      expect(again?.fromServiceWorker()).toBe(true);
      await hydrated(page);
      await page.getByRole('button', { name: `پخش «${film.title}»` }).click();
      // Past the 5 s a resume point needs (a glance counts for nothing, #40).
      await startPlaying(page, 6);

      // Paused offline: the report of where it stopped finds no network. The server still has nothing; once the
      // network is back, the point reaches it within the 5 s.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const asMember = { authorization: `Bearer ${token}` };
      const resumePoint = async () => {
        const answer = await fetch(`${e2e.url}/api/VideoQuery/GetResumePoint?type=Movie&id=1`, { headers: asMember });
        return ((await answer.json()) as { position: number }).position;
      };
      const lost = page.waitForEvent('requestfailed', (request) => request.url().includes('/AddUserActivity'));
      const pausedAt = await page.evaluate(() => {
        const video = document.querySelector('video') as HTMLVideoElement;
        video.pause();
        return video.currentTime;
      });
      await lost;
      expect(pausedAt).toBeGreaterThan(1);
      expect(await resumePoint()).toBe(0);
      await context.setOffline(false);
      await expect.poll(resumePoint, { timeout: 5000 }).toBeGreaterThanOrEqual(pausedAt - 0.1);
      await page.getByRole('button', { name: 'بازگشت', exact: true }).click();

      // The grant is deleted on the server (as from another device): the next sync, when the network comes back,
      // takes the film's files off this device and lists it as expired, not silently gone (decision 047).
      const grants = (await (
        await fetch(`${e2e.url}/api/DownloadQuery/GetDownloads`, { headers: asMember })
      ).json()) as { data: { id: number; videoId: number }[] };
      const grant = grants.data.find((g) => g.videoId === film.videoId);
      const deleted = await fetch(`${e2e.url}/api/DownloadCommand/Delete`, {
        method: 'POST',
        headers: { ...asMember, 'content-type': 'application/json' },
        body: JSON.stringify({ id: grant?.id }),
      });
      expect(deleted.status).toBe(200);
      await context.setOffline(true);
      await context.setOffline(false);
      await item.getByRole('note').filter({ hasText: 'مهلت تماشای این دانلود تمام شده است' }).waitFor();
      // The viewer is told, in Persian (decisions 041 and 047).
      await page
        .getByText(`دانلود «${film.title}» دیگر معتبر نیست؛ پرونده‌هایش از این دستگاه پاک شد`)
        .waitFor({ timeout: 10_000 });
      const list = page.getByRole('list', { name: 'دانلودهای این دستگاه' });
      expect(await list.getByRole('listitem').count()).toBe(2);
      const storedNow = Object.values(await storedByCache(page)).flat();
      expect(storedNow.filter((url) => url.includes(`/media/stream/${film.videoId}/`))).toEqual([]);
      await shoot(page, 'downloads-synced');

      // Offline, a page never visited is the offline page: it lists this member's downloads from the same records.
      const third = (await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=3`)).json()) as { title: string };
      await context.setOffline(true);
      await page.goto('/series');
      const kept = page.getByRole('region', { name: 'دانلودهای این دستگاه' });
      await kept.getByRole('listitem').filter({ hasText: third.title }).waitFor();
      expect(await kept.getByRole('listitem').count()).toBe(1);
      await context.setOffline(false);
      // The offline page reloads itself once the site answers (offline.js): the next page is opened after that, or
      // the reload cuts its navigation short.
      await page.getByRole('heading', { name: 'اتصال اینترنت قطع است' }).waitFor({ state: 'detached' });
      await hydrated(page);

      // Storage full: the browser grants this site only a little more than it uses; the next film does not fit,
      // the viewer reads why in Persian, and not one of its files (nor its record) stays behind.
      await page.goto('/movies-detail/2');
      await hydrated(page);
      const cdp = await context.newCDPSession(page);
      const { usage } = await page.evaluate(() => navigator.storage.estimate());
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: e2e.url, quotaSize: (usage ?? 0) + 20_000 });
      const second = (await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=2`)).json()) as { videoId: number };
      await page.getByRole('button', { name: /^دانلود «/ }).click();
      await page.getByRole('alert').filter({ hasText: 'فضای ذخیره‌سازی این دستگاه' }).waitFor({ timeout: 30_000 });
      const left = Object.values(await storedByCache(page))
        .flat()
        .filter((url) => url.includes(`/media/stream/${second.videoId}/`) || url.endsWith(`/${second.videoId}.json`));
      expect(left).toEqual([]);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: e2e.url });

      // Signing out says what it deletes, and takes the device's downloads with it.
      await signOutDeletingDownloads(page);
      // By name only: opening a cache to read it would make it again if the sign-out had just deleted it.
      await expect
        .poll(() =>
          page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('parde-downloads-m'))),
        )
        .toEqual([]);
    } finally {
      await context.close();
    }
  });
});
