import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp, startServer, type TestServer } from './helper';

/** Viewing progress (issues #15 and #26): the newest report wins, and a report from the future is clamped. */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await signUp(server, '09180000001', { firstName: 'رها', lastName: 'امینی' });
});
afterAll(() => server?.close());

const post = (path: string, body: unknown, bearer: string | null = token) => postJson(server, path, body, bearer);

describe('7. progress keeps the newest report', () => {
  it('an older report arriving late does not overwrite a newer position', async () => {
    const viewer = await signUp(server, '09180000040');
    const report = (position: number, at: number) =>
      post('/api/VideoCommand/AddUserActivity', { videoId: 1, position, duration: 600, at }, viewer);
    const now = Date.now();
    expect((await report(300, now - 20_000)).status).toBe(200);
    expect((await report(120, now - 30_000)).status).toBe(200);
    const link = (await (
      await server.fetch('/api/VideoQuery/GetVideoLink?videoId=1', { headers: { Authorization: `Bearer ${viewer}` } })
    ).json()) as { position: number };
    expect(link.position).toBe(300);
    // A newer one moves it, backwards too (the viewer sought back).
    await report(60, now - 10_000);
    const again = (await (
      await server.fetch('/api/VideoQuery/GetVideoLink?videoId=1', { headers: { Authorization: `Bearer ${viewer}` } })
    ).json()) as { position: number };
    expect(again.position).toBe(60);
  });
});

describe('issue #26 finding 6: progress in the future', () => {
  it('a report dated after the server clock is clamped, so real reports still move the position', async () => {
    const viewer = await signUp(server, '09180000060');
    const report = (position: number, at: number) =>
      post('/api/VideoCommand/AddUserActivity', { videoId: 1, position, duration: 600, at }, viewer);
    expect((await report(500, 4_102_444_800_000)).status).toBe(200);
    expect((await report(42, Date.now() + 1000)).status).toBe(200);
    const link = (await (
      await server.fetch('/api/VideoQuery/GetVideoLink?videoId=1', { headers: { Authorization: `Bearer ${viewer}` } })
    ).json()) as { position: number };
    expect(link.position).toBe(42);
  });
});
