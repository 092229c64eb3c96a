/**
 * What the app does each time it is online for a member (the app started, the network came back, another member
 * was chosen): the resume points that found no network go to the server (the watch store keeps them), and this
 * device's downloads are checked against the member's grants (decision 033). In a chunk asked for once the page is
 * drawn and loaded, like the service worker's: none of it is first-load JavaScript.
 */
import { type Domain, memberIdOfToken } from '@parde/domain';
import type { Services } from './app';

/** Syncs now when online for a member, and again on every `online` event and every member signed in or chosen. */
export function startSync(domain: Domain, services: Services): void {
  let member: number | null = null;

  const syncDownloads = async () => {
    let store = services.downloads.current();
    if (!store) {
      // A device with no downloads has nothing to compare: the store's chunk is not fetched for it.
      const { hasDownloads } = await import('../features/downloads/records');
      if (!(await hasDownloads())) return;
      store = await services.downloads.load();
    }
    await store.getState().syncRequested();
  };

  const syncNow = () => {
    if (!navigator.onLine || domain.auth.getState().status !== 'authenticated') return;
    void domain.watch.getState().connectionReturned();
    if (typeof caches !== 'undefined') void syncDownloads().catch(() => undefined);
  };

  // A member is signed in (the stored token was accepted, or a sign-in) or another one was chosen.
  const memberSeen = () => {
    const auth = domain.auth.getState();
    const now = auth.status === 'authenticated' ? memberIdOfToken(auth.token) : null;
    if (now === member) return;
    member = now;
    services.downloads.current()?.getState().memberChanged();
    // The service worker answers only the active member's stored files (decision 041).
    if (typeof caches !== 'undefined') {
      void import('../features/downloads/records')
        .then((records) => records.activeMemberChanged(now))
        .catch(() => undefined);
    }
    if (now !== null) syncNow();
  };

  window.addEventListener('online', syncNow);
  domain.auth.subscribe(memberSeen);
  memberSeen();
}
