import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startRecorder } from '../test/server';
import { createApiClient, prefetchHttp } from './index';

// ky's chunk fails to load once (a network blip, or a deployment that removed the old hashed chunk), then loads.
const importFailures = vi.hoisted(() => ({ left: 0 }));
vi.mock('ky', async (importOriginal) => {
  if (importFailures.left > 0) {
    importFailures.left--;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

let server: Awaited<ReturnType<typeof startRecorder>>;
beforeAll(async () => {
  server = await startRecorder();
  server.setReply(() => ({ status: 200, body: '{"ok":true}' }));
});
afterAll(() => server.close());

it('fetches ky ahead without ever rejecting; a failed fetch is tried again by the first call', async () => {
  importFailures.left = 1;
  await expect(prefetchHttp()).resolves.toBeUndefined();
  expect(importFailures.left).toBe(0);
  await expect(createApiClient({ baseUrl: server.baseUrl }).getTopMovie()).resolves.toEqual({ ok: true });
});
