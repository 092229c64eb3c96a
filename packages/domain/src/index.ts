export {
  type AuthActions,
  type AuthData,
  type AuthDeps,
  type AuthState,
  type AuthStore,
  createAuthStore,
  memberIdOfToken,
  onSessionEnded,
  type PendingCode,
  type Session,
  type SignIn,
  selectBearerToken,
  selectGuard,
  type User,
  userFromToken,
} from './auth';
export { type CaptchaStore, createCaptchaStore, refreshCaptchaAfter, selectCaptchaId } from './captcha';
export {
  type CommentsActions,
  type CommentsData,
  type CommentsDeps,
  type CommentsState,
  type CommentsStore,
  createCommentsStore,
  type OwnReaction,
  withOwnComments,
} from './comments';
export * from './constants';
export {
  type ContactActions,
  type ContactData,
  type ContactDeps,
  type ContactMessage,
  type ContactState,
  type ContactStore,
  createContactStore,
} from './contact';
export { createContinueRemover, type RemoveFromContinue } from './continue';
export {
  createDevicesStore,
  type DeviceSignOut,
  type DevicesActions,
  type DevicesData,
  type DevicesDeps,
  type DevicesState,
  type DevicesStore,
} from './devices';
export { createDomain, type Domain, type DomainOptions } from './domain';
export {
  createLoadStore,
  type Fetcher,
  type LoadActions,
  type Loadable,
  type LoadOptions,
  type LoadState,
  type LoadStore,
  loadable,
  messageOf,
} from './loadable';
export {
  type ActiveMember,
  createMembersStore,
  type MemberBusy,
  type MemberCodeFlow,
  type MemberCodePurpose,
  type MemberFields,
  type MemberFlow,
  type MembersActions,
  type MembersData,
  type MembersDeps,
  type MembersState,
  type MembersStore,
  selectAgeRange,
  selectBusy,
  selectCanAddMember,
  selectCodeFlow,
  selectEditing,
  selectIsAdult,
  selectMemberCount,
  selectMembersActiveFirst,
} from './members';
export {
  createPasskeysStore,
  type PasskeyAdding,
  type PasskeyCeremonies,
  type PasskeysActions,
  type PasskeysData,
  type PasskeysDeps,
  type PasskeysState,
  type PasskeysStore,
} from './passkeys';
export { isSignInPath, paths, redirectFromParams } from './paths';
export {
  createPlaylistsStore,
  type NewPlaylist,
  type PlaylistItem,
  type PlaylistsActions,
  type PlaylistsData,
  type PlaylistsDeps,
  type PlaylistsState,
  type PlaylistsStore,
} from './playlists';
export type { KeyValueStorage, NavigateOptions, Navigation, Notifier, Ports, TimerHandle, Timers } from './ports';
export {
  createErrorReporter,
  createUnauthorizedHandler,
  type ReportError,
  type Unauthorized,
  type UnauthorizedOptions,
} from './report-error';
export {
  createSearchStore,
  type SearchActions,
  type SearchData,
  type SearchDeps,
  type SearchState,
  type SearchStore,
} from './search';
export {
  createSettingsStore,
  defaultSettings,
  type PlaylistForm,
  type PlaylistFormTarget,
  type ScreenSize,
  type SettingsActions,
  type SettingsData,
  type SettingsState,
  type SettingsStore,
  screenSizeOf,
} from './settings';
export {
  createWatchStore,
  type WatchActions,
  type WatchData,
  type WatchDeps,
  type WatchState,
  type WatchStore,
} from './watch';
