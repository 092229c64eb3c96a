import type { AgeRange, ApiClient } from '@parde/api-client';
import { type AuthStore, createAuthStore, selectBearerToken } from './auth';
import { type CommentsStore, createCommentsStore } from './comments';
import { createMedia, type Media } from './media';
import { createMembersStore, type MembersStore, selectAgeRange } from './members';
import { createPlaylistsStore, type PlaylistsStore } from './playlists';
import type { Ports } from './ports';
import { createErrorReporter, type ReportError } from './report-error';
import { createSearchStore, type SearchStore } from './search';
import { createSettingsStore, type SettingsStore } from './settings';

/** The ports and the api client the domain is built from. */
export interface DomainOptions extends Ports {
  /**
   * The api client. `createDomain` makes no call while it builds, so the client's `getToken` and
   * `getAgeRange` may read the domain lazily: `getToken: () => domain.getToken()`.
   */
  api: ApiClient;
}

/** Every store, wired together. */
export interface Domain {
  auth: AuthStore;
  members: MembersStore;
  search: SearchStore;
  settings: SettingsStore;
  playlists: PlaylistsStore;
  comments: CommentsStore;
  /** One resource store per media list of spec §3. */
  media: Media;
  /** The one error path, for the app's own calls (e.g. the contact form). */
  reportError: ReportError;
  /** The bearer token for the api client: the account token, or the registration token while registering. */
  getToken(): string | null;
  /** The active member's age range for the api client's `AgeRange` header. */
  getAgeRange(): AgeRange | null;
}

/** Builds all stores on one set of ports and one api client. */
export function createDomain(options: DomainOptions): Domain {
  const { api, ...ports } = options;
  const reportError = createErrorReporter(ports);
  const auth = createAuthStore({ ...ports, api, reportError });
  const members = createMembersStore({ ...ports, api, auth, reportError });
  const settings = createSettingsStore(ports);
  const getAgeRange = () => selectAgeRange(members.getState());
  return {
    auth,
    members,
    settings,
    search: createSearchStore({ ...ports, api, settings, getAgeRange, reportError }),
    playlists: createPlaylistsStore({ ...ports, api, auth, settings, reportError }),
    comments: createCommentsStore({ ...ports, api, auth, reportError }),
    media: createMedia(api, reportError, () => auth.getState().status === 'authenticated'),
    reportError,
    getToken: () => selectBearerToken(auth.getState()),
    getAgeRange,
  };
}
