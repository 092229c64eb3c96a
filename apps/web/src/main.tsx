/**
 * Entry: styles, the composition root, then the page. A page the server rendered (docs/decisions/017) is hydrated:
 * its page module is loaded and the loads the server rendered with are replayed from the answers in the page, so
 * the first render is the server's markup. Any other page (account pages) is rendered here. Each step runs in a
 * task of its own: a phone runs this code about four times slower than a laptop, and one long boot task would keep
 * it from answering a tap (and count against Total Blocking Time) for its whole length.
 */
import './react-first';
import '@parde/ui/fonts.css';
import '@parde/ui/style.css';
import { prefetchHttp } from '@parde/api-client';
import { TOKEN_STORAGE_KEY } from '@parde/domain';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { domain, firstPage, services, storesByName } from './app/composition';
import { appRouter, resolvePages } from './app/router';
import { SESSION_ATTRIBUTE } from './app/session-hint';
import { shell } from './app/shell';
import { ensureLoaded, viewerOf } from './app/useResource';

// Vite raises this when a lazy page's chunk (or its CSS) fails to load: offer a reload.
window.addEventListener('vite:preloadError', () => shell.setState({ chunkFailed: true }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a <div id="root">.');
// The server rendered for the viewer this browser has: anonymous without a token, a member with one.
const hadToken = window.localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
const renderedFor = document.documentElement.hasAttribute(SESSION_ATTRIBUTE);
const hydrate = firstPage !== undefined && renderedFor === hadToken;
// Rendered for a member, but this browser has none (signed out elsewhere): the sign-in link is shown again.
if (renderedFor && !hadToken) document.documentElement.removeAttribute(SESSION_ATTRIBUTE);

void domain.auth.getState().started();
const resized = () => domain.settings.getState().resized(window.innerWidth, window.innerHeight);
resized();
window.addEventListener('resize', resized);

// Not top-level awaits: the page's chunk imports from this entry's chunk, and would wait for it to finish evaluating.
void start();

// The API client fetches its HTTP library with its first call. A member's page (its calls carry a token, so the
// page's answers do not serve them) or a page drawn here makes one soon: fetch the library once the browser is idle,
// not with that call. An anonymous visitor on a server-rendered page may never need it.
if (!hydrate || hadToken) {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  whenIdle(() => void prefetchHttp());
}

async function start() {
  await yieldToBrowser();
  const loaded = hydrate ? replayLoads() : Promise.resolve();
  await resolvePages(window.location.pathname);
  await loaded;
  const router = appRouter();
  await yieldToBrowser();

  const app = (
    <AppProviders domain={domain} services={services} notFound={hydrate && firstPage?.notFound === true}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // As a transition, React works in ~5 ms slices rather than in one task.
  startTransition(() => {
    if (hydrate) hydrateRoot(root as HTMLElement, app);
    else createRoot(root as HTMLElement).render(app);
  });
}

/** The server's loads, made again on the same stores; their answers come from the page, with no request. */
function replayLoads(): Promise<unknown> {
  const viewer = viewerOf(domain);
  const started = (firstPage?.loads ?? []).map(([name, args]) => {
    const store = storesByName.get(name) as Parameters<typeof ensureLoaded>[0] | undefined;
    return store ? ensureLoaded(store, args ?? undefined, viewer) : undefined;
  });
  return Promise.all(started);
}

/** Ends the current task: `scheduler.yield()` where the browser has it (it resumes first), else a 0 ms timeout. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
