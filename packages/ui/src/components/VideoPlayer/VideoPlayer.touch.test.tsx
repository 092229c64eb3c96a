import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../styles';
import { DOUBLE_TAP_MS, VideoPlayer, type VideoPlayerProps } from './VideoPlayer';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const clip = '/demo/clip-1/master.m3u8';
const markers = { introStart: 0.5, introEnd: 4, creditsStart: 16 };

let host: HTMLDivElement;
let root: Root;
let video: HTMLVideoElement;

/** A phone-sized player, started and paused at `at` seconds. */
async function mount(props: Partial<VideoPlayerProps> = {}, at = 6) {
  document.documentElement.dir = 'rtl';
  host = document.createElement('div');
  host.style.inlineSize = '375px';
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<VideoPlayer src={clip} title="نمونهٔ ۱" {...props} />));
  video = host.querySelector('video') as HTMLVideoElement;
  await act(async () => (host.querySelector('button[aria-label^="پخش «"]') as HTMLButtonElement).click());
  await expect.poll(() => video.currentTime, { timeout: 15_000 }).toBeGreaterThan(0.1);
  await act(async () => {
    video.pause();
    video.currentTime = at;
  });
  await expect.poll(() => Math.round(video.currentTime)).toBe(at);
}

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

/** A finger's tap at a share of the video's width, from its left edge (physical), moving `drift` px before lifting. */
async function tap(share: number, drift = 0) {
  const box = video.getBoundingClientRect();
  const x = box.left + box.width * share;
  const y = box.top + box.height / 2;
  const init = { bubbles: true, pointerType: 'touch', isPrimary: true, pointerId: 7 };
  await act(async () => {
    video.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }));
    video.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + drift, clientY: y + drift }));
    video.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x + drift, clientY: y + drift }));
  });
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('VideoPlayer by touch', () => {
  beforeEach(() => undefined);

  it('seeks +10 s on a double tap on the right third and −10 s on the left, with a ripple of the total', async () => {
    await mount();
    await tap(0.85);
    await tap(0.85);
    await expect.poll(() => Math.round(video.currentTime)).toBe(16);
    expect(host.textContent).toContain('۱۰ ثانیه جلو');
    await tap(0.85);
    await expect.poll(() => Math.round(video.currentTime)).toBe(20);
    expect(host.textContent).toContain('۲۰ ثانیه جلو');
    await wait(DOUBLE_TAP_MS * 3);
    await tap(0.1);
    await tap(0.1);
    await expect.poll(() => Math.round(video.currentTime)).toBe(10);
    expect(host.textContent).toContain('۱۰ ثانیه عقب');
    // Neither double tap played or paused the video.
    await wait(DOUBLE_TAP_MS * 2);
    expect(video.paused).toBe(true);
  });

  it('acts on a single tap on a side after the double-tap delay, and ignores a swipe', async () => {
    await mount();
    await tap(0.85, 40);
    await wait(DOUBLE_TAP_MS * 2);
    expect(video.paused).toBe(true);
    expect(Math.round(video.currentTime)).toBe(6);
    await tap(0.85);
    expect(video.paused).toBe(true);
    await expect.poll(() => video.paused, { timeout: DOUBLE_TAP_MS * 4 }).toBe(false);
    expect(video.currentTime).toBeLessThan(8);
  });

  it('lets a finger press «رد کردن تیتراژ» through the faded controls, and a second tap does not seek again', async () => {
    await mount({ markers }, 1);
    await act(async () => {
      void video.play();
    });
    const skip = [...host.querySelectorAll('button')].find((b) => b.textContent?.includes('رد کردن تیتراژ'));
    expect(skip).toBeDefined();
    const box = (skip as HTMLButtonElement).getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // What a finger at the button's centre would hit: the button, not the controls' scrim lying over it.
    expect((skip as HTMLButtonElement).contains(document.elementFromPoint(x, y))).toBe(true);
    await act(async () => (skip as HTMLButtonElement).click());
    await expect.poll(() => video.currentTime).toBeGreaterThanOrEqual(4);
    const after = video.currentTime;
    await tap(0.85);
    await tap(0.85);
    await wait(DOUBLE_TAP_MS);
    expect(video.currentTime).toBeLessThan(after + 5);
  });

  it('goes forward with → and L and back with ← and J on a right-to-left page', async () => {
    await mount();
    const player = host.querySelector('section') as HTMLElement;
    const press = (key: string, code: string) =>
      act(async () => player.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true })));
    await press('ArrowRight', 'ArrowRight');
    await expect.poll(() => Math.round(video.currentTime)).toBe(16);
    await press('ArrowLeft', 'ArrowLeft');
    await expect.poll(() => Math.round(video.currentTime)).toBe(6);
    await press('l', 'KeyL');
    await expect.poll(() => Math.round(video.currentTime)).toBe(16);
    await press('ت', 'KeyJ');
    await expect.poll(() => Math.round(video.currentTime)).toBe(6);
  });

  it('shows the plain bar for a title without thumbnails: the time under the finger, no picture', async () => {
    await mount({ thumbnails: '/demo/clip-1/no-thumbs/index.vtt' });
    const slider = host.querySelector('[role="slider"]') as HTMLElement;
    const box = slider.getBoundingClientRect();
    const init = { bubbles: true, pointerType: 'touch', isPrimary: true, pointerId: 9, button: 0 };
    await act(async () => {
      slider.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: box.left + box.width / 2 }));
      slider.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: box.left + box.width / 3 }));
    });
    expect(host.querySelector('[data-testid="seek-preview"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="seek-thumbnail"]')).toBeNull();
  });

  it('shows the frame under the finger from the clip’s thumbnail track', async () => {
    await mount();
    const slider = host.querySelector('[role="slider"]') as HTMLElement;
    const box = slider.getBoundingClientRect();
    const init = { bubbles: true, pointerType: 'touch', isPrimary: true, pointerId: 9, button: 0 };
    // The sprites are fetched and decoded once playback starts.
    await expect
      .poll(
        () => performance.getEntriesByName(new URL('/demo/clip-1/thumbs/sprite-001.jpg', location.href).href).length,
      )
      .toBeGreaterThan(0);
    const started = performance.now();
    await act(async () => {
      slider.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: box.left + box.width * 0.2 }));
    });
    // Decoding the sprites may still be under way on a loaded machine: the frame shows once it is done.
    await expect.poll(() => host.querySelector('[data-testid="seek-thumbnail"]'), { timeout: 10_000 }).not.toBeNull();
    const frame = host.querySelector('[data-testid="seek-thumbnail"]') as HTMLElement | null;
    console.info(`thumbnail under the finger after ${Math.round(performance.now() - started)} ms`);
    // Right to left: a fifth from the left edge is four fifths of the 20 s clip, the frame at 10 s.
    expect(frame?.style.backgroundPosition).toBe('-160px 0px');
  });

  it('fills the lock screen with the title, series and artwork, and clears it when the player goes', async () => {
    await mount({
      poster: '/demo/clip-1/poster.jpg',
      mediaSession: { artist: 'فصل ۱، قسمت ۲', album: 'سریال نمونه' },
      next: { title: 'قسمت ۳' },
      onNext: () => undefined,
    });
    const metadata = navigator.mediaSession.metadata;
    expect(metadata?.title).toBe('نمونهٔ ۱');
    expect(metadata?.artist).toBe('فصل ۱، قسمت ۲');
    expect(metadata?.album).toBe('سریال نمونه');
    expect(metadata?.artwork[0]?.src).toMatch(/\/demo\/clip-1\/poster\.jpg$/);
    await act(async () => root.unmount());
    expect(navigator.mediaSession.metadata).toBeNull();
    root = createRoot(host);
  });
});
