/** Issue 11: a signed-in viewer takes a title off «ادامهٔ تماشا»; it stays off after a reload. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Harness, newPhone, shoot, signIn, startHarness, watchErrors } from './helpers';

let harness: Harness;
let page: Page;
let errors: string[];

beforeAll(async () => {
  harness = await startHarness();
  page = await (await harness.context()).newPage();
  errors = watchErrors(page);
});

afterAll(async () => {
  expect(errors).toEqual([]);
  await harness?.close();
});

describe('continue watching', () => {
  test('a title removed from the row stays removed after a reload', async () => {
    await signIn(page, harness.site.url, newPhone());
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // Two films half watched, reported the way the player reports progress.
    const films: { title: string; videoId: number }[] = [];
    for (let id = 1; films.length < 2 && id <= 20; id += 1) {
      const film = (await (await fetch(`${harness.site.url}/api/MovieQuery/GetById?id=${id}`)).json()) as {
        title?: string;
        videoId?: number | null;
      };
      if (film.title && film.videoId) films.push({ title: film.title, videoId: film.videoId });
    }
    expect(films).toHaveLength(2);
    for (const film of films) {
      const reported = await fetch(`${harness.site.url}/api/VideoCommand/AddUserActivity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ videoId: film.videoId, position: 30, duration: 120 }),
      });
      expect(reported.ok).toBe(true);
    }
    const [gone, kept] = films as [(typeof films)[0], (typeof films)[0]];

    await page.goto('/');
    const row = page.getByRole('region', { name: 'ادامهٔ تماشا' });
    await row.getByRole('link', { name: new RegExp(gone.title) }).waitFor();
    await row.getByRole('link', { name: new RegExp(kept.title) }).waitFor();

    const removed = page.waitForResponse((r) => r.url().includes('/api/VideoCommand/RemoveFromContinue'));
    await row.getByRole('button', { name: `حذف «${gone.title}» از ادامهٔ تماشا` }).click();
    expect((await removed).ok()).toBe(true);
    await page.getByText('از ادامهٔ تماشا برداشته شد').waitFor();
    await expect.poll(() => row.getByRole('link', { name: new RegExp(gone.title) }).count()).toBe(0);
    await shoot(page, 'home-continue-removed');

    await page.reload();
    await row.getByRole('link', { name: new RegExp(kept.title) }).waitFor();
    expect(await row.getByRole('link', { name: new RegExp(gone.title) }).count()).toBe(0);
  });
});
