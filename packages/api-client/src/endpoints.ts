import type { ErrorCode } from './error-table';

/**
 * Every call of spec §7: name → method, exact path (casing is part of the contract with the host),
 * kind, who may carry a token and the error codes particular to it. The server registers its routes, and the OpenAPI
 * document and the client's docs list each call's errors (`endpointErrors`), from this same table.
 *
 * - kind `read`: GET with query parameters and the `AgeRange` header.
 * - kind `write`: POST with a JSON body. kind `upload`: POST with a multipart body.
 * - auth `none`: never sends a token (spec §6: shared lists a cache may serve to everyone).
 *   `optional`: sends the bearer token when there is one. `required`: the server answers 401 without it.
 * - errors: the codes only this call answers; those every call of its kind answers are added by `endpointErrors`.
 */
export const endpoints = {
  // Account
  generateOtp: {
    method: 'POST',
    path: '/api/account/generate-otp',
    kind: 'write',
    auth: 'optional',
    errors: [
      'PreviousTokenNotExpired',
      'InvalidPhoneNumber',
      'CaptchaRequired',
      'CaptchaError',
      { code: 'AdultOnly', note: 'edit-member and delete-member' },
      { code: 'SmsUnavailable', note: 'the SMS provider failed: sign in with a passkey' },
    ],
  },
  verifyOtp: {
    method: 'POST',
    path: '/api/account/verify-otp',
    kind: 'write',
    auth: 'optional',
    errors: ['InvalidVerifyToken', 'TimeExpired', 'TokenExpired'],
  },
  registerProfile: { method: 'POST', path: '/api/account/register-profile', kind: 'write', auth: 'required' },
  getCaptcha: { method: 'GET', path: '/api/account/Captcha', kind: 'read', auth: 'none' },
  refreshToken: {
    method: 'POST',
    path: '/api/Account/refresh-token',
    kind: 'write',
    auth: 'required',
    errors: [{ code: 'Forbidden', note: 'with `protect_token`: the switch needs a code' }, 'PreviousTokenNotExpired'],
  },
  checkToken: { method: 'GET', path: '/api/user/CheckToken', kind: 'read', auth: 'required' },
  /** Beyond spec §7 (issue #35): the account's name and phone, which the token no longer carries. */
  getAccount: { method: 'GET', path: '/api/account/me', kind: 'read', auth: 'required' },
  /** Not in spec §7 (issue #15): ends the sign-in on the server, so its tokens stop working. */
  logout: { method: 'POST', path: '/api/account/logout', kind: 'write', auth: 'required' },
  /** Beyond spec §7 (issue #27): the account's signed-in devices, and signing one or all others out. */
  getDevices: { method: 'GET', path: '/api/account/devices', kind: 'read', auth: 'required', errors: ['AdultOnly'] },
  signOutDevice: {
    method: 'POST',
    path: '/api/account/devices/sign-out',
    kind: 'write',
    auth: 'required',
    errors: ['AdultOnly'],
  },
  signOutOtherDevices: {
    method: 'POST',
    path: '/api/account/devices/sign-out-others',
    kind: 'write',
    auth: 'required',
    errors: ['AdultOnly'],
  },

  // Comments
  getCommentsByVideoId: {
    method: 'GET',
    path: '/api/CommentQuery/GetCommentsByVideoId',
    kind: 'read',
    auth: 'optional',
  },
  createComment: { method: 'POST', path: '/api/CommentCommand/Create', kind: 'write', auth: 'required' },
  likeComment: {
    method: 'POST',
    path: '/api/CommentCommand/like',
    kind: 'write',
    auth: 'required',
    errors: ['AlreadyLikedThisCommentError'],
  },

  // Playlists
  checkItemInUserPlayLists: {
    method: 'GET',
    path: '/api/PlayListQuery/CheckItemInUserPlayLists',
    kind: 'read',
    auth: 'required',
  },
  getUserPlayList: { method: 'GET', path: '/api/PlayListQuery/GetUserPlayList', kind: 'read', auth: 'required' },
  getPlayListItems: { method: 'GET', path: '/api/PlayListQuery/GetItems', kind: 'read', auth: 'optional' },
  getPlayListInfo: { method: 'GET', path: '/api/PlayListQuery/GetInfo', kind: 'read', auth: 'optional' },
  addPlayListItem: {
    method: 'POST',
    path: '/api/PlayListCommand/addItem',
    kind: 'write',
    auth: 'required',
    errors: ['DuplicateItem'],
  },
  removePlayListItem: {
    method: 'POST',
    path: '/api/PlayListCommand/removeItemByForeignKey',
    kind: 'write',
    auth: 'required',
  },
  createPlayList: {
    method: 'POST',
    path: '/api/PlayListCommand/Create',
    kind: 'upload',
    auth: 'required',
    errors: ['CaptchaError', 'InvalidFile'],
  },
  deletePlayList: { method: 'POST', path: '/api/PlayListCommand/Delete', kind: 'write', auth: 'required' },

  // Episodes
  getEpisodeDetail: { method: 'GET', path: '/api/EpisodeQuery/GetEpisodeDetail', kind: 'read', auth: 'optional' },

  // Genres
  getMovieGenres: { method: 'GET', path: '/api/GenreQuery/GetMovieGenres', kind: 'read', auth: 'optional' },
  getSeriesGenres: { method: 'GET', path: '/api/GenreQuery/GetSeriesGenres', kind: 'read', auth: 'optional' },
  getGenreById: { method: 'GET', path: '/api/GenreQuery/GetById', kind: 'read', auth: 'none' },

  // Movies
  getTopMovie: {
    method: 'GET',
    path: '/api/MovieQuery/GetTopMovie',
    kind: 'read',
    auth: 'none',
    errors: [{ code: 'NotExistsError', note: 'no film is shown to this member' }],
  },
  getMovieById: { method: 'GET', path: '/api/MovieQuery/GetById', kind: 'read', auth: 'optional' },
  getPopularMovies: { method: 'GET', path: '/api/MovieQuery/GetPopularsMovies', kind: 'read', auth: 'none' },
  getLatestMovies: { method: 'GET', path: '/api/MovieQuery/GetLatestMovies', kind: 'read', auth: 'optional' },
  getSuggestedMovies: { method: 'GET', path: '/api/MovieQuery/GetSuggestedMovies', kind: 'read', auth: 'optional' },
  getBestMovies: { method: 'GET', path: '/api/MovieQuery/GetBestMovies', kind: 'read', auth: 'none' },
  getUpdatedMovies: { method: 'GET', path: '/api/MovieQuery/GetUpdatedMovies', kind: 'read', auth: 'none' },
  getMovieStars: { method: 'GET', path: '/api/MovieQuery/GetStarsById', kind: 'read', auth: 'optional' },
  getMoviesByGenreId: { method: 'GET', path: '/api/MovieQuery/GetMoviesByGenreId', kind: 'read', auth: 'optional' },
  getMoviesByTagId: { method: 'GET', path: '/api/MovieQuery/GetMoviesByTagId', kind: 'read', auth: 'optional' },
  /** Beyond spec §7 (issue #28): the titles most like a film or series, for its «مشابه‌ها» row. */
  getSimilarTitles: { method: 'GET', path: '/api/TitleQuery/GetSimilar', kind: 'read', auth: 'optional' },

  // Regal collections
  getRegalByPosition: { method: 'GET', path: '/api/RegalQuery/GetByPosition', kind: 'read', auth: 'optional' },
  getRegalContent: {
    method: 'GET',
    path: '/api/RegalQuery/GetContentByIdWithPaging',
    kind: 'read',
    auth: 'optional',
  },

  // Series
  getHomeSeries: { method: 'GET', path: '/api/SeriesQuery/GetHomeSeries', kind: 'read', auth: 'optional' },
  getBestSeries: { method: 'GET', path: '/api/SeriesQuery/GetBestSeries', kind: 'read', auth: 'none' },
  getUpdatedSeries: { method: 'GET', path: '/api/SeriesQuery/GetUpdatedSeries', kind: 'read', auth: 'none' },
  getSuggestedSeries: { method: 'GET', path: '/api/SeriesQuery/GetSuggestedSeries', kind: 'read', auth: 'optional' },
  getPopularSeries: { method: 'GET', path: '/api/SeriesQuery/GetPopularsSeries', kind: 'read', auth: 'none' },
  getSeriesById: { method: 'GET', path: '/api/SeriesQuery/GetById', kind: 'read', auth: 'optional' },
  getSeasonsById: { method: 'GET', path: '/api/SeriesQuery/GetSeasonsById', kind: 'read', auth: 'optional' },
  getSeriesStars: { method: 'GET', path: '/api/SeriesQuery/GetStarsById', kind: 'read', auth: 'optional' },
  getEpisodesBySeriesId: { method: 'GET', path: '/api/SeriesQuery/GetEpisodesById', kind: 'read', auth: 'optional' },
  getEpisodesBySeasonId: {
    method: 'GET',
    path: '/api/SeriesQuery/GetEpisodesBySeasonId',
    kind: 'read',
    auth: 'optional',
  },
  getLatestEpisodes: {
    method: 'GET',
    path: '/api/SeriesQuery/GetLatestEpisodesByEpisodeId',
    kind: 'read',
    auth: 'optional',
  },
  getSeriesByGenreId: { method: 'GET', path: '/api/SeriesQuery/GetSeriesByGenreId', kind: 'read', auth: 'optional' },
  getSeriesByTagId: { method: 'GET', path: '/api/SeriesQuery/GetSeriesByTagId', kind: 'read', auth: 'optional' },

  // Sliders (spellings `Botom` and `Serieses` are the host's)
  getHomeTopSliders: { method: 'GET', path: '/api/sliderQuery/GetHomeTopSliders', kind: 'read', auth: 'optional' },
  getHomeBottomSliders: {
    method: 'GET',
    path: '/api/sliderQuery/GetHomeBotomSliders',
    kind: 'read',
    auth: 'optional',
  },
  getHomeTopSeries: { method: 'GET', path: '/api/sliderQuery/GetHomeTopSerieses', kind: 'read', auth: 'optional' },
  getHomeTopMovies: { method: 'GET', path: '/api/sliderQuery/GetHomeTopMovies', kind: 'read', auth: 'optional' },

  // Stars
  getStarDetail: { method: 'GET', path: '/api/StarQuery/GetStarDetail', kind: 'read', auth: 'optional' },
  getStars: { method: 'GET', path: '/api/StarQuery/GetStars', kind: 'read', auth: 'optional' },

  // Tags
  getMovieTags: { method: 'GET', path: '/api/TagQuery/GetMovieTags', kind: 'read', auth: 'optional' },
  getSeriesTags: { method: 'GET', path: '/api/TagQuery/GetSeriesTags', kind: 'read', auth: 'optional' },

  // Watching
  getVideoLink: {
    method: 'GET',
    path: '/api/VideoQuery/GetVideoLink',
    kind: 'read',
    auth: 'required',
    errors: ['LinkExpired'],
  },
  getHomeContinue: { method: 'GET', path: '/api/VideoQuery/getHomeContinue', kind: 'read', auth: 'required' },
  addUserActivity: { method: 'POST', path: '/api/VideoCommand/AddUserActivity', kind: 'write', auth: 'required' },
  // Beyond spec §7 (issue 11): hide a title from «ادامهٔ تماشا», and where a member is in a title.
  removeFromContinue: {
    method: 'POST',
    path: '/api/VideoCommand/RemoveFromContinue',
    kind: 'write',
    auth: 'required',
  },
  getResumePoint: { method: 'GET', path: '/api/VideoQuery/GetResumePoint', kind: 'read', auth: 'required' },
  /** Beyond spec §7 (issue #28): titles like the one the member watched last, for home's «چون … را دیدید». */
  getBecauseYouWatched: {
    method: 'GET',
    path: '/api/VideoQuery/GetBecauseYouWatched',
    kind: 'read',
    auth: 'required',
  },
  /**
   * Beyond spec §7 (issue #27): downloads for offline viewing. A grant signs one video for the member for a while;
   * the app stores its files itself.
   */
  grantDownload: {
    method: 'POST',
    path: '/api/DownloadCommand/Grant',
    kind: 'write',
    auth: 'required',
    errors: ['DownloadLimitReached'],
  },
  getDownloads: { method: 'GET', path: '/api/DownloadQuery/GetDownloads', kind: 'read', auth: 'required' },
  deleteDownload: { method: 'POST', path: '/api/DownloadCommand/Delete', kind: 'write', auth: 'required' },
  reportDownloadPlayed: { method: 'POST', path: '/api/DownloadCommand/ReportPlayed', kind: 'write', auth: 'required' },
  // Issue #40: the account's downloads from every device, a season in one call, kept across a sign-out.
  grantDownloads: { method: 'POST', path: '/api/DownloadCommand/GrantMany', kind: 'write', auth: 'required' },
  getAccountDownloads: {
    method: 'GET',
    path: '/api/DownloadQuery/GetAccountDownloads',
    kind: 'read',
    auth: 'required',
  },
  releaseDownload: {
    method: 'POST',
    path: '/api/DownloadCommand/Release',
    kind: 'write',
    auth: 'required',
    errors: [{ code: 'AdultOnly', note: "another member's grant" }],
  },
  keepDownloads: { method: 'POST', path: '/api/DownloadCommand/Keep', kind: 'write', auth: 'required' },
  reclaimDownloads: { method: 'POST', path: '/api/DownloadCommand/Reclaim', kind: 'write', auth: 'required' },

  // Members
  getProfile: { method: 'GET', path: '/api/ProfileQuery/GetProfile', kind: 'read', auth: 'required' },
  addProfile: {
    method: 'POST',
    path: '/api/ProfileCommand/AddProfile',
    kind: 'write',
    auth: 'required',
    errors: ['MemberLimitReached', 'AdultOnly'],
  },
  updateProfile: {
    method: 'POST',
    path: '/api/ProfileCommand/UpdateProfile',
    kind: 'write',
    auth: 'required',
    errors: ['InvalidVerifyToken', 'AdultOnly'],
  },
  deleteProfile: {
    method: 'POST',
    path: '/api/ProfileCommand/DeleteProfile',
    kind: 'write',
    auth: 'required',
    errors: ['LastMemberError', 'InvalidVerifyToken', 'AdultOnly'],
  },
  // Beyond spec §7 (issue 11): the active member's audio, subtitle and autoplay choices.
  getPlaybackSettings: {
    method: 'GET',
    path: '/api/ProfileQuery/GetPlaybackSettings',
    kind: 'read',
    auth: 'required',
  },
  updatePlaybackSettings: {
    method: 'POST',
    path: '/api/ProfileCommand/UpdatePlaybackSettings',
    kind: 'write',
    auth: 'required',
  },
  // Issue 37: the active member's caption style (colour, face, size, opacities, edge).
  getCaptionStyle: {
    method: 'GET',
    path: '/api/ProfileQuery/GetCaptionStyle',
    kind: 'read',
    auth: 'required',
  },
  updateCaptionStyle: {
    method: 'POST',
    path: '/api/ProfileCommand/UpdateCaptionStyle',
    kind: 'write',
    auth: 'required',
  },

  // Messages and search
  createMessage: {
    method: 'POST',
    path: '/api/MessageCommand/Create',
    kind: 'write',
    auth: 'optional',
    errors: ['CaptchaError'],
  },
  search: { method: 'GET', path: '/api/SearchQuery/Search', kind: 'read', auth: 'optional' },

  // Passkeys (issue #38): managed by the account's adult after a step-up; signing in with one needs no token.
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/api/account/passkeys/register-options',
    kind: 'write',
    auth: 'required',
    errors: [
      { code: 'Forbidden', note: 'with `protect_token`: adding a passkey needs a code' },
      'InvalidVerifyToken',
      'TimeExpired',
      'AdultOnly',
      'SmsUnavailable',
    ],
  },
  registerPasskey: {
    method: 'POST',
    path: '/api/account/passkeys/register',
    kind: 'write',
    auth: 'required',
    errors: ['PasskeyRefused', 'PasskeyChallengeExpired', 'AdultOnly'],
  },
  getPasskeys: { method: 'GET', path: '/api/account/passkeys', kind: 'read', auth: 'required', errors: ['AdultOnly'] },
  renamePasskey: {
    method: 'POST',
    path: '/api/account/passkeys/rename',
    kind: 'write',
    auth: 'required',
    errors: ['NotExistsError', 'AdultOnly'],
  },
  removePasskey: {
    method: 'POST',
    path: '/api/account/passkeys/remove',
    kind: 'write',
    auth: 'required',
    errors: ['NotExistsError', 'AdultOnly'],
  },
  passkeySignInOptions: { method: 'POST', path: '/api/account/passkeys/sign-in-options', kind: 'write', auth: 'none' },
  passkeySignIn: {
    method: 'POST',
    path: '/api/account/passkeys/sign-in',
    kind: 'write',
    auth: 'none',
    errors: ['PasskeyRefused', 'PasskeyChallengeExpired'],
  },
} as const satisfies Record<string, EndpointMeta>;

/** What the table says of one endpoint: method, exact path, kind, who may carry a token and its own errors. */
export interface EndpointMeta {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  kind: 'read' | 'write' | 'upload';
  auth: 'none' | 'optional' | 'required';
  /** Error codes particular to this call, each alone or with a note on when it comes. */
  errors?: readonly (ErrorCode | { code: ErrorCode; note: string })[];
}

/** The name of an endpoint, and of its client function (`getMovieById`). */
export type EndpointName = keyof typeof endpoints;
/** Every endpoint name, in the table's order. */
export const endpointNames = Object.keys(endpoints) as EndpointName[];
