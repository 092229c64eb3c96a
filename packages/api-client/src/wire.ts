/** Static wire types, derived from the schemas (type-only: nothing here reaches a bundle). */
import type { Static } from 'typebox';
import type { ErrorCode } from './error-table';
import type * as S from './schemas/index';

/**
 * The error body as the server sends it (`{ code, message, errors, fields?, protect_token?, requestId? }`).
 * @interface
 */
export type ErrorBody = Static<typeof S.ErrorBody>;
/**
 * An error body as the client read it (`ApiError.body`): `code` is left out when this version of the error table does
 * not know it (a newer server), so a `switch` on it stays exhaustive.
 */
export type ApiErrorBody = Omit<ErrorBody, 'code'> & { code?: ErrorCode };
/**
 * Paging of a list query: `pageNumber` (from 1, default 1) and `pageSize` (1–60, default 12).
 * @interface
 */
export type Paging = Static<typeof S.Paging>;
/** A paged list: one page of `data` and the count of all items. */
export interface Paged<T> {
  data: T[];
  totalCount: number;
}

/**
 * Body of `generateOtp`: `{ phoneNumber }` to sign in, or `{ purpose, profileId }` for a member action.
 * @useDeclaredType
 */
export type GenerateOtpBody = Static<typeof S.GenerateOtpBody>;
/**
 * Answer of `generateOtp`: the `protect_token` to verify the code with.
 * @interface
 */
export type GenerateOtpResponse = Static<typeof S.GenerateOtpResponse>;
/**
 * Body of `verifyOtp`: the `protect_token` and the six-digit `code`.
 * @interface
 */
export type VerifyOtpBody = Static<typeof S.VerifyOtpBody>;
/**
 * Answer of `verifyOtp`: a `token` and what it is for (`status`).
 * @interface
 */
export type VerifyOtpResponse = Static<typeof S.VerifyOtpResponse>;
/**
 * `Registered` (account token), `NotRegistered` (registration token) or `Verified` (member-action token).
 * @useDeclaredType
 */
export type VerifyStatus = VerifyOtpResponse['status'];
/**
 * Body of `registerProfile`: the new account holder's first and last name.
 * @interface
 */
export type RegisterProfileBody = Static<typeof S.RegisterProfileBody>;
/**
 * An answer that is a bearer token (`registerProfile`, `refreshToken`).
 * @interface
 */
export type TokenResponse = Static<typeof S.TokenResponse>;
/**
 * A captcha: its picture (`file`, a data URL) and the `id` to send with the answer.
 * @interface
 */
export type CaptchaResponse = Static<typeof S.CaptchaResponse>;
/**
 * Body of `refreshToken`: the member profile to switch to.
 * @interface
 */
export type RefreshTokenBody = Static<typeof S.RefreshTokenBody>;

/**
 * The account holder: name and phone (`getAccount`).
 * @interface
 */
export type AccountDetails = Static<typeof S.AccountDetails>;
/**
 * A signed-in device of the account (one sign-in): browser, system, the member used last, when it was last active.
 * @interface
 */
export type Device = Static<typeof S.Device>;
/**
 * The account's signed-in devices, the most recently active first.
 * @interface
 */
export type DeviceList = Static<typeof S.DeviceList>;
/**
 * Body of `signOutDevice`: the id of the device (sign-in) to sign out.
 * @interface
 */
export type SignOutDeviceBody = Static<typeof S.SignOutDeviceBody>;
/**
 * Answer of `signOutOtherDevices`: how many devices were signed out.
 * @interface
 */
export type SignedOutCount = Static<typeof S.SignedOutCount>;

/**
 * A member's grant to keep one film or episode video for offline viewing: its signed master playlist and expiry.
 * @interface
 */
export type DownloadGrant = Static<typeof S.DownloadGrant>;
/**
 * The active member's download grants, newest first.
 * @interface
 */
export type DownloadList = Static<typeof S.DownloadList>;
/**
 * Body of `grantDownload`: the video to keep.
 * @interface
 */
export type GrantDownloadBody = Static<typeof S.GrantDownloadBody>;
/**
 * Body of `deleteDownload`: the grant's id.
 * @interface
 */
export type DownloadIdBody = Static<typeof S.DownloadIdBody>;
/**
 * Body of `reportDownloadPlayed`: the grant's id, and when its first play started.
 * @interface
 */
export type DownloadPlayedBody = Static<typeof S.DownloadPlayedBody>;
/**
 * Body of `grantDownloads`: the videos to keep, in order, and their languages.
 * @interface
 */
export type GrantDownloadsBody = Static<typeof S.GrantDownloadsBody>;
/**
 * Answer of `grantDownloads`: the grants given and how many did not fit the account's cap.
 * @interface
 */
export type GrantedDownloads = Static<typeof S.GrantedDownloads>;
/**
 * One live grant of the account, with the member and the device that hold it.
 * @interface
 */
export type AccountDownload = Static<typeof S.AccountDownload>;
/**
 * The account's live grants from every device, and its count against the cap.
 * @interface
 */
export type AccountDownloads = Static<typeof S.AccountDownloads>;
/**
 * Body of `keepDownloads` and `reclaimDownloads`: this device's own key.
 * @interface
 */
export type DeviceKeyBody = Static<typeof S.DeviceKeyBody>;
/**
 * Answer of `keepDownloads`.
 * @interface
 */
export type KeptDownloads = Static<typeof S.KeptDownloads>;
/**
 * Answer of `reclaimDownloads`.
 * @interface
 */
export type ReclaimedDownloads = Static<typeof S.ReclaimedDownloads>;

/**
 * A member profile of an account: name, avatar and age range.
 * @interface
 */
export type Member = Static<typeof S.Member>;
/**
 * The account's member profiles, with the one active in the token.
 * @interface
 */
export type MemberList = Static<typeof S.MemberList>;
/**
 * Body of `addProfile`: name, avatar and age range of the new member.
 * @interface
 */
export type AddProfileBody = Static<typeof S.AddProfileBody>;
/**
 * Body of `updateProfile`: the member's new fields and the proof of its one-time code.
 * @interface
 */
export type UpdateProfileBody = Static<typeof S.UpdateProfileBody>;
/**
 * Body of `deleteProfile`: the member and the proof of its one-time code.
 * @interface
 */
export type DeleteProfileBody = Static<typeof S.DeleteProfileBody>;

/**
 * A genre as a title card names it.
 * @interface
 */
export type GenreRef = Static<typeof S.GenreRef>;
/**
 * A film or series as lists show it: titles, year, age, rating, pictures and genres.
 * @interface
 */
export type TitleCard = Static<typeof S.TitleCard>;
/**
 * A tag of films or series (for instance «دوبلهٔ فارسی»).
 * @interface
 */
export type Tag = Static<typeof S.Tag>;
/**
 * A genre with its picture.
 * @interface
 */
export type Genre = Static<typeof S.Genre>;
/**
 * A film's page: its card plus duration, tags, video, trailer and description.
 * @interface
 */
export type MovieDetail = Static<typeof S.MovieDetail>;
/**
 * An episode in a list: number, titles, still and video.
 * @interface
 */
export type Episode = Static<typeof S.Episode>;
/**
 * A season of a series, with its episodes when asked.
 * @interface
 */
export type Season = Static<typeof S.Season>;
/**
 * A series' page: its card plus seasons, tags and trailer.
 * @interface
 */
export type SeriesDetail = Static<typeof S.SeriesDetail>;
/**
 * An episode's page: the episode with its series, season and neighbours.
 * @interface
 */
export type EpisodeDetail = Static<typeof S.EpisodeDetail>;
/**
 * A person of the cast or crew.
 * @interface
 */
export type Star = Static<typeof S.Star>;
/**
 * A person with their role (and character) in one title.
 * @interface
 */
export type StarCredit = Static<typeof S.StarCredit>;
/**
 * A person's page: biography and credits.
 * @interface
 */
export type StarDetail = Static<typeof S.StarDetail>;
/**
 * A slide of the home page sliders.
 * @interface
 */
export type SliderItem = Static<typeof S.SliderItem>;
/**
 * A curated collection (regal) at a home position.
 * @interface
 */
export type RegalCollection = Static<typeof S.RegalCollection>;
/**
 * A page of a collection's titles.
 * @interface
 */
export type RegalContentPage = Static<typeof S.RegalContentPage>;
/**
 * One search hit: a star, a film or a series, with pictures.
 * @interface
 */
export type SearchResult = Static<typeof S.SearchResult>;
/**
 * The answer of `search`: the hits and their count.
 * @interface
 */
export type SearchPage = Static<typeof S.SearchPage>;
/**
 * Query of `getSimilarTitles`: the film or series (`type`, `id`) whose neighbours are asked for, and the page.
 * @interface
 */
export type SimilarQuery = Static<typeof S.SimilarQuery>;
/**
 * Answer of `getBecauseYouWatched`: the title the member watched last (`source`, null when there is none) and the
 * titles most like it that the member has not watched.
 * @interface
 */
export type BecauseYouWatched = Static<typeof S.BecauseYouWatched>;

/**
 * A comment on a video, with its likes and dislikes.
 * @interface
 */
export type Comment = Static<typeof S.Comment>;
/**
 * The counts after a like or dislike.
 * @interface
 */
export type LikeResult = Static<typeof S.LikeResult>;
/**
 * A member's playlist: title, picture and privacy.
 * @interface
 */
export type Playlist = Static<typeof S.Playlist>;
/**
 * A title in a playlist.
 * @interface
 */
export type PlaylistEntry = Static<typeof S.PlaylistEntry>;
/**
 * A title a playlist may hold: `foreignKey` (its id) and `type`.
 * @interface
 */
export type PlaylistItemRef = Static<typeof S.PlaylistItemRef>;
/**
 * One of the caller's playlists, and whether it holds the title asked about.
 * @interface
 */
export type PlaylistMembership = Static<typeof S.PlaylistMembership>;
/**
 * The text fields of the playlist form, with the captcha answer.
 * @interface
 */
export type CreatePlaylistFields = Static<typeof S.CreatePlaylistFields>;
/** The playlist form: the fields plus an optional cover picture (JPEG, PNG or WebP up to 2 MB). */
export type CreatePlaylistForm = CreatePlaylistFields & { picture?: Blob };
/**
 * Body of `createMessage`: the contact form and its captcha answer.
 * @interface
 */
export type CreateMessageBody = Static<typeof S.CreateMessageBody>;

/**
 * A signed, short-lived HLS link with where to resume, the renditions, markers and the next episode.
 * @interface
 */
export type VideoLink = Static<typeof S.VideoLink>;
/**
 * A title of the continue-watching row, with the position reached.
 * @interface
 */
export type ContinueItem = Static<typeof S.ContinueItem>;
/**
 * Body of `addUserActivity`: position and duration in seconds of a video.
 * @interface
 */
export type UserActivityBody = Static<typeof S.UserActivityBody>;
/**
 * An audio or subtitle rendition of a video.
 * @interface
 */
export type MediaTrack = Static<typeof S.MediaTrack>;
/**
 * Where the intro and the credits of a video are, in seconds.
 * @interface
 */
export type VideoMarkers = Static<typeof S.VideoMarkers>;
/**
 * The episode that follows, for autoplay.
 * @interface
 */
export type NextEpisode = Static<typeof S.NextEpisode>;
/**
 * Where the member is in a title: the video and the position.
 * @interface
 */
export type ResumePoint = Static<typeof S.ResumePoint>;
/**
 * Query of `getResumePoint`: the title (`type`, `id`).
 * @interface
 */
export type ResumePointQuery = Static<typeof S.ResumePointQuery>;
/**
 * Body of `removeFromContinue`: the title to hide from the row.
 * @interface
 */
export type RemoveFromContinueBody = Static<typeof S.RemoveFromContinueBody>;
/**
 * A member's audio, subtitle, autoplay and data-usage choices.
 * @interface
 */
export type PlaybackSettings = Static<typeof S.PlaybackSettings>;
/**
 * Body of `updatePlaybackSettings`: any non-empty subset of the settings.
 * @interface
 */
export type UpdatePlaybackSettingsBody = Static<typeof S.UpdatePlaybackSettingsBody>;
/**
 * A member's caption style: colour, face, size, opacities and edge.
 * @interface
 */
export type CaptionStyle = Static<typeof S.CaptionStyle>;
/**
 * Body of `updateCaptionStyle`: any non-empty subset of the style.
 * @interface
 */
export type UpdateCaptionStyleBody = Static<typeof S.UpdateCaptionStyleBody>;

/**
 * One of the account's passkeys: its name, when it was added and when it last signed in.
 * @interface
 */
export type Passkey = Static<typeof S.Passkey>;
/**
 * The account's passkeys, newest first.
 * @interface
 */
export type PasskeyList = Static<typeof S.PasskeyList>;
/**
 * WebAuthn options of a passkey ceremony, in their JSON form, for `navigator.credentials` (through
 * `@simplewebauthn/browser`).
 * @interface
 */
export type PasskeyOptions = Static<typeof S.PasskeyOptions>;
