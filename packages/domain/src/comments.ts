import type { ApiClient, Comment, ReactionType } from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type AuthStore, onSessionEnded } from './auth';
import type { Navigation } from './ports';
import type { ReportError } from './report-error';
import { required } from './required';

/** A comment's counts and the member's own reaction, as the server answered a like or a dislike. */
export type OwnReaction = Pick<Comment, 'likeCount' | 'dislikeCount' | 'myReaction'>;

/**
 * The member's own writes on comments (the lists themselves are read by the app, page by page): what was posted and
 * the reactions sent, laid over the pages read before them until a read brings them (`withOwnComments`).
 */
export interface CommentsData {
  /** A new comment is being sent. */
  posting: boolean;
  /** Ids of comments whose like or dislike is being sent. */
  reacting: number[];
  /** Comments the member wrote since the page was opened, newest first. */
  posted: Comment[];
  /** The answers to the member's likes and dislikes, by comment id. */
  reactions: Record<number, OwnReaction>;
}

/** The events of the comments store. */
export interface CommentsActions {
  /** Sends a comment on a video; true when it was accepted (the form may clear), and it shows first in the list. */
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
  // Bumped when the session ends: an answer to the last session's write changes nothing.
  let session = 0;

  const signedIn = () => {
    if (auth.getState().status === 'authenticated') return true;
    auth.getState().loginRequired(navigation.currentPath());
    return false;
  };

  const store = createStore<CommentsState>()((set, get) => ({
    posting: false,
    reacting: [],
    posted: [],
    reactions: {},

    async commentPosted(videoId, text) {
      if (get().posting || !signedIn()) return false;
      const mine = session;
      set({ posting: true });
      try {
        const comment = required(await api.createComment({ videoId, text }), 'createComment');
        if (mine === session) set({ posted: [comment, ...get().posted.filter((c) => c.id !== comment.id)] });
        return true;
      } catch (error) {
        reportError(error, 'createComment');
        return false;
      } finally {
        if (mine === session) set({ posting: false });
      }
    },

    async commentReacted(commentId, type) {
      if (get().reacting.includes(commentId) || !signedIn()) return;
      const mine = session;
      set({ reacting: [...get().reacting, commentId] });
      try {
        const counts = required(await api.likeComment({ commentId, type }), 'likeComment');
        const own = { likeCount: counts.likeCount, dislikeCount: counts.dislikeCount, myReaction: type };
        if (mine === session) set({ reactions: { ...get().reactions, [commentId]: own } });
      } catch (error) {
        // The catalogue words AlreadyLikedThisCommentError by the reaction that was refused.
        reportError(error, 'likeComment', { likeType: type });
      } finally {
        if (mine === session) set({ reacting: get().reacting.filter((id) => id !== commentId) });
      }
    },
  }));

  // Each comment carries the signed-out user's own reaction: the app reads the list again (a new viewer).
  onSessionEnded(auth, () => {
    session += 1;
    store.setState({ posting: false, reacting: [], posted: [], reactions: {} });
  });
  return store;
}

/**
 * A video's comments as read (`comments`, of `totalCount`), with the member's own writes laid over them: the comments
 * posted on this video that the read does not hold yet come first, and a reaction's counts replace the read ones.
 */
export function withOwnComments(
  videoId: number,
  read: { comments: readonly Comment[]; totalCount: number },
  own: Pick<CommentsData, 'posted' | 'reactions'>,
): { comments: Comment[]; totalCount: number } {
  const fresh = own.posted.filter((c) => c.videoId === videoId && !read.comments.some((r) => r.id === c.id));
  const comments = [...fresh, ...read.comments].map((c) => {
    const reaction = own.reactions[c.id];
    return reaction ? { ...c, ...reaction } : c;
  });
  return { comments, totalCount: read.totalCount + fresh.length };
}
