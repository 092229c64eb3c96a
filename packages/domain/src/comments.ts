import type { ApiClient, Comment, ReactionType } from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type AuthStore, onSessionEnded } from './auth';
import { DEFAULT_PAGE_SIZE } from './constants';
import type { Navigation } from './ports';
import type { ReportError } from './report-error';
import { required } from './required';
import { messageOf } from './resource';

/** The comments of one video, page by page ("more" appends the next page). */
export type CommentsList =
  | { status: 'idle' }
  | { status: 'loading'; videoId: number }
  | {
      status: 'ready';
      videoId: number;
      comments: Comment[];
      totalCount: number;
      pageNumber: number;
      loadingMore: boolean;
    }
  | { status: 'error'; videoId: number; error: string };

/** The comments state. */
export interface CommentsData {
  list: CommentsList;
  /** A new comment is being sent. */
  posting: boolean;
  /** Ids of comments whose like or dislike is being sent. */
  reacting: number[];
}

/** The events of the comments store. */
export interface CommentsActions {
  /** Loads the first page for a video (a newer video's list replaces an older one's). */
  commentsRequested(videoId: number): Promise<void>;
  /** Appends the next page while more exist. */
  moreRequested(): Promise<void>;
  /**
   * Sends a comment on a video, whether or not its list has arrived yet; true when it was accepted (the form may
   * clear). The list, when it is that video's, shows it first.
   */
  commentPosted(videoId: number, text: string): Promise<boolean>;
  /** Likes or dislikes a comment (type 1 like, 0 dislike); the counts come back from the server. */
  commentReacted(commentId: number, type: ReactionType): Promise<void>;
}

/** State and events, as the store holds them. */
export type CommentsState = CommentsData & CommentsActions;
/** The comments store. */
export type CommentsStore = StoreApi<CommentsState>;

/** What the comments store is built from. */
export interface CommentsDeps {
  api: ApiClient;
  auth: AuthStore;
  navigation: Navigation;
  reportError: ReportError;
}

/** Comments and their likes (spec §7 "Comments"). Writing and reacting need sign-in (DECISIONS.md). */
export function createCommentsStore(deps: CommentsDeps): CommentsStore {
  const { api, auth, navigation, reportError } = deps;
  let request = 0;

  const signedIn = () => {
    if (auth.getState().status === 'authenticated') return true;
    auth.getState().loginRequired(navigation.currentPath());
    return false;
  };

  const store = createStore<CommentsState>()((set, get) => {
    const fetchPage = (videoId: number, pageNumber: number) =>
      api
        .getCommentsByVideoId({ videoId, pageNumber, pageSize: DEFAULT_PAGE_SIZE })
        .then((page) => required(page, 'getCommentsByVideoId'));

    const updateList = (update: (list: Extract<CommentsList, { status: 'ready' }>) => CommentsList) => {
      const { list } = get();
      if (list.status === 'ready') set({ list: update(list) });
    };

    return {
      list: { status: 'idle' },
      posting: false,
      reacting: [],

      async commentsRequested(videoId) {
        const mine = ++request;
        set({ list: { status: 'loading', videoId } });
        try {
          const page = await fetchPage(videoId, 1);
          if (mine !== request) return;
          set({ list: { status: 'ready', videoId, ...page, comments: page.data, pageNumber: 1, loadingMore: false } });
        } catch (error) {
          if (mine !== request) return;
          set({ list: { status: 'error', videoId, error: messageOf(error) } });
          reportError(error, 'getCommentsByVideoId');
        }
      },

      async moreRequested() {
        const { list } = get();
        if (list.status !== 'ready' || list.loadingMore || list.comments.length >= list.totalCount) return;
        const mine = request;
        set({ list: { ...list, loadingMore: true } });
        try {
          const page = await fetchPage(list.videoId, list.pageNumber + 1);
          if (mine !== request) return;
          updateList((now) => ({
            ...now,
            comments: [...now.comments, ...page.data.filter((c) => !now.comments.some((o) => o.id === c.id))],
            totalCount: page.totalCount,
            pageNumber: now.pageNumber + 1,
            loadingMore: false,
          }));
        } catch (error) {
          if (mine !== request) return;
          updateList((now) => ({ ...now, loadingMore: false }));
          reportError(error, 'getCommentsByVideoId');
        }
      },

      async commentPosted(videoId, text) {
        if (get().posting || !signedIn()) return false;
        set({ posting: true });
        try {
          const comment = required(await api.createComment({ videoId, text }), 'createComment');
          const { list } = get();
          // A list still on its way may have been read before the comment was written: read it again.
          if (list.status === 'loading' && list.videoId === videoId) void get().commentsRequested(videoId);
          updateList((now) =>
            now.videoId === comment.videoId && !now.comments.some((c) => c.id === comment.id)
              ? { ...now, comments: [comment, ...now.comments], totalCount: now.totalCount + 1 }
              : now,
          );
          return true;
        } catch (error) {
          reportError(error, 'createComment');
          return false;
        } finally {
          set({ posting: false });
        }
      },

      async commentReacted(commentId, type) {
        if (get().reacting.includes(commentId) || !signedIn()) return;
        set({ reacting: [...get().reacting, commentId] });
        try {
          const counts = required(await api.likeComment({ commentId, type }), 'likeComment');
          updateList((now) => ({
            ...now,
            comments: now.comments.map((c) =>
              c.id === commentId
                ? { ...c, likeCount: counts.likeCount, dislikeCount: counts.dislikeCount, myReaction: type }
                : c,
            ),
          }));
        } catch (error) {
          // The catalogue words AlreadyLikedThisCommentError by the reaction that was refused.
          reportError(error, 'likeComment', { likeType: type });
        } finally {
          set({ reacting: get().reacting.filter((id) => id !== commentId) });
        }
      },
    };
  });

  // Each comment carries the signed-out user's own reaction: the list is asked again when needed.
  onSessionEnded(auth, () => {
    request += 1;
    store.setState({ list: { status: 'idle' }, posting: false, reacting: [] });
  });
  return store;
}
