/** Issue 11: a signed-in viewer takes a title off «ادامهٔ تماشا»; it stays off after a reload. */
import { describe, expect, test } from 'vitest';
import { newPhone, setUpHarness, shoot, signIn } from './helpers';

const e2e = setUpHarness();

describe('continue watching', () => {
  test('a title removed from the row stays removed after a reload', async () => {
    await signIn(e2e.page, e2e.url, newPhone());
    const token = await e2e.page.evaluate(() => localStorage.getItem('token'));
    // Two films half watched, reported the way the player reports progress.
    const films: { title: string; videoId: number }[] = [];
    for (let id = 1; films.length < 2 && id <= 20; id += 1) {
      const film = (await (await fetch(`${e2e.url}/api/MovieQuery/GetById?id=${id}`)).json()) as {
        title?: string;
        videoId?: number | null;
      };
      if (film.title && film.videoId) films.push({ title: film.title, videoId: film.videoId });
    }
    expect(films).toHaveLength(2);
    for (const film of films) {
      const reported = await fetch(`${e2e.url}/api/VideoCommand/AddUserActivity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ videoId: film.videoId, position: 30, duration: 120 }),
      });
      expect(reported.ok).toBe(true);
    }
    const [gone, kept] = films as [(typeof films)[0], (typeof films)[0]];

    await e2e.page.goto('/');
    const row = e2e.page.getByRole('region', { name: 'ادامهٔ تماشا' });
    await row.getByRole('link', { name: new RegExp(gone.title) }).waitFor();
    await row.getByRole('link', { name: new RegExp(kept.title) }).waitFor();

    const removed = e2e.page.waitForResponse((r) => r.url().includes('/api/VideoCommand/RemoveFromContinue'));
    await row.getByRole('button', { name: `حذف «${gone.title}» از ادامهٔ تماشا` }).click();
    expect((await removed).ok()).toBe(true);
    await e2e.page.getByText('از ادامهٔ تماشا برداشته شد').waitFor();
    await expect.poll(() => row.getByRole('link', { name: new RegExp(gone.title) }).count()).toBe(0);
    await shoot(e2e.page, 'home-continue-removed');

    await e2e.page.reload();
    await row.getByRole('link', { name: new RegExp(kept.title) }).waitFor();
    expect(await row.getByRole('link', { name: new RegExp(gone.title) }).count()).toBe(0);
  });
});
