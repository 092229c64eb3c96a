import { MAX_PLAYLIST_PICTURE_BYTES } from './constants';
import type { EndpointName } from './endpoints';

/** The words of one endpoint. */
export interface EndpointDoc {
  /** What it does, in a line. */
  summary: string;
  /** What a caller must know beyond the summary. */
  description?: string;
}

/**
 * What each call does, in a line (`summary`), and what a caller must know (`description`): the one text behind the
 * OpenAPI operations and the TSDoc of every `ApiClient` function (`src/client-api.ts`, generated from it).
 */
export const endpointDocs = {
  generateOtp: {
    summary: 'Send a one-time code',
    description:
      'Signed out: sends a sign-in code to `phoneNumber`. Signed in: sends a code for a member action (`purpose`, `profileId`) to the account phone. Answers the `protect_token` to verify it with.',
  },
  verifyOtp: {
    summary: 'Verify a one-time code',
    description:
      '`Registered` answers the account token, `NotRegistered` a registration token, `Verified` a token for the member action.',
  },
  registerProfile: {
    summary: 'Register a new account',
    description: 'Called with the registration token of `verifyOtp`; answers the account token.',
  },
  getCaptcha: {
    summary: 'Get a captcha',
    description: 'A new challenge picture (PNG) and its id; every answer is new.',
  },
  refreshToken: {
    summary: 'Switch to a member profile',
    description: 'Answers a token for `profileId`. A protected profile answers 403 with a `protect_token` first.',
  },
  checkToken: { summary: 'Check the bearer token', description: 'Whether the token is still valid.' },
  getAccount: {
    summary: "Get the account's name and phone",
    description:
      'The account holder’s first and last name and phone number, for «حساب من». Every member of the account may read it; the phone is not in the token.',
  },
  logout: {
    summary: 'Sign out',
    description:
      'Revokes the sign-in the bearer token belongs to: this token and every token switched from it answer 401 from now on.',
  },
  getDevices: {
    summary: "List the account's signed-in devices",
    description:
      'Every live sign-in of the account, the caller’s first and then the most recently active: browser and system from its user agent, the member used last, when it signed in and was last active (at most a minute old), and which one is the caller.',
  },
  signOutDevice: {
    summary: 'Sign a device out',
    description:
      "Revokes one of the account's sign-ins by `id`: its tokens answer 401 on every instance within a second. Another account's device, or one already signed out, is a 404.",
  },
  signOutOtherDevices: {
    summary: 'Sign every other device out',
    description: "Revokes every sign-in of the account but the caller's own; answers how many were signed out.",
  },
  getCommentsByVideoId: { summary: 'List comments on a video', description: 'Newest first, paged.' },
  createComment: { summary: 'Comment on a video', description: 'Plain text; answers the stored comment.' },
  likeComment: { summary: 'Like or dislike a comment', description: 'Type 1 likes, 0 dislikes; once per account.' },
  checkItemInUserPlayLists: {
    summary: 'Which playlists hold a title',
    description: "Each of the caller's playlists with whether it holds the title.",
  },
  getUserPlayList: { summary: "List the caller's playlists" },
  getPlayListItems: {
    summary: 'List the titles of a playlist',
    description: 'Public and unlisted lists are readable by anyone.',
  },
  getPlayListInfo: { summary: 'Get a playlist' },
  addPlayListItem: { summary: 'Add a title to a playlist' },
  removePlayListItem: { summary: 'Remove a title from a playlist' },
  createPlayList: {
    summary: 'Create a playlist',
    description: `Multipart form with a captcha answer and an optional picture (JPEG, PNG or WebP, at most ${MAX_PLAYLIST_PICTURE_BYTES / 1024 / 1024} MB).`,
  },
  deletePlayList: { summary: 'Delete a playlist' },
  getEpisodeDetail: { summary: 'Get an episode', description: 'With its series, season and video id.' },
  getMovieGenres: { summary: 'List film genres' },
  getSeriesGenres: { summary: 'List series genres' },
  getGenreById: { summary: 'Get a genre' },
  getTopMovie: { summary: 'Get the featured film', description: 'The film at the top of the home page.' },
  getMovieById: { summary: 'Get a film' },
  getPopularMovies: { summary: 'List popular films' },
  getLatestMovies: { summary: 'List the latest films' },
  getSuggestedMovies: { summary: 'List suggested films' },
  getBestMovies: { summary: 'List the best films', description: 'Optionally domestic or foreign only.' },
  getUpdatedMovies: { summary: 'List recently updated films', description: 'Optionally domestic or foreign only.' },
  getMovieStars: { summary: 'List the cast and crew of a film' },
  getMoviesByGenreId: { summary: 'List films of a genre' },
  getMoviesByTagId: { summary: 'List films with a tag' },
  getSimilarTitles: {
    summary: 'List titles like a film or series',
    description:
      'Same kind, by shared genres (the main one most) and tags weighted by popularity; never the title itself, within the age limit.',
  },
  getRegalByPosition: { summary: 'List the collections at a home position' },
  getRegalContent: { summary: 'List the titles of a collection' },
  getHomeSeries: { summary: 'List the series of the home page' },
  getBestSeries: { summary: 'List the best series', description: 'Optionally domestic or foreign only.' },
  getUpdatedSeries: { summary: 'List recently updated series', description: 'Optionally domestic or foreign only.' },
  getSuggestedSeries: { summary: 'List suggested series' },
  getPopularSeries: { summary: 'List popular series' },
  getSeriesById: { summary: 'Get a series' },
  getSeasonsById: { summary: 'List the seasons of a series' },
  getSeriesStars: { summary: 'List the cast and crew of a series' },
  getEpisodesBySeriesId: { summary: 'List the episodes of a series' },
  getEpisodesBySeasonId: { summary: 'List the episodes of a season' },
  getLatestEpisodes: { summary: 'List the episodes after an episode' },
  getSeriesByGenreId: { summary: 'List series of a genre' },
  getSeriesByTagId: { summary: 'List series with a tag' },
  getHomeTopSliders: { summary: 'List the home hero slides' },
  getHomeBottomSliders: { summary: 'List the slides lower on the home page' },
  getHomeTopSeries: { summary: 'List the top series row of the home page' },
  getHomeTopMovies: { summary: 'List the top films row of the home page' },
  getStarDetail: { summary: 'Get a person', description: 'With their credits.' },
  getStars: { summary: 'List people' },
  getMovieTags: { summary: 'List film tags' },
  getSeriesTags: { summary: 'List series tags' },
  getVideoLink: {
    summary: 'Get a signed playback link',
    description:
      'A short-lived HLS link for a film, episode or trailer video, with where the member left off, its audio and subtitle renditions (as in the master playlist), intro and credits markers, and the next episode.',
  },
  getHomeContinue: { summary: "List the member's continue-watching row" },
  getBecauseYouWatched: {
    summary: 'List titles like the one the member watched last',
    description: 'Names that title as `source` (null when there is none), and leaves out what the member has watched.',
  },
  addUserActivity: {
    summary: 'Report playback progress',
    description: 'Position and duration in seconds. Brings a title removed from the continue row back.',
  },
  removeFromContinue: {
    summary: 'Remove a title from the continue row',
    description:
      "Hides the film, or the whole series of the episode, from the active member's continue row; the resume point stays. 404 when the member has not watched it.",
  },
  grantDownload: {
    summary: 'Grant a download of a video',
    description:
      "Lets the active member keep a film's or an episode's video for offline viewing (trailers are not offered; a title above the member's age range is a 404). The grant lasts 30 days, and 48 hours after its first play is reported; its `url` names the grant, and is refused once the grant is deleted or over, the device that asked for it is signed out, or its member deleted. An account holds at most 25 live grants (DownloadLimitReached). Granting a video the member already holds on this device answers that grant; an expired one is replaced by a new grant with a new link.",
  },
  getDownloads: {
    summary: "List the member's download grants",
    description:
      "Newest first, expired ones included (to offer renewal); titles above the member's age range are left out, so their downloads are deleted on the device.",
  },
  deleteDownload: {
    summary: 'Delete a download grant',
    description:
      "Frees its place in the account's 25. Another member's or account's grant, or one already deleted, is a 404.",
  },
  reportDownloadPlayed: {
    summary: 'Report the first play of a download',
    description:
      "Sets when the download was first played (the earliest report wins; `at` is the player's clock in ms, for a play made offline), so it expires 48 hours later at most. Answers the grant.",
  },
  grantDownloads: {
    summary: 'Grant downloads of several videos',
    description:
      "A season's episodes, or the next few, in one call: each is granted as by grantDownload (with the same languages), in the order given, until the account's 25 are reached; the rest count as `overLimit` and no grant is made for them. A video that cannot be downloaded (a trailer, none, above the member's age range) is skipped as `unavailable`. Answers the grants given and the account's count.",
  },
  getAccountDownloads: {
    summary: "The account's live downloads on every device",
    description:
      "The account's count against its 25 (`used`, `limit`), with each live grant's member and device; `thisDevice` marks the bearer's own sign-in. An adult member sees every member's grants, a younger one its own.",
  },
  releaseDownload: {
    summary: "Free one of the account's downloads",
    description:
      "Deletes a live grant wherever it is held, so its place in the 25 is free and its link refused on every instance. The member's own, or, for an adult member, any of the account's (another member's by a younger member: AdultOnly). 404 when the account has no such live grant.",
  },
  keepDownloads: {
    summary: "Keep this device's downloads for the member's return",
    description:
      "Before a sign-out: the active member's live grants on this sign-in are kept for the device holding `deviceKey` (only a hash is stored). Their links stop with the sign-out as always; reclaimDownloads on the same device by the same member makes them work again while their days last.",
  },
  reclaimDownloads: {
    summary: 'Take back downloads kept on this device',
    description:
      "After a sign-in: the active member's grants kept for `deviceKey` move to this sign-in, oldest first, while they are within their days (and 48 hours of a first play) and the account's 25 have room; the rest stay kept (`overLimit`). The grants keep their ids and links, so the files on the device play again.",
  },
  getResumePoint: {
    summary: 'Where the member is in a title',
    description:
      'A film: its video and saved position. A series: the episode the member is on (latest unfinished, else the next after the latest finished, else the first).',
  },
  getProfile: { summary: "List the account's member profiles", description: 'With the profile active in the token.' },
  addProfile: { summary: 'Add a member profile', description: 'At most three per account.' },
  updateProfile: { summary: 'Edit a member profile', description: 'Needs the verify token of a one-time code.' },
  deleteProfile: { summary: 'Delete a member profile', description: 'Needs the verify token of a one-time code.' },
  getPlaybackSettings: {
    summary: "Get the member's playback settings",
    description:
      'Audio and subtitle language, subtitle style, autoplay and data usage («مصرف داده»); the defaults until changed.',
  },
  updatePlaybackSettings: {
    summary: "Change the member's playback settings",
    description: 'Any non-empty subset; answers the whole settings.',
  },
  getCaptionStyle: {
    summary: "Get the member's caption style",
    description:
      'Text colour and face, size (50–200 %), text and background opacity, background colour and letter edge; the defaults until changed.',
  },
  updateCaptionStyle: {
    summary: "Change the member's caption style",
    description: 'Any non-empty subset; answers the whole style.',
  },
  createMessage: { summary: 'Send a contact message', description: 'Needs a captcha answer.' },
  search: {
    summary: 'Search titles and people',
    description: 'Persian text search that forgives typos, missing marks and text typed on the wrong keyboard layout.',
  },
  passkeyRegistrationOptions: {
    summary: 'Start adding a passkey',
    description:
      "For the account's adult member. Without a proof, sends an `add-passkey` code and answers 403 with its `protect_token` (as a protected switch does); with the code's `verifyToken` and `protectedToken`, or within minutes of a passkey sign-in, answers the WebAuthn creation options (a challenge valid 2 minutes, once).",
  },
  registerPasskey: {
    summary: 'Add a passkey',
    description:
      "Checks the authenticator's answer to the latest creation options (origin and relying party of `PUBLIC_URL`, user verification) and keeps its public key under `name`.",
  },
  getPasskeys: {
    summary: "List the account's passkeys",
    description: 'Name, when added and when last used to sign in, newest first.',
  },
  renamePasskey: { summary: 'Rename a passkey', description: "Another account's passkey is a 404." },
  removePasskey: {
    summary: 'Remove a passkey',
    description:
      'It signs nobody in from now on, and every sign-in it made is signed out on every instance within a second.',
  },
  passkeySignInOptions: {
    summary: 'Start signing in with a passkey',
    description:
      'WebAuthn request options for a discoverable credential with user verification; the challenge is valid 2 minutes, once.',
  },
  passkeySignIn: {
    summary: 'Sign in with a passkey',
    description:
      'Checks the assertion against the stored public key and counter; answers the account token as `verifyOtp` does (`Registered`). The sign-in counts as a step-up for member switches and account acts for 5 minutes.',
  },
} as const satisfies Record<EndpointName, EndpointDoc>;
