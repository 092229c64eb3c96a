import type { AgeRange } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts, until } from '../test/fakes';
import { startApi, type TestApi } from '../test/server';
import { createErrorReporter } from './report-error';
import { createSearchStore } from './search';
import { createSettingsStore } from './settings';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const SEARCH = '/api/SearchQuery/Search';
const result = (id: number, title = `عنوان ${id}`) => ({
  id,
  type: 'Movie',
  title,
  description: '',
  pictures: [{ url: `/media/${id}.jpg`, title }],
});

function setup(
  options: {
    ageRange?: AgeRange | null;
    token?: string | null;
    fetch?: typeof fetch;
    member?: { id: number | null };
  } = {},
) {
  const ports = fakePorts();
  const settings = createSettingsStore(ports);
  const api = server.client({
    getToken: () => options.token ?? null,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const search = createSearchStore({
    ...ports,
    api,
    settings,
    getAgeRange: () => options.ageRange ?? null,
    reportError: createErrorReporter(ports),
    getMemberId: () => options.member?.id ?? null,
  });
  return { ports, settings, search, state: () => search.getState() };
}

const settled = (state: () => { status: string }) => until(() => !['waiting', 'loading'].includes(state().status));

describe('recent searches (issue #28)', () => {
  it('are kept per member, newest first, without repeats, at most eight, and can be forgotten', () => {
    const member = { id: 1 as number | null };
    const { state } = setup({ member });
    state().searched(' کمدی  ایرانی ');
    state().searched('ترسناک');
    state().searched('کمدي ایرانی');
    expect(state().recent).toEqual(['کمدي ایرانی', 'ترسناک']);
    state().searched('ع');
    expect(state().recent).toHaveLength(2);
    for (let i = 0; i < 10; i++) state().searched(`فیلم ${i}`);
    expect(state().recent).toHaveLength(8);
    expect(state().recent[0]).toBe('فیلم 9');

    member.id = 2;
    state().recentLoaded();
    expect(state().recent).toEqual([]);
    state().searched('سریال');
    member.id = 1;
    state().recentLoaded();
    expect(state().recent[0]).toBe('فیلم 9');
    state().recentCleared();
    expect(state().recent).toEqual([]);
    member.id = 2;
    state().recentLoaded();
    expect(state().recent).toEqual(['سریال']);
  });
});

describe('search', () => {
  it('does not fire for 1 character or less (spaces, vowel marks and ZWNJ do not count)', () => {
    const { state, ports } = setup();
    for (const text of ['', 'ع', ' ع ', '   ', 'بَ', 'ب\u200c', '\u200cب\u200c']) {
      state().queryChanged(text);
      expect(state()).toMatchObject({ status: 'idle', query: text, results: [] });
    }
    ports.timers.advance(5000);
    expect(ports.timers.pendingCount()).toBe(0);
    expect(server.requests).toEqual([]);
  });

  it('fires after a 1000 ms pause with the text, the active member’s age range and the bearer token', async () => {
    server.on(SEARCH, { status: 200, body: { data: [result(1)], totalCount: 1 } });
    const { state, ports } = setup({ ageRange: 12, token: 'tok' });
    state().queryChanged(' شهرزاد ');
    expect(state().status).toBe('waiting');
    ports.timers.advance(999);
    expect(state().status).toBe('waiting');
    ports.timers.advance(1);
    expect(state().status).toBe('loading');
    await settled(state);
    const call = server.calls(SEARCH)[0];
    expect(call?.query).toEqual({ searchText: 'شهرزاد', ageRange: '12' });
    expect(call?.headers.authorization).toBe('Bearer tok');
    expect(state()).toMatchObject({ status: 'results', query: ' شهرزاد ', results: [result(1)] });
  });

  it('sends an empty age range and no token when there are none; cuts text to the API’s limit', async () => {
    server.on(SEARCH, { status: 200, body: { data: [], totalCount: 0 } });
    const { state, ports } = setup();
    state().queryChanged('ب'.repeat(150));
    ports.timers.advance(1000);
    await settled(state);
    const call = server.calls(SEARCH)[0];
    expect(call?.query).toEqual({ searchText: 'ب'.repeat(100), ageRange: '' });
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('each keystroke restarts the pause: one search for the last text', async () => {
    server.on(SEARCH, { status: 200, body: { data: [result(3)], totalCount: 1 } });
    const { state, ports } = setup();
    state().queryChanged('شه');
    ports.timers.advance(600);
    state().queryChanged('شهر');
    ports.timers.advance(999);
    expect(server.requests).toEqual([]);
    ports.timers.advance(1);
    await settled(state);
    expect(server.calls(SEARCH).map((r) => r.query.searchText)).toEqual(['شهر']);
  });

  it('hides results with id 0 or less', async () => {
    server.on(SEARCH, { status: 200, body: { data: [result(0), result(-2), result(5)], totalCount: 3 } });
    const { state, ports } = setup();
    state().queryChanged('فیلم');
    ports.timers.advance(1000);
    await settled(state);
    expect(state().results.map((r) => r.id)).toEqual([5]);
  });

  it.each([
    ['an empty data list', { data: [], totalCount: 0 }],
    ['only hidden results', { data: [result(0)], totalCount: 1 }],
    ['an empty body', undefined],
  ])('shows nothing for %s', async (_, body) => {
    server.on(SEARCH, { status: 200, body });
    const { state, ports } = setup();
    state().queryChanged('فیلم');
    ports.timers.advance(1000);
    await settled(state);
    expect(state()).toMatchObject({ status: 'empty', results: [], suggestions: [] });
  });

  it('keeps the server’s suggestions when nothing matched, hiding ids of 0 or less', async () => {
    server.on(SEARCH, { status: 200, body: { data: [], totalCount: 0, suggestions: [result(0), result(7, 'نزدیک')] } });
    const { state, ports } = setup();
    state().queryChanged('نزدیک‌ترین');
    ports.timers.advance(1000);
    await settled(state);
    expect(state()).toMatchObject({ status: 'empty', results: [], suggestions: [result(7, 'نزدیک')] });
  });

  it('keeps the previous results while the next search waits and loads', async () => {
    server.on(SEARCH, { status: 200, body: { data: [result(1)], totalCount: 1 } });
    const { state, ports } = setup();
    state().queryChanged('علی');
    ports.timers.advance(1000);
    await settled(state);
    state().queryChanged('علی د');
    expect(state()).toMatchObject({ status: 'waiting', results: [result(1)] });
  });

  it('a newer query cancels the older request, whose answer never lands', async () => {
    server.on(SEARCH, (req) =>
      req.query.searchText === 'قدیمی'
        ? { status: 200, body: { data: [result(1, 'قدیمی')], totalCount: 1 }, delayMs: 300 }
        : { status: 200, body: { data: [result(2, 'جدید')], totalCount: 1 } },
    );
    const { state, ports } = setup();
    state().queryChanged('قدیمی');
    ports.timers.advance(1000);
    await until(() => server.calls(SEARCH).length === 1);
    state().queryChanged('جدید');
    ports.timers.advance(1000);
    await settled(state);
    await until(() => server.closedEarly.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(state()).toMatchObject({ status: 'results', query: 'جدید', results: [result(2, 'جدید')] });
    expect(ports.notifier.dialogs).toEqual([]);
  });

  it('a slow old answer that arrives after the newer one does not overwrite it', async () => {
    // This fetch ignores cancellation, like an answer already on its way back.
    const deaf: typeof fetch = (input, init) =>
      fetch(input instanceof Request ? new Request(input, { signal: null }) : input, { ...init, signal: null });
    let oldAnswered = false;
    server.on(SEARCH, (req) => {
      if (req.query.searchText !== 'قدیمی') return { status: 200, body: { data: [result(2, 'جدید')], totalCount: 1 } };
      setTimeout(() => {
        oldAnswered = true;
      }, 160);
      return { status: 200, body: { data: [result(1, 'قدیمی')], totalCount: 1 }, delayMs: 150 };
    });
    const { state, ports } = setup({ fetch: deaf });
    state().queryChanged('قدیمی');
    ports.timers.advance(1000);
    await until(() => server.calls(SEARCH).length === 1);
    state().queryChanged('جدید');
    ports.timers.advance(1000);
    await settled(state);
    expect(state().results).toEqual([result(2, 'جدید')]);
    await until(() => oldAnswered);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(state()).toMatchObject({ status: 'results', query: 'جدید', results: [result(2, 'جدید')] });
  });

  it('a slow old failure after the newer answer is not shown either', async () => {
    const deaf: typeof fetch = (input, init) =>
      fetch(input instanceof Request ? new Request(input, { signal: null }) : input, { ...init, signal: null });
    server.on(SEARCH, (req) =>
      req.query.searchText === 'قدیمی'
        ? { status: 500, delayMs: 100 }
        : { status: 200, body: { data: [result(2)], totalCount: 1 } },
    );
    const { state, ports } = setup({ fetch: deaf });
    state().queryChanged('قدیمی');
    ports.timers.advance(1000);
    await until(() => server.calls(SEARCH).length === 1);
    state().queryChanged('جدید');
    ports.timers.advance(1000);
    await settled(state);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(state().status).toBe('results');
    expect(ports.notifier.dialogs).toEqual([]);
  });

  it('a failed search is shown in the error dialog', async () => {
    server.on(SEARCH, { status: 503 });
    const { state, ports } = setup();
    state().queryChanged('فیلم');
    ports.timers.advance(1000);
    await settled(state);
    expect(state()).toMatchObject({ status: 'error', results: [] });
    expect(ports.notifier.dialogs).toHaveLength(1);
  });

  it('the search icon toggles the overlay; a route change closes it and clears the search', async () => {
    server.on(SEARCH, { status: 200, body: { data: [result(1)], totalCount: 1 } });
    const { state, settings, ports } = setup();
    settings.getState().searchToggled();
    expect(settings.getState().show_search).toBe(true);
    state().queryChanged('فیلم');
    state().routeChanged();
    expect(settings.getState().show_search).toBe(false);
    expect(state()).toMatchObject({ status: 'idle', query: '', results: [] });
    expect(ports.timers.pendingCount()).toBe(0);
    ports.timers.advance(2000);
    expect(server.requests).toEqual([]);
  });

  it('clearing cancels a search in flight', async () => {
    // The answer is held far longer than any machine needs to abort, so the test does not race the answer.
    server.on(SEARCH, { status: 200, body: { data: [result(1)], totalCount: 1 }, delayMs: 30_000 });
    const { state, ports } = setup();
    state().queryChanged('فیلم');
    ports.timers.advance(1000);
    await until(() => server.calls(SEARCH).length === 1, 10_000);
    state().cleared();
    await until(() => server.closedEarly.length === 1, 10_000);
    expect(state()).toMatchObject({ status: 'idle', results: [] });
  });
});
