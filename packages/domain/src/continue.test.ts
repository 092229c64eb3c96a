import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { createContinueRemover } from './continue';
import { createMedia } from './media';
import { createErrorReporter } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const item = (videoId: number) => ({
  videoId,
  type: 'Movie',
  contentId: videoId * 10,
  title: `فیلم ${videoId}`,
  subtitle: '',
  imageUrl: 'https://example.com/a.jpg',
  position: 60,
  duration: 600,
  updatedAt: '2026-11-23T20:00:00Z',
});

async function setup() {
  const ports = fakePorts();
  const reportError = createErrorReporter(ports);
  const media = createMedia(server.client(), reportError);
  server.on('/api/VideoQuery/getHomeContinue', {
    status: 200,
    body: { data: [item(1), item(2), item(3)], totalCount: 3 },
  });
  await media.continueWatching.getState().load({});
  const remove = createContinueRemover(server.client(), reportError, media.continueWatching);
  const ids = () => media.continueWatching.getState().result?.data.map((i) => i.videoId);
  return { ports, media, remove, ids };
}

describe('removing from continue watching', () => {
  it('takes the title off the list before the server answers, then asks the server', async () => {
    const { remove, ids, media } = await setup();
    server.on('/api/VideoCommand/RemoveFromContinue', { status: 200, body: { success: true }, delayMs: 50 });
    const done = remove(2);
    expect(ids()).toEqual([1, 3]);
    expect(media.continueWatching.getState().result?.totalCount).toBe(2);
    await expect(done).resolves.toBe(true);
    expect(server.calls('/api/VideoCommand/RemoveFromContinue').map((c) => c.body)).toEqual([{ videoId: 2 }]);
    expect(ids()).toEqual([1, 3]);
  });

  it('puts the title back in its place and reports the failure when the server refuses', async () => {
    const { remove, ids, ports, media } = await setup();
    server.on('/api/VideoCommand/RemoveFromContinue', { status: 500, body: errorBody('خطای سرور') });
    await expect(remove(2)).resolves.toBe(false);
    expect(ids()).toEqual([1, 2, 3]);
    expect(media.continueWatching.getState().result?.totalCount).toBe(3);
    expect(ports.notifier.toasts.length + ports.notifier.dialogs.length).toBe(1);
  });
});
