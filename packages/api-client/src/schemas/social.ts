import Type from 'typebox';
import { MAX_COMMENT_LENGTH, MAX_PLAYLIST_TITLE_LENGTH } from '../constants';
import { TitleCard } from './catalogue';
import { DateTime, Id, Paging, Privacy, TitleType, Url } from './common';

// Comments

export const ReactionType = Type.Union([Type.Literal(1), Type.Literal(0)]);

export const Comment = Type.Object({
  id: Id,
  videoId: Id,
  /** Plain text, never HTML: render it escaped with `dir="auto"`. */
  text: Type.String(),
  authorName: Type.String(),
  createdAt: DateTime,
  likeCount: Type.Integer({ minimum: 0 }),
  dislikeCount: Type.Integer({ minimum: 0 }),
  /** The caller's own reaction, when signed in. */
  myReaction: Type.Union([ReactionType, Type.Null()]),
});
export const CommentsQuery = Type.Intersect([Paging, Type.Object({ videoId: Id })]);
export const CreateCommentBody = Type.Object(
  { videoId: Id, text: Type.String({ minLength: 1, maxLength: MAX_COMMENT_LENGTH }) },
  { additionalProperties: false },
);
/** Spec §7: type 1 is a like, 0 a dislike. */
export const LikeCommentBody = Type.Object({ commentId: Id, type: ReactionType }, { additionalProperties: false });
export const LikeResult = Type.Object({
  likeCount: Type.Integer({ minimum: 0 }),
  dislikeCount: Type.Integer({ minimum: 0 }),
});

// Playlists

export const Playlist = Type.Object({
  id: Id,
  title: Type.String(),
  picture: Type.Union([Url, Type.Null()]),
  privacy: Privacy,
  itemCount: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  ownerName: Type.String(),
  /** True when the caller owns it. */
  isOwner: Type.Boolean(),
});

export const PlaylistItemRef = Type.Object({ foreignKey: Id, type: TitleType });
export const PlaylistItemBody = Type.Object(
  { id: Id, foreignKey: Id, type: TitleType },
  { additionalProperties: false },
);
export const PlaylistEntry = Type.Object({ foreignKey: Id, type: TitleType, addedAt: DateTime, title: TitleCard });
export const PlaylistMembership = Type.Object({ id: Id, title: Type.String(), hasItem: Type.Boolean() });

/** The non-file fields of the playlist form (multipart; the file field is `picture`). */
export const CreatePlaylistFields = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: MAX_PLAYLIST_TITLE_LENGTH }),
    Privacy,
    captchaId: Type.String({ minLength: 1, maxLength: 100 }),
    captchaAnswer: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);

// Contact messages

export const CreateMessageBody = Type.Object(
  {
    fullName: Type.String({ minLength: 2, maxLength: 80 }),
    /** A phone number or an email address to answer to. */
    contact: Type.String({ minLength: 5, maxLength: 120 }),
    subject: Type.String({ minLength: 2, maxLength: 120 }),
    text: Type.String({ minLength: 10, maxLength: 3000 }),
    captchaId: Type.String({ minLength: 1, maxLength: 100 }),
    captchaAnswer: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export const Created = Type.Object({ id: Id });

// Watching

export const VideoLinkQuery = Type.Object({ videoId: Id });
export const VideoLink = Type.Object({
  /** Signed HLS master playlist URL. */
  url: Url,
  expiresAt: DateTime,
  /** Where to resume, in seconds (0 when never watched). */
  position: Type.Number({ minimum: 0 }),
});
export const ContinueItem = Type.Object({
  videoId: Id,
  type: Type.Union([Type.Literal('Movie'), Type.Literal('Episode')]),
  /** Movie id or episode id. */
  contentId: Id,
  title: Type.String(),
  /** For an episode: the series and «فصل ۱ - قسمت ۲». */
  subtitle: Type.String(),
  imageUrl: Url,
  position: Type.Number({ minimum: 0 }),
  duration: Type.Number({ minimum: 0 }),
  updatedAt: DateTime,
});
export const UserActivityBody = Type.Object(
  {
    videoId: Id,
    position: Type.Number({ minimum: 0, maximum: 86_400 }),
    duration: Type.Number({ minimum: 0, maximum: 86_400 }),
  },
  { additionalProperties: false },
);
