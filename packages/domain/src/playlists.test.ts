import { errorCodes, type Playlist } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts, makeToken } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { type AuthStore, createAuthStore, selectBearerToken } from './auth';
import { createCaptchaStore } from './captcha';
import { createPlaylistsStore } from './playlists';
import { createErrorReporter } from './report-error';
import { createSettingsStore } from './settings';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const LISTS = '/api/PlayListQuery/GetUserPlayList';
const CHECK = '/api/PlayListQuery/CheckItemInUserPlayLists';
const ADD = '/api/PlayListCommand/addItem';
const REMOVE = '/api/PlayListCommand/removeItemByForeignKey';
const CREATE = '/api/PlayListCommand/Create';
const DELETE = '/api/PlayListCommand/Delete';
const CAPTCHA = '/api/account/Captcha';

const TOKEN = makeToken({ FirstName: 'علی', LastName: 'رضایی', MobileNumber: '09121234567' });
const playlist = (id: number, itemCount = 0): Playlist => ({
  id,
  title: `فهرست ${id}`,
  picture: null,
  privacy: 'Private',
  itemCount,
  createdAt: '2026-01-01T00:00:00.000Z',
  ownerName: 'علی رضایی',
  isOwner: true,
});
const movie = { foreignKey: 42, type: 'Movie' as const };

function setup(options: { signedIn?: boolean; path?: string } = {}) {
  const ports = fakePorts({ path: options.path ?? '/movies-detail/42' });
  let auth: AuthStore | undefined;
  const api = server.client({ getToken: () => (auth ? selectBearerToken(auth.getState()) : null) });
  const reportError = createErrorReporter(ports);
  auth = createAuthStore({ ...ports, api, reportError });
  const settings = createSettingsStore(ports);
  const captcha = createCaptchaStore(api, reportError);
  const playlists = createPlaylistsStore({ ...ports, api, auth, settings, captcha, reportError });
  if (options.signedIn !== false) auth.getState().signedIn(TOKEN);
  return { ports, auth, settings, captcha, playlists, state: () => playlists.getState() };
}

async function withLists(lists: Playlist[]) {
  server.on(LISTS, { status: 200, body: { data: lists, totalCount: lists.length } });
  const s = setup();
  await s.state().playlistsRequested();
  return s;
}

describe('signed out', () => {
  it('every action asks for sign-in (with the way back) and calls nothing', async () => {
    const { state, auth } = setup({ signedIn: false });
    await state().playlistsRequested();
    await state().itemChecked(movie);
    expect(await state().itemAdded(1, movie)).toBe(false);
    expect(await state().playlistDeleted(1)).toBe(false);
    expect(auth.getState()).toMatchObject({ redirectToLoginPage: true, loginRedirect: '/movies-detail/42' });
    expect(server.requests).toEqual([]);
  });
});

describe('user playlists', () => {
  it('loads with the token and default paging', async () => {
    const { state } = await withLists([playlist(1), playlist(2)]);
    const call = server.calls(LISTS)[0];
    expect(call?.query).toEqual({ pageNumber: '1', pageSize: '12' });
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(state().playlists).toMatchObject({ status: 'success', result: { totalCount: 2 } });
  });

  it('loads another page when asked', async () => {
    const { state } = await withLists([]);
    await state().playlistsRequested({ pageNumber: 2, pageSize: 6 });
    expect(server.calls(LISTS)[1]?.query).toEqual({ pageNumber: '2', pageSize: '6' });
  });

  it('stores and shows a failure', async () => {
    server.on(LISTS, { status: 503 });
    const { state, ports } = setup();
    await state().playlistsRequested();
    expect(state().playlists.status).toBe('error');
    expect(ports.notifier.dialogs).toHaveLength(1);
  });

  it('deletes one; a refusal shows the server’s messages joined by commas', async () => {
    const { state, ports } = await withLists([playlist(1), playlist(2)]);
    server.on(DELETE, { status: 200, body: { success: true } });
    expect(await state().playlistDeleted(1)).toBe(true);
    expect(server.calls(DELETE)[0]?.body).toEqual({ id: 1 });
    expect(state().playlists).toMatchObject({ result: { data: [{ id: 2 }], totalCount: 1 } });

    server.on(DELETE, { status: 400, body: { message: 'یک', errors: ['یک', 'دو'] } });
    expect(await state().playlistDeleted(2)).toBe(false);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual(['یک، دو']);
    expect(state().playlists).toMatchObject({ result: { totalCount: 1 } });
  });
});

describe('add-to-playlist screen', () => {
  it('checks which playlists hold the title, then adds and removes it', async () => {
    const { state } = await withLists([playlist(1, 3), playlist(2)]);
    server.on(CHECK, {
      status: 200,
      body: {
        data: [
          { id: 1, title: 'فهرست ۱', hasItem: false },
          { id: 2, title: 'فهرست ۲', hasItem: true },
        ],
        totalCount: 2,
      },
    });
    await state().itemChecked(movie);
    expect(server.calls(CHECK)[0]?.query).toEqual({ foreignKey: '42', type: 'Movie' });

    server.on(ADD, { status: 200, body: { success: true } });
    expect(await state().itemAdded(1, movie)).toBe(true);
    expect(server.calls(ADD)[0]?.body).toEqual({ id: 1, foreignKey: 42, type: 'Movie' });
    expect(state().membership).toMatchObject({ result: { data: [{ id: 1, hasItem: true }, { hasItem: true }] } });
    expect(state().playlists).toMatchObject({ result: { data: [{ itemCount: 4 }, { itemCount: 0 }] } });

    server.on(REMOVE, { status: 200, body: { success: true } });
    expect(await state().itemRemoved(1, movie)).toBe(true);
    expect(server.calls(REMOVE)[0]?.body).toEqual({ id: 1, foreignKey: 42, type: 'Movie' });
    expect(state().membership).toMatchObject({ result: { data: [{ id: 1, hasItem: false }, { hasItem: true }] } });
    expect(state().playlists).toMatchObject({ result: { data: [{ itemCount: 3 }, { itemCount: 0 }] } });
  });

  it('removing a title already gone (404) counts as removed: no message, no not-found page', async () => {
    const { state, ports } = await withLists([playlist(1, 1)]);
    server.on(REMOVE, { status: 404, body: errorBody(errorCodes.NotExistsError.server) });
    expect(await state().itemRemoved(1, movie)).toBe(true);
    expect(ports.navigation.calls).toEqual([]);
    expect(ports.notifier.toasts).toEqual([]);
    expect(state().playlists).toMatchObject({ result: { data: [{ itemCount: 0 }] } });
  });

  it('a playlist already deleted (404) shows the server’s message and stays on the page', async () => {
    const { state, ports } = await withLists([playlist(1)]);
    server.on(DELETE, { status: 404, body: errorBody(errorCodes.NotExistsError.server) });
    expect(await state().playlistDeleted(1)).toBe(false);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.NotExistsError.fa]);
    expect(ports.navigation.calls).toEqual([]);
  });

  it('adding another title leaves the shown membership alone; adding without lists loaded works', async () => {
    const { state } = setup();
    server.on(CHECK, { status: 200, body: { data: [{ id: 1, title: 'x', hasItem: false }], totalCount: 1 } });
    await state().itemChecked(movie);
    server.on(ADD, { status: 200, body: { success: true } });
    await state().itemAdded(1, { foreignKey: 7, type: 'Series' });
    await state().itemAdded(1, { foreignKey: 42, type: 'Series' });
    expect(state().membership).toMatchObject({ result: { data: [{ hasItem: false }] } });
    expect(state().playlists.status).toBe('idle');
  });

  it('a refused add shows the joined messages; one write at a time', async () => {
    const { state, ports } = setup();
    server.on(ADD, { status: 400, body: errorBody(errorCodes.DuplicateItem.server), delayMs: 20 });
    const [first, second] = await Promise.all([state().itemAdded(1, movie), state().itemAdded(1, movie)]);
    expect([first, second]).toEqual([false, false]);
    expect(server.calls(ADD)).toHaveLength(1);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.DuplicateItem.fa]);
    expect(state().busy).toBe(false);
  });

  it('a failed check is stored and shown; an answer for a title no longer shown is dropped', async () => {
    const { state, ports } = setup();
    server.on(CHECK, { status: 503 });
    await state().itemChecked(movie);
    expect(state().membership.status).toBe('error');
    expect(ports.notifier.dialogs).toHaveLength(1);

    server.on(CHECK, (req) => ({
      status: req.query.foreignKey === '42' ? 503 : 200,
      body: { data: [{ id: 9, title: 'x', hasItem: true }], totalCount: 1 },
      delayMs: req.query.foreignKey === '42' ? 60 : 0,
    }));
    const old = state().itemChecked(movie);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await state().itemChecked({ foreignKey: 8, type: 'Series' });
    await old;
    expect(state().membership).toMatchObject({ status: 'success', result: { data: [{ id: 9 }] } });
    expect(ports.notifier.dialogs).toHaveLength(1);

    server.on(CHECK, (req) => ({
      status: 200,
      body: { data: [{ id: Number(req.query.foreignKey), title: 'x', hasItem: true }], totalCount: 1 },
      delayMs: req.query.foreignKey === '42' ? 60 : 0,
    }));
    const slow = state().itemChecked(movie);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await state().itemChecked({ foreignKey: 8, type: 'Series' });
    await slow;
    expect(state().membership).toMatchObject({ result: { data: [{ id: 8 }] } });
  });
});

describe('new playlist', () => {
  const form = { title: 'محبوب‌ها', Privacy: 'Private' as const, captchaAnswer: '12345' };

  it('needs a captcha first', async () => {
    const { state } = setup();
    expect(await state().playlistCreated(form)).toBe(false);
    expect(server.requests).toEqual([]);
  });

  it('loads a captcha, creates with its id, closes the form and lists the new playlist first', async () => {
    const { state, settings, captcha } = await withLists([playlist(1)]);
    server.on(CAPTCHA, { status: 200, body: { file: 'data:image/svg+xml;base64,AA', id: 'c-1' } });
    await captcha.getState().load();
    expect(captcha.getState()).toMatchObject({
      status: 'success',
      result: { file: 'data:image/svg+xml;base64,AA', id: 'c-1' },
    });

    settings.getState().createPlaylistFormOpened();
    server.on(CREATE, { status: 200, body: playlist(5) });
    expect(await state().playlistCreated(form)).toBe(true);
    const body = String(server.calls(CREATE)[0]?.body);
    for (const [name, value] of Object.entries({ ...form, captchaId: 'c-1' })) {
      expect(body).toContain(`name="${name}"\r\n\r\n${value}`);
    }
    expect(state().playlists).toMatchObject({ result: { data: [{ id: 5 }, { id: 1 }], totalCount: 2 } });
    expect(captcha.getState().status).toBe('idle');
    expect(settings.getState().showCreatePlayListForm.show).toBe(false);
  });

  it('made from a title’s add-to-playlist screen, puts that title in the new playlist (D8 of issue #28)', async () => {
    const { state, settings, captcha } = await withLists([playlist(1)]);
    server.on(CAPTCHA, { status: 200, body: { file: 'f', id: 'c-1' } });
    await captcha.getState().load();
    settings.getState().createPlaylistFormOpened({ id: movie.foreignKey, type: movie.type });
    server.on(CREATE, { status: 200, body: playlist(5) });
    server.on(ADD, { status: 200, body: {} });
    expect(await state().playlistCreated(form)).toBe(true);
    expect(server.calls(ADD)[0]?.body).toEqual({ id: 5, ...movie });
    expect(state().playlists).toMatchObject({ result: { data: [{ id: 5, itemCount: 1 }, { id: 1 }] } });
  });

  it('a wrong captcha is shown and a fresh one is loaded', async () => {
    const { state, ports, captcha } = setup();
    let n = 0;
    server.on(CAPTCHA, () => ({ status: 200, body: { file: 'f', id: `c-${++n}` } }));
    await captcha.getState().load();
    server.on(CREATE, { status: 400, body: errorBody(errorCodes.CaptchaError.server) });
    expect(await state().playlistCreated(form)).toBe(false);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.CaptchaError.fa]);
    expect(captcha.getState().result).toEqual({ file: 'f', id: 'c-2' });
  });

  it('another refusal keeps the captcha', async () => {
    const { state, ports, captcha } = setup();
    server.on(CAPTCHA, { status: 200, body: { file: 'f', id: 'c-1' } });
    await captcha.getState().load();
    server.on(CREATE, { status: 400, body: errorBody(errorCodes.InvalidFile.server) });
    expect(await state().playlistCreated(form)).toBe(false);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([errorCodes.InvalidFile.fa]);
    expect(server.calls(CAPTCHA)).toHaveLength(1);
    expect(captcha.getState().result).toMatchObject({ id: 'c-1' });
  });

  it('a captcha that cannot be loaded is shown', async () => {
    const { ports, captcha } = setup();
    server.on(CAPTCHA, { status: 503 });
    await captcha.getState().load();
    expect(captcha.getState().status).toBe('error');
    expect(ports.notifier.dialogs).toHaveLength(1);
  });
});

describe('logout', () => {
  it('forgets the account’s playlists and the shown membership', async () => {
    const { state, auth } = await withLists([playlist(1)]);
    server.on(CHECK, { status: 200, body: { data: [{ id: 1, title: 'x', hasItem: true }], totalCount: 1 } });
    await state().itemChecked(movie);
    auth.getState().loggedOut();
    expect(state()).toMatchObject({ playlists: { status: 'idle' }, membership: { status: 'idle' }, item: null });
  });
});
