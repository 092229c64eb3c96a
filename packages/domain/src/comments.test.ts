import { type Comment, errorTexts } from '@parde/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePorts, makeToken } from '../test/fakes';
import { errorBody, startApi, type TestApi } from '../test/server';
import { type AuthStore, createAuthStore, selectBearerToken } from './auth';
import { createCommentsStore } from './comments';
import { createErrorReporter } from './report-error';

let server: TestApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const LIST = '/api/CommentQuery/GetCommentsByVideoId';
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

/** Serves `total` comments of video 10, 12 a page, newest first. */
function serveComments(total: number) {
  server.on(LIST, (req) => {
    const page = Number(req.query.pageNumber);
    const size = Number(req.query.pageSize);
    const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * size, page * size);
    return { status: 200, body: { data: ids.map((id) => comment(id, Number(req.query.videoId))), totalCount: total } };
  });
}

describe('comment list', () => {
  it('loads the first page of a video, then appends pages while more exist', async () => {
    serveComments(30);
    const { state } = setup({ signedIn: false });
    const pending = state().commentsRequested(10);
    expect(state().list).toEqual({ status: 'loading', videoId: 10 });
    await pending;
    expect(server.calls(LIST)[0]?.query).toEqual({ videoId: '10', pageNumber: '1', pageSize: '12' });
    expect(state().list).toMatchObject({ status: 'ready', videoId: 10, totalCount: 30, pageNumber: 1 });

    const more = state().moreRequested();
    expect(state().list).toMatchObject({ loadingMore: true });
    await Promise.all([more, state().moreRequested()]);
    await state().moreRequested();
    expect(server.calls(LIST).map((r) => r.query.pageNumber)).toEqual(['1', '2', '3']);
    const list = state().list;
    expect(list.status === 'ready' && list.comments.map((c) => c.id)).toEqual(
      Array.from({ length: 30 }, (_, i) => 30 - i),
    );
    await state().moreRequested();
    expect(server.calls(LIST)).toHaveLength(3);
  });

  it('does not repeat a comment that moved onto the next page', async () => {
    server.on(LIST, (req) => ({
      status: 200,
      body: {
        data: req.query.pageNumber === '1' ? [comment(3), comment(2)] : [comment(2), comment(1)],
        totalCount: 4,
      },
    }));
    const { state } = setup();
    await state().commentsRequested(10);
    await state().moreRequested();
    const list = state().list;
    expect(list.status === 'ready' && list.comments.map((c) => c.id)).toEqual([3, 2, 1]);
  });

  it('"more" does nothing before a list is shown', async () => {
    const { state } = setup();
    await state().moreRequested();
    expect(server.requests).toEqual([]);
  });

  it('a newer video’s list wins over a slow older one, and over its "more"', async () => {
    server.on(LIST, (req) => ({
      status: 200,
      body: { data: [comment(1, Number(req.query.videoId))], totalCount: 20 },
      delayMs: req.query.videoId === '10' ? 60 : 0,
    }));
    const { state } = setup();
    const old = state().commentsRequested(10);
    await state().commentsRequested(11);
    await old;
    expect(state().list).toMatchObject({ status: 'ready', videoId: 11 });

    server.on(LIST, (req) => ({
      status: req.query.videoId === '11' ? 503 : 200,
      body: { data: [comment(5, 12)], totalCount: 1 },
      delayMs: req.query.videoId === '11' ? 60 : 0,
    }));
    const more = state().moreRequested();
    await state().commentsRequested(12);
    await more;
    expect(state().list).toMatchObject({ status: 'ready', videoId: 12, comments: [{ id: 5 }] });
    const failedOld = state().commentsRequested(11);
    await state().commentsRequested(12);
    await failedOld;
    expect(state().list).toMatchObject({ status: 'ready', videoId: 12 });
  });

  it('a failed load stores the message and shows it; a failed "more" keeps the list', async () => {
    server.on(LIST, { status: 503 });
    const { state, ports } = setup();
    await state().commentsRequested(10);
    expect(state().list).toEqual({ status: 'error', videoId: 10, error: errorTexts.network });
    expect(ports.notifier.dialogs).toHaveLength(1);

    serveComments(20);
    await state().commentsRequested(10);
    server.on(LIST, { status: 503 });
    await state().moreRequested();
    expect(state().list).toMatchObject({ status: 'ready', pageNumber: 1, loadingMore: false });
    expect(ports.notifier.dialogs).toHaveLength(2);
  });
});

describe('writing a comment', () => {
  it('sends the text for the shown video and puts the answer first', async () => {
    serveComments(2);
    server.on(CREATE, { status: 200, body: { ...comment(9), text: 'عالی بود' } });
    const { state } = setup();
    await state().commentsRequested(10);
    const posting = state().commentPosted(10, 'عالی بود');
    expect(state().posting).toBe(true);
    expect(await posting).toBe(true);
    const call = server.calls(CREATE)[0];
    expect(call?.body).toEqual({ videoId: 10, text: 'عالی بود' });
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(state()).toMatchObject({
      posting: false,
      list: { totalCount: 3, comments: [{ id: 9 }, { id: 2 }, { id: 1 }] },
    });
  });

  it('signed out: asks for sign-in with the way back, sends nothing', async () => {
    serveComments(1);
    const { state, auth } = setup({ signedIn: false });
    await state().commentsRequested(10);
    expect(await state().commentPosted(10, 'سلام')).toBe(false);
    expect(auth.getState()).toMatchObject({ redirectToLoginPage: true, loginRedirect: '/episodes/3' });
    expect(server.calls(CREATE)).toEqual([]);
  });

  it('is sent before the list arrives, and the list read after it shows it', async () => {
    server.on(LIST, { status: 200, body: { data: [comment(1, 10)], totalCount: 1 }, delayMs: 40 });
    server.on(CREATE, { status: 200, body: comment(9, 10) });
    const { state } = setup();
    const loading = state().commentsRequested(10);
    // The list answers without the comment; the second read has it.
    expect(await state().commentPosted(10, 'سلام')).toBe(true);
    server.on(LIST, { status: 200, body: { data: [comment(9, 10), comment(1, 10)], totalCount: 2 } });
    await loading;
    await vi.waitFor(() => expect(state().list).toMatchObject({ comments: [{ id: 9 }, { id: 1 }], totalCount: 2 }));
    expect(server.calls(CREATE)[0]?.body).toEqual({ videoId: 10, text: 'سلام' });
  });

  it('one comment at a time; a refusal is shown', async () => {
    const { state, ports } = setup();
    serveComments(1);
    await state().commentsRequested(10);
    server.on(CREATE, { status: 400, body: errorBody('Invalid request'), delayMs: 20 });
    expect(await Promise.all([state().commentPosted(10, 'a'), state().commentPosted(10, 'b')])).toEqual([false, false]);
    expect(server.calls(CREATE)).toHaveLength(1);
    expect(ports.notifier.toasts).toHaveLength(1);
  });

  it('an answer for a video no longer shown is not added to the new list', async () => {
    serveComments(1);
    server.on(CREATE, { status: 200, body: comment(9, 10), delayMs: 40 });
    const { state } = setup();
    await state().commentsRequested(10);
    const posting = state().commentPosted(10, 'سلام');
    await state().commentsRequested(11);
    await posting;
    expect(state().list).toMatchObject({ videoId: 11, comments: [{ id: 1 }], totalCount: 1 });
  });
});

describe('likes and dislikes', () => {
  it('sends type 1 for a like and 0 for a dislike; the counts come from the server', async () => {
    serveComments(2);
    const { state } = setup();
    await state().commentsRequested(10);
    server.on(LIKE, { status: 200, body: { likeCount: 2, dislikeCount: 0 } });
    await state().commentReacted(2, 1);
    expect(server.calls(LIKE)[0]?.body).toEqual({ commentId: 2, type: 1 });
    expect(state().list).toMatchObject({
      comments: [
        { id: 2, likeCount: 2, dislikeCount: 0, myReaction: 1 },
        { id: 1, likeCount: 1, myReaction: null },
      ],
    });

    server.on(LIKE, { status: 200, body: { likeCount: 1, dislikeCount: 1 } });
    await state().commentReacted(2, 0);
    expect(server.calls(LIKE)[1]?.body).toEqual({ commentId: 2, type: 0 });
    expect(state().list).toMatchObject({
      comments: [{ id: 2, likeCount: 1, dislikeCount: 1, myReaction: 0 }, { id: 1 }],
    });
    expect(state().reacting).toEqual([]);
  });

  it.each([
    [1 as const, errorTexts.alreadyLiked],
    [0 as const, errorTexts.alreadyDisliked],
  ])('AlreadyLikedThisCommentError for type %i says so in its words', async (type, text) => {
    serveComments(1);
    const { state, ports } = setup();
    await state().commentsRequested(10);
    server.on(LIKE, { status: 400, body: errorBody('AlreadyLikedThisCommentError') });
    await state().commentReacted(1, type);
    expect(ports.notifier.toasts.map((t) => t.message)).toEqual([text]);
    expect(state().list).toMatchObject({ comments: [{ likeCount: 1, myReaction: null }] });
  });

  it('one reaction per comment at a time; signed out asks for sign-in', async () => {
    serveComments(1);
    server.on(LIKE, { status: 200, body: { likeCount: 2, dislikeCount: 0 }, delayMs: 20 });
    const { state } = setup();
    await state().commentsRequested(10);
    await Promise.all([state().commentReacted(1, 1), state().commentReacted(1, 1)]);
    expect(server.calls(LIKE)).toHaveLength(1);

    const anonymous = setup({ signedIn: false });
    await anonymous.state().commentReacted(1, 1);
    expect(anonymous.auth.getState().redirectToLoginPage).toBe(true);
    expect(server.calls(LIKE)).toHaveLength(1);
  });
});

describe('late answers', () => {
  it('a "more" page answered after another video was opened is dropped', async () => {
    server.on(LIST, (req) => ({
      status: 200,
      body: { data: [comment(Number(req.query.pageNumber), Number(req.query.videoId))], totalCount: 20 },
      delayMs: req.query.pageNumber === '2' ? 50 : 0,
    }));
    const { state } = setup();
    await state().commentsRequested(10);
    const more = state().moreRequested();
    await state().commentsRequested(11);
    await more;
    expect(state().list).toMatchObject({ videoId: 11, pageNumber: 1, comments: [{ id: 1, videoId: 11 }] });
  });

  it('a reaction with no list shown changes no list', async () => {
    server.on(LIKE, { status: 200, body: { likeCount: 2, dislikeCount: 0 } });
    const { state } = setup();
    await state().commentReacted(1, 1);
    expect(server.calls(LIKE)).toHaveLength(1);
    expect(state().list).toEqual({ status: 'idle' });
  });
});

describe('logout', () => {
  it('clears the list (it carries the user’s own reactions), and a late answer does not bring it back', async () => {
    serveComments(3);
    const { state, auth } = setup();
    await state().commentsRequested(10);
    auth.getState().loggedOut();
    expect(state()).toMatchObject({ list: { status: 'idle' }, posting: false, reacting: [] });

    auth.getState().signedIn(TOKEN);
    server.on(LIST, { status: 200, body: { data: [comment(1)], totalCount: 1 }, delayMs: 40 });
    const late = state().commentsRequested(10);
    auth.getState().loggedOut();
    await late;
    expect(state().list).toEqual({ status: 'idle' });
  });
});
