import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startRecorder } from '../test/server';
import { createApiClient } from './index';

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

it('retries the import of ky on the next call after it failed', async () => {
  importFailures.left = 1;
  const api = createApiClient({ baseUrl: server.baseUrl });
  await expect(api.getTopMovie()).rejects.toMatchObject({ status: 0 });
  await expect(api.getTopMovie()).resolves.toEqual({ ok: true });
});
