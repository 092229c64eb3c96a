import Type from 'typebox';
import {
  captionColors,
  captionEdges,
  captionFonts,
  dataUsageModes,
  deviceKinds,
  MAX_COMMENT_LENGTH,
  MAX_DOWNLOADS,
  MAX_PLAYLIST_TITLE_LENGTH,
  subtitleBackgrounds,
  subtitleSizes,
} from '../constants';
import { TitleCard } from './catalogue';
import { DateTime, Id, literals, Paging, Privacy, TitleType, Url } from './common';

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

/** A BCP 47 language tag, as the master playlist's `LANGUAGE` (`fa`, `en`, `pt-BR`). */
export const LanguageTag = Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$', maxLength: 35 });

/**
 * One audio or subtitle rendition of a stream. `language` and `name` equal the `LANGUAGE` and `NAME` of its
 * `EXT-X-MEDIA` line in the master playlist, so a player maps these to its HLS tracks by language.
 */
export const MediaTrack = Type.Object({
  /** BCP 47 language tag: `fa`, `en`, … */
  language: LanguageTag,
  /** Persian label for a menu: «فارسی (دوبله)», «انگلیسی (اصلی)» for audio; «فارسی», «انگلیسی» for subtitles. */
  name: Type.String({ minLength: 1, maxLength: 60 }),
  /** Whether the stream starts with it (HLS `DEFAULT=YES`); at most one per list. */
  default: Type.Boolean(),
});

/** Times in the video, in seconds; null where the video has no such part marked. */
export const VideoMarkers = Type.Object({
  /** Where the opening titles start. */
  introStart: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  /** Where the opening titles end: «رد کردن تیتراژ» jumps here. */
  introEnd: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  /** Where the end credits start: the next-episode card may appear from here. */
  creditsStart: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
});

/** The episode that follows, for the next-episode card. */
export const NextEpisode = Type.Object({
  episodeId: Id,
  /** The next episode's video, for GetVideoLink. */
  videoId: Id,
  /** The episode's own title. */
  title: Type.String(),
  seasonNumber: Type.Integer({ minimum: 1 }),
  episodeNumber: Type.Integer({ minimum: 1 }),
  /** The episode's still. */
  imageUrl: Url,
});

export const VideoLink = Type.Object({
  /** Signed HLS master playlist URL. */
  url: Url,
  expiresAt: DateTime,
  /** Where to resume, in seconds (0 when never watched). */
  position: Type.Number({ minimum: 0 }),
  /** Separate audio renditions (a dub beside the original); empty when the stream has a single audio. */
  audioTracks: Type.Array(MediaTrack),
  /** WebVTT subtitle renditions; empty when the stream has none. */
  subtitleTracks: Type.Array(MediaTrack),
  /** Intro and credits of this video. */
  markers: VideoMarkers,
  /**
   * The following episode the caller may watch (its age range applied); null for films, trailers and the last
   * episode of a series.
   */
  next: Type.Union([NextEpisode, Type.Null()]),
  /**
   * The server's id of this viewing, signed: the player's quality report (`POST /api/playback/quality`) names it,
   * and the server takes one report per session, bounded by the video's length.
   */
  playbackSession: Type.String({ minLength: 1, maxLength: 160 }),
});
export const ContinueItem = Type.Object({
  videoId: Id,
  type: Type.Union([Type.Literal('Movie'), Type.Literal('Episode')]),
  /** Movie id or episode id. */
  contentId: Id,
  title: Type.String(),
  /** For an episode: the series and «فصل ۱، قسمت ۲». */
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
    /**
     * When the player read `position` (ms since 1970, the player's clock). A report older than the one kept is
     * ignored, so a late one cannot move the position back; reports without it are taken as they arrive.
     */
    at: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800_000 })),
  },
  { additionalProperties: false },
);

// Downloads (issue #27)

/**
 * The languages to keep of a download (issue #40): left out, the member's playback choices; null, the stream's
 * default audio or no subtitles.
 */
const DownloadLanguages = {
  audioLanguage: Type.Optional(Type.Union([LanguageTag, Type.Null()])),
  subtitleLanguage: Type.Optional(Type.Union([LanguageTag, Type.Null()])),
};

export const GrantDownloadBody = Type.Object({ videoId: Id, ...DownloadLanguages }, { additionalProperties: false });

/** What a grant is of: the video and the title it belongs to, as a downloads list shows it. */
const GrantedVideo = {
  id: Id,
  videoId: Id,
  type: Type.Union([Type.Literal('Movie'), Type.Literal('Episode')]),
  /** Movie id or episode id. */
  contentId: Id,
  /** The film's title, or an episode's series title. */
  title: Type.String(),
  /** For an episode: «فصل ۱، قسمت ۲: …»; empty for a film. */
  subtitle: Type.String(),
  imageUrl: Url,
};

/** A member's grant to keep one video for offline viewing. */
export const DownloadGrant = Type.Object({
  ...GrantedVideo,
  /** The HLS master playlist, signed until `expiresAt`: the files to store. */
  url: Url,
  grantedAt: DateTime,
  /** 30 days after `grantedAt`, or 48 hours after `firstPlayedAt` when sooner; past it, the download is not played. */
  expiresAt: DateTime,
  /** When its first play was reported; null while never played. */
  firstPlayedAt: Type.Union([DateTime, Type.Null()]),
  /** As in GetVideoLink: the stream's audio and subtitle renditions. */
  audioTracks: Type.Array(MediaTrack),
  subtitleTracks: Type.Array(MediaTrack),
  /** The audio language chosen for this download (a `language` of `audioTracks`); null: the default audio. */
  audioLanguage: Type.Union([LanguageTag, Type.Null()]),
  /** The subtitle language chosen for this download; null: none kept. */
  subtitleLanguage: Type.Union([LanguageTag, Type.Null()]),
});
export const DownloadList = Type.Object({ data: Type.Array(DownloadGrant), totalCount: Type.Integer({ minimum: 0 }) });

/** Body of `grantDownloads`: videos in the order to grant them (a season's episodes, or the next few). */
export const GrantDownloadsBody = Type.Object(
  { videoIds: Type.Array(Id, { minItems: 1, maxItems: MAX_DOWNLOADS, uniqueItems: true }), ...DownloadLanguages },
  { additionalProperties: false },
);

/** What the account holds: its live grants against the cap. */
const DownloadQuota = {
  /** Live grants the account holds on every device, every member's. */
  used: Type.Integer({ minimum: 0 }),
  /** `MAX_DOWNLOADS`. */
  limit: Type.Integer({ minimum: 1 }),
};

/** Answer of `grantDownloads`: the grants given, in order, and where it stopped. */
export const GrantedDownloads = Type.Object({
  data: Type.Array(DownloadGrant),
  /** How many videos were asked for. */
  requested: Type.Integer({ minimum: 0 }),
  /** Videos not granted because the account's cap was reached (the rest of the list from the first refused). */
  overLimit: Type.Integer({ minimum: 0 }),
  /** Videos that cannot be downloaded (no video, a trailer, above the member's age range). */
  unavailable: Type.Integer({ minimum: 0 }),
  ...DownloadQuota,
});

/** One live grant of the account, on whichever device and member holds it. */
export const AccountDownload = Type.Object({
  ...GrantedVideo,
  memberId: Id,
  memberName: Type.String(),
  /** The device that holds it, as `getDevices` describes one. */
  browser: Type.Union([Type.String(), Type.Null()]),
  system: Type.Union([Type.String(), Type.Null()]),
  kind: literals(deviceKinds),
  /** Held by the bearer token's own sign-in (this device). */
  thisDevice: Type.Boolean(),
  /** The active member's own grant. */
  mine: Type.Boolean(),
  grantedAt: DateTime,
  expiresAt: DateTime,
});

/**
 * The account's live grants from every device (issue #40): an adult sees every member's, a younger member its own
 * (the count is the account's either way).
 */
export const AccountDownloads = Type.Object({ data: Type.Array(AccountDownload), ...DownloadQuota });

/**
 * A key only this device holds (random, kept in its storage past a sign-out): the server keeps a hash of it on the
 * grants kept for the member's return.
 */
export const DeviceKeyBody = Type.Object(
  { deviceKey: Type.String({ pattern: '^[A-Za-z0-9_-]{22,128}$', examples: ['k3Jd8sLq0vXz2mPw5nYt7A'] }) },
  { additionalProperties: false },
);
/** Answer of `keepDownloads`: how many of the member's grants on this device will wait for its return. */
export const KeptDownloads = Type.Object({ kept: Type.Integer({ minimum: 0 }) });
/** Answer of `reclaimDownloads`: the kept grants that work again on this sign-in, and how many did not fit the cap. */
export const ReclaimedDownloads = Type.Object({
  data: Type.Array(DownloadGrant),
  overLimit: Type.Integer({ minimum: 0 }),
  ...DownloadQuota,
});
export const DownloadIdBody = Type.Object({ id: Id }, { additionalProperties: false });
export const DownloadPlayedBody = Type.Object(
  {
    id: Id,
    /** When the play started (ms since 1970, the player's clock), for a play made offline; now when left out. */
    at: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800_000 })),
  },
  { additionalProperties: false },
);

/** Remove a title from the active member's «ادامهٔ تماشا»: the `videoId` of a ContinueItem. */
export const RemoveFromContinueBody = Type.Object({ videoId: Id }, { additionalProperties: false });

/** Which title's resume point to read. */
export const ResumePointQuery = Type.Object({ type: TitleType, id: Id });

/** Where the active member is in a title: a film's video, or the episode of a series they are on. */
export const ResumePoint = Type.Object({
  /** The video to play; null when a series has no episode with a video. */
  videoId: Type.Union([Id, Type.Null()]),
  /** For a series: the episode (the latest unfinished one, else the one after the latest finished, else the first). */
  episodeId: Type.Union([Id, Type.Null()]),
  seasonNumber: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  episodeNumber: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** Seconds to resume from; 0 when never started or already finished. */
  position: Type.Number({ minimum: 0 }),
  /** The video's length in seconds as last reported, else the catalogue's running time. */
  duration: Type.Number({ minimum: 0 }),
});

/** A member's playback choices, kept on the server so they follow the member to another device. */
export const PlaybackSettings = Type.Object({
  /** Audio language to pick when a stream has it; null: the stream's default audio. */
  audioLanguage: Type.Union([LanguageTag, Type.Null()]),
  /** Subtitle language to show when a stream has it; null: subtitles off. */
  subtitleLanguage: Type.Union([LanguageTag, Type.Null()]),
  /** Subtitle text size. */
  subtitleSize: literals(subtitleSizes),
  /** Box behind subtitle text. */
  subtitleBackground: literals(subtitleBackgrounds),
  /** Whether the next episode starts by itself after the countdown. */
  autoplayNext: Type.Boolean(),
  /** «مصرف داده» (`dataUsageModes`); null: not chosen, so the device's data saver picks `low` and else `auto`. */
  dataUsage: Type.Union([literals(dataUsageModes), Type.Null()]),
  /** Whether the next episode of a series is downloaded once the member watches a downloaded one (issue #40). */
  downloadNext: Type.Boolean(),
});

/** How a member's captions look (issue 37: the choices of the TV caption standard, CEA-708). */
export const CaptionStyle = Type.Object({
  /** Text colour. */
  color: literals(captionColors),
  /** Typeface. */
  font: literals(captionFonts),
  /** Text size, percent of the player's medium size. */
  size: Type.Integer({ minimum: 50, maximum: 200 }),
  /** Text opacity, percent. */
  textOpacity: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Colour of the box behind the text. */
  background: literals(captionColors),
  /** Opacity of the box, percent (0: no box). */
  backgroundOpacity: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Letter edge. */
  edge: literals(captionEdges),
});

/** Any non-empty subset of CaptionStyle. */
export const UpdateCaptionStyleBody = Type.Partial(CaptionStyle, { additionalProperties: false, minProperties: 1 });

/** Any non-empty subset of PlaybackSettings. */
export const UpdatePlaybackSettingsBody = Type.Partial(PlaybackSettings, {
  additionalProperties: false,
  minProperties: 1,
});
