import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { SharedCache, sharedAnswer } from './endpoints';

describe('SharedCache', () => {
  it('computes a key once for concurrent misses, keeps it, and counts hits and misses', async () => {
    const registry = new Registry();
    const lookups = new Counter({ name: 'lookups', help: 'x', labelNames: ['cache', 'result'], registers: [registry] });
    const cache = new SharedCache(10_000, 1024 * 1024, lookups);
    let computed = 0;
    let finish: (answer: ReturnType<typeof sharedAnswer>) => void = () => {};
    const compute = () => {
      computed++;
      return new Promise<ReturnType<typeof sharedAnswer>>((resolve) => {
        finish = resolve;
      });
    };
    expect(cache.kept('a')).toBeUndefined();
    const first = cache.compute('a', compute);
    expect(cache.kept('a')).toBeUndefined();
    const second = cache.compute('a', compute);
    finish(sharedAnswer('{"x":1}'));
    expect(await first).toBe(await second);
    expect(computed).toBe(1);
    expect(cache.kept('a')).toBe(await first);
    const counts = (await lookups.get()).values.map((v) => [v.labels.result, v.value]);
    expect(Object.fromEntries(counts)).toEqual({ miss: 2, hit: 1 });
  });

  it('keeps no failed computation: the next miss computes again', async () => {
    const cache = new SharedCache();
    await expect(cache.compute('b', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(cache.kept('b')).toBeUndefined();
    const answer = await cache.compute('b', async () => sharedAnswer('[]'));
    expect(answer.body.toString()).toBe('[]');
    expect(answer.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(cache.kept('b')).toBe(answer);
  });

  it('forgets an answer after its time', async () => {
    const cache = new SharedCache(30);
    await cache.compute('c', async () => sharedAnswer('1'));
    expect(cache.kept('c')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.kept('c')).toBeUndefined();
  });
});
