import { errorTexts } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, startApi, type TestApi } from '../test/server';
import { createLoadStore } from './loadable';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const MOVIE_PATH = '/api/MovieQuery/GetById';

function movieStore(onError?: (error: unknown) => void) {
  const api = server.client();
  return createLoadStore((args: { id: number }, signal) => api.getMovieById(args, { signal }), {
    ...(onError ? { onError } : {}),
  });
}

describe('createLoadStore', () => {
  it('starts idle with no result and no error', () => {
    const store = movieStore();
    expect(store.getState()).toMatchObject({ status: 'idle', result: null, error: null });
  });

  it('loading sets the flag and clears the result; a result is stored and clears the error', async () => {
    server.on(MOVIE_PATH, (req) => ({ status: 200, body: { id: Number(req.query.id) } }));
    const store = movieStore();
    const seen: string[] = [];
    store.subscribe((s) => seen.push(`${s.status}:${JSON.stringify(s.result)}`));

    await store.getState().load({ id: 7 });
    expect(store.getState()).toMatchObject({ status: 'success', result: { id: 7 }, error: null });

    await store.getState().load({ id: 8 });
    expect(seen).toEqual(['loading:null', 'success:{"id":7}', 'loading:null', 'success:{"id":8}']);
    expect(server.calls(MOVIE_PATH).map((r) => r.query.id)).toEqual(['7', '8']);
  });

  it('an error clears the result and stores the Persian message; the next loading keeps it until the answer', async () => {
    server.on(MOVIE_PATH, { status: 200, body: { id: 1 } });
    const errors: unknown[] = [];
    const store = movieStore((e) => errors.push(e));
    await store.getState().load({ id: 1 });

    server.on(MOVIE_PATH, { status: 503 });
    await store.getState().load({ id: 1 });
    expect(store.getState()).toMatchObject({ status: 'error', result: null, error: errorTexts.network });
    expect(errors).toHaveLength(1);

    server.on(MOVIE_PATH, { status: 200, body: { id: 2 }, delayMs: 30 });
    const pending = store.getState().load({ id: 2 });
    expect(store.getState()).toMatchObject({ status: 'loading', result: null, error: errorTexts.network });
    await pending;
    expect(store.getState()).toMatchObject({ status: 'success', result: { id: 2 }, error: null });
  });

  it('stores a success without a body as an empty result (spec §7)', async () => {
    server.on(MOVIE_PATH, { status: 200 });
    const store = movieStore();
    await store.getState().load({ id: 3 });
    expect(store.getState()).toMatchObject({ status: 'success', result: null, error: null });
  });

  it('marks a 404 as not found, apart from a failure worth retrying (issue #28 D6)', async () => {
    server.on(MOVIE_PATH, { status: 404, body: errorBody('NotExistsError') });
    const store = movieStore();
    await store.getState().load({ id: 4 });
    expect(store.getState()).toMatchObject({ status: 'error', notFound: true });
    server.on(MOVIE_PATH, { status: 503 });
    await store.getState().load({ id: 4 });
    expect(store.getState()).toMatchObject({ status: 'error', error: errorTexts.network, notFound: false });
  });

  it('a newer load cancels the older one, whose answer never lands', async () => {
    server.on(MOVIE_PATH, (req) => ({
      status: 200,
      body: { id: Number(req.query.id) },
      delayMs: req.query.id === '1' ? 200 : 0,
    }));
    const errors: unknown[] = [];
    const store = movieStore((e) => errors.push(e));
    const older = store.getState().load({ id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.getState().load({ id: 2 });
    await older;
    expect(store.getState()).toMatchObject({ status: 'success', result: { id: 2 } });
    expect(errors).toEqual([]);
  });

  it('a slow older answer that already arrived is still dropped when a newer load started', async () => {
    // A fetch that ignores cancellation: the older answer really arrives after the newer one.
    const deaf: typeof fetch = (input, init) =>
      fetch(input instanceof Request ? new Request(input, { signal: null }) : input, { ...init, signal: null });
    const api = server.client({ fetch: deaf });
    server.on(MOVIE_PATH, (req) => ({
      status: req.query.id === '1' ? 500 : 200,
      body: req.query.id === '1' ? errorBody('boom') : { id: 2 },
      delayMs: req.query.id === '1' ? 150 : 0,
    }));
    const slowOk = createLoadStore((args: { id: number }, signal) => api.getMovieById(args, { signal }));
    const older = slowOk.getState().load({ id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await slowOk.getState().load({ id: 2 });
    await older;
    expect(slowOk.getState()).toMatchObject({ status: 'success', result: { id: 2 }, error: null });

    server.on(MOVIE_PATH, (req) => ({
      status: 200,
      body: { id: Number(req.query.id) },
      delayMs: req.query.id === '1' ? 150 : 0,
    }));
    const first = slowOk.getState().load({ id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await slowOk.getState().load({ id: 3 });
    await first;
    expect(slowOk.getState().result).toEqual({ id: 3 });
  });

  it('reset cancels a load in flight and returns to idle', async () => {
    server.on(MOVIE_PATH, { status: 200, body: { id: 1 }, delayMs: 100 });
    const store = movieStore();
    const pending = store.getState().load({ id: 1 });
    store.getState().reset();
    await pending;
    expect(store.getState()).toMatchObject({ status: 'idle', result: null, error: null });
  });

  it('throws a fetcher bug instead of showing it as a server error', async () => {
    const store = createLoadStore<number>(() => Promise.reject(new TypeError('bug')));
    await expect(store.getState().load()).rejects.toThrow('bug');
  });
});
