/**
 * Downloads as the account holds them (issue #40 item 2, decision 047): «دانلودها» counts the account's grants from
 * every device («۲۳ از ۲۵»), says which are on this device and frees one held elsewhere; signing out says how many
 * downloads and how much it will delete, and can keep them for this member's return.
 */
import { describe, expect, test } from 'vitest';
import { hydrated, newPhone, setUpHarness, shoot, signIn, workerActive } from './helpers';

const e2e = setUpHarness();

describe("the account's downloads", () => {
  test('two devices share the 25: the list counts both, frees one held elsewhere; sign-out warns and keeps them for the return', async () => {
    // Two browsers of one account: the phone here, the other through its own context.
    const phone = newPhone();
    const here = await e2e.harness.context({ serviceWorkers: 'allow' });
    const elsewhere = await e2e.harness.context();
    const page = await e2e.newPage(here);
    await signIn(page, e2e.url, phone);
    await workerActive(page);
    // The OTP limits count a device by its cookie: the second browser is let in as the first one's twin.
    await elsewhere.addCookies((await here.cookies()).filter((cookie) => cookie.name === 'parde_device'));
    const otherPage = await e2e.newPage(elsewhere);
    await signIn(otherPage, e2e.url, phone);
    const otherToken = (await otherPage.evaluate(() => localStorage.getItem('token')))!;
    const api = (path: string, body?: unknown) =>
      fetch(`${e2e.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${otherToken}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then((r) => r.json() as Promise<Record<string, unknown>>);
    // The other device holds 22 of the demo catalogue's films and episodes.
    const videos: number[] = [];
    for (let id = 1; id <= 10; id++) {
      const movie = await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=${id}`)).json();
      if (movie.videoId) videos.push(movie.videoId);
    }
    for (const id of [1, 2]) {
      const episodes = await (await fetch(`${e2e.url}/api/SeriesQuery/GetEpisodesById?id=${id}&pageSize=60`)).json();
      videos.push(...episodes.data.map((e: { videoId: number }) => e.videoId).filter(Boolean));
    }
    const granted = (await api('/api/DownloadCommand/GrantMany', {
      videoIds: [...new Set(videos)].slice(0, 22),
    })) as { used?: number };
    expect(granted, JSON.stringify(granted).slice(0, 300)).toHaveProperty('used');
    const held = granted.used!;

    // This device downloads one film: the list says how many of the 25 the account holds, and which are here.
    await page.goto('/movies-detail/1');
    await hydrated(page);
    // Opened again once the worker runs, so the worker controls it.
    await page.goto('/movies-detail/1');
    await hydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.getByRole('button', { name: /^دانلود «/ }).click();
    await page.getByRole('link', { name: 'دانلود شد' }).waitFor({ timeout: 60_000 });
    await page.goto('/downloads');
    await hydrated(page);
    const fa = (n: number) => n.toLocaleString('fa-IR');
    await page.getByText(`${fa(held + 1)} از ${fa(25)}`).waitFor();
    const others = page.getByRole('list', { name: 'دانلودهای دستگاه‌های دیگر' });
    expect(await others.getByRole('listitem').count()).toBe(held);
    await shoot(page, 'downloads-account');

    // Freeing one held elsewhere: the count drops here and on the other device.
    await others
      .getByRole('button', { name: /^آزاد کردن «/ })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'آزاد کردن' }).click();
    await page.getByText(`${fa(held)} از ${fa(25)}`).waitFor();
    expect(((await api('/api/DownloadQuery/GetAccountDownloads')) as { used: number }).used).toBe(held);

    // Sign-out warns with the count and the size, and keeps them for this member's return.
    await page.getByRole('button', { name: /^حساب کاربری/ }).click();
    await page.getByRole('button', { name: 'خروج', exact: true }).click();
    const warning = page.getByRole('alertdialog', { name: 'خروج از حساب' });
    await warning.getByText(/۱ دانلود .*مگابایت/).waitFor();
    await shoot(page, 'sign-out-warning');
    await warning.getByRole('button', { name: 'نگه‌داشتن و خروج' }).click();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    const keptFiles = await page.evaluate(async () => {
      let n = 0;
      for (const name of (await caches.keys()).filter((c) => c.startsWith('parde-downloads-m'))) {
        n += (await (await caches.open(name)).keys()).length;
      }
      return n;
    });
    expect(keptFiles).toBeGreaterThan(0);

    // Taking them back at the next sign-in is the API's reclaimDownloads (apps/api/test/downloads-account.test.ts):
    // a sign-in again here within minutes meets the code's resend wait.
  });
});
