/**
 * Issue #39: the api-client's errors keep the request id the server sends (body `requestId`, header `X-Request-Id`),
 * so a viewer's report names the request an operator finds in the logs; and a call that is no list resolves to its
 * answer, never `undefined`.
 */
import { createApiClient } from '@parde/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('ApiError.requestId against the real server', () => {
  it('is the id of the failed request, as in its X-Request-Id header and body', async () => {
    let header: string | null = null;
    const api = createApiClient({
      baseUrl: server.url,
      hooks: {
        afterResponse: [
          (_request, response) => {
            header = response.headers.get('X-Request-Id');
            return undefined;
          },
        ],
      },
    });
    const missing = await failure(api.getMovieById({ id: 987_654 }));
    expect(missing).toMatchObject({ status: 404, code: 'NotExistsError' });
    expect(missing.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.requestId).toBe(header);
    expect(missing.requestId).toBe(missing.body?.requestId);

    const invalid = await failure(api.getMovieById({ id: -1 }));
    expect(invalid).toMatchObject({ status: 400, code: 'ValidationError' });
    expect(invalid.requestId).toBe(header);
    expect(invalid.requestId).not.toBe(missing.requestId);
  });

  it('follows the id a proxy in front assigned', async () => {
    const api = createApiClient({
      baseUrl: server.url,
      hooks: { beforeRequest: [(request) => void request.headers.set('X-Request-Id', 'edge-7f3a9c21')] },
    });
    const refused = await failure(api.checkToken());
    expect(refused).toMatchObject({ status: 401, requestId: 'edge-7f3a9c21' });
  });
});

describe('a call that is no list', () => {
  it('resolves to its answer', async () => {
    const top = await server.client().getTopMovie();
    expect(top.id).toBeGreaterThan(0);
  });
});
