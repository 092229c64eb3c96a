import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { AnswerCache, tagOf } from './answer-cache';

describe('AnswerCache', () => {
  it('computes a key once for concurrent misses, keeps it, and counts hits and misses', async () => {
    const registry = new Registry();
    const lookups = new Counter({ name: 'lookups', help: 'x', labelNames: ['cache', 'result'], registers: [registry] });
    const cache = new AnswerCache({ lookups });
    let computed = 0;
    let finish: (json: string) => void = () => {};
    const compute = () => {
      computed++;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.get('a', compute);
    const second = cache.get('a', compute);
    finish('{"x":"۱"}');
    expect(await first).toBe(await second);
    expect(computed).toBe(1);
    // Kept as UTF-8 bytes with a weak tag of them.
    expect((await first).body).toEqual(Buffer.from('{"x":"۱"}'));
    expect((await first).etag).toBe(`W/"${tagOf(Buffer.from('{"x":"۱"}'))}"`);
    expect(await cache.get('a', compute)).toBe(await first);
    expect(computed).toBe(1);
    const counts = (await lookups.get()).values.map((v) => [v.labels.result, v.value]);
    expect(Object.fromEntries(counts)).toEqual({ miss: 2, hit: 1 });
  });

  it('keeps no failed computation: the next miss computes again', async () => {
    const cache = new AnswerCache();
    await expect(cache.get('b', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    const answer = await cache.get('b', async () => '[]');
    expect(answer.body.toString()).toBe('[]');
    expect(answer.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(await cache.get('b', async () => '[1]')).toBe(answer);
  });

  it('forgets an answer after its time', async () => {
    const cache = new AnswerCache({ ttlMs: 30 });
    await cache.get('c', async () => '1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await cache.get('c', async () => '2')).body.toString()).toBe('2');
  });

  it('drops the least recently asked answers past its size', async () => {
    const cache = new AnswerCache({ maxBytes: 400 });
    await cache.get('home', async () => '[1,2,3]');
    for (let id = 0; id < 20; id++) await cache.get(`title ${id}`, async () => `{"id":${id}}`);
    expect((await cache.get('home', async () => '[]')).body.toString()).toBe('[]');
  });
});
