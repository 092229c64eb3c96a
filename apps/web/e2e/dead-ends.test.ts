/**
 * Issue 18's dead ends: «مشاهده همه» of a home row opens that row's own list (server-rendered, paged, a 404 for other
 * names); a link-only playlist's owner can copy its link (and a toast whose code fails to load leaves the page be);
 * «تغییر شماره» and the same number again return to the code; in-app links leave ctrl and middle clicks to the browser.
 */
import { DEFAULT_PAGE_SIZE, endpoints } from '@parde/api-client';
import { toAsciiDigits } from '@parde/fa';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { captchaAnswer, hydrated, newPhone, otpFor, setUpHarness, shoot, signIn, typeCode } from './helpers';

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

describe('sign-in: «تغییر شماره», then the same number', () => {
  test('returns to the code page with the countdown, and the code sent first still signs in', async () => {
    const phone = newPhone();
    await e2e.page.context().clearCookies();
    await e2e.page.goto('/login');
    await e2e.page.evaluate(() => localStorage.clear());
    await hydrated(e2e.page);
    await e2e.page.getByLabel('شماره موبایل').fill(phone);
    const since = Date.now();
    await e2e.page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await e2e.page.waitForURL(/\/verify-otp/);
    const code = await otpFor(e2e.url, phone, since);
    await e2e.page.getByText(/ارسال دوباره تا [۰-۹]+ ثانیهٔ دیگر/).waitFor();

    await e2e.page.getByRole('button', { name: 'تغییر شماره' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/login');
    const asked: string[] = [];
    e2e.page.on('request', (request) => {
      if (request.url().includes('/api/account/generate-otp')) asked.push(request.url());
    });
    // The number is there to correct; sent unchanged, it goes back to its code.
    expect(toAsciiDigits(await e2e.page.getByLabel('شماره موبایل').inputValue()).replace(/\D/g, '')).toBe(phone);
    await shoot(e2e.page, 'login-after-change-number');
    await e2e.page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await e2e.page.waitForURL(/\/verify-otp/);
    await e2e.page.getByText(/ارسال دوباره تا [۰-۹]+ ثانیهٔ دیگر/).waitFor();
    await expect(e2e.page.getByText(/دقیقه دیگر/).count()).resolves.toBe(0);
    expect(asked).toEqual([]);
    await shoot(e2e.page, 'verify-otp-again');

    await typeCode(e2e.page, code);
    await e2e.page.waitForURL((url) => url.pathname === '/register');
  });
});

/** Makes a playlist through the API (answering its captcha) and returns its id. */
async function createPlaylist(token: string, title: string, privacy: 'Unlisted' | 'Private') {
  const captcha = (await (await fetch(`${e2e.url}/api/account/Captcha`)).json()) as { id: string };
  const form = new FormData();
  form.set('title', title);
  form.set('Privacy', privacy);
  form.set('captchaId', captcha.id);
  form.set('captchaAnswer', await captchaAnswer(e2e.url, captcha.id));
  const created = await fetch(`${e2e.url}/api/PlayListCommand/Create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.ok).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

describe('a link-only playlist', () => {
  test('its owner copies its link, with a toast; a refused clipboard selects the link instead', async () => {
    await signIn(e2e.page, e2e.url, newPhone());
    const token = await e2e.page.evaluate(() => localStorage.getItem('token') ?? '');
    const id = await createPlaylist(token, 'فهرست دوستان', 'Unlisted');
    const link = `${e2e.url}/playlist-detail/${id}`;

    await e2e.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
    await e2e.page.goto(`/playlist-detail/${id}`);
    await hydrated(e2e.page);
    const field = e2e.page.getByLabel('پیوند این فهرست');
    await expect.poll(() => field.inputValue()).toBe(link);
    await e2e.page.getByRole('button', { name: 'کپی پیوند' }).click();
    await e2e.page.getByRole('status').filter({ hasText: 'پیوند کپی شد' }).waitFor();
    expect(await e2e.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await shoot(e2e.page, 'playlist-copy-link');

    // A browser that refuses the clipboard: the link is selected for the viewer to copy.
    await e2e.page.evaluate(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () => Promise.reject(new DOMException('refused', 'NotAllowedError')),
      });
    });
    await e2e.page.getByRole('button', { name: 'کپی پیوند' }).click();
    await e2e.page.getByText('مرورگر اجازهٔ کپی نداد؛ پیوند انتخاب شد، خودتان کپی‌اش کنید.').waitFor();
    const selected = await e2e.page.evaluate(() => {
      const input = document.activeElement;
      return input instanceof HTMLInputElement
        ? input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)
        : '';
    });
    expect(selected).toBe(link);
  });

  test('a toast whose code does not arrive leaves the page as it was, and the next toast shows', async () => {
    const token = await e2e.page.evaluate(() => localStorage.getItem('token') ?? '');
    const id = await createPlaylist(token, 'فهرست همکاران', 'Unlisted');
    const page = await e2e.newPage(e2e.page.context());
    // The toast chunk fails once, as it does on a network blip or after a deployment removed the old chunk.
    let refused = 0;
    await page.route('**/assets/toasts-*.js', (route) => (refused++ === 0 ? route.abort() : route.continue()));
    await page.goto(`/playlist-detail/${id}`);
    await hydrated(page);
    const copy = page.getByRole('button', { name: 'کپی پیوند' });
    await copy.click();
    await expect.poll(() => refused).toBe(1);
    // Like any chunk that did not arrive, it offers a reload (main.tsx's `vite:preloadError`), over the page as it
    // was: not the root route's error page in its place.
    const offer = page.getByRole('alertdialog').filter({ hasText: 'بخشی از صفحه بارگیری نشد' });
    await offer.waitFor();
    await expect(page.getByText('این صفحه بارگیری نشد').count()).resolves.toBe(0);
    await expect(page.getByText('خطای پیش بینی نشده').count()).resolves.toBe(0);
    await offer.getByRole('button', { name: 'بعداً' }).click();
    await offer.waitFor({ state: 'detached' });
    await expect(copy.isVisible()).resolves.toBe(true);

    await copy.click();
    await page.getByRole('status').filter({ hasText: 'پیوند کپی شد' }).waitFor();
    expect(refused).toBe(2);
    await page.close();
  });

  test('a private playlist offers no link to copy', async () => {
    const token = await e2e.page.evaluate(() => localStorage.getItem('token') ?? '');
    const id = await createPlaylist(token, 'فهرست خودم', 'Private');
    await e2e.page.goto(`/playlist-detail/${id}`);
    await e2e.page.getByRole('heading', { level: 1, name: 'فهرست خودم' }).waitFor();
    await expect(e2e.page.getByRole('button', { name: 'کپی پیوند' }).count()).resolves.toBe(0);
  });
});

describe('a star page for a child', () => {
  test('names no title the child may not see, in the bio as in the credits', async () => {
    const detail = async (id: number, age?: number) =>
      (await (
        await fetch(`${e2e.url}/api/StarQuery/GetStarDetail?id=${id}`, {
          headers: age === undefined ? {} : { AgeRange: String(age) },
        })
      ).json()) as { name: string; bio: string; credits: { title: { title: string } }[] };
    // A star whose bio (as written) names a film or series a seven-year-old's profile does not see.
    const stars = (await (await fetch(`${e2e.url}/api/StarQuery/GetStars?pageSize=50`)).json()) as {
      data: { id: number }[];
    };
    let found: { id: number; hidden: string } | undefined;
    for (const { id } of stars.data) {
      const [adult, child] = [await detail(id), await detail(id, 7)];
      const seen = new Set(child.credits.map((credit) => credit.title.title));
      const hidden = [...adult.bio.matchAll(/«([^»]+)»/g)].map((m) => m[1] ?? '').find((title) => !seen.has(title));
      if (hidden && child.credits.length > 0) {
        found = { id, hidden };
        break;
      }
    }
    if (!found) throw new Error('no star in the seeded catalogue names an adult title in its bio');

    // The account signed in above gets a child's profile (7+) and switches to it (a narrower range needs no code).
    const token = await e2e.page.evaluate(() => localStorage.getItem('token') ?? '');
    const added = await fetch(`${e2e.url}/api/ProfileCommand/AddProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ profileName: 'کودک', avatarPath: '/media/avatars/3.svg', ageRange: 7 }),
    });
    expect(added.ok).toBe(true);
    await e2e.page.goto('/select-member');
    await hydrated(e2e.page);
    await e2e.page.getByRole('main').getByRole('button', { name: /کودک/ }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/');

    await e2e.page.goto(`/cast-detail/${found.id}`);
    // The profile lives in the browser: the child's bio comes once the app has taken over and asked again, which
    // on a busy machine takes longer than expect.poll's default second.
    await hydrated(e2e.page);
    const childBio = (await detail(found.id, 7)).bio;
    const main = () => e2e.page.locator('main').evaluate((element) => element.textContent ?? '');
    await expect.poll(main, { timeout: 15_000 }).toContain(childBio);
    expect(await main()).not.toContain(found.hidden);
    await shoot(e2e.page, 'star-for-a-child');
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
