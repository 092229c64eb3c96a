/**
 * The playback beacon (issue 35, decision 040) is taken only from the site's own pages, for a session the server
 * issued, once, within the session's bounds, so a stranger cannot move the playback figures of /metrics.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from './helper';

const METRICS_TOKEN = 'metrics-token-of-the-edge-suite-0123';
let server: TestServer;
let other: TestServer;
let adult: string;

beforeAll(async () => {
  // Redis makes the one-report-per-session rule hold across the two instances.
  server = await startServer({
    env: {
      METRICS_TOKEN,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `edge-${randomBytes(6).toString('hex')}:`,
    },
  });
  other = await server.another();
  adult = await signUp(server, '09125550101');
});
afterAll(() => server?.close());

/** One figure of an instance's /metrics (0 when the series is not there yet). */
async function figure(on: TestServer, pattern: RegExp): Promise<number> {
  const text = await (await on.fetch('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(pattern.exec(text)?.[1] ?? 0);
}
const sessions = (on: TestServer) => figure(on, /^parde_playback_sessions_total (\d+)/m);
const stalls = (on: TestServer) => figure(on, /^parde_playback_stalls_total (\d+)/m);

describe('the playback beacon (decision 040)', () => {
  const ours = () => ({
    'content-type': 'text/plain;charset=UTF-8',
    origin: server.url,
    'sec-fetch-site': 'same-origin',
  });
  const report = (playbackSession: string, figures: Record<string, unknown> = {}) =>
    JSON.stringify({
      playbackSession,
      sessionId: 'b1c0ffee-0000-4000-8000-000000000000',
      startupMs: 400,
      stalls: 1,
      stallMs: 250,
      failures: [],
      qualitySwitches: 1,
      ...figures,
    });
  const linkSession = async () => (await server.client({ token: adult }).getVideoLink({ videoId: 1 }))!.playbackSession;

  it('a stranger moves nothing: cross-site, without our origin, or with a session the server never issued', async () => {
    const before = [await sessions(server), await stalls(server)];
    const hostile = { startupMs: 600_000, stalls: 10_000, stallMs: 86_400_000, qualitySwitches: 10_000 };
    const tries: Record<string, string>[] = [
      // Another site's page: a text/plain POST needs no preflight.
      { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'text/plain', origin: 'https://evil.example' },
      { 'content-type': 'text/plain', 'sec-fetch-site': 'same-site' },
      // No page at all (a script), and our origin with a made-up or forged session.
      { 'content-type': 'application/json' },
    ];
    let accepted = 0;
    for (const headers of tries) {
      const answer = await server.fetch('/api/playback/quality', {
        method: 'POST',
        headers,
        body: report('made-up', hostile),
      });
      expect(answer.status).toBe(403);
      if (answer.status < 300) accepted++;
    }
    const real = await linkSession();
    const forged = `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`;
    const alsoForged = real.replace(/\.(\d+)\.(\d+)\.(\d+)\./, (_all, video, issued) => `.${video}.${issued}.999999.`);
    for (const session of ['made-up', forged, alsoForged]) {
      const answer = await server.fetch('/api/playback/quality', {
        method: 'POST',
        headers: ours(),
        body: report(session, hostile),
      });
      expect(answer.status, session).toBe(403);
      if (answer.status < 300) accepted++;
    }
    console.log(`beacons from a stranger: ${accepted} of ${tries.length + 3} accepted`);
    expect([await sessions(server), await stalls(server)]).toEqual(before);
  });

  it("a member's viewing counts once, on any instance, and only within its session's bounds", async () => {
    const session = await linkSession();
    expect(session).toMatch(/^[A-Za-z0-9_-]{16}\.1\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    // More stalled time than has passed since the link was issued, or more stalls than the video has seconds.
    for (const figures of [
      { stallMs: 3_600_000 },
      { startupMs: 3_600_000 },
      { stalls: 5000 },
      { qualitySwitches: 5000 },
    ]) {
      const answer = await server.fetch('/api/playback/quality', {
        method: 'POST',
        headers: ours(),
        body: report(session, figures),
      });
      expect(answer.status, JSON.stringify(figures)).toBe(400);
    }
    const before = [await sessions(server), await stalls(server)];
    const first = await server.fetch('/api/playback/quality', {
      method: 'POST',
      headers: ours(),
      body: report(session),
    });
    expect(first.status).toBe(204);
    expect([await sessions(server), await stalls(server)]).toEqual([before[0]! + 1, before[1]! + 1]);
    // Sent again here and on the other instance: taken, counted nowhere.
    const otherBefore = await sessions(other);
    for (const on of [server, other, other]) {
      const again = await on.fetch('/api/playback/quality', {
        method: 'POST',
        headers: { ...ours(), origin: on.url },
        body: report(session),
      });
      expect(again.status).toBe(204);
    }
    expect(await sessions(server)).toBe(before[0]! + 1);
    expect(await sessions(other)).toBe(otherBefore);
  });
});
