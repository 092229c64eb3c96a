import { describe, expect, it } from 'vitest';
import { mayPrefetch, PREFETCH_SEGMENTS, prefetchStream } from './hls';

/** The media files of a demo clip this page fetched: segments (`.m4s`) and everything else. */
const fetched = (clip: string) => {
  const paths = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith(`/demo/${clip}/`));
  return { segments: paths.filter((p) => p.endsWith('.m4s')), all: paths };
};

describe('prefetchStream (decision 046)', () => {
  it('fetches the master, the lowest rung and its first segment, and at most two segments in all', async () => {
    performance.clearResourceTimings();
    await prefetchStream('/demo/clip-2/master.m3u8');
    const { segments, all } = fetched('clip-2');
    console.info(`a prefetch never used fetched: ${all.join(', ')}`);
    expect(all).toContain('/demo/clip-2/master.m3u8');
    expect(all).toContain('/demo/clip-2/240p/index.m3u8');
    expect(segments).toContain('/demo/clip-2/240p/seg-000.m4s');
    expect(segments.length).toBeLessThanOrEqual(PREFETCH_SEGMENTS);
    // Nothing above the lowest rung.
    expect(all.some((p) => /\/(360|480)p\//.test(p))).toBe(false);
  });

  it('fetches nothing on «کم», and stops at once when cancelled', async () => {
    expect(mayPrefetch('low')).toBe(false);
    expect(mayPrefetch('auto')).toBe(true);
    performance.clearResourceTimings();
    await prefetchStream('/demo/clip-5/master.m3u8', { dataUsage: 'low' });
    const controller = new AbortController();
    controller.abort();
    await prefetchStream('/demo/clip-5/master.m3u8', { signal: controller.signal });
    expect(fetched('clip-5').all).toEqual([]);
  });
});
