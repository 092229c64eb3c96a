import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../styles';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';

// A demo clip of the repository (media/ is the unit project's public folder).
const clip = '/demo/clip-4/master.m3u8';
const next = { title: 'فصل ۱، قسمت ۲: بازگشت' };

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  document.documentElement.dir = 'rtl';
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const button = (name: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === name || b.getAttribute('aria-label') === name);

async function started(props: Partial<VideoPlayerProps> = {}) {
  await act(async () => root.render(<VideoPlayer src={clip} title="قسمت ۱" {...props} />));
  const video = host.querySelector('video')!;
  await act(async () => button('پخش «قسمت ۱»')!.click());
  await expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(0.2);
  return video;
}

async function playToTheEnd(video: HTMLVideoElement) {
  await act(async () => {
    video.currentTime = video.duration - 0.5;
  });
  await expect.poll(() => video.ended, { timeout: 10_000 }).toBe(true);
}

describe('VideoPlayer at the end of the video (issue #28 D9)', () => {
  it('after «لغو» on the countdown, the end offers replay and the next episode, not a bare frame', async () => {
    const nexts: string[] = [];
    const video = await started({ next, autoplayNext: true, onNext: () => nexts.push('next') });
    await playToTheEnd(video);
    await expect.poll(() => host.textContent).toContain('قسمت بعد تا');
    await act(async () => button('لغو')!.click());

    const card = () => host.querySelector('section[aria-label="پایان پخش"]');
    await expect.poll(() => card()).not.toBeNull();
    expect(card()!.textContent).toContain('فصل ۱، قسمت ۲: بازگشت');
    await act(async () => button('پخش قسمت بعد')!.click());
    expect(nexts).toEqual(['next']);

    await act(async () => button('پخش دوباره')!.click());
    await expect.poll(() => card()).toBeNull();
    expect(video.currentTime).toBeLessThan(5);
    await expect.poll(() => video.paused).toBe(false);
  });

  it('a film ends on replay', async () => {
    const video = await started();
    await playToTheEnd(video);
    await expect.poll(() => button('پخش دوباره')).toBeDefined();
    expect(button('پخش قسمت بعد')).toBeUndefined();
  });
});

describe('VideoPlayer settings menu and the keyboard (issue #28 D13)', () => {
  it('moves the focus into the menu when it opens, and back to its button when Escape closes it', async () => {
    await started();
    const settings = button('تنظیمات پخش')!;
    await userEvent.click(settings);
    const menu = host.querySelector('fieldset[aria-label="تنظیمات پخش"]')!;
    await expect.poll(() => menu.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => host.querySelector('fieldset[aria-label="تنظیمات پخش"]')).toBeNull();
    expect(document.activeElement).toBe(settings);
  });
});
