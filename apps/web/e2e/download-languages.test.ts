/**
 * Languages chosen per download (issue #40 item 2): «زبان‌های دانلود» beside «دانلود» offers the stream's audio and subtitle
 * languages with the member's choices preselected; the download keeps only the chosen ones, and its grant says so.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated, newPhone, setUpHarness, shoot, signIn, workerActive } from './helpers';

const e2e = setUpHarness();

describe('download languages', () => {
  test('«زبان‌های دانلود» offers the dub and the subtitles, the member’s choices first; the download keeps only the chosen', async () => {
    const context = await e2e.harness.context({ serviceWorkers: 'allow' });
    const page = await e2e.newPage(context);
    await signIn(page, e2e.url, newPhone());
    await workerActive(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const get = async <T>(path: string) =>
      (await (await fetch(`${e2e.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;

    // A film with a Persian dub beside its original audio, and subtitles.
    let film: { id: number; title: string } | undefined;
    for (let id = 1; id <= 30 && !film; id++) {
      const movie = await get<{ title: string; videoId: number | null }>(`/api/MovieQuery/GetById?id=${id}`);
      if (!movie.videoId) continue;
      const link = await get<{ audioTracks?: unknown[]; subtitleTracks?: unknown[] }>(
        `/api/VideoQuery/GetVideoLink?videoId=${movie.videoId}`,
      );
      if ((link.audioTracks?.length ?? 0) > 1 && (link.subtitleTracks?.length ?? 0) > 0)
        film = { id, title: movie.title };
    }
    expect(film, 'a demo film with a dub and subtitles').toBeDefined();

    await page.goto(`/movies-detail/${film!.id}`);
    await hydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.getByRole('button', { name: 'زبان‌های دانلود' }).waitFor();
    await shoot(page, 'download-languages-button');
    await page.getByRole('button', { name: 'زبان‌های دانلود' }).click();
    const dialog = page.getByRole('dialog', { name: `زبان‌های دانلود «${film!.title}»` });
    const audio = dialog.getByLabel('صدا');
    const subtitles = dialog.getByLabel('زیرنویس');
    // A new member's choices: the stream's default audio (the dub), no subtitles.
    await expect.poll(() => audio.inputValue()).toBe('fa');
    expect(await subtitles.inputValue()).toBe('');
    expect(await audio.locator('option').allTextContents()).toEqual(['فارسی (دوبله)', 'انگلیسی (اصلی)']);
    expect(await subtitles.locator('option').allTextContents()).toEqual(['بدون زیرنویس', 'فارسی', 'انگلیسی']);
    await audio.selectOption('en');
    await subtitles.selectOption('fa');
    await shoot(page, 'download-languages');
    await dialog.getByRole('button', { name: 'دانلود' }).click();
    await page.getByRole('link', { name: 'دانلود شد' }).waitFor({ timeout: 60_000 });

    // Stored: the original audio and the Persian subtitles, no other language.
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of (await caches.keys()).filter((cache) => cache.startsWith('parde-downloads-m'))) {
        urls.push(...(await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    const folders = new Set(stored.map((path) => /\/(audio-\w+|sub-\w+)\//.exec(path)?.[1]).filter(Boolean));
    expect([...folders].sort()).toEqual(['audio-en', 'sub-fa']);
    // The grant keeps the choice, so «دانلودها» and another device see what this download holds.
    const grants = await get<{ data: { audioLanguage: string | null; subtitleLanguage: string | null }[] }>(
      '/api/DownloadQuery/GetDownloads',
    );
    expect(grants.data.map(({ audioLanguage, subtitleLanguage }) => ({ audioLanguage, subtitleLanguage }))).toEqual([
      { audioLanguage: 'en', subtitleLanguage: 'fa' },
    ]);
    await context.close();
  });

  test('on a phone, «زبان‌های دانلود» and the dialog answer taps; «انصراف» grants nothing', async () => {
    const context = await e2e.harness.context({ phone: true });
    try {
      const phone = await context.newPage();
      await signIn(phone, e2e.url, newPhone());
      const token = await phone.evaluate(() => localStorage.getItem('token'));
      await phone.goto('/movies-detail/1');
      await hydrated(phone);
      const tap = async (locator: Locator) => {
        await locator.scrollIntoViewIfNeeded();
        const box = (await locator.boundingBox())!;
        await phone.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      };
      await tap(phone.getByRole('button', { name: 'زبان‌های دانلود' }));
      const dialog = phone.getByRole('dialog', { name: /^زبان‌های دانلود «/ });
      await dialog.waitFor();
      await tap(dialog.getByRole('button', { name: 'انصراف' }));
      await dialog.waitFor({ state: 'hidden' });
      const grants = (await (
        await fetch(`${e2e.url}/api/DownloadQuery/GetDownloads`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { data: unknown[] };
      expect(grants.data).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
