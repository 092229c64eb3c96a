import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { SharedCache, sharedAnswer } from './endpoints';

describe('SharedCache', () => {
  it('computes a key once for concurrent misses, keeps it from its second time, and counts hits and misses', async () => {
    const registry = new Registry();
    const lookups = new Counter({ name: 'lookups', help: 'x', labelNames: ['cache', 'result'], registers: [registry] });
    const cache = new SharedCache(10_000, 1024 * 1024, lookups);
    let computed = 0;
    let finish: (json: string) => void = () => {};
    const compute = () => {
      computed++;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    expect(cache.kept('a')).toBeUndefined();
    const first = cache.compute('a', compute);
    expect(cache.kept('a')).toBeUndefined();
    const second = cache.compute('a', compute);
    finish('{"x":"۱"}');
    expect(await first).toBe(await second);
    expect(computed).toBe(1);
    // Asked once: sent as it came, and not kept.
    expect((await first).body).toBe('{"x":"۱"}');
    expect(cache.kept('a')).toBeUndefined();
    // Asked again: kept, as bytes, with the same tag.
    const again = cache.compute('a', compute);
    finish('{"x":"۱"}');
    expect((await again).body).toEqual(Buffer.from('{"x":"۱"}'));
    expect((await again).etag).toBe((await first).etag);
    expect(cache.kept('a')).toBe(await again);
    expect(computed).toBe(2);
    const counts = (await lookups.get()).values.map((v) => [v.labels.result, v.value]);
    expect(Object.fromEntries(counts)).toEqual({ miss: 3, hit: 1 });
  });

  it('keeps no answer of a key asked once: a walk over every key does not push out the kept ones', async () => {
    // Room for a few answers only.
    const cache = new SharedCache(10_000, 400);
    await cache.compute('home', async () => '[1,2,3]');
    await cache.compute('home', async () => '[1,2,3]');
    expect(cache.kept('home')).toBeDefined();
    for (let id = 0; id < 1000; id++) await cache.compute(`title ${id}`, async () => `{"id":${id}}`);
    expect(cache.kept('home')).toBeDefined();
    expect(cache.kept('title 999')).toBeUndefined();
  });

  it('keeps no failed computation: the next miss computes again', async () => {
    const cache = new SharedCache();
    await expect(cache.compute('b', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(cache.kept('b')).toBeUndefined();
    const answer = await cache.compute('b', async () => '[]');
    expect(answer.body.toString()).toBe('[]');
    expect(answer.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(answer.etag).toBe(sharedAnswer('[]').etag);
    expect(cache.kept('b')).toBe(answer);
  });

  it('forgets an answer after its time', async () => {
    const cache = new SharedCache(30);
    await cache.compute('c', async () => '1');
    await cache.compute('c', async () => '1');
    expect(cache.kept('c')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.kept('c')).toBeUndefined();
  });
});
