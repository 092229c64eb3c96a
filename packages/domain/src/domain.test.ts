import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts, makeToken, until } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { AGE_RANGE_STORAGE_KEY, PROGRESS_SETTLE_LIMIT_MS, TOKEN_STORAGE_KEY } from './constants';
import { createDomain, type Domain } from './domain';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const TOKEN = makeToken({ FirstName: 'علی', LastName: 'رضایی', pid: 1 });
/** The same account signed in again: another token. */
const NEXT_TOKEN = makeToken({ FirstName: 'علی', LastName: 'رضایی', pid: 1, sid: 'next' });

/** Built the way apps/web builds it: the api client reads the domain lazily. */
function build(ports = fakePorts()) {
  let domain: Domain | undefined;
  const api = server.client({
    getToken: () => domain?.getToken() ?? null,
    getAgeRange: () => domain?.getAgeRange() ?? null,
    onUnauthorized: (error, sentToken) => domain?.unauthorized(error, sentToken),
  });
  domain = createDomain({ ...ports, api });
  return { ports, domain, api };
}

describe('createDomain', () => {
  it('makes no call while it builds', () => {
    build();
    expect(server.requests).toEqual([]);
  });

  it('the api client carries the signed-in token and the active member’s age range', async () => {
    const { domain, api } = build(fakePorts({ storage: { [TOKEN_STORAGE_KEY]: TOKEN, [AGE_RANGE_STORAGE_KEY]: '7' } }));
    server.on('/api/user/CheckToken', { status: 200, body: { valid: true } });
    await domain.auth.getState().started();
    await api.getHomeSeries({ pageNumber: 1, pageSize: 10 });
    const call = server.calls('/api/SeriesQuery/GetHomeSeries')[0];
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call?.headers.agerange).toBe('7');
  });

  it('signed out with no member, no bearer is sent and AgeRange is the widest range (spec §7)', async () => {
    const { api } = build();
    await api.getLatestMovies({ pageNumber: 1, pageSize: 10 });
    const call = server.calls('/api/MovieQuery/GetLatestMovies')[0];
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers.agerange).toBe('18');
  });

  it('search sends the active member’s age range and closes with the overlay on a route change', async () => {
    const { domain, ports } = build(fakePorts({ storage: { [AGE_RANGE_STORAGE_KEY]: '15' } }));
    server.on('/api/SearchQuery/Search', { status: 200, body: { data: [], totalCount: 0 } });
    domain.settings.getState().searchToggled();
    domain.search.getState().queryChanged('سریال');
    ports.timers.advance(1000);
    await until(() => server.calls('/api/SearchQuery/Search').length > 0);
    expect(server.calls('/api/SearchQuery/Search')[0]?.query.ageRange).toBe('15');
    domain.search.getState().routeChanged();
    expect(domain.settings.getState().show_search).toBe(false);
  });

  it('logout clears the members of that account too', () => {
    const { domain } = build(fakePorts({ storage: { [AGE_RANGE_STORAGE_KEY]: '12' } }));
    domain.auth.getState().signedIn(TOKEN);
    expect(domain.getAgeRange()).toBe(12);
    domain.auth.getState().loggedOut();
    expect(domain.getAgeRange()).toBeNull();
    expect(domain.getToken()).toBeNull();
  });

  it('reports errors of the app’s own calls through the same path', async () => {
    const { domain, ports } = build();
    server.on('/api/MessageCommand/Create', { status: 503 });
    const api = server.client();
    await api
      .createMessage({
        fullName: 'علی',
        contact: '09121234567',
        subject: 'سلام',
        text: 'متن پیام آزمایشی',
        captchaId: 'c',
        captchaAnswer: '1',
      })
      .catch((error) => domain.reportError(error));
    expect(ports.notifier.dialogs).toHaveLength(1);
  });

  it('reads the account holder’s details, reports a failure, and forgets them when the session ends', async () => {
    const { domain, ports } = build();
    domain.auth.getState().signedIn(TOKEN);
    server.on('/api/account/me', { status: 200, body: { firstName: 'علی', lastName: 'رضایی', mobile: '09121234567' } });
    await domain.account.getState().load();
    expect(domain.account.getState()).toMatchObject({ status: 'success', result: { firstName: 'علی' } });
    domain.auth.getState().loggedOut();
    expect(domain.account.getState()).toMatchObject({ status: 'idle', result: null });

    domain.auth.getState().signedIn(TOKEN);
    server.on('/api/account/me', { status: 503 });
    await domain.account.getState().load();
    expect(domain.account.getState().status).toBe('error');
    expect(ports.notifier.toasts.length + ports.notifier.dialogs.length).toBe(1);
  });

  it('with no report on its way, the reads of positions do not wait', async () => {
    const { domain } = build();
    await expect(domain.progressSettled()).resolves.toBeUndefined();
  });

  describe('a resume point read as the viewer leaves the player', () => {
    const RESUME = '/api/VideoQuery/GetResumePoint';
    const leaving = async (activityDelayMs: number) => {
      const { domain, ports, api } = build();
      domain.auth.getState().signedIn(TOKEN);
      server.on('/api/VideoQuery/GetVideoLink', {
        status: 200,
        body: { url: '/media/x.m3u8', expiresAt: new Date(Date.now() + 300_000).toISOString(), position: 0 },
      });
      let reportAnsweredAt = 0;
      server.on('/api/VideoCommand/AddUserActivity', () => {
        reportAnsweredAt = Date.now() + activityDelayMs;
        return { status: 200, body: { success: true }, delayMs: activityDelayMs };
      });
      let askedAt = 0;
      server.on(RESUME, () => {
        askedAt = Date.now();
        return { status: 200, body: { videoId: 7, position: 42, duration: 1200 } };
      });
      await domain.watch.getState().playRequested(7);
      domain.watch.getState().stopped(42, 1200);
      // As the app's read does: wait for the reports, then ask.
      const loaded = domain.progressSettled().then(() => api.getResumePoint({ type: 'Movie', id: 5 }));
      return { ports, loaded, times: () => ({ reportAnsweredAt, askedAt }) };
    };

    it('is asked for only after the last progress report has landed', async () => {
      const { loaded, times } = await leaving(150);
      await loaded;
      expect(server.calls(RESUME)).toHaveLength(1);
      expect(times().askedAt).toBeGreaterThanOrEqual(times().reportAnsweredAt);
    });

    it('does not wait past the limit for a report that hangs', async () => {
      const { ports, loaded } = await leaving(60_000);
      await until(() => server.calls('/api/VideoCommand/AddUserActivity').length === 1);
      const pending = Symbol('pending');
      expect(
        await Promise.race([loaded.then(() => 'loaded'), new Promise((r) => setTimeout(() => r(pending), 20))]),
      ).toBe(pending);
      expect(server.calls(RESUME)).toHaveLength(0);
      ports.timers.advance(PROGRESS_SETTLE_LIMIT_MS);
      await loaded;
      expect(server.calls(RESUME)).toHaveLength(1);
    });
  });

  it('gives each form its own captcha', async () => {
    const { domain } = build();
    let n = 0;
    server.on('/api/account/Captcha', () => ({ status: 200, body: { file: 'f', id: `c-${++n}` } }));
    await domain.captchas.playlist.getState().load();
    await domain.captchas.contact.getState().load();
    expect(domain.captchas.playlist.getState().result?.id).toBe('c-1');
    expect(domain.captchas.contact.getState().result?.id).toBe('c-2');
    expect(domain.contact.getState().status).toBe('idle');
  });

  describe('a 401 in mid-session (spec §6)', () => {
    const signedInOn = async (path: string) => {
      const built = build(fakePorts({ path, storage: { [TOKEN_STORAGE_KEY]: TOKEN, [AGE_RANGE_STORAGE_KEY]: '12' } }));
      server.on('/api/user/CheckToken', { status: 200, body: { valid: true } });
      await built.domain.auth.getState().started();
      return built;
    };

    it('ends the session before the silent trip to login, so the login page sees a visitor (no loop)', async () => {
      const { domain, ports } = await signedInOn('/playlist');
      let statusWhenNavigating: string | undefined;
      const navigate = ports.navigation.navigate;
      ports.navigation.navigate = (to, options) => {
        statusWhenNavigating = domain.auth.getState().status;
        navigate(to, options);
      };
      server.on('/api/PlayListQuery/GetUserPlayList', { status: 401, body: errorBody('Unauthorized') });
      await domain.playlists.getState().playlistsRequested();
      expect(statusWhenNavigating).toBe('anonymous');
      expect(ports.navigation.calls).toEqual([{ to: '/login/playlist', replace: true }]);
      expect(ports.storage.get(TOKEN_STORAGE_KEY)).toBeNull();
      expect(ports.storage.get(AGE_RANGE_STORAGE_KEY)).toBeNull();
      expect(domain.getToken()).toBeNull();
      expect(ports.notifier.dialogs).toEqual([]);
      expect(ports.notifier.toasts).toEqual([]);
    });

    it('a progress report’s 401, which nobody reports, still ends the session', async () => {
      const { domain, ports } = await signedInOn('/episodes/3');
      server.on('/api/VideoQuery/GetVideoLink', {
        status: 200,
        body: { url: '/media/x.m3u8', expiresAt: new Date(Date.now() + 300_000).toISOString(), position: 0 },
      });
      await domain.watch.getState().playRequested(7);
      server.on('/api/VideoCommand/AddUserActivity', { status: 401, body: errorBody('Unauthorized') });
      domain.watch.getState().progressed(30, 600);
      await until(() => domain.auth.getState().status === 'anonymous');
      expect(ports.navigation.last()).toBe('/login/episodes/3');
      expect(domain.watch.getState().status).toBe('idle');
    });

    it('a link renewal’s 401 ends the session too', async () => {
      const { domain, ports } = await signedInOn('/movies-detail/5');
      server.on('/api/VideoQuery/GetVideoLink', {
        status: 200,
        body: { url: '/media/x.m3u8', expiresAt: new Date(Date.now() + 300_000).toISOString(), position: 0 },
      });
      await domain.watch.getState().playRequested(7);
      server.on('/api/VideoQuery/GetVideoLink', { status: 401, body: errorBody('Unauthorized') });
      ports.timers.advance(300_000);
      await until(() => domain.auth.getState().status === 'anonymous');
      expect(ports.navigation.last()).toBe('/login/movies-detail/5');
    });

    it('a catalogue read’s 401 that beats CheckToken also logs out where the visitor is (issue 28 ⚠C)', async () => {
      const { domain, ports, api } = build(fakePorts({ path: '/movies', storage: { [TOKEN_STORAGE_KEY]: TOKEN } }));
      server.on('/api/user/CheckToken', { status: 401, body: errorBody('Unauthorized'), delayMs: 50 });
      server.on('/api/MovieQuery/GetLatestMovies', { status: 401, body: errorBody('Unauthorized') });
      const starting = domain.auth.getState().started();
      await api.getLatestMovies({ pageNumber: 1, pageSize: 10 }).catch((error) => domain.reportError(error));
      await starting;
      expect(server.calls('/api/MovieQuery/GetLatestMovies')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(domain.auth.getState()).toMatchObject({ status: 'anonymous', isTokenSetedFromStorage: true });
      expect(ports.navigation.calls).toEqual([]);
    });

    it('a slow 401 for the token held before signing in again keeps the new session (issue #35)', async () => {
      const { domain, ports } = await signedInOn('/playlist');
      // Sent with the old token, answered 401 after the viewer has signed in again.
      server.on('/api/PlayListQuery/GetUserPlayList', { status: 401, body: errorBody('Unauthorized'), delayMs: 300 });
      const slow = domain.playlists.getState().playlistsRequested();
      await until(() => server.calls('/api/PlayListQuery/GetUserPlayList').length === 1);
      domain.auth.getState().signedIn(NEXT_TOKEN);
      const started = Date.now();
      await slow;
      console.log(`slow 401 answered ${Date.now() - started} ms after the new sign-in`);
      expect(server.calls('/api/PlayListQuery/GetUserPlayList')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(domain.auth.getState()).toMatchObject({ status: 'authenticated', token: NEXT_TOKEN });
      expect(ports.storage.get(TOKEN_STORAGE_KEY)).toBe(NEXT_TOKEN);
      expect(ports.navigation.calls).toEqual([]);
      // A 401 for the token held now still ends it.
      server.on('/api/PlayListQuery/GetUserPlayList', { status: 401, body: errorBody('Unauthorized') });
      await domain.playlists.getState().playlistsRequested();
      expect(domain.auth.getState().status).toBe('anonymous');
      expect(ports.navigation.last()).toBe('/login/playlist');
    });

    it('a deleted member’s 401 keeps the sign-in and asks who is watching (issue #35)', async () => {
      const { domain, ports } = await signedInOn('/playlist');
      const gone = { code: 'MemberGone', ...errorBody('The member was deleted') };
      server.on('/api/PlayListQuery/GetUserPlayList', { status: 401, body: gone });
      server.on('/api/ProfileQuery/GetProfile', {
        status: 200,
        body: { data: [{ id: 2, profileName: 'سارا', avatarPath: '/a.svg', ageRange: 18 }], totalCount: 1 },
      });
      await domain.playlists.getState().playlistsRequested();
      expect(ports.navigation.calls).toEqual([{ to: '/select-member', replace: true }]);
      expect(domain.auth.getState()).toMatchObject({ status: 'authenticated', token: TOKEN });
      expect(domain.getAgeRange()).toBeNull();
      expect(ports.notifier.toasts.map((t) => t.message)).toEqual([
        'این عضو حذف شده است؛ لطفاً عضو دیگری را انتخاب کنید',
      ]);
      await until(() => domain.members.getState().memberList.status === 'success');
      expect(domain.members.getState().memberList.result?.data.map((m) => m.id)).toEqual([2]);
    });

    it('an invalid stored token at start-up logs out where the visitor is: no trip to login', async () => {
      const { domain, ports } = build(fakePorts({ path: '/movies', storage: { [TOKEN_STORAGE_KEY]: TOKEN } }));
      server.on('/api/user/CheckToken', { status: 401, body: errorBody('Unauthorized') });
      await domain.auth.getState().started();
      expect(domain.auth.getState().status).toBe('anonymous');
      expect(ports.navigation.calls).toEqual([]);
    });
  });
});
