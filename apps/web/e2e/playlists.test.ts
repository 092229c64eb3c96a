/**
 * Playlists (issue 18): a link-only playlist's owner can copy its link (and a toast whose code fails to load leaves the
 * page be); a private one offers no link.
 */
import { describe, expect, test } from 'vitest';
import { captchaAnswer, hydrated, newPhone, setUpHarness, shoot, signIn } from './helpers';

const e2e = setUpHarness();

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
