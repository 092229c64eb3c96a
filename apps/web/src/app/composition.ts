/**
 * The composition root: the one api client, the domain on browser ports, and the few extra resource
 * stores the domain does not (yet) hold. Nothing else in the app creates clients or stores.
 */
import { type ApiClient, createApiClient, PRELOADED_ELEMENT_ID, type PreloadedAnswers } from '@parde/api-client';
import {
  createDomain,
  createResourceStore,
  type Domain,
  type EndpointListStore,
  type KeyValueStorage,
  type ResourceStore,
} from '@parde/domain';
import { appRouter } from './router';
import { shell } from './shell';
import { showToast } from './toast-loader';

const webStorage = (storage: Storage): KeyValueStorage => ({
  get: (key) => storage.getItem(key),
  set: (key, value) => storage.setItem(key, value),
  remove: (key) => storage.removeItem(key),
});

/** The answers the server put in the page for its first reads (apps/api first-data), if any. */
function preloadedAnswers(): PreloadedAnswers | undefined {
  const text = document.getElementById(PRELOADED_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const answers: unknown = JSON.parse(text);
    return answers !== null && typeof answers === 'object' ? (answers as PreloadedAnswers) : undefined;
  } catch {
    return undefined;
  }
}

const api: ApiClient = createApiClient({
  baseUrl: '/',
  preloaded: preloadedAnswers(),
  // createDomain makes no call while it builds, so the getters may read `domain` lazily.
  getToken: () => domain.getToken(),
  getAgeRange: () => domain.getAgeRange(),
});

/** Every store of the app, on the browser's storage, timers and router. */
export const domain: Domain = createDomain({
  storage: webStorage(window.localStorage),
  session: webStorage(window.sessionStorage),
  navigation: {
    navigate: (to, options) => void appRouter().navigate(to, { replace: options?.replace ?? false }),
    reload: () => window.location.reload(),
    currentPath: () => window.location.pathname,
  },
  timers: {
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  },
  notifier: {
    toast: (outcome) => showToast(outcome.message),
    dialog: (outcome) => shell.setState({ outcome }),
  },
  api,
});

/** Round-trip to the API, for the diagnostics page. */
export interface Health {
  ms: number;
  genres: number;
}

/** What the domain does not hold: the diagnostics round-trip and one list per home regal position. */
export interface Services {
  health: ResourceStore<Health | null, undefined>;
  regalRows: EndpointListStore<'getRegalByPosition'>[];
}

/** Home positions that carry a regal collection row. */
export const REGAL_POSITIONS = [1, 2, 3, 4] as const;

export const services: Services = {
  health: createResourceStore(async (_: undefined, signal) => {
    const started = performance.now();
    const genres = await api.getMovieGenres(undefined, { signal });
    return { ms: Math.round(performance.now() - started), genres: genres?.totalCount ?? 0 };
  }),
  regalRows: REGAL_POSITIONS.map(() => domain.createList('getRegalByPosition')),
};
