/**
 * Wire schemas (TypeBox → JSON Schema) for every endpoint: the one source of truth. The server
 * validates and serialises with them; the client takes only their static types, so no schema
 * code reaches a browser bundle.
 */
import type Type from 'typebox';
import type { EndpointName } from '../endpoints';
import {
  AccountDetails,
  AddProfileBody,
  CaptchaResponse,
  CheckTokenResponse,
  DeleteProfileBody,
  DeviceList,
  GenerateOtpBody,
  GenerateOtpResponse,
  GetProfileQuery,
  Member,
  MemberList,
  RefreshTokenBody,
  RegisterProfileBody,
  SignedOutCount,
  SignOutDeviceBody,
  TokenResponse,
  UpdateProfileBody,
  VerifyOtpBody,
  VerifyOtpResponse,
} from './account';
import {
  BecauseYouWatched,
  ById,
  CountryPaging,
  Episode,
  EpisodeDetail,
  Genre,
  GenrePaging,
  LatestEpisodesQuery,
  MovieDetail,
  PagedById,
  RegalCollection,
  RegalContentPage,
  RegalContentQuery,
  RegalPositionQuery,
  SearchPage,
  SearchQuery,
  Season,
  SeasonPaging,
  SeriesDetail,
  SimilarQuery,
  SliderItem,
  Star,
  StarCredit,
  StarDetail,
  StarsQuery,
  Tag,
  TagPaging,
  TitleCard,
} from './catalogue';
import { NoFields, Paged, Paging, Success } from './common';
import {
  Passkey,
  PasskeyList,
  PasskeyOptions,
  PasskeyOptionsBody,
  PasskeySignInBody,
  RegisterPasskeyBody,
  RemovePasskeyBody,
  RenamePasskeyBody,
} from './passkeys';
import {
  AccountDownloads,
  CaptionStyle,
  Comment,
  CommentsQuery,
  ContinueItem,
  CreateCommentBody,
  Created,
  CreateMessageBody,
  CreatePlaylistFields,
  DeviceKeyBody,
  DownloadGrant,
  DownloadIdBody,
  DownloadList,
  DownloadPlayedBody,
  GrantDownloadBody,
  GrantDownloadsBody,
  GrantedDownloads,
  KeptDownloads,
  LikeCommentBody,
  LikeResult,
  PlaybackSettings,
  Playlist,
  PlaylistEntry,
  PlaylistItemBody,
  PlaylistItemRef,
  PlaylistMembership,
  ReclaimedDownloads,
  RemoveFromContinueBody,
  ResumePoint,
  ResumePointQuery,
  UpdateCaptionStyleBody,
  UpdatePlaybackSettingsBody,
  UserActivityBody,
  VideoLink,
  VideoLinkQuery,
} from './social';

export * from './account';
export * from './catalogue';
export * from './common';
export * from './passkeys';
export * from './social';
export * from './text';

/** What one endpoint takes (`query` for reads, `body` for writes and uploads) and answers on success. */
export interface EndpointSchema {
  query?: Type.TSchema;
  body?: Type.TSchema;
  response: Type.TSchema;
}

const titles = Paged(TitleCard);
const pagedTitles = { query: Paging, response: titles };
const countryTitles = { query: CountryPaging, response: titles };

/**
 * Each endpoint's TypeBox schemas: `query` (reads) or `body` (writes and uploads), and `response` on success. The
 * server validates and serialises with them.
 */
export const endpointSchemas = {
  generateOtp: { body: GenerateOtpBody, response: GenerateOtpResponse },
  verifyOtp: { body: VerifyOtpBody, response: VerifyOtpResponse },
  registerProfile: { body: RegisterProfileBody, response: TokenResponse },
  getCaptcha: { response: CaptchaResponse },
  refreshToken: { body: RefreshTokenBody, response: TokenResponse },
  checkToken: { response: CheckTokenResponse },
  getAccount: { response: AccountDetails },
  logout: { body: NoFields, response: Success },
  getDevices: { response: DeviceList },
  signOutDevice: { body: SignOutDeviceBody, response: Success },
  signOutOtherDevices: { body: NoFields, response: SignedOutCount },

  getCommentsByVideoId: { query: CommentsQuery, response: Paged(Comment) },
  createComment: { body: CreateCommentBody, response: Comment },
  likeComment: { body: LikeCommentBody, response: LikeResult },

  checkItemInUserPlayLists: { query: PlaylistItemRef, response: Paged(PlaylistMembership) },
  getUserPlayList: { query: Paging, response: Paged(Playlist) },
  getPlayListItems: { query: PagedById, response: Paged(PlaylistEntry) },
  getPlayListInfo: { query: ById, response: Playlist },
  addPlayListItem: { body: PlaylistItemBody, response: Success },
  removePlayListItem: { body: PlaylistItemBody, response: Success },
  createPlayList: { body: CreatePlaylistFields, response: Playlist },
  deletePlayList: { body: ById, response: Success },

  getEpisodeDetail: { query: ById, response: EpisodeDetail },

  getMovieGenres: { response: Paged(Genre) },
  getSeriesGenres: { response: Paged(Genre) },
  getGenreById: { query: ById, response: Genre },

  getTopMovie: { response: MovieDetail },
  getMovieById: { query: ById, response: MovieDetail },
  getPopularMovies: pagedTitles,
  getLatestMovies: pagedTitles,
  getSuggestedMovies: pagedTitles,
  getBestMovies: countryTitles,
  getUpdatedMovies: countryTitles,
  getMovieStars: { query: ById, response: Paged(StarCredit) },
  getMoviesByGenreId: { query: GenrePaging, response: titles },
  getMoviesByTagId: { query: TagPaging, response: titles },
  getSimilarTitles: { query: SimilarQuery, response: titles },

  getRegalByPosition: { query: RegalPositionQuery, response: Paged(RegalCollection) },
  getRegalContent: { query: RegalContentQuery, response: RegalContentPage },

  getHomeSeries: pagedTitles,
  getBestSeries: countryTitles,
  getUpdatedSeries: countryTitles,
  getSuggestedSeries: pagedTitles,
  getPopularSeries: pagedTitles,
  getSeriesById: { query: ById, response: SeriesDetail },
  getSeasonsById: { query: ById, response: Paged(Season) },
  getSeriesStars: { query: ById, response: Paged(StarCredit) },
  getEpisodesBySeriesId: { query: PagedById, response: Paged(Episode) },
  getEpisodesBySeasonId: { query: SeasonPaging, response: Paged(Episode) },
  getLatestEpisodes: { query: LatestEpisodesQuery, response: Paged(Episode) },
  getSeriesByGenreId: { query: GenrePaging, response: titles },
  getSeriesByTagId: { query: TagPaging, response: titles },

  getHomeTopSliders: { response: Paged(SliderItem) },
  getHomeBottomSliders: { response: Paged(SliderItem) },
  getHomeTopSeries: pagedTitles,
  getHomeTopMovies: pagedTitles,

  getStarDetail: { query: ById, response: StarDetail },
  getStars: { query: StarsQuery, response: Paged(Star) },

  getMovieTags: { response: Paged(Tag) },
  getSeriesTags: { response: Paged(Tag) },

  getVideoLink: { query: VideoLinkQuery, response: VideoLink },
  getHomeContinue: { query: Paging, response: Paged(ContinueItem) },
  addUserActivity: { body: UserActivityBody, response: Success },
  removeFromContinue: { body: RemoveFromContinueBody, response: Success },
  getResumePoint: { query: ResumePointQuery, response: ResumePoint },
  getBecauseYouWatched: { query: Paging, response: BecauseYouWatched },

  grantDownload: { body: GrantDownloadBody, response: DownloadGrant },
  getDownloads: { response: DownloadList },
  deleteDownload: { body: DownloadIdBody, response: Success },
  reportDownloadPlayed: { body: DownloadPlayedBody, response: DownloadGrant },
  grantDownloads: { body: GrantDownloadsBody, response: GrantedDownloads },
  getAccountDownloads: { response: AccountDownloads },
  releaseDownload: { body: DownloadIdBody, response: Success },
  keepDownloads: { body: DeviceKeyBody, response: KeptDownloads },
  reclaimDownloads: { body: DeviceKeyBody, response: ReclaimedDownloads },

  getProfile: { query: GetProfileQuery, response: MemberList },
  addProfile: { body: AddProfileBody, response: Member },
  updateProfile: { body: UpdateProfileBody, response: Member },
  deleteProfile: { body: DeleteProfileBody, response: Success },
  getPlaybackSettings: { response: PlaybackSettings },
  updatePlaybackSettings: { body: UpdatePlaybackSettingsBody, response: PlaybackSettings },
  getCaptionStyle: { response: CaptionStyle },
  updateCaptionStyle: { body: UpdateCaptionStyleBody, response: CaptionStyle },

  createMessage: { body: CreateMessageBody, response: Created },
  search: { query: SearchQuery, response: SearchPage },

  passkeyRegistrationOptions: { body: PasskeyOptionsBody, response: PasskeyOptions },
  registerPasskey: { body: RegisterPasskeyBody, response: Passkey },
  getPasskeys: { response: PasskeyList },
  renamePasskey: { body: RenamePasskeyBody, response: Passkey },
  removePasskey: { body: RemovePasskeyBody, response: Success },
  passkeySignInOptions: { body: NoFields, response: PasskeyOptions },
  passkeySignIn: { body: PasskeySignInBody, response: VerifyOtpResponse },
} as const satisfies Record<EndpointName, EndpointSchema>;

export type EndpointSchemas = typeof endpointSchemas;
