/**
 * The player on a phone (issue 37): at 375 × 812 with touch, every control answers a finger's tap (skip intro and
 * the next-episode card included), a double tap on a side third seeks 10 s, the timeline shows the frame under the
 * finger, the caption settings open from the menu, the 1080p demo film offers ۱۰۸۰p, and the lock screen gets the
 * title and clears when the viewer leaves.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { artifacts, newPhone, setUpHarness, signIn, startPlaying } from './helpers';

const e2e = setUpHarness();

interface Link {
  videoId: number;
  subtitleTracks: { language: string }[];
  audioTracks: { language: string }[];
  markers: { introStart: number | null; introEnd: number | null; creditsStart: number | null };
  next: { episodeId: number } | null;
}

let phone: Page;
let context: BrowserContext;
let cdp: CDPSession;
/** An episode with subtitles, markers and a next episode. */
let episode: { id: number; link: Link };
/** The first domestic film, which plays the demo clip made from a 1080p source. */
let hdFilm: number | undefined;

beforeAll(async () => {
  context = await e2e.harness.context({ phone: true });
  phone = await context.newPage();
  cdp = await context.newCDPSession(phone);
  await signIn(phone, e2e.url, newPhone());
  const token = await phone.evaluate(() => localStorage.getItem('token'));
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
      if (link.subtitleTracks?.length > 0 && link.markers?.introEnd !== null && link.next !== null) {
        episode = { id: candidate.id, link };
        break search;
      }
      break;
    }
  }
  expect(episode, 'a demo episode with subtitles, markers and a next episode').toBeDefined();
  // The film whose stream reaches 1080p (the seed gives the 1080p demo clip to one domestic film).
  for (let id = 1; id <= 60 && hdFilm === undefined; id += 1) {
    const film = await get<{ videoId?: number | null }>(`/api/MovieQuery/GetById?id=${id}`, true);
    if (!film.videoId) continue;
    const link = await get<{ url: string }>(`/api/VideoQuery/GetVideoLink?videoId=${film.videoId}`, true);
    const master = await (await fetch(new URL(link.url, e2e.url))).text();
    if (master.includes('RESOLUTION=1920x1080')) hdFilm = id;
  }
  expect(hdFilm, 'a film on the 1080p demo clip').toBeDefined();
});

const video = () => phone.locator('video');
const currentTime = () => video().evaluate((v: HTMLVideoElement) => v.currentTime);
const paused = () => video().evaluate((v: HTMLVideoElement) => v.paused);
const seek = (to: number) => video().evaluate((v: HTMLVideoElement, t) => (v.currentTime = t), to);

/** A finger's tap at the centre of what `locator` finds. */
async function tapOn(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await phone.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** A tap at a share of the video's width, from its left edge. */
async function tapVideo(share: number) {
  const box = (await video().boundingBox())!;
  await phone.touchscreen.tap(box.x + box.width * share, box.y + box.height / 2);
}

/** Brings the faded controls back with a tap in the middle third (which shows them without playing or pausing). */
async function showControls() {
  // A faded player hides the pointer (its idle state).
  const idle = await phone
    .getByRole('region', { name: /^پخش‌کنندهٔ ویدیو/ })
    .evaluate((el) => getComputedStyle(el).cursor === 'none');
  if (idle) await tapVideo(0.5);
}

async function screenshot(name: string) {
  await phone.screenshot({ path: `${artifacts}/${name}-375.png` });
}

describe('the player at 375 px with touch', () => {
  test('every control answers a tap: skip intro, play, subtitles, settings, the next-episode card', async () => {
    await phone.goto(`/watch/episode-${episode.id}`);
    await startPlaying(phone);
    const answered: string[] = [];
    const skip = phone.getByRole('button', { name: 'رد کردن تیتراژ' });
    await skip.waitFor();
    await tapOn(skip);
    await expect.poll(currentTime).toBeGreaterThanOrEqual((episode.link.markers.introEnd ?? 4) - 0.1);
    answered.push('رد کردن تیتراژ');

    await showControls();
    const pause = phone.getByRole('button', { name: 'توقف' });
    await tapOn(pause);
    await expect.poll(paused).toBe(true);
    answered.push('توقف');
    await tapOn(phone.getByRole('button', { name: 'پخش', exact: true }));
    await expect.poll(paused).toBe(false);
    answered.push('پخش');

    await showControls();
    const subtitles = phone.getByRole('button', { name: /زیرنویس$/ }).first();
    const before = await subtitles.getAttribute('aria-pressed');
    await tapOn(subtitles);
    await expect.poll(() => subtitles.getAttribute('aria-pressed')).not.toBe(before);
    answered.push('زیرنویس');

    await showControls();
    const settings = phone.getByRole('button', { name: 'تنظیمات پخش' });
    await tapOn(settings);
    await expect.poll(() => settings.getAttribute('aria-expanded')).toBe('true');
    answered.push('تنظیمات پخش');
    await tapOn(settings);
    await expect.poll(() => settings.getAttribute('aria-expanded')).toBe('false');

    await showControls();
    const volume = phone.getByRole('button', { name: 'بی‌صدا' });
    await tapOn(volume);
    await expect.poll(() => video().evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    answered.push('بی‌صدا');

    // The next-episode card at the credits: its cancel button takes the tap.
    await seek(episode.link.markers.creditsStart ?? 16);
    const cancel = phone.getByRole('complementary', { name: 'قسمت بعد' }).getByRole('button', { name: /^(لغو|بستن)$/ });
    await cancel.waitFor();
    await tapOn(cancel);
    await cancel.waitFor({ state: 'detached' });
    answered.push('کارت قسمت بعد');
    console.info(`taps answered at 375 px: ${answered.length} (${answered.join('، ')})`);
  });

  test('a double tap on the right third seeks +10 s and on the left −10 s, with a ripple; one tap does not', async () => {
    await phone.goto(`/watch/episode-${episode.id}`);
    await startPlaying(phone);
    await video().evaluate((v: HTMLVideoElement) => v.pause());
    await seek(8);
    await expect.poll(currentTime).toBeCloseTo(8, 0);
    await tapVideo(0.85);
    await tapVideo(0.85);
    await expect.poll(currentTime).toBeCloseTo(18, 0);
    await expect.poll(() => phone.getByText('۱۰ ثانیه جلو').count()).toBe(1);
    await phone.waitForTimeout(900);
    // From where the video stands: on a loaded CI run it stood 2 s off the right taps' landing when the left ones came.
    const before = await currentTime();
    await tapVideo(0.15);
    await tapVideo(0.15);
    await expect.poll(currentTime).toBeCloseTo(Math.max(0, before - 10), 0);
    await phone.waitForTimeout(900);
    expect(await paused()).toBe(true);
  });

  test('the timeline shows the frame under the finger, from the title’s thumbnail sprite', async () => {
    await phone.goto(`/watch/episode-${episode.id}`);
    await startPlaying(phone);
    await video().evaluate((v: HTMLVideoElement) => v.pause());
    const slider = phone.getByRole('slider', { name: 'جابه‌جایی در زمان ویدیو' });
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    // A finger pressed on the timeline, two thirds along from its start (the right), then moved: no lift yet.
    const at = (share: number) => box.x + box.width * (1 - share);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at(0.3), y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at(0.7), y }] });
    const thumbnail = phone.getByTestId('seek-thumbnail');
    await thumbnail.waitFor();
    expect(await thumbnail.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/thumbs\/sprite-001\.jpg/);
    expect(await thumbnail.evaluate((el) => getComputedStyle(el).backgroundPosition)).toBe('-160px 0px');
    await screenshot('player-thumbnail');
    await phone.setViewportSize({ width: 1440, height: 900 });
    await phone.screenshot({ path: `${artifacts}/player-thumbnail-1440.png` });
    await phone.setViewportSize({ width: 375, height: 812 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(currentTime).toBeGreaterThan(12);
  });

  test('the caption settings open from the menu, with a live preview and a warning for unreadable colours', async () => {
    await phone.goto(`/watch/episode-${episode.id}`);
    await startPlaying(phone);
    await showControls();
    await tapOn(phone.getByRole('button', { name: 'تنظیمات پخش' }));
    await tapOn(phone.getByRole('button', { name: /^ظاهر زیرنویس/ }));
    const panel = phone.getByRole('dialog', { name: 'ظاهر زیرنویس' });
    await panel.waitFor();
    await panel.getByRole('combobox', { name: 'رنگ متن' }).selectOption('yellow');
    const line = panel.getByTestId('caption-preview').locator('span').first();
    await expect.poll(() => line.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 0)');
    await screenshot('player-caption-settings');
    await phone.setViewportSize({ width: 1440, height: 900 });
    await phone.screenshot({ path: `${artifacts}/player-caption-settings-1440.png` });
    await phone.setViewportSize({ width: 375, height: 812 });
    await panel.getByRole('combobox', { name: 'رنگ زمینه' }).selectOption('yellow');
    await expect.poll(() => panel.getByTestId('caption-warning').textContent()).toContain('یکی است');
    await tapOn(panel.getByRole('button', { name: 'بستن ظاهر زیرنویس' }));
    await panel.waitFor({ state: 'detached' });
  });

  test('the film made from a 1080p source offers ۱۰۸۰p in the quality menu', async () => {
    await phone.goto(`/watch/movie-${hdFilm}`);
    await startPlaying(phone);
    await showControls();
    await tapOn(phone.getByRole('button', { name: 'تنظیمات پخش' }));
    const quality = phone.getByRole('combobox', { name: 'کیفیت تصویر' });
    const options = await quality.locator('option').allTextContents();
    expect(options.slice(1)).toEqual(['۲۴۰p', '۳۶۰p', '۴۸۰p', '۷۲۰p', '۱۰۸۰p']);
    await quality.selectOption({ label: '۱۰۸۰p' });
    await expect.poll(() => video().evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 20_000 }).toBe(1080);
    await screenshot('player-quality-1080');
    await phone.setViewportSize({ width: 1440, height: 900 });
    await phone.screenshot({ path: `${artifacts}/player-quality-1080-1440.png` });
    await phone.setViewportSize({ width: 375, height: 812 });
  });

  test('turning the phone keeps the position and the chosen subtitles', async () => {
    await phone.goto(`/watch/episode-${episode.id}`);
    await startPlaying(phone);
    await showControls();
    const subtitles = phone.getByRole('button', { name: /زیرنویس$/ }).first();
    if ((await subtitles.getAttribute('aria-pressed')) !== 'true') await tapOn(subtitles);
    await expect.poll(() => subtitles.getAttribute('aria-pressed')).toBe('true');
    await video().evaluate((v: HTMLVideoElement) => v.pause());
    await seek(7);
    await expect.poll(currentTime).toBeCloseTo(7, 0);
    await phone.setViewportSize({ width: 812, height: 375 });
    await phone.waitForTimeout(500);
    expect(await currentTime()).toBeCloseTo(7, 0);
    expect(
      await phone
        .getByRole('button', { name: /زیرنویس$/ })
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.waitForTimeout(500);
    expect(await currentTime()).toBeCloseTo(7, 0);
  });

  test('the lock screen shows the title and artwork while watching, and clears on leaving', async () => {
    await phone.goto(`/watch/episode-${episode.id}`);
    await startPlaying(phone);
    const metadata = () =>
      phone.evaluate(() => {
        const m = navigator.mediaSession.metadata;
        return m ? { title: m.title, artwork: m.artwork.length } : null;
      });
    await expect.poll(async () => (await metadata())?.title ?? '').not.toBe('');
    expect((await metadata())?.artwork).toBeGreaterThan(0);
    await tapOn(phone.getByRole('button', { name: 'بازگشت' }).first());
    await phone.waitForURL((url) => !url.pathname.startsWith('/watch/'));
    await expect.poll(metadata).toBeNull();
  });
});
