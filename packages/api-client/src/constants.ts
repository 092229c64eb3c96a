/** Business constants shared by server and client (no schema code, so browser bundles stay small). */

/** Age ranges of DECISIONS.md: 0 means all ages; a title's minimum age uses the same set. */
export const ageRanges = [0, 7, 12, 15, 18] as const;
export type AgeRange = (typeof ageRanges)[number];

/** Home and list filter of spec §7/§9. */
export const countriesOfOrigin = ['Domestic', 'Foreign'] as const;
export type CountryOfOrigin = (typeof countriesOfOrigin)[number];

/** Kinds of titles a card, slider, regal collection or playlist item can point at. */
export const titleTypes = ['Movie', 'Series'] as const;
export type TitleType = (typeof titleTypes)[number];

export const searchResultTypes = ['Star', 'Movie', 'Series'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

export const playlistPrivacies = ['Public', 'Unlisted', 'Private'] as const;
export type Privacy = (typeof playlistPrivacies)[number];

/** Default paging of spec §9: page 1, 12 items. */
export const DEFAULT_PAGE_NUMBER = 1;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 60;

/** Purposes of a one-time code: sign-in, or a member action on the signed-in account. */
export const otpPurposes = ['sign-in', 'select-member', 'edit-member', 'delete-member'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];
/** The purposes that need a signed-in account and name a profile. */
export const memberOtpPurposes = ['select-member', 'edit-member', 'delete-member'] as const;

/** `Registered`: known phone, token is the account token. `NotRegistered`: token is for register-profile.
 * `Verified`: a member-action code; token is the verify token for that action. */
export const verifyStatuses = ['Registered', 'NotRegistered', 'Verified'] as const;

/** Spec §9: at most 3 member profiles; the list is asked with page size 3. */
export const MAX_MEMBERS = 3;
/** Avatar set served by the API. */
export const avatarPaths = Array.from({ length: 12 }, (_, i) => `/media/avatars/${i + 1}.svg`);

/** Longest comment accepted, in characters. */
export const MAX_COMMENT_LENGTH = 1000;
/** Spec §7: like type 1, dislike type 0. */
export const reactionTypes = { like: 1, dislike: 0 } as const;
export type ReactionType = (typeof reactionTypes)[keyof typeof reactionTypes];

export const MAX_PLAYLIST_TITLE_LENGTH = 60;
/** Largest playlist picture accepted, in bytes. */
export const MAX_PLAYLIST_PICTURE_BYTES = 2 * 1024 * 1024;
export const playlistPictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const creditRoles = ['Actor', 'Director', 'Writer', 'Producer', 'Composer', 'Cinematographer'] as const;
export type CreditRole = (typeof creditRoles)[number];

/** Subtitle text sizes a member may choose (the player maps them to its own scale). */
export const subtitleSizes = ['small', 'medium', 'large'] as const;
export type SubtitleSize = (typeof subtitleSizes)[number];
/** Box behind subtitle text: none, a translucent band, or an opaque one. */
export const subtitleBackgrounds = ['none', 'translucent', 'opaque'] as const;
export type SubtitleBackground = (typeof subtitleBackgrounds)[number];
/** What a member's playback settings are until changed. */
export const defaultPlaybackSettings = {
  audioLanguage: null,
  subtitleLanguage: null,
  subtitleSize: 'medium',
  subtitleBackground: 'translucent',
  autoplayNext: true,
} as const;
