/**
 * Downloads are kept apart per member on a shared browser (issue 35 item 2, decision 041): a child member's page,
 * offline or not, cannot read the adult's stored 18+ film through the service worker, and the adult plays it again
 * once active.
 */
import { describe, expect, test } from 'vitest';
import { hydrated, newPhone, setUpHarness, signIn, workerActive } from './helpers';

const e2e = setUpHarness();

describe('downloads of several members on one browser', () => {
  test('offline, a child member’s page gets 403 for the adult’s stored master playlist and segment; the adult gets them', async () => {
    const context = await e2e.harness.context({ serviceWorkers: 'allow' });
    try {
      const page = await e2e.newPage(context);
      await signIn(page, e2e.url, newPhone());
      await workerActive(page);
      const adult = (await page.evaluate(() => localStorage.getItem('token')))!;
      const call = async (path: string, token: string, body?: unknown) => {
        const answer = await fetch(`${e2e.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        expect(answer.status, path).toBe(200);
        return answer.json() as Promise<Record<string, unknown>>;
      };
      // A film only for 18 and over.
      type Film = { id: number; title: string; videoId: number; ageRange: number };
      let found: Film | undefined;
      for (let id = 1; found === undefined && id < 60; id++) {
        const movie = (await call(`/api/MovieQuery/GetById?id=${id}`, adult)) as Film;
        if (movie.ageRange === 18 && movie.videoId) found = movie;
      }
      if (!found) throw new Error('the demo catalogue has no film for 18 and over');
      const film = found;

      await page.goto(`/movies-detail/${film.id}`);
      await hydrated(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      await page.getByRole('button', { name: `دانلود «${film.title}»` }).click();
      await page.getByRole('link', { name: 'دانلود شد' }).waitFor({ timeout: 60_000 });
      const grants = (await call('/api/DownloadQuery/GetDownloads', adult)) as { data: { url: string }[] };
      const master = new URL(grants.data[0]!.url, e2e.url).href;
      // A stored segment of it, as hls.js would ask for it.
      const segment = await page.evaluate(async () => {
        const [name] = (await caches.keys()).filter((cache) => cache.startsWith('parde-downloads-'));
        const keys = await (await caches.open(name!)).keys();
        return keys.map((k) => k.url).find((url) => url.endsWith('.m4s'))!;
      });
      expect(segment.startsWith(master.replace(/master\.m3u8$/, ''))).toBe(true);

      // A child member of the same account becomes the active one on this browser (a switch to a narrower range).
      const child = (await call('/api/ProfileCommand/AddProfile', adult, {
        profileName: 'کودک',
        avatarPath: '/media/avatars/2.svg',
        ageRange: 0,
      })) as { id: number };
      const childToken = (
        (await call('/api/Account/refresh-token', adult, { profileId: child.id })) as { token: string }
      ).token;
      /** Makes `token`'s member the active one, as a member switch does, and waits for the worker to know it. */
      const become = async (token: string, memberId: number) => {
        await page.evaluate((value) => localStorage.setItem('token', value), token);
        await page.goto('/');
        await hydrated(page);
        // The worker starts a while after the page is idle (decision 046): offline answers need it in control.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
        await expect
          .poll(() =>
            page.evaluate(async () => {
              const kept = await caches.match(new URL('/offline-downloads/active.json', location.origin).href);
              return kept ? ((await kept.json()) as { memberId: number }).memberId : null;
            }),
          )
          .toBe(memberId);
      };
      const statusOf = (url: string) =>
        page.evaluate(async (u) => {
          try {
            return (await fetch(u)).status;
          } catch {
            return 0;
          }
        }, url);
      await become(childToken, child.id);

      // Offline, the child's page asks for the adult's files: the worker refuses them, and the child's own cache
      // has none of them.
      await context.setOffline(true);
      expect(await statusOf(master)).toBe(403);
      expect(await statusOf(segment)).toBe(403);
      const childCaches = await page.evaluate(
        async (id) => (await caches.keys()).includes(`parde-downloads-m${id}`),
        child.id,
      );
      expect(childCaches).toBe(false);
      // Online too: the worker never lets the child's page reach them.
      await context.setOffline(false);
      expect(await statusOf(master)).toBe(403);

      // The adult is active again: offline, the same files play from the adult's cache.
      const adultId = JSON.parse(Buffer.from(adult.split('.')[1]!, 'base64url').toString()).pid as number;
      await become(adult, adultId);
      await context.setOffline(true);
      expect(await statusOf(master)).toBe(200);
      expect(await statusOf(segment)).toBe(200);
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });

  test('downloads kept in the one shared cache of before are moved into their member’s cache and still play offline', async () => {
    const context = await e2e.harness.context({ serviceWorkers: 'allow' });
    try {
      const page = await e2e.newPage(context);
      const film = (await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=1`)).json()) as { title: string };
      await signIn(page, e2e.url, newPhone());
      await workerActive(page);
      await page.goto('/movies-detail/1');
      await hydrated(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      await page.getByRole('button', { name: `دانلود «${film.title}»` }).click();
      await page.getByRole('link', { name: 'دانلود شد' }).waitFor({ timeout: 60_000 });
      // As a device that stored it before decision 041 has it: every member's files in `parde-downloads-v1`.
      const master = await page.evaluate(async () => {
        const [name] = (await caches.keys()).filter((cache) => cache.startsWith('parde-downloads-m'));
        const own = await caches.open(name!);
        const shared = await caches.open('parde-downloads-v1');
        for (const key of await own.keys()) await shared.put(key, (await own.match(key))!);
        await caches.delete(name!);
        return (await shared.keys()).map((k) => k.url).find((url) => url.endsWith('/master.m3u8'))!;
      });

      await page.goto('/downloads');
      await hydrated(page);
      await page.getByRole('listitem').filter({ hasText: film.title }).waitFor();
      await expect.poll(() => page.evaluate(() => caches.has('parde-downloads-v1'))).toBe(false);
      await context.setOffline(true);
      expect(await page.evaluate(async (url) => (await fetch(url)).status, master)).toBe(200);
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });
});
