/** «مصرف داده» (issue 27 item 3): «کم» keeps playback on the lowest rung from the next segment, and the player counts. */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPhone, setUpHarness, shoot, signIn, startPlaying } from './helpers';

const e2e = setUpHarness();

/** The rung folder of a video segment or init segment request (`240p`), else null (playlists, audio, subtitles). */
const rungOf = (url: string) => /\/(\d+p)\/(?:init-\d+p\.mp4|seg-\d+\.m4s)(?:\?|$)/.exec(url)?.[1] ?? null;

/** The rungs of the video files the page asks for from now on, in order. */
function rungsRequested(page: Page): string[] {
  const rungs: string[] = [];
  page.on('request', (request) => {
    const rung = rungOf(request.url());
    if (rung) rungs.push(rung);
  });
  return rungs;
}

/** Starts the watch view of film 1 and waits until it plays. */
async function watch(page: Page) {
  await page.goto('/watch/movie-1');
  await startPlaying(page, 0.3);
}

async function openSettings(page: Page) {
  // Two moves: a pointer already resting on the player brings the faded controls back only when it moves.
  await page.mouse.move(700, 450);
  await page.mouse.move(720, 460);
  await page.getByRole('button', { name: 'تنظیمات پخش' }).click();
  return page.getByRole('group', { name: 'تنظیمات پخش' });
}

describe('low-data mode', () => {
  test('«کم» loads only the lowest rung from the next segment on, is kept for the member, and the meter counts', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.url, newPhone());
    await watch(page);
    const menu = await openSettings(page);
    const mode = menu.getByRole('combobox', { name: 'مصرف داده' });
    expect(await mode.inputValue()).toBe('auto');

    // The moment of the choice, taken in the page before the player's own handler runs (capture phase).
    await page.evaluate(() =>
      document.addEventListener(
        'change',
        (event) => {
          if ((event.target as HTMLElement).closest('fieldset'))
            Object.assign(window, { switchedAt: performance.now() });
        },
        { capture: true, once: true },
      ),
    );
    const saved = page.waitForResponse((r) => r.url().includes('/api/ProfileCommand/UpdatePlaybackSettings'));
    await mode.selectOption('low');
    expect((await saved).status()).toBe(200);

    // Every rung request made after the choice comes from the lowest rung (240p); there are some, since hls.js
    // drops what it had buffered past the playing segment and loads it again within the cap.
    const rungsAfter = () =>
      page.evaluate(() => {
        const at = (window as unknown as { switchedAt: number }).switchedAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime > at)
          .map((entry) => entry.name);
      });
    await expect.poll(async () => (await rungsAfter()).filter(rungOf).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const after = (await rungsAfter()).map(rungOf).filter((rung) => rung !== null);
    expect(new Set(after)).toEqual(new Set(['240p']));
    // The quality menu offers only what the mode allows.
    expect(await menu.getByRole('combobox', { name: 'کیفیت تصویر' }).count()).toBe(0);

    const meter = menu.getByTestId('data-meter');
    await expect.poll(() => meter.textContent()).toMatch(/^[۰-۹]+٫[۰-۹] مگابایت در این تماشا$/);
    expect(await meter.textContent()).not.toBe('۰٫۰ مگابایت در این تماشا');
    await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
    await shoot(page, 'data-meter');

    // Kept on the server for the member: a new visit plays «کم» from the first segment.
    const rungs = rungsRequested(page);
    await watch(page);
    expect(await (await openSettings(page)).getByRole('combobox', { name: 'مصرف داده' }).inputValue()).toBe('low');
    expect(rungs.length).toBeGreaterThan(0);
    expect(new Set(rungs)).toEqual(new Set(['240p']));
  });

  test('a device that asks to save data plays «کم» until the member chooses', async () => {
    const page = await e2e.newPage();
    // Chromium's data saver as Android sets it (desktop Chromium has no switch for it).
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } }),
    );
    await signIn(page, e2e.url, newPhone());
    const rungs = rungsRequested(page);
    await watch(page);
    expect(await (await openSettings(page)).getByRole('combobox', { name: 'مصرف داده' }).inputValue()).toBe('low');
    expect(rungs.length).toBeGreaterThan(0);
    expect(new Set(rungs)).toEqual(new Set(['240p']));
  });
});
