import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts, makeToken, until } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { type AuthStore, createAuthStore, selectBearerToken } from './auth';
import { paths } from './paths';
import { createErrorReporter } from './report-error';
import { createWatchStore } from './watch';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const LINK = '/api/VideoQuery/GetVideoLink';
const ACTIVITY = '/api/VideoCommand/AddUserActivity';
const TOKEN = makeToken({ FirstName: 'علی', LastName: 'رضایی', MobileNumber: '09121234567', pid: 3 });
/** The same account with another member active. */
const OTHER_MEMBER = makeToken({ FirstName: 'علی', LastName: 'رضایی', MobileNumber: '09121234567', pid: 4 });
const UNSENT = 'parde:unsentProgress';
const link = (videoId: number, position = 0) => ({
  url: `/media/hls/${videoId}/master.m3u8?sig=x`,
  expiresAt: '2026-11-23T04:00:00.000Z',
  position,
});

function setup(options: { signedIn?: boolean } = {}) {
  const ports = fakePorts({ path: '/movies-detail/7' });
  let auth: AuthStore | undefined;
  const api = server.client({ getToken: () => (auth ? selectBearerToken(auth.getState()) : null) });
  const reportError = createErrorReporter(ports);
  auth = createAuthStore({ ...ports, api, reportError });
  const watch = createWatchStore({ ...ports, api, auth, reportError });
  if (options.signedIn !== false) auth.getState().signedIn(TOKEN);
  server.on(LINK, (req) => ({ status: 200, body: link(Number(req.query.videoId), 42) }));
  server.on(ACTIVITY, { status: 200, body: { success: true } });
  return { ports, auth, state: () => watch.getState() };
}

async function playing(videoId = 7) {
  const s = setup();
  await s.state().playRequested(videoId);
  return s;
}

/** The reports sent, each checked to carry its reading time (`at`, never going back), without it. */
const reports = () => {
  const bodies = server.calls(ACTIVITY).map((r) => r.body as { at?: unknown });
  const times = bodies.map((body) => body.at as number);
  expect(times.every((at, i) => Number.isInteger(at) && (i === 0 || at >= times[i - 1]!))).toBe(true);
  return bodies.map(({ at: _at, ...rest }) => rest);
};

describe('the link renewed before it expires', () => {
  const urlOf = (s: { status: string; url?: string }) => (s.status === 'ready' ? s.url : undefined);
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('fetches a fresh link a minute before expiry and swaps it in, playing on, again and again', async () => {
    const { state, ports } = setup();
    let n = 0;
    server.on(LINK, () => ({
      status: 200,
      body: { url: `/media/s/${++n}/master.m3u8`, expiresAt: inMinutes(5), position: 42 },
    }));
    await state().playRequested(7);
    expect(state()).toMatchObject({ status: 'ready', url: '/media/s/1/master.m3u8', position: 42 });
    ports.timers.advance(3 * 60_000);
    expect(server.calls(LINK)).toHaveLength(1);
    ports.timers.advance(60_000);
    await until(() => urlOf(state()) === '/media/s/2/master.m3u8');
    expect(state()).toMatchObject({ status: 'ready', videoId: 7, position: 42 });
    ports.timers.advance(4 * 60_000);
    await until(() => urlOf(state()) === '/media/s/3/master.m3u8');
  });

  it('drops a fresh link that arrives after the player closed, and renews soon when the expiry is unreadable', async () => {
    const { state, ports } = setup();
    server.on(LINK, { status: 200, body: { url: '/media/s/1/master.m3u8', expiresAt: 'soon', position: 0 } });
    await state().playRequested(7);
    server.on(LINK, { status: 200, body: { url: '/media/s/2/master.m3u8', expiresAt: inMinutes(5) }, delayMs: 100 });
    ports.timers.advance(5_000);
    await until(() => server.calls(LINK).length === 2);
    state().stopped(1, 600);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(state().status).toBe('idle');
  });

  it('stops renewing when the player closes or the session ends, and keeps the link when a renewal fails', async () => {
    const { state, ports, auth } = setup();
    server.on(LINK, { status: 200, body: { url: '/media/s/1/master.m3u8', expiresAt: inMinutes(5), position: 0 } });
    await state().playRequested(7);
    server.on(LINK, { status: 500, body: errorBody('InternalError') });
    ports.timers.advance(4 * 60_000);
    await until(() => server.calls(LINK).length === 2);
    expect(state()).toMatchObject({ status: 'ready', url: '/media/s/1/master.m3u8' });
    expect(ports.notifier.toasts).toHaveLength(0);

    server.on(LINK, { status: 200, body: { url: '/media/s/2/master.m3u8', expiresAt: inMinutes(5), position: 0 } });
    await state().playRequested(7);
    state().stopped(1, 600);
    ports.timers.advance(10 * 60_000);
    await state().playRequested(8);
    auth.getState().loggedOut();
    ports.timers.advance(10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls(LINK)).toHaveLength(4);
  });
});

describe('a link fetched ahead of the play (decision 046)', () => {
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('is the link the play uses: asked for once, however often the member hovers', async () => {
    const { state } = setup();
    server.on(LINK, (req) => ({ status: 200, body: { ...link(Number(req.query.videoId), 42), expiresAt: later(30) } }));
    await expect(state().linkPrefetched(7)).resolves.toBe(link(7).url);
    await state().linkPrefetched(7);
    await state().playRequested(7);
    expect(server.calls(LINK)).toHaveLength(1);
    expect(state()).toMatchObject({ status: 'ready', videoId: 7, url: link(7).url, position: 42 });
    // The next play of the same video asks afresh.
    await state().playRequested(7);
    expect(server.calls(LINK)).toHaveLength(2);
  });

  it('is not used when it has less than a minute left, or failed; nothing is asked for signed out', async () => {
    const { state } = setup();
    server.on(LINK, (req) => ({ status: 200, body: { ...link(Number(req.query.videoId)), expiresAt: later(0.5) } }));
    await state().linkPrefetched(7);
    await state().playRequested(7);
    expect(server.calls(LINK)).toHaveLength(2);
    server.on(LINK, { status: 500, body: errorBody('ServerError') });
    await expect(state().linkPrefetched(8)).resolves.toBeNull();
    server.on(LINK, (req) => ({ status: 200, body: { ...link(Number(req.query.videoId)), expiresAt: later(30) } }));
    await state().playRequested(8);
    expect(state()).toMatchObject({ status: 'ready', videoId: 8 });
    const out = setup({ signedIn: false });
    server.reset();
    await expect(out.state().linkPrefetched(7)).resolves.toBeNull();
    expect(server.requests).toEqual([]);
  });
});

describe('video link', () => {
  it('asks for the signed link with the token and resumes where the server says', async () => {
    const { state } = setup();
    const pending = state().playRequested(7);
    expect(state()).toEqual(expect.objectContaining({ status: 'loading', videoId: 7 }));
    await pending;
    expect(server.calls(LINK)[0]?.query).toEqual({ videoId: '7' });
    expect(server.calls(LINK)[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(state()).toMatchObject({ status: 'ready', videoId: 7, url: link(7).url, position: 42 });
  });

  it('signed out: off to login with the way back, nothing asked', async () => {
    const { state, auth } = setup({ signedIn: false });
    await state().playRequested(7);
    expect(auth.getState()).toMatchObject({ redirectToLoginPage: true, loginRedirect: '/movies-detail/7' });
    expect(server.requests).toEqual([]);
    expect(state().status).toBe('idle');
  });

  it('a refused link stores the message and goes through the error path', async () => {
    const { state, ports } = setup();
    server.on(LINK, { status: 404, body: errorBody('NotExistsError') });
    await state().playRequested(7);
    expect(state()).toMatchObject({ status: 'error', videoId: 7 });
    expect(ports.notifier.toasts).toHaveLength(1);
    expect(ports.navigation.last()).toBe(paths.notFound);
  });

  it('a newer video wins over a slow older answer, success or failure', async () => {
    const { state, ports } = setup();
    server.on(LINK, (req) =>
      req.query.videoId === '1'
        ? { status: 200, body: link(1), delayMs: 50 }
        : req.query.videoId === '2'
          ? { status: 500, body: errorBody('boom'), delayMs: 50 }
          : { status: 200, body: link(3) },
    );
    const first = state().playRequested(1);
    const second = state().playRequested(2);
    await state().playRequested(3);
    await Promise.all([first, second]);
    expect(state()).toMatchObject({ status: 'ready', videoId: 3 });
    expect(ports.notifier.dialogs).toEqual([]);
  });
});

describe('progress reports', () => {
  it('reports at once, then at most every 15 s with the latest position', async () => {
    const { state, ports } = await playing();
    state().progressed(1, 600);
    await until(() => reports().length === 1);
    state().progressed(5, 600);
    state().progressed(9, 600);
    ports.timers.advance(14_999);
    expect(reports()).toHaveLength(1);
    ports.timers.advance(1);
    await until(() => reports().length === 2);
    expect(reports()).toEqual([
      { videoId: 7, position: 1, duration: 600 },
      { videoId: 7, position: 9, duration: 600 },
    ]);
    expect(server.calls(ACTIVITY)[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);

    ports.timers.advance(15_000);
    expect(ports.timers.pendingCount()).toBe(0);
    state().progressed(30, 600);
    await until(() => reports().length === 3);
  });

  it('pausing reports now and ends the wait', async () => {
    const { state, ports } = await playing();
    state().progressed(1, 600);
    state().progressed(4, 600);
    state().paused(5, 600);
    await until(() => reports().length === 2);
    expect(reports().at(-1)).toEqual({ videoId: 7, position: 5, duration: 600 });
    // Only the link's renewal is still waiting.
    expect(ports.timers.pendingCount()).toBe(1);
  });

  it('stopping reports the last position and forgets the video; later progress is not reported', async () => {
    const { state, ports } = await playing();
    state().stopped(12, 600);
    await until(() => reports().length === 1);
    expect(state().status).toBe('idle');
    state().progressed(13, 600);
    state().paused(14, 600);
    ports.timers.advance(30_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reports()).toEqual([{ videoId: 7, position: 12, duration: 600 }]);
  });

  it('switching video reports the old one’s pending position first', async () => {
    const { state } = await playing(7);
    state().progressed(1, 600);
    state().progressed(8, 600);
    await state().playRequested(9);
    await until(() => reports().length === 2);
    expect(reports().at(-1)).toEqual({ videoId: 7, position: 8, duration: 600 });
    state().progressed(2, 300);
    await until(() => reports().length === 3);
    expect(reports().at(-1)).toEqual({ videoId: 9, position: 2, duration: 300 });
  });

  it('a lost report is not worth a dialog', async () => {
    const { state, ports } = await playing();
    server.on(ACTIVITY, { status: 503 });
    state().progressed(1, 600);
    await until(() => reports().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ports.notifier.dialogs).toEqual([]);
  });
});

describe('reports that find no network', () => {
  const sent = () =>
    server.calls(ACTIVITY).map(({ body }) => body as { videoId: number; position: number; at: number });
  const kept = (ports: { storage: { get(key: string): string | null } }) =>
    JSON.parse(ports.storage.get(UNSENT) ?? 'null') as Record<string, Record<string, { position: number }>> | null;

  it('keeps the latest per video for the member, and sends it when the network is back', async () => {
    const { state, ports } = await playing();
    server.on(ACTIVITY, { status: 200, drop: true });
    state().progressed(1, 600);
    state().paused(5, 600);
    await until(() => kept(ports)?.['3']?.['7']?.position === 5);
    await state().playRequested(9);
    state().paused(2, 300);
    await until(() => kept(ports)?.['3']?.['9'] !== undefined);
    expect(Object.keys(kept(ports)?.['3'] ?? {})).toEqual(['7', '9']);

    server.on(ACTIVITY, { status: 200, body: { success: true } });
    const before = sent().length;
    await state().connectionReturned();
    const resent = sent().slice(before);
    expect(
      resent.map(({ videoId, position }) => ({ videoId, position })).sort((a, b) => a.videoId - b.videoId),
    ).toEqual([
      { videoId: 7, position: 5 },
      { videoId: 9, position: 2 },
    ]);
    // Sent with the time it was read, so a newer position the server already has stays.
    expect(resent.find((r) => r.videoId === 7)?.at).toBe(sent()[1]?.at);
    expect(ports.storage.get(UNSENT)).toBeNull();
    await state().connectionReturned();
    expect(sent()).toHaveLength(before + 2);
  });

  it('keeps nothing the server refused, and a later report that lands replaces the kept one', async () => {
    const { state, ports } = await playing();
    server.on(ACTIVITY, { status: 503 });
    state().paused(5, 600);
    await until(() => sent().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ports.storage.get(UNSENT)).toBeNull();

    server.on(ACTIVITY, { status: 200, drop: true });
    state().paused(6, 600);
    await until(() => kept(ports) !== null);
    server.on(ACTIVITY, { status: 200, body: { success: true } });
    state().paused(8, 600);
    await until(() => ports.storage.get(UNSENT) === null);
    expect(ports.notifier.dialogs).toEqual([]);
  });

  it('sends a member’s kept reports only while that member is active; logging out drops them', async () => {
    const { state, ports, auth } = await playing();
    server.on(ACTIVITY, { status: 200, drop: true });
    state().paused(5, 600);
    await until(() => kept(ports) !== null);
    server.on(ACTIVITY, { status: 200, body: { success: true } });

    auth.getState().tokenRefreshed(OTHER_MEMBER);
    await state().connectionReturned();
    expect(sent()).toHaveLength(1);
    auth.getState().tokenRefreshed(TOKEN);
    await state().connectionReturned();
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toMatchObject({ videoId: 7, position: 5 });

    server.on(ACTIVITY, { status: 200, drop: true });
    state().paused(9, 600);
    await until(() => kept(ports) !== null);
    auth.getState().loggedOut();
    expect(ports.storage.get(UNSENT)).toBeNull();
  });

  it('reports a stored download’s position without a link, throttled like the player’s, and keeps it offline', async () => {
    const { state, ports } = setup();
    state().downloadProgressed(11, 1, 100);
    state().downloadProgressed(11, 4, 100);
    await until(() => sent().length === 1);
    expect(sent()[0]).toMatchObject({ videoId: 11, position: 1, duration: 100 });
    server.on(ACTIVITY, { status: 200, drop: true });
    state().downloadPaused(11, 7, 100);
    await until(() => kept(ports)?.['3']?.['11']?.position === 7);
    expect(state().status).toBe('idle');
    expect(server.calls(LINK)).toHaveLength(0);
  });
});

describe('kept reports, unusual cases', () => {
  it('an unreadable kept list is started afresh, and a signed-out download reports nothing', async () => {
    const { state, ports } = await playing();
    ports.storage.set(UNSENT, '{not json');
    server.on(ACTIVITY, { status: 200, drop: true });
    state().paused(5, 600);
    await until(() => ports.storage.get(UNSENT)?.startsWith('{"3":') === true);
    expect(JSON.parse(ports.storage.get(UNSENT) ?? '')['3']['7']).toMatchObject({ position: 5 });

    const signedOut = setup({ signedIn: false });
    const before = server.calls(ACTIVITY).length;
    signedOut.state().downloadProgressed(11, 3, 100);
    signedOut.state().downloadPaused(11, 4, 100);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.calls(ACTIVITY)).toHaveLength(before);
  });
});

describe('logout', () => {
  it('forgets the video and drops the pending report', async () => {
    const { state, auth, ports } = await playing();
    state().progressed(1, 600);
    state().progressed(2, 600);
    await until(() => reports().length === 1);
    auth.getState().loggedOut();
    expect(state().status).toBe('idle');
    expect(ports.timers.pendingCount()).toBe(0);
    ports.timers.advance(30_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reports()).toHaveLength(1);
  });

  it('a link answered after logout is dropped', async () => {
    const { state, auth } = setup();
    server.on(LINK, { status: 200, body: link(7), delayMs: 40 });
    const pending = state().playRequested(7);
    auth.getState().loggedOut();
    await pending;
    expect(state().status).toBe('idle');
  });
});

describe('the member’s playback settings', () => {
  const SETTINGS = '/api/ProfileQuery/GetPlaybackSettings';
  const UPDATE = '/api/ProfileCommand/UpdatePlaybackSettings';
  const saved = {
    audioLanguage: 'en',
    subtitleLanguage: 'fa',
    subtitleSize: 'large',
    subtitleBackground: 'opaque',
    autoplayNext: false,
    dataUsage: 'low',
  };

  it('starts from the defaults and takes the server’s settings when asked', async () => {
    const { state } = setup();
    expect(state().settings).toEqual({
      audioLanguage: null,
      subtitleLanguage: null,
      subtitleSize: 'medium',
      subtitleBackground: 'translucent',
      autoplayNext: true,
      downloadNext: false,
      dataUsage: null,
    });
    server.on(SETTINGS, { status: 200, body: saved });
    await state().settingsRequested();
    expect(state().settings).toEqual(saved);
    // Asked again a moment later (the play after a hover on «تماشا»): the same read serves it.
    await state().settingsRequested();
    expect(server.calls(SETTINGS)).toHaveLength(1);
  });

  it('reads again for another member, and after the session ends', async () => {
    const { state, auth } = setup();
    server.on(SETTINGS, { status: 200, body: saved });
    await state().settingsRequested();
    auth.getState().tokenRefreshed(OTHER_MEMBER);
    await state().settingsRequested();
    expect(server.calls(SETTINGS)).toHaveLength(2);
    auth.getState().loggedOut();
    auth.getState().signedIn(TOKEN);
    await state().settingsRequested();
    expect(server.calls(SETTINGS)).toHaveLength(3);
  });

  it('shows a change at once and sends only what changed', async () => {
    const { state } = setup();
    server.on(UPDATE, (req) => ({ status: 200, body: { ...saved, ...(req.body as object) } }));
    const saving = state().settingsChanged({ subtitleLanguage: 'en' });
    expect(state().settings.subtitleLanguage).toBe('en');
    await saving;
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ subtitleLanguage: 'en' }]);
    expect(state().settings).toEqual({ ...saved, subtitleLanguage: 'en' });
  });

  it('two quick changes reach the server in order, and the older answer does not undo the newer choice', async () => {
    const { state } = setup();
    // The first answer is slow: sent at once, the second would be written first and answered first.
    server.on(UPDATE, (req) => ({
      status: 200,
      body: { ...saved, ...(req.body as object) },
      delayMs: (req.body as { subtitleLanguage?: string | null }).subtitleLanguage === null ? 150 : 0,
    }));
    const off = state().settingsChanged({ subtitleLanguage: null });
    const on = state().settingsChanged({ subtitleLanguage: 'fa' });
    await Promise.all([off, on]);
    expect(server.calls(UPDATE).map((r) => r.body)).toEqual([{ subtitleLanguage: null }, { subtitleLanguage: 'fa' }]);
    expect(state().settings.subtitleLanguage).toBe('fa');
  });

  it('keeps the choice when saving fails, and asks nothing when signed out', async () => {
    const { state } = setup();
    server.on(UPDATE, { status: 500, body: errorBody('ServerError') });
    await state().settingsChanged({ autoplayNext: false });
    expect(state().settings.autoplayNext).toBe(false);
    const out = setup({ signedIn: false });
    await out.state().settingsRequested();
    expect(server.calls(SETTINGS)).toHaveLength(0);
  });
});
