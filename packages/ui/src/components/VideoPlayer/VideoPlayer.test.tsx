import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import '../../styles';
import { errorKindOf, isSubtitleFailure } from './hls';
import { type ProgressReport, VideoPlayer } from './VideoPlayer';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Answers requests matching a glob with a bare HTTP status (vitest.config.ts). */
    answerWithStatus: (pattern: string, status: number) => Promise<void>;
    /** Serves requests under the path prefix `from` from `to` (vitest.config.ts). */
    servePrefix: (from: string, to: string) => Promise<void>;
  }
}

// A demo clip of the repository (media/ is the unit project's public folder).
const clip = '/demo/clip-4/master.m3u8';

describe('VideoPlayer reports the position when the viewer leaves', () => {
  let host: HTMLDivElement;
  let root: Root;
  let video: HTMLVideoElement;
  const reports: ProgressReport[] = [];

  beforeEach(async () => {
    reports.length = 0;
    document.documentElement.dir = 'rtl';
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () =>
      root.render(<VideoPlayer src={clip} title="نمونهٔ ۴" startPosition={5} onProgress={(r) => reports.push(r)} />),
    );
    video = host.querySelector('video')!;
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });

  const playPastResumePoint = async () => {
    await act(async () => (host.querySelector('button[aria-label^="پخش «"]') as HTMLButtonElement).click());
    await expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(5.5);
  };

  it('reports nothing for a page left before playing', async () => {
    await act(async () => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(reports).toEqual([]);
  });

  it('reports on pagehide, once, and again on unmount only after more was played', async () => {
    await playPastResumePoint();
    await act(async () => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await act(async () => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    const leaves = () => reports.filter((r) => r.reason === 'leave');
    expect(leaves()).toHaveLength(1);
    expect(leaves()[0]).toMatchObject({ reason: 'leave', duration: expect.closeTo(20, 0) });
    expect(leaves()[0]!.position).toBeGreaterThan(5.5);

    await expect.poll(() => video.currentTime - leaves()[0]!.position).toBeGreaterThan(0.6);
    await act(async () => root.unmount());
    expect(leaves()).toHaveLength(2);
    expect(leaves()[1]!.position).toBeGreaterThan(leaves()[0]!.position);
    root = createRoot(host); // for afterEach
  });

  it('reports a paused video moved along the timeline, held back like playing ones', async () => {
    await playPastResumePoint();
    await act(async () => video.pause());
    reports.length = 0;
    await act(async () => {
      video.currentTime = 12;
    });
    await expect.poll(() => reports.map((r) => r.reason)).toEqual(['seek']);
    expect(reports[0]!.position).toBeCloseTo(12, 0);
    // Leaving at once after the seek is reported too: the receiver holds `seek` reports back.
    await act(async () => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(reports.map((r) => r.reason)).toEqual(['seek', 'leave']);
  });

  it("moves by the timeline's keys from where the video is, though the bar is drawn a moment later", async () => {
    await playPastResumePoint();
    await act(async () => video.pause());
    const slider = host.querySelector<HTMLElement>('[role="slider"]')!;
    // Home then → in one task, as quick fingers or a loaded machine meet them: no render comes in between.
    const press = (key: string) => slider.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    await act(async () => {
      press('Home');
      press('ArrowRight');
    });
    expect(video.currentTime).toBeCloseTo(10, 1);
    await act(async () => {
      press('ArrowLeft');
      press('ArrowLeft');
    });
    expect(video.currentTime).toBe(0);
  });

  it('reports the position as it plays, leaving the throttling to the receiver', async () => {
    await playPastResumePoint();
    const intervals = reports.filter((r) => r.reason === 'interval');
    expect(intervals.length).toBeGreaterThan(1);
    expect(intervals.at(-1)!.position).toBeGreaterThan(intervals[0]!.position);
  });
});

describe('VideoPlayer controls', () => {
  it('fade after 3 s of playing untouched and come back when the pointer moves', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      await act(async () => root.render(<VideoPlayer src={clip} title="نمونهٔ ۴" />));
      const video = host.querySelector('video')!;
      const player = host.querySelector('section')!;
      await act(async () => (host.querySelector('button[aria-label^="پخش «"]') as HTMLButtonElement).click());
      await expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(0.2);
      await act(async () => player.dispatchEvent(new PointerEvent('pointermove', { bubbles: true })));
      expect(getComputedStyle(player).cursor).not.toBe('none');
      await expect.poll(() => getComputedStyle(player).cursor, { timeout: 4000, interval: 250 }).toBe('none');
      expect(video.paused).toBe(false);
      await act(async () => player.dispatchEvent(new PointerEvent('pointermove', { bubbles: true })));
      expect(getComputedStyle(player).cursor).not.toBe('none');
    } finally {
      await act(async () => root.unmount());
      host.remove();
    }
  });
});

describe('VideoPlayer starting a stream', () => {
  it('takes its first segment from the lowest rung, even in a big player on a fast connection', async () => {
    const host = document.createElement('div');
    host.style.inlineSize = '1280px';
    document.body.append(host);
    const root = createRoot(host);
    // A clip no other test plays, so every segment request below is this player's.
    const rungSegments = () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/demo/clip-3/') && /\/\d+p\/seg-\d+\.m4s$/.test(path));
    try {
      performance.clearResourceTimings();
      await act(async () => root.render(<VideoPlayer src="/demo/clip-3/master.m3u8" title="نمونهٔ ۳" autoPlay />));
      const video = host.querySelector('video')!;
      await expect.poll(() => video.readyState, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(rungSegments()[0]).toBe('/demo/clip-3/240p/seg-000.m4s');
    } finally {
      await act(async () => root.unmount());
      host.remove();
    }
  });
});

describe('VideoPlayer with a refused link', () => {
  it('says so in Persian and offers a retry when the server answers 403', async () => {
    await commands.answerWithStatus('**/refused-link/**', 403);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const kinds: string[] = [];
    try {
      await act(async () =>
        root.render(<VideoPlayer src="/refused-link/master.m3u8" title="نمونه" onError={(kind) => kinds.push(kind)} />),
      );
      await expect.poll(() => kinds, { timeout: 10_000 }).toEqual(['expired']);
      expect(host.querySelector('[role="alert"]')?.textContent).toContain('پیوند پخش منقضی شده');
      expect(host.querySelector('[role="alert"] button')?.textContent).toBe('تلاش دوباره');
    } finally {
      await act(async () => root.unmount());
      host.remove();
    }
  });
});

describe('VideoPlayer given a renewed link of the same stream', () => {
  it('moves its requests to the new link without reloading, and plays on once the old one is refused', async () => {
    await commands.servePrefix('/signed-a/', '/demo/');
    await commands.servePrefix('/signed-b/', '/demo/');
    // The browser keeps 250 resource timings by default; earlier tests' segments would crowd out this one's.
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(10_000);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const kinds: string[] = [];
    const player = (src: string) => (
      <VideoPlayer src={src} streamId={4} title="نمونهٔ ۴" onError={(kind) => kinds.push(kind)} onRetry={() => {}} />
    );
    try {
      await act(async () => root.render(player('/signed-a/clip-4/master.m3u8')));
      const video = host.querySelector('video')!;
      await act(async () => (host.querySelector('button[aria-label^="پخش «"]') as HTMLButtonElement).click());
      await expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(1);

      await act(async () => root.render(player('/signed-b/clip-4/master.m3u8')));
      await commands.answerWithStatus('**/signed-a/**', 403);
      const renewedAt = video.currentTime;
      // A quality change makes hls.js fetch a level playlist and its segments anew: all from the renewed link.
      await act(async () => (host.querySelector('button[aria-label="تنظیمات پخش"]') as HTMLButtonElement).click());
      const quality = [...host.querySelectorAll('select')].find((s) => s.labels[0]?.textContent === 'کیفیت تصویر')!;
      const highest = [...quality.options].at(-1)!.value;
      await userEvent.selectOptions(quality, highest);
      await expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(renewedAt + 2);
      expect(kinds).toEqual([]);
      const fetched = () => performance.getEntriesByType('resource').map((entry) => entry.name);
      await expect.poll(() => fetched().filter((name) => name.includes('/signed-b/clip-4/')).length).toBeGreaterThan(0);
      // Not reloaded: the master playlist was asked for once, under the first link.
      expect(fetched().filter((name) => name.endsWith('/master.m3u8') && name.includes('/signed-')).length).toBe(1);
    } finally {
      await act(async () => root.unmount());
      host.remove();
    }
  });
});

describe('VideoPlayer with a subtitle file that cannot be loaded', () => {
  it('plays on and says so in Persian', async () => {
    await commands.answerWithStatus('**/clip-2/sub-fa/**', 404);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      await act(async () =>
        root.render(
          <VideoPlayer
            src="/demo/clip-2/master.m3u8"
            title="نمونهٔ ۲"
            autoPlay
            preferences={{ subtitleLanguage: 'fa' }}
          />,
        ),
      );
      const video = host.querySelector('video')!;
      await expect
        .poll(() => host.querySelector('[role="status"]')?.textContent, { timeout: 10_000 })
        .toBe('زیرنویس بارگیری نشد؛ پخش بدون زیرنویس ادامه دارد.');
      const at = video.currentTime;
      await expect.poll(() => video.currentTime, { timeout: 10_000 }).toBeGreaterThan(at + 1);
      expect(host.querySelector('[role="alert"]')).toBeNull();
    } finally {
      await act(async () => root.unmount());
      host.remove();
    }
  });
});

describe('errorKindOf', () => {
  it('treats a refused link (401, 403, 410) as expired and other failures as network or media', () => {
    const network = (code: number) =>
      errorKindOf({ type: 'networkError' as never, response: { code, text: '', url: clip } });
    expect([401, 403, 410].map(network)).toEqual(['expired', 'expired', 'expired']);
    expect([404, 500, 0].map(network)).toEqual(['network', 'network', 'network']);
    expect(errorKindOf({ type: 'mediaError' as never })).toBe('media');
  });
});

describe('isSubtitleFailure', () => {
  const subtitleFrag = { type: 'subtitle' } as never;
  it('is a subtitle file hls.js gave up on, never an aborted or retried request', () => {
    expect(isSubtitleFailure({ details: 'fragLoadError' as never, frag: subtitleFrag })).toBe(true);
    expect(isSubtitleFailure({ details: 'subtitleTrackLoadError' as never, frag: undefined })).toBe(true);
    expect(isSubtitleFailure({ details: 'aborted' as never, frag: subtitleFrag })).toBe(false);
    expect(
      isSubtitleFailure({ details: 'fragLoadError' as never, frag: subtitleFrag, errorAction: { action: 5 } as never }),
    ).toBe(false);
    expect(isSubtitleFailure({ details: 'fragLoadError' as never, frag: { type: 'main' } as never })).toBe(false);
  });
});
