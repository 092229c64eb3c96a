import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { createContinueRemover } from './continue';
import { createErrorReporter } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function setup() {
  const ports = fakePorts();
  const remove = createContinueRemover(server.client(), createErrorReporter(ports));
  return { ports, remove };
}

describe('removing from continue watching', () => {
  it('asks the server and resolves true once it agreed', async () => {
    const { remove, ports } = setup();
    server.on('/api/VideoCommand/RemoveFromContinue', { status: 200, body: { success: true } });
    await expect(remove(2)).resolves.toBe(true);
    expect(server.calls('/api/VideoCommand/RemoveFromContinue').map((c) => c.body)).toEqual([{ videoId: 2 }]);
    expect(ports.notifier.toasts).toEqual([]);
  });

  it('resolves false and reports the failure when the server refuses', async () => {
    const { remove, ports } = setup();
    server.on('/api/VideoCommand/RemoveFromContinue', { status: 500, body: errorBody('خطای سرور') });
    await expect(remove(2)).resolves.toBe(false);
    expect(ports.notifier.toasts.length + ports.notifier.dialogs.length).toBe(1);
  });
});
