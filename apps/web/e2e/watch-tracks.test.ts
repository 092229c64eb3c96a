/**
 * Watching a foreign series (issue 11) with the demo media: Persian subtitles laid out right to left, another audio
 * rendition, skip intro, the next-episode countdown, and the member's language choice kept on the server.
 */

import { beforeAll, describe, expect, test } from 'vitest';
import { artifacts, newPhone, setUpHarness, shoot, signIn, startPlaying } from './helpers';

const e2e = setUpHarness();
const phone = newPhone();

interface Link {
  videoId: number;
  subtitleTracks: { language: string }[];
  audioTracks: { language: string }[];
  markers: { introStart: number | null; introEnd: number | null; creditsStart: number | null };
  next: { episodeId: number } | null;
}
/** An episode of a foreign series with subtitles, dub, markers and a next episode. */
let episode: { id: number; link: Link };

beforeAll(async () => {
  await signIn(e2e.page, e2e.url, phone);
  const token = await e2e.page.evaluate(() => localStorage.getItem('token'));
  const get = async <T>(path: string, auth = false) =>
    (await (
      await fetch(`${e2e.url}${path}`, auth ? { headers: { Authorization: `Bearer ${token}` } } : {})
    ).json()) as T;
  search: for (let seriesId = 1; seriesId <= 40; seriesId += 1) {
    const list = await get<{ data?: { id: number; videoId: number | null }[] }>(
      `/api/SeriesQuery/GetEpisodesById?id=${seriesId}&pageNumber=1&pageSize=20`,
    );
    for (const candidate of list.data ?? []) {
      if (candidate.videoId === null) continue;
      const link = await get<Link>(`/api/VideoQuery/GetVideoLink?videoId=${candidate.videoId}`, true);
      if (
        link.subtitleTracks?.some((t) => t.language === 'fa') &&
        link.audioTracks?.length > 1 &&
        link.markers?.introEnd !== null &&
        link.markers?.creditsStart !== null &&
        link.next !== null
      ) {
        episode = { id: candidate.id, link };
        break search;
      }
      break; // one episode tells whether the series has tracks
    }
  }
  expect(episode, 'a demo episode with subtitles, dub, markers and a next episode').toBeDefined();
});

const currentTime = () => e2e.page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
const seek = (to: number) => e2e.page.locator('video').evaluate((v: HTMLVideoElement, t) => (v.currentTime = t), to);

async function openWatch(id: number) {
  await e2e.page.goto(`/watch/episode-${id}`);
  await startPlaying(e2e.page);
}

async function openMenu() {
  await e2e.page.mouse.move(700, 450);
  const button = e2e.page.getByRole('button', { name: 'تنظیمات پخش' });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

describe('watching a foreign series', () => {
  test('skip intro jumps past the marker', async () => {
    await openWatch(episode.id);
    const { introEnd } = episode.link.markers;
    const skip = e2e.page.getByRole('button', { name: 'رد کردن تیتراژ' });
    await skip.waitFor();
    await shoot(e2e.page, 'watch-skip-intro');
    await skip.click();
    await expect.poll(currentTime).toBeGreaterThanOrEqual(introEnd! - 0.1);
    await skip.waitFor({ state: 'detached' });
  });

  test('Persian subtitles show, laid out right to left; the choice is kept on the server', async () => {
    await openMenu();
    const saved = e2e.page.waitForResponse((r) => r.url().includes('/UpdatePlaybackSettings') && r.ok());
    await e2e.page.getByRole('combobox', { name: 'زیرنویس', exact: true }).selectOption({ label: 'فارسی' });
    await saved;
    await shoot(e2e.page, 'watch-menu');
    await e2e.page.keyboard.press('Escape');
    // The demo clips' Persian subtitles start at 4.3 s with a question or an exclamation.
    await seek(4.4);
    const line = e2e.page.getByTestId('subtitles').locator('span').first();
    await expect.poll(() => line.textContent(), { timeout: 10_000 }).toMatch(/^[\u0600-\u06FF].*[؟!]$/);
    const layout = await line.evaluate((span) => {
      const text = span.firstChild as Text;
      const range = document.createRange();
      range.setStart(text, text.length - 1);
      range.setEnd(text, text.length);
      const mark = range.getBoundingClientRect();
      const box = span.getBoundingClientRect();
      return { dir: getComputedStyle(span).direction, markFromLeft: mark.left - box.left };
    });
    expect(layout.dir).toBe('rtl');
    // «؟» or «!» ends the sentence: drawn at the left end of the line.
    expect(layout.markFromLeft).toBeLessThan(12);
    await e2e.page.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
    await seek(4.6);
    await shoot(e2e.page, 'watch-subtitles');
    await e2e.page.locator('section[aria-label^="پخش‌کنندهٔ ویدیو"]').evaluate((el) => el.requestFullscreen());
    await e2e.page.waitForTimeout(500);
    await e2e.page.screenshot({ path: `${artifacts}/watch-subtitles-fullscreen.png` });
    await e2e.page.evaluate(() => document.exitFullscreen());

    // A reload and another browser (a new context, signed in again) start with Persian subtitles.
    await e2e.page.reload();
    await e2e.page.locator('video').waitFor({ state: 'attached' });
    await openMenuWhenPlaying();
    await expect.poll(() => selectedLabel('زیرنویس')).toBe('فارسی');
    // Another browser (its own storage) signed in to the same account: a second device.
    const token = await e2e.page.evaluate(() => localStorage.getItem('token'));
    const otherContext = await e2e.harness.context();
    await otherContext.addInitScript((t) => localStorage.setItem('token', t ?? ''), token);
    const other = await e2e.newPage(otherContext);
    await other.goto(`/watch/episode-${episode.id}`);
    await other.getByRole('region', { name: /^پخش‌کنندهٔ ویدیو/ }).waitFor();
    await startPlaying(other);
    await other.getByRole('button', { name: 'تنظیمات پخش' }).click();
    await expect
      .poll(() =>
        other
          .getByRole('combobox', { name: 'زیرنویس', exact: true })
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? ''),
      )
      .toBe('فارسی');
    await other.close();
  });

  test('re-toggled subtitles keep drawing cues, with no failure notice while they arrive', async () => {
    await openWatch(episode.id);
    await openMenu();
    await e2e.page.getByRole('combobox', { name: 'زیرنویس', exact: true }).selectOption({ label: 'فارسی' });
    await e2e.page.keyboard.press('Escape');
    await e2e.page.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
    const player = e2e.page.locator('section[aria-label^="پخش‌کنندهٔ ویدیو"]');
    // Every CSP violation and every text the notice shows from now on.
    await player.evaluate((section) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`csp ${event.blockedURI}`));
      const notice = section.querySelector('[role="status"]') as HTMLElement;
      new MutationObserver(() => {
        if (notice.textContent) seen.push(`notice ${notice.textContent}`);
      }).observe(notice, { childList: true, characterData: true, subtree: true });
    });
    const line = e2e.page.getByTestId('subtitles').locator('span').first();
    const drawnAt = async (at: number) => {
      await seek(at);
      await expect.poll(() => line.textContent().catch(() => '')).toMatch(/[\u0600-\u06FF]/);
    };
    await drawnAt(4.4);
    // The C key twice: off, then on again.
    await player.focus();
    await e2e.page.keyboard.press('c');
    await expect.poll(() => line.count()).toBe(0);
    await e2e.page.keyboard.press('c');
    await drawnAt(4.5);
    // The menu: off, then Persian again.
    await openMenu();
    const select = e2e.page.getByRole('combobox', { name: 'زیرنویس', exact: true });
    await select.selectOption({ label: 'خاموش' });
    await expect.poll(() => line.count()).toBe(0);
    await select.selectOption({ label: 'فارسی' });
    await e2e.page.keyboard.press('Escape');
    await drawnAt(4.6);
    expect(await e2e.page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
  });

  test('switching audio fetches the other rendition and playback goes on', async () => {
    await openMenuWhenPlaying();
    const other = e2e.page.waitForRequest((r) => /\/audio-en\/index\.m3u8/.test(r.url()));
    await e2e.page.getByRole('combobox', { name: 'صدا' }).selectOption({ label: 'انگلیسی (اصلی)' });
    await other;
    await e2e.page.locator('video').evaluate((v: HTMLVideoElement) => v.play());
    const at = await currentTime();
    await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(at + 1);
  });

  test('at the credits a countdown moves to the next episode and plays it', async () => {
    await e2e.page.keyboard.press('Escape');
    await seek(episode.link.markers.creditsStart! + 0.3);
    const card = e2e.page.getByRole('complementary', { name: 'قسمت بعد' });
    await card.waitFor();
    await shoot(e2e.page, 'watch-countdown');
    await e2e.page.waitForURL(`**/watch/episode-${episode.link.next!.episodeId}`, { timeout: 15_000 });
    await e2e.page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, null, {
      timeout: 20_000,
    });
  });
});

async function openMenuWhenPlaying() {
  await startPlaying(e2e.page);
  await openMenu();
}

function selectedLabel(name: string) {
  return e2e.page
    .getByRole('combobox', { name, exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
}
