import { type ApiClient, ApiError } from '@parde/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readHref, readRoute } from './fetchers';
import { loaderContext } from './loaders';

/** The resource route's loader as a fetcher runs it, on an api client that answers `answer` for every call. */
async function load(href: string, answer: () => Promise<unknown>, ports: { hasToken?: () => boolean } = {}) {
  const calls: unknown[] = [];
  const reported: unknown[] = [];
  const api = new Proxy({} as ApiClient, {
    get: () => (input: unknown) => {
      calls.push(input);
      return answer();
    },
  });
  const url = new URL(href, 'http://localhost');
  const context = loaderContext({ api, viewerUnknown: false, reportError: (e) => reported.push(e), ...ports });
  const args = {
    params: { name: url.pathname.split('/').pop() },
    request: new Request(url),
    context,
  } as unknown as LoaderFunctionArgs;
  return { result: await readRoute.loader(args).catch((error: unknown) => ({ thrown: error })), calls, reported };
}

describe('the resource route the rows read through', () => {
  // Vitest transforms for the server; the route's loader runs in the browser only.
  beforeAll(() => {
    vi.stubEnv('SSR', false);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('answers the read with its fixed arguments under the given ones, tagged with what was asked', async () => {
    const page = { data: [], totalCount: 0 };
    const { result, calls } = await load(readHref('popularMovies', { pageNumber: 2 }), async () => page);
    expect(calls).toEqual([{ pageNumber: 2, pageSize: 12 }]);
    expect(result).toEqual({ args: '{"pageNumber":2}', state: { status: 'success', result: page, error: null } });
  });

  it('keeps a failed read the row’s own: an error state with the Persian message, reported, never thrown', async () => {
    const failure = new ApiError('getPopularMovies', 503, undefined);
    const { result, reported } = await load(readHref('popularMovies', {}), () => Promise.reject(failure));
    expect(result).toMatchObject({ state: { status: 'error', result: null, notFound: false } });
    expect((result as { state: { error: string } }).state.error).toMatch(/[\u0600-\u06FF]/);
    expect(reported).toEqual([failure]);
  });

  it('does not ask a read that needs a token without one', async () => {
    const { result, calls } = await load(readHref('continueWatching', {}), async () => ({}), { hasToken: () => false });
    expect(calls).toEqual([]);
    expect(result).toMatchObject({ state: { status: 'success', result: null } });
  });

  it('is a 404 on the server, which has no such page', async () => {
    vi.stubEnv('SSR', true);
    const { result, calls } = await load(readHref('popularMovies', {}), async () => ({}));
    vi.stubEnv('SSR', false);
    expect(result).toMatchObject({ thrown: { init: { status: 404 } } });
    expect(calls).toEqual([]);
  });

  it('refuses a name that is no read and arguments that are not JSON', async () => {
    const unknown = await load('/_read/nothing?args=null', async () => ({}));
    expect(unknown.result).toMatchObject({ thrown: { init: { status: 404 } } });
    const malformed = await load('/_read/popularMovies?args=%7B', async () => ({}));
    expect(malformed.result).toMatchObject({ thrown: { init: { status: 400 } } });
    expect([...unknown.calls, ...malformed.calls]).toEqual([]);
  });
});
