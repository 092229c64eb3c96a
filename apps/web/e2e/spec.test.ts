/**
 * Journeys for the places where the app once read the spec loosely (issue 17): each one fails on the old behaviour a
 * person would have seen. Every sign-in uses a phone of its own, so the server's one-code-a-minute rule never waits.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { captchaAnswer, hold, hydrated, newPhone, otpFor, setUpHarness, shoot, signIn, typeCode } from './helpers';

const e2e = setUpHarness();

/** A new account, signed in through the UI, and its phone. */
async function signedIn() {
  const context = await e2e.harness.context();
  const page = await e2e.newPage(context);
  const phone = newPhone();
  await signIn(page, e2e.url, phone, { names: { first: 'مریم', last: 'احمدی' } });
  return { context, page, phone };
}

// A live region takes no name from its text: the loader is found by what it says.
const loader = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: 'در حال بارگذاری' });
const userMenu = (page: Page) => page.getByRole('button', { name: /^حساب کاربری/ });

describe('the spec to the letter', () => {
  test('a token the server no longer accepts ends the session: the login form, not a loop back to the page', async () => {
    const { page } = await signedIn();
    // The server's secret rotated, say: the same claims under a signature it no longer accepts ...
    await page.evaluate(() => {
      const token = localStorage.getItem('token') ?? '';
      localStorage.setItem('token', `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
    });
    // ... and the start-up check cannot reach the server, so the session is kept until a call says otherwise.
    await page.route('**/api/user/CheckToken', (route) => route.abort());
    const unauthorized = page.waitForResponse((r) => r.url().includes('/api/PlayListQuery/GetUserPlayList'));
    await page.goto('/playlist');
    expect((await unauthorized).status()).toBe(401);
    await page.waitForURL(/\/login\/playlist$/);
    await page.getByLabel('شماره موبایل').waitFor();
    // The old app bounced between /login/playlist and /playlist here; the page must stay put.
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/login/playlist');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('ageRange')])).toEqual([
      null,
      null,
    ]);
    await shoot(page, 'spec-401-login');
  });

  test('a returning viewer sees a quiet placeholder, not the login link, while the stored token is checked', async () => {
    const { page } = await signedIn();
    const release = await hold(page, '**/api/user/CheckToken');
    await page.goto('/movies');
    const banner = page.getByRole('banner');
    // A quiet placeholder, not a live region of its own (the page has one status region).
    const checking = banner.locator('[aria-busy="true"]', { hasText: 'در حال بررسی ورود' });
    await checking.waitFor();
    expect(await banner.getByRole('link', { name: 'ورود / ثبت‌نام' }).count()).toBe(0);
    await shoot(page, 'spec-header-checking');
    release();
    await userMenu(page).waitFor();
    expect(await checking.count()).toBe(0);
  });

  test('the header’s add-member link counts the list’s total, and waits for it', async () => {
    const { page } = await signedIn();
    const release = await hold(page, /\/api\/ProfileQuery\/GetProfile/);
    await page.goto('/movies');
    await userMenu(page).click();
    await page.getByRole('link', { name: 'حساب من' }).waitFor();
    // While the list has not answered, there is no «(۰ از ۳)».
    expect(await page.getByRole('link', { name: /افزودن عضو جدید/ }).count()).toBe(0);
    release();
    await page.getByRole('link', { name: 'افزودن عضو جدید (۱ از ۳)' }).waitFor();
    await shoot(page, 'spec-header-add-member');
  });

  test('a loader shows while the code page is on its way after the phone is sent', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('شماره موبایل').fill(newPhone());
    const release = await hold(page, /\/assets\/VerifyOtpPage-[^/]+\.js/);
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await loader(page).waitFor();
    await shoot(page, 'spec-auth-pending');
    release();
    await page.waitForURL(/\/verify-otp$/);
    await page.getByLabel('رقم ۱ از ۶').waitFor();
    expect(await loader(page).count()).toBe(0);
  });

  test('a member code page counts down to «send again» and keeps the switch; a second switch is explained', async () => {
    const { context, page, phone } = await signedIn();
    await page.goto('/add-member');
    await page.getByLabel('نام عضو').fill('کودک');
    await page.getByLabel('ردهٔ سنی').selectOption({ label: '۷ سال به بالا' });
    await page.getByRole('button', { name: 'افزودن', exact: true }).click();
    await page.waitForURL(/\/profile$/);
    // Into the narrower range: free. Back into the wider one: a code first.
    await page.goto('/select-member');
    await page.getByRole('main').getByRole('button', { name: /کودک/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/select-member');
    const since = Date.now();
    await page.getByRole('main').getByRole('button', { name: /مریم/ }).click();
    await page.waitForURL(/\/select-member-otp$/);
    await page.getByText(/ارسال دوباره تا [۰-۹]+ ثانیهٔ دیگر/).waitFor();
    expect(await page.getByRole('button', { name: 'ارسال دوبارهٔ کد' }).count()).toBe(0);
    await shoot(page, 'spec-select-member-otp');

    // Choosing that member again (from the header, elsewhere) goes back to its code page, with the same countdown.
    await page.getByRole('banner').getByRole('link', { name: 'فیلم‌ها' }).click();
    await page.waitForURL(/\/movies$/);
    await userMenu(page).click();
    await page.getByRole('button', { name: 'مریم', exact: true }).click();
    await page.waitForURL(/\/select-member-otp$/);
    await page.getByText(/ارسال دوباره تا [۰-۹]+ ثانیهٔ دیگر/).waitFor();

    // Another tab of the same account asks the server again within the minute: it is told why nothing happens.
    const other = await e2e.newPage(context);
    await other.goto('/select-member');
    await other.getByRole('main').getByRole('button', { name: /مریم/ }).click();
    await other.getByText('کد تأیید این عضو به‌تازگی فرستاده شده است؛ لطفاً ۱ دقیقه دیگر دوباره تلاش کنید').waitFor();
    expect(new URL(other.url()).pathname).toBe('/select-member');
    await other.close();

    // The first tab still finishes the switch with the code it was sent.
    await typeCode(page, await otpFor(e2e.url, phone, since));
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('removing a title someone already removed stays on the playlist instead of showing not-found', async () => {
    const { page } = await signedIn();
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const api = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${e2e.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const captcha = (await api('/api/account/Captcha')) as { id: string };
    const form = new FormData();
    form.set('title', 'فهرست آزمایشی');
    form.set('Privacy', 'Private');
    form.set('captchaId', captcha.id);
    form.set('captchaAnswer', await captchaAnswer(e2e.url, captcha.id));
    const playlist = (await api('/api/PlayListCommand/Create', { method: 'POST', body: form })) as { id: number };
    const films = (await api('/api/MovieQuery/GetUpdatedMovies?pageSize=1')) as { data: { id: number }[] };
    const item = { id: playlist.id, foreignKey: films.data[0]?.id, type: 'Movie' };
    await api('/api/PlayListCommand/addItem', json(item));

    await page.goto(`/playlist-detail/${playlist.id}`);
    // The app running: a button of the server's HTML is replaced by hydration, and the removal below would race it.
    await hydrated(page);
    const remove = page.getByRole('button', { name: 'برداشتن از فهرست' });
    await remove.waitFor();
    // Another tab (or device) removes it first.
    await api('/api/PlayListCommand/removeItemByForeignKey', json(item));
    const answered = page.waitForResponse((r) => r.url().includes('/api/PlayListCommand/removeItemByForeignKey'));
    await remove.click();
    expect((await answered).status()).toBe(404);
    await page.getByText('این فهرست هنوز خالی است').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/playlist-detail/${playlist.id}`);
  });

  test('search asks for two letters by the same count the search uses: a letter with its vowel mark is one', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    // A click before the app has started lands on inert server-drawn HTML.
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'جستجو', exact: true }).click();
    await page.getByPlaceholder('جستجوی فیلم، سریال، بازیگر، کارگردان و ...').fill('بَ');
    await page.getByText('برای جستجو دست‌کم ۲ حرف بنویسید.').waitFor();
  });

  test('home’s updated rows each pass a country, Domestic or Foreign', async () => {
    const page = await e2e.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\/GetUpdated(Movies|Series)$/.test(url.pathname)) {
        asked.push(`${url.pathname.split('/').pop()} ${url.searchParams.get('CountryOfOrigin')}`);
      }
    });
    await page.goto('/');
    // Rows ask for their data as they near the viewport, once the app runs: scrolled past before it ran, a row far
    // above the viewport would wait for the reader to come back to it.
    await hydrated(page);
    for (const title of [
      'فیلم‌های ایرانی به‌روزشده',
      'فیلم‌های خارجی به‌روزشده',
      'سریال‌های ایرانی به‌روزشده',
      'سریال‌های خارجی به‌روزشده',
    ]) {
      const heading = page.getByRole('heading', { name: title });
      await heading.scrollIntoViewIfNeeded();
      await heading.waitFor();
    }
    await expect
      .poll(() => [...asked].sort(), { timeout: 10_000 })
      .toEqual([
        'GetUpdatedMovies Domestic',
        'GetUpdatedMovies Foreign',
        'GetUpdatedSeries Domestic',
        'GetUpdatedSeries Foreign',
      ]);
  });
});
