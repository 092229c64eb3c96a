/** Business constants shared by server and client (no schema code, so browser bundles stay small). */

/** Age ranges of DECISIONS.md: 0 means all ages; a title's minimum age uses the same set. */
export const ageRanges = [0, 7, 12, 15, 18] as const;
/** An age range of `ageRanges`. */
export type AgeRange = (typeof ageRanges)[number];

/** What kind of device a sign-in was made on, as its user agent tells (`unknown` when it does not). */
export const deviceKinds = ['mobile', 'tablet', 'desktop', 'tv', 'unknown'] as const;
/** A kind of `deviceKinds`. */
export type DeviceKind = (typeof deviceKinds)[number];

/** Home and list filter of spec §7/§9. */
export const countriesOfOrigin = ['Domestic', 'Foreign'] as const;
/** `Domestic` or `Foreign`. */
export type CountryOfOrigin = (typeof countriesOfOrigin)[number];

/** Kinds of titles a card, slider, regal collection or playlist item can point at. */
export const titleTypes = ['Movie', 'Series'] as const;
/** `Movie` or `Series`. */
export type TitleType = (typeof titleTypes)[number];

/** Kinds of search hits (spec §3). */
export const searchResultTypes = ['Star', 'Movie', 'Series'] as const;
/** `Star`, `Movie` or `Series`. */
export type SearchResultType = (typeof searchResultTypes)[number];

/** Who sees a playlist: anyone, whoever has its link, or its maker only. */
export const playlistPrivacies = ['Public', 'Unlisted', 'Private'] as const;
/** A playlist privacy of `playlistPrivacies`. */
export type Privacy = (typeof playlistPrivacies)[number];

/** Default paging of spec §9: page 1, 12 items. */
export const DEFAULT_PAGE_NUMBER = 1;
/** Items per page when a list query names none (spec §9). */
export const DEFAULT_PAGE_SIZE = 12;
/** Most items one page may hold. */
export const MAX_PAGE_SIZE = 60;

/** Purposes of a one-time code: sign-in, or a member action on the signed-in account. */
export const otpPurposes = ['sign-in', 'select-member', 'edit-member', 'delete-member', 'add-passkey'] as const;
/** A purpose of `otpPurposes`. */
export type OtpPurpose = (typeof otpPurposes)[number];
/** The purposes that need a signed-in account and name a profile. */
export const memberOtpPurposes = ['select-member', 'edit-member', 'delete-member'] as const;

/** `Registered`: known phone, token is the account token. `NotRegistered`: token is for register-profile.
 * `Verified`: a member-action code; token is the verify token for that action. */
export const verifyStatuses = ['Registered', 'NotRegistered', 'Verified'] as const;

/** Spec §9: at most 3 member profiles; the list is asked with page size 3. */
export const MAX_MEMBERS = 3;
/** Issue #27: download grants an account may hold at once (live ones: not yet expired). */
export const MAX_DOWNLOADS = 25;
/** Days a download grant lasts from when it is given. */
export const DOWNLOAD_DAYS = 30;
/** Hours a download stays playable after its first play (when sooner than its days). */
export const DOWNLOAD_HOURS_AFTER_PLAY = 48;
/** Avatar set served by the API. */
export const avatarPaths = Array.from({ length: 12 }, (_, i) => `/media/avatars/${i + 1}.svg`);

/** Longest comment accepted, in characters. */
export const MAX_COMMENT_LENGTH = 1000;
/** Spec §7: like type 1, dislike type 0. */
export const reactionTypes = { like: 1, dislike: 0 } as const;
/** 1 like, 0 dislike. */
export type ReactionType = (typeof reactionTypes)[keyof typeof reactionTypes];

/** Longest playlist title accepted, in characters. */
export const MAX_PLAYLIST_TITLE_LENGTH = 60;
/** Largest playlist picture accepted, in bytes. */
export const MAX_PLAYLIST_PICTURE_BYTES = 2 * 1024 * 1024;
/** Picture types a playlist cover may have. */
export const playlistPictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Roles a person can have in a title. */
export const creditRoles = ['Actor', 'Director', 'Writer', 'Producer', 'Composer', 'Cinematographer'] as const;
/** A role of `creditRoles`. */
export type CreditRole = (typeof creditRoles)[number];

/** Subtitle text sizes a member may choose (the player maps them to its own scale). */
export const subtitleSizes = ['small', 'medium', 'large'] as const;
/** A size of `subtitleSizes`. */
export type SubtitleSize = (typeof subtitleSizes)[number];
/** Box behind subtitle text: none, a translucent band, or an opaque one. */
export const subtitleBackgrounds = ['none', 'translucent', 'opaque'] as const;
/** A background of `subtitleBackgrounds`. */
export type SubtitleBackground = (typeof subtitleBackgrounds)[number];
/**
 * «مصرف داده»: `auto` (the player's own choice, fitted to its size), `low` (the lowest rung, about 0.3 GB an hour at
 * most), `medium` (the best rung within about 0.7 GB an hour), `high` (the best rung the connection carries).
 */
export const dataUsageModes = ['auto', 'low', 'medium', 'high'] as const;
/** A mode of `dataUsageModes`. */
export type DataUsage = (typeof dataUsageModes)[number];
/** Caption colours a member may choose for text and background: the eight of CEA-708. */
export const captionColors = ['white', 'yellow', 'green', 'cyan', 'blue', 'magenta', 'red', 'black'] as const;
/** A colour of `captionColors`. */
export type CaptionColor = (typeof captionColors)[number];
/** Caption faces: Vazirmatn (shipped), system sans, naskh and serif faces, a monospace, a large-x-height one, casual. */
export const captionFonts = ['vazirmatn', 'sans', 'naskh', 'serif', 'mono', 'large', 'casual'] as const;
/** A face of `captionFonts`. */
export type CaptionFont = (typeof captionFonts)[number];
/** Letter edges of CEA-708. */
export const captionEdges = ['none', 'raised', 'depressed', 'uniform', 'dropShadow'] as const;
/** An edge of `captionEdges`. */
export type CaptionEdge = (typeof captionEdges)[number];
/** What a member's caption style is until changed: white Vazirmatn at 100 % on a 60 % black box. */
export const defaultCaptionStyle = {
  color: 'white',
  font: 'vazirmatn',
  size: 100,
  textOpacity: 100,
  background: 'black',
  backgroundOpacity: 60,
  edge: 'none',
} as const;

/** What a member's playback settings are until changed. */
export const defaultPlaybackSettings = {
  audioLanguage: null,
  subtitleLanguage: null,
  subtitleSize: 'medium',
  subtitleBackground: 'translucent',
  autoplayNext: true,
  dataUsage: null,
  downloadNext: false,
} as const;
