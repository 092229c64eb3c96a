import { type Comment, errorTexts } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakePorts, makeToken } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { type AuthStore, createAuthStore, selectBearerToken } from './auth';
import { createCommentsStore, withOwnComments } from './comments';
import { createErrorReporter } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const CREATE = '/api/CommentCommand/Create';
const LIKE = '/api/CommentCommand/like';
const TOKEN = makeToken({ FirstName: 'علی', LastName: 'رضایی', MobileNumber: '09121234567' });

const comment = (id: number, videoId = 10): Comment => ({
  id,
  videoId,
  text: `دیدگاه ${id}`,
  authorName: 'علی رضایی',
  createdAt: '2026-01-01T00:00:00.000Z',
  likeCount: 1,
  dislikeCount: 0,
  myReaction: null,
});

function setup(options: { signedIn?: boolean } = {}) {
  const ports = fakePorts({ path: '/episodes/3' });
  let auth: AuthStore | undefined;
  const api = server.client({ getToken: () => (auth ? selectBearerToken(auth.getState()) : null) });
  const reportError = createErrorReporter(ports);
  auth = createAuthStore({ ...ports, api, reportError });
  const comments = createCommentsStore({ ...ports, api, auth, reportError });
  if (options.signedIn !== false) auth.getState().signedIn(TOKEN);
  return { ports, auth, state: () => comments.getState() };
}

/** The list of video 10 as the app shows it: the comments read, with the member's own writes over them. */
const shown = (state: Parameters<typeof withOwnComments>[2], read: Comment[] = [comment(2), comment(1)]) =>
  withOwnComments(10, { comments: read, totalCount: read.length }, state);

describe('writing a comment', () => {
  it('sends the text for the video and shows the answer first', async () => {
    server.on(CREATE, { status: 200, body: { ...comment(9), text: 'عالی بود' } });
    const { state } = setup();
    const posting = state().commentPosted(10, 'عالی بود');
    expect(state().posting).toBe(true);
    expect(await posting).toBe(true);
    const call = server.calls(CREATE)[0];
    expect(call?.body).toEqual({ videoId: 10, text: 'عالی بود' });
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(state().posting).toBe(false);
    expect(shown(state())).toMatchObject({ totalCount: 3, comments: [{ id: 9 }, { id: 2 }, { id: 1 }] });
  });

  it('a read that already holds it, or another video’s list, does not show it twice', async () => {
    server.on(CREATE, { status: 200, body: comment(9) });
    const { state } = setup();
    await state().commentPosted(10, 'سلام');
    expect(shown(state(), [comment(9), comment(1)])).toMatchObject({ totalCount: 2, comments: [{ id: 9 }, { id: 1 }] });
    expect(withOwnComments(11, { comments: [comment(1, 11)], totalCount: 1 }, state())).toMatchObject({
      totalCount: 1,
      comments: [{ id: 1 }],
    });
  });

  it('signed out: asks for sign-in with the way back, sends nothing', async () => {
    const { state, auth } = setup({ signedIn: false });
    expect(await state().commentPosted(10, 'سلام')).toBe(false);
    expect(auth.getState()).toMatchObject({ redirectToLoginPage: true, loginRedirect: '/episodes/3' });
    expect(server.calls(CREATE)).toEqual([]);
  });

  it('one comment at a time; a refusal is shown', async () => {
    const { state, ports } = setup();
    server.on(CREATE, { status: 400, body: errorBody('Invalid request'), delayMs: 20 });
    expect(await Promise.all([state().commentPosted(10, 'a'), state().commentPosted(10, 'b')])).toEqual([false, false]);
    expect(server.calls(CREATE)).toHaveLength(1);
    expect(ports.notifier.toasts).toHaveLength(1);
    expect(state().posted).toEqual([]);
  });
});

describe('likes and dislikes', () => {
  it('sends type 1 for a like and 0 for a dislike; the counts come from the server', async () => {
    const { state } = setup();
    server.on(LIKE, { status: 200, body: { likeCount: 2, dislikeCount: 0 } });
    await state().commentReacted(2, 1);
    expect(server.calls(LIKE)[0]?.body).toEqual({ commentId: 2, type: 1 });
    expect(shown(state())).toMatchObject({
      comments: [
        { id: 2, likeCount: 2, dislikeCount: 0, myReaction: 1 },
        { id: 1, likeCount: 1, myReaction: null },
      ],
    });

    server.on(LIKE, { status: 200, body: { likeCount: 1, dislikeCount: 1 } });
    await state().commentReacted(2, 0);
    expect(server.calls(LIKE)[1]?.body).toEqual({ commentId: 2, type: 0 });
    expect(shown(state())).toMatchObject({
      comments: [{ id: 2, likeCount: 1, dislikeCount: 1, myReaction: 0 }, { id: 1 }],
    });
    expect(state().reacting).toEqual([]);
  });

  it.each([
    [1 as const, errorTexts.alreadyLiked],
    [0 as const, errorTexts.alreadyDisliked],
  ])('AlreadyLikedThisCommentError for type %i says so in its words', async (type, text) => {
    const { state, ports } = setup();
    server.on(LIKE, { status: 400, body: errorBody('AlreadyLikedThisCommentError') });
    await state().commentReacted(1, type);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([text]);
    expect(shown(state())).toMatchObject({ comments: [{ id: 2 }, { likeCount: 1, myReaction: null }] });
  });

  it('one reaction per comment at a time; signed out asks for sign-in', async () => {
    server.on(LIKE, { status: 200, body: { likeCount: 2, dislikeCount: 0 }, delayMs: 20 });
    const { state } = setup();
    await Promise.all([state().commentReacted(1, 1), state().commentReacted(1, 1)]);
    expect(server.calls(LIKE)).toHaveLength(1);

    const anonymous = setup({ signedIn: false });
    await anonymous.state().commentReacted(1, 1);
    expect(anonymous.auth.getState().redirectToLoginPage).toBe(true);
    expect(server.calls(LIKE)).toHaveLength(1);
  });
});

describe('logout', () => {
  it('forgets the member’s own writes, and a late answer does not bring them back', async () => {
    server.on(CREATE, { status: 200, body: comment(9) });
    server.on(LIKE, { status: 200, body: { likeCount: 2, dislikeCount: 0 } });
    const { state, auth } = setup();
    await state().commentPosted(10, 'سلام');
    await state().commentReacted(1, 1);
    auth.getState().loggedOut();
    expect(state()).toMatchObject({ posting: false, reacting: [], posted: [], reactions: {} });

    auth.getState().signedIn(TOKEN);
    server.on(CREATE, { status: 200, body: comment(8), delayMs: 40 });
    server.on(LIKE, { status: 200, body: { likeCount: 3, dislikeCount: 0 }, delayMs: 40 });
    const late = Promise.all([state().commentPosted(10, 'دوباره'), state().commentReacted(2, 1)]);
    auth.getState().loggedOut();
    await late;
    expect(state()).toMatchObject({ posted: [], reactions: {} });
  });
});
