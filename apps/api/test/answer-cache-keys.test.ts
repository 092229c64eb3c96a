/**
 * The answer cache keys on the validated query (issue 35, decision 039), so no spelling of one read misses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper';

const METRICS_TOKEN = 'metrics-token-of-the-answer-cache-suite';
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { METRICS_TOKEN } });
});
afterAll(() => server?.close());

/** One figure of an instance's /metrics (0 when the series is not there yet). */
async function figure(on: TestServer, pattern: RegExp): Promise<number> {
  const text = await (await on.fetch('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(pattern.exec(text)?.[1] ?? 0);
}
const hits = (on: TestServer) => figure(on, /^parde_cache_lookups_total\{cache="shared-answers",result="hit"\} (\d+)/m);
const misses = (on: TestServer) =>
  figure(on, /^parde_cache_lookups_total\{cache="shared-answers",result="miss"\} (\d+)/m);

describe('the answer cache keys on the validated query', () => {
  it('`&utm=x`, `id=07`, `id=+7` and another order hit the entry of `id=7`', async () => {
    const [hit, miss] = [await hits(server), await misses(server)];
    const variants = ['id=7', 'id=7&utm=x', 'id=07', 'id=+7', 'utm_source=y&id=7&fbclid=z'];
    const bodies: string[] = [];
    for (const query of variants) {
      const response = await server.fetch(`/api/MovieQuery/GetById?${query}`);
      expect(response.status, query).toBe(200);
      bodies.push(await response.text());
    }
    const [hitNow, missNow] = [await hits(server), await misses(server)];
    console.log(`answer cache, ${variants.length} spellings of one read: ${hitNow - hit} hits, ${missNow - miss} miss`);
    expect(new Set(bodies).size).toBe(1);
    expect(missNow - miss).toBe(1);
    expect(hitNow - hit).toBe(variants.length - 1);
  });

  it('a list read with its defaults spelt out is the same entry as without them', async () => {
    const miss = await misses(server);
    await server.fetch('/api/MovieQuery/GetBestMovies');
    await server.fetch('/api/MovieQuery/GetBestMovies?pageNumber=1&utm_campaign=launch');
    expect((await misses(server)) - miss).toBe(1);
  });
});
