/**
 * The app's stores, made from ports: the browser's (composition.ts, one per page) or the server renderer's (one per
 * request). Nothing here touches `window`, so the server bundle can import it.
 */
import type { ApiClient } from '@parde/api-client';
import { createDomain, type Domain, type DomainOptions, memberIdOfToken, onSessionEnded } from '@parde/domain';
import type { LazyStore } from '../features/downloads/context';
import type { DownloadsStore } from '../features/downloads/store';
import { showToast } from '../lib/toast-loader';

/** What the domain does not hold: the downloads. */
export interface Services {
  /** Downloads for offline viewing on this device (decisions 028, 033): only its button, page and sync load it. */
  downloads: LazyStore<DownloadsStore>;
}

/** The domain and the extra stores. */
export interface App {
  domain: Domain;
  services: Services;
}

/** Builds the stores on the given ports. `api` reads the token and age range from the domain lazily. */
export function createApp(options: DomainOptions & { api: ApiClient }): App {
  const domain = createDomain(options);
  const { api } = options;
  let made: DownloadsStore | null = null;
  let loading: Promise<DownloadsStore> | undefined;
  const downloads: LazyStore<DownloadsStore> = {
    current: () => made,
    load() {
      loading ??= import('../features/downloads/store')
        .then(({ createDownloadsStore }) => {
          made = createDownloadsStore({
            api,
            memberId: () => memberIdOfToken(domain.auth.getState().token),
            settings: async () => {
              await domain.watch.getState().settingsRequested();
              return domain.watch.getState().settings;
            },
            told: (message) => void showToast(message),
          });
          return made;
        })
        .catch((error: unknown) => {
          // The chunk could not be fetched: the next ask tries again.
          loading = undefined;
          throw error;
        });
      return loading;
    },
  };
  // Signing out takes this device's downloads with it (issue #27: a member signed out loses its downloads), also
  // when no page has loaded the store yet.
  onSessionEnded(domain.auth, () => {
    void downloads
      .load()
      .then((store) => store.getState().sessionEnded())
      .catch(() => undefined);
  });
  const services: Services = {
    downloads,
  };
  return { domain, services };
}
