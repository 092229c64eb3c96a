import { type AccountDetails, type AgeRange, type ApiClient, describeError, errorCodes } from '@parde/api-client';
import { type AuthStore, createAuthStore, onSessionEnded, selectBearerToken } from './auth';
import { type CaptchaStore, createCaptchaStore } from './captcha';
import { type CommentsStore, createCommentsStore } from './comments';
import { PROGRESS_SETTLE_LIMIT_MS } from './constants';
import { type ContactStore, createContactStore } from './contact';
import { createContinueRemover, type RemoveFromContinue } from './continue';
import { createDevicesStore, type DevicesStore } from './devices';
import { createInFlight } from './in-flight';
import { createLoadStore, type LoadStore } from './loadable';
import { createMembersStore, type MembersStore, selectAgeRange } from './members';
import { createPasskeysStore, type PasskeyCeremonies, type PasskeysStore } from './passkeys';
import { paths } from './paths';
import { createPlaylistsStore, type PlaylistsStore } from './playlists';
import type { Ports } from './ports';
import { createErrorReporter, createUnauthorizedHandler, type ReportError, type Unauthorized } from './report-error';
import { createSearchStore, type SearchStore } from './search';
import { createSettingsStore, type SettingsStore } from './settings';
import { createWatchStore, type WatchStore } from './watch';

/** The ports and the api client the domain is built from. */
export interface DomainOptions extends Ports {
  /**
   * The api client. `createDomain` makes no call while it builds, so the client's `getToken` and
   * `getAgeRange` may read the domain lazily: `getToken: () => domain.getToken()`.
   */
  api: ApiClient;
  /** The browser's passkey ceremonies (issue #38); absent where there is no WebAuthn. */
  passkeyCeremonies?: PasskeyCeremonies;
}

/** Every store, wired together. */
export interface Domain {
  auth: AuthStore;
  members: MembersStore;
  search: SearchStore;
  settings: SettingsStore;
  playlists: PlaylistsStore;
  comments: CommentsStore;
  contact: ContactStore;
  /** The account's signed-in devices (issue #27). */
  devices: DevicesStore;
  /** The account's passkeys (issue #38). */
  passkeys: PasskeysStore;
  /** The account holder's name and phone for «حساب من» (the token carries no phone: decision 042). */
  account: LoadStore<AccountDetails | null, undefined>;
  /** The video being watched: its link and progress reports. */
  watch: WatchStore;
  /** One captcha per form that needs one. */
  captchas: { playlist: CaptchaStore; contact: CaptchaStore; signIn: CaptchaStore };
  /** Takes a title off «ادامهٔ تماشا» (issue 11); the row hides it meanwhile. */
  removeFromContinue: RemoveFromContinue;
  /**
   * Resolves once the player's last progress reports have landed (or a time limit passed): the app's reads of
   * positions (continue watching, a title's resume point) wait for it.
   */
  progressSettled(): Promise<void>;
  /** The one error path, for the app's own calls (e.g. the contact form). */
  reportError: ReportError;
  /**
   * Give it to the api client as `onUnauthorized`: any 401 (spec §6) ends the session, then goes to login with the
   * way back. Calls whose failure nobody reports (progress reports, link renewals) are covered this way too.
   */
  unauthorized: Unauthorized;
  /** The bearer token for the api client: the account token, or the registration token while registering. */
  getToken(): string | null;
  /** The active member's age range for the api client's `AgeRange` header. */
  getAgeRange(): AgeRange | null;
}

/** Builds all stores on one set of ports and one api client. */
export function createDomain(options: DomainOptions): Domain {
  const { api, passkeyCeremonies, ...ports } = options;
  // Without WebAuthn every ceremony is refused, as a cancelled one is.
  const ceremonies: PasskeyCeremonies = passkeyCeremonies ?? {
    create: () => Promise.reject(new Error('no WebAuthn here')),
    get: () => Promise.reject(new Error('no WebAuthn here')),
  };
  // The handler needs auth, and auth needs the error path: `auth` is read only when a 401 arrives.
  const unauthorized = createUnauthorizedHandler(ports.navigation, () => auth.getState().sessionExpired(), {
    restoring: () => auth.getState().status === 'restoring',
    currentToken: () => selectBearerToken(auth.getState()),
    // The sign-in holds: the members are listed again and the viewer picks one (decision 042).
    memberGone: (error) => {
      ports.notifier.toast({
        ...describeError(error.endpoint, error.status, error.body),
        message: errorCodes.MemberGone.fa,
      });
      members.getState().memberGone();
      ports.navigation.navigate(paths.selectMember, { replace: true });
    },
  });
  const reportError = createErrorReporter({ ...ports, unauthorized });
  const signInCaptcha = createCaptchaStore(api, reportError);
  const auth: AuthStore = createAuthStore({
    ...ports,
    api,
    reportError,
    captcha: signInCaptcha,
    passkeys: ceremonies,
  });
  const members = createMembersStore({ ...ports, api, auth, reportError });
  const settings = createSettingsStore(ports);
  const getAgeRange = () => selectAgeRange(members.getState());
  // The title pages' resume points are read after the player's last progress report has landed.
  const reports = createInFlight(ports.timers, PROGRESS_SETTLE_LIMIT_MS);
  const captchas = {
    playlist: createCaptchaStore(api, reportError),
    contact: createCaptchaStore(api, reportError),
    signIn: signInCaptcha,
  };
  const account = createLoadStore(() => api.getAccount(), {
    onError: (error) => reportError(error, 'getAccount'),
  });
  // The next account's details are not the last one's.
  onSessionEnded(auth, () => account.getState().reset());
  return {
    auth,
    members,
    settings,
    search: createSearchStore({
      ...ports,
      api,
      settings,
      getAgeRange,
      reportError,
      getMemberId: () => members.getState().activeMember?.id ?? null,
    }),
    playlists: createPlaylistsStore({ ...ports, api, auth, settings, captcha: captchas.playlist, reportError }),
    comments: createCommentsStore({ ...ports, api, auth, reportError }),
    contact: createContactStore({ api, captcha: captchas.contact, reportError, notifier: ports.notifier }),
    devices: createDevicesStore({ api, auth, reportError }),
    passkeys: createPasskeysStore({ api, auth, reportError, ceremonies }),
    account,
    watch: createWatchStore({ ...ports, api, auth, reportError, reports }),
    captchas,
    removeFromContinue: createContinueRemover(api, reportError),
    progressSettled: () => reports.settled(),
    reportError,
    unauthorized,
    getToken: () => selectBearerToken(auth.getState()),
    getAgeRange,
  };
}
