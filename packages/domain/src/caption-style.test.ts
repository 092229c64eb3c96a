import { defaultCaptionStyle } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts, makeToken } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { type AuthStore, createAuthStore, selectBearerToken } from './auth';
import { createCaptionStyleStore } from './caption-style';
import { createErrorReporter, createUnauthorizedHandler } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const GET = '/api/ProfileQuery/GetCaptionStyle';
const UPDATE = '/api/ProfileCommand/UpdateCaptionStyle';
const TOKEN = makeToken({ FirstName: 'علی', LastName: 'رضایی', MobileNumber: '09121234567' });
const yellow = { ...defaultCaptionStyle, color: 'yellow' as const, size: 150 };

function setup() {
  const ports = fakePorts({ path: '/watch/movie-1' });
  let auth: AuthStore | undefined;
  const api = server.client({ getToken: () => (auth ? selectBearerToken(auth.getState()) : null) });
  const unauthorized = createUnauthorizedHandler(ports.navigation, () => auth?.getState().sessionExpired());
  const reportError = createErrorReporter({ ...ports, unauthorized });
  auth = createAuthStore({ ...ports, api, reportError });
  auth.getState().signedIn(TOKEN);
  const captions = createCaptionStyleStore({ api, auth, reportError });
  return { ports, auth, captions, state: () => captions.getState() };
}

describe('the caption-style store', () => {
  it('starts at the defaults and reads the member’s style', async () => {
    const { state } = setup();
    expect(state()).toMatchObject({ status: 'idle', style: defaultCaptionStyle });
    server.on(GET, { status: 200, body: yellow });
    const reading = state().styleRequested();
    expect(state().status).toBe('loading');
    // A second ask while reading does nothing.
    await state().styleRequested();
    await reading;
    expect(state()).toMatchObject({ status: 'ready', style: yellow });
  });

  it('shows a change at once and keeps what the server answers', async () => {
    const { state } = setup();
    server.on(UPDATE, { status: 200, body: { ...defaultCaptionStyle, edge: 'uniform' } });
    const saving = state().styleChanged({ edge: 'uniform' });
    expect(state()).toMatchObject({ status: 'saving', style: { edge: 'uniform' } });
    await saving;
    expect(state()).toMatchObject({ status: 'ready', style: { ...defaultCaptionStyle, edge: 'uniform' } });
    const sent = server.requests.filter((r) => r.path === UPDATE).map((r) => r.body);
    expect(sent).toEqual([{ edge: 'uniform' }]);
  });

  it('sends changes in order and shows the last one picked while earlier ones are answered', async () => {
    const { state } = setup();
    server.on(UPDATE, { status: 200, body: { ...defaultCaptionStyle, color: 'yellow' } });
    const first = state().styleChanged({ color: 'yellow' });
    const second = state().styleChanged({ size: 150 });
    expect(state().style).toMatchObject({ color: 'yellow', size: 150 });
    await first;
    expect(state()).toMatchObject({ status: 'saving', style: { color: 'yellow', size: 150 } });
    server.on(UPDATE, { status: 200, body: yellow });
    await second;
    expect(state()).toMatchObject({ status: 'ready', style: yellow });
  });

  it('puts the confirmed style back when a change is refused, and says why', async () => {
    const { state, ports } = setup();
    server.on(GET, { status: 200, body: yellow });
    await state().styleRequested();
    server.on(UPDATE, { status: 500, body: errorBody('خطای پیش بینی نشده') });
    await state().styleChanged({ color: 'red' });
    expect(state()).toMatchObject({ status: 'failed', style: yellow });
    expect(ports.notifier.toasts.length + ports.notifier.dialogs.length).toBeGreaterThan(0);
  });

  it('reports a failed read and may read again', async () => {
    const { state } = setup();
    server.on(GET, { status: 500, body: errorBody('خطای پیش بینی نشده') });
    await state().styleRequested();
    expect(state()).toMatchObject({ status: 'failed', style: defaultCaptionStyle });
    server.on(GET, { status: 200, body: yellow });
    await state().styleRequested();
    expect(state()).toMatchObject({ status: 'ready', style: yellow });
  });

  it('forgets the member’s style when the session ends', async () => {
    const { state, auth } = setup();
    server.on(GET, { status: 200, body: yellow });
    await state().styleRequested();
    auth.getState().loggedOut();
    expect(state()).toMatchObject({ status: 'idle', style: defaultCaptionStyle });
  });
});
