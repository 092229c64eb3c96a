/**
 * Entry: styles, the composition root, then the router. A page the server rendered is hydrated with the server's
 * router state (the loaders' data in a JSON element: the CSP allows no inline script) and its matched page modules
 * loaded first, so the first render is the server's markup; any other page (account pages) is rendered here.
 */
import '@parde/ui/fonts.css';
import '@parde/ui/style.css';
import { TOKEN_STORAGE_KEY } from '@parde/domain';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { api, domain, services } from './app/composition';
import { resolvePages, startRouter } from './app/router';
import { HYDRATION_ELEMENT_ID, loaderContext } from './lib/data/loaders';
import { answersDiffer, viewerOf } from './lib/data/viewer';
import { SESSION_ATTRIBUTE } from './lib/session-hint';
import { shell } from './lib/shell';

// A page the service worker answered from what it kept, instead of the network: the offline shell goes over it.
shell.setState({
  kept: document.querySelector('meta[name="parde-kept"]')?.getAttribute('content') ?? null,
  offline: !navigator.onLine,
});
// The connection is followed by app/pwa.ts, which otherwise starts with the worker, seconds after the page is idle. A
// page that starts offline or kept follows it at once (back online, the shell goes), and any page as soon as the
// connection drops (the shell comes): neither waits for the worker.
const watchConnection = () => void import('./app/pwa').then((pwa) => pwa.watchConnection());
if (shell.getState().offline || shell.getState().kept !== null) watchConnection();
else window.addEventListener('offline', watchConnection, { once: true });

// Vite raises this when a lazy page's chunk (or its CSS) fails to load: offer a reload.
window.addEventListener('vite:preloadError', () => shell.setState({ chunkFailed: true }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a <div id="root">.');
const drawn = document.getElementById(HYDRATION_ELEMENT_ID)?.textContent;
// The server rendered for the viewer this browser has: anonymous without a token, a member with one.
const hadToken = window.localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
// For a member, the age range the page was drawn for (none: its data waits for the browser). A page drawn for another
// range than the active member's (a copy the service worker kept for another member) is not hydrated with what it
// shows: the page is read afresh for this member.
const renderedRange = document.documentElement.getAttribute(SESSION_ATTRIBUTE);
const renderedFor = renderedRange !== null;
const drawnFor = renderedRange ? Number(renderedRange) : null;
const hydrationData =
  drawn && renderedFor === hadToken && (drawnFor === null || drawnFor === domain.getAgeRange())
    ? (JSON.parse(drawn) as HydrationState)
    : undefined;
// Rendered for a member, but this browser has none (signed out elsewhere): the sign-in link is shown again.
if (renderedFor && !hadToken) document.documentElement.removeAttribute(SESSION_ATTRIBUTE);

void domain.auth.getState().started();
const resized = () => domain.settings.getState().resized(window.innerWidth, window.innerHeight);
resized();
window.addEventListener('resize', resized);

// The service worker, the connection notice and the sync of resume points and downloads come once the page is
// drawn and loaded (a page of many parts is still hydrating at `load`) and the browser is idle: none of it is
// first-load JavaScript.
let started = false;
const afterLoad = () => {
  if (started) return;
  started = true;
  void import('./app/sync').then(({ startSync }) => startSync(domain, services));
  void import('./features/account/session-watch').then(({ startSessionWatch }) => startSessionWatch(domain, api));
  if (import.meta.env.PROD) setTimeout(startWorker, WORKER_AFTER_MS);
};
// The service worker's first install precaches the app's files (hls.js among them): on a first visit that would
// share the line with a film's first segments (issue 37). It starts a while after the page is idle, and while a
// video is opening it waits for the video's first frame.
const WORKER_AFTER_MS = 6_000;
const startWorker = () => {
  const video = document.querySelector('video');
  if (video && video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA && !video.error) {
    video.addEventListener('playing', startWorker, { once: true });
    return;
  }
  void import('./app/pwa').then((pwa) => pwa.startApp());
};
const whenIdle = () => {
  if (window.requestIdleCallback) window.requestIdleCallback(afterLoad, { timeout: 2000 });
  else setTimeout(afterLoad, 0);
};
const whenDrawn = () => {
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

// Not a top-level await: the page's chunk imports from this entry's chunk, and would wait for it to finish evaluating.
void start();

async function start() {
  await resolvePages(window.location.pathname);
  const router = startRouter({
    getContext: () =>
      loaderContext({
        api,
        viewerUnknown: false,
        hasToken: () => domain.getToken() !== null,
        progressSettled: () => domain.progressSettled(),
        reportError: (error) => domain.reportError(error),
      }),
    ...(hydrationData ? { hydrationData } : {}),
  });
  // Page data depends on who views (the token and the member's age range): a member's page drawn without it is read
  // once hydrated, and a sign-in, a sign-out or another member chosen loads the shown page's data again, the rows'
  // fetchers included.
  let viewer = hydrationData && renderedFor && drawnFor === null ? null : viewerOf(domain);
  const viewerChanged = () => {
    const now = viewerOf(domain);
    const differ = answersDiffer(viewer, now);
    viewer = now;
    if (!differ) return;
    // After the change's own navigation has started (choosing a member goes home): that one loads for the new viewer.
    setTimeout(() => {
      if (router.state.navigation.state === 'idle') void router.revalidate();
    }, 0);
  };
  domain.auth.subscribe(viewerChanged);
  domain.members.subscribe(viewerChanged);

  const app = (
    <AppProviders domain={domain} services={services} onReady={whenDrawn}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // As a transition, React works in short slices rather than in one task.
  startTransition(() => {
    if (hydrationData) hydrateRoot(root as HTMLElement, app);
    else createRoot(root as HTMLElement).render(app);
  });
  if (viewer === null) viewerChanged();
}
