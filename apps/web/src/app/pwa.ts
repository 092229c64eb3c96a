/**
 * The installable app's browser side, in a chunk of its own asked for once the page is drawn and loaded (so no
 * page's first load grows): registers the service worker (Workbox's `workbox-window`), offers a waiting new version,
 * keeps «دانلودها» among the kept pages, and keeps the shell's `offline` flag, checking every second while the
 * connection is down so the page recovers by itself once it is back (decision 047).
 */
import { ageRanges } from '@parde/api-client';
import { Workbox } from 'workbox-window';
import { paths } from '../config/paths';
import { HYDRATION_ELEMENT_ID } from '../lib/data/loaders';
import { shell } from '../lib/shell';
import { appRouter } from './router';

/** How often a page that lost its connection checks whether it is back, in ms. */
const RECHECK_MS = 1_000;
/** The worker's cache of pages (vite.config.ts), where «دانلودها» is kept as soon as the worker runs. */
const PAGES_CACHE = 'parde-pages-v1';

let recheck: ReturnType<typeof setInterval> | undefined;

/**
 * The site answers again: the page reads its data afresh through its loaders, so a kept copy becomes the current page
 * without a reload (which would also cut short whatever the viewer does next).
 */
const cameBack = () => {
  clearInterval(recheck);
  recheck = undefined;
  const { offline, kept } = shell.getState();
  if (!offline && kept === null) return;
  shell.setState({ offline: false, kept: null });
  void appRouter().revalidate();
};

const wentOffline = () => {
  shell.setState({ offline: true });
  recheck ??= setInterval(() => void checkConnection(), RECHECK_MS);
};

/** Whether the site answers: a tiny file, past every cache. */
export async function checkConnection(): Promise<void> {
  try {
    const answer = await fetch(`/favicon.svg?online=${Date.now()}`, { method: 'HEAD', cache: 'no-store' });
    if (answer.ok) cameBack();
  } catch {
    wentOffline();
  }
}

/** «دانلودها» opens offline even when never visited: the worker keeps it like a visited page. */
async function keepDownloadsPage() {
  const cache = await caches.open(PAGES_CACHE);
  const url = new URL(paths.downloads.to(), window.location.origin).href;
  if (!(await cache.match(url))) await cache.add(url);
}

/** The age range a visitor's page is drawn for: every title. */
const VISITOR_RANGE: number = ageRanges[ageRanges.length - 1] ?? 18;

/** The age range a kept page was drawn for; null for one without catalogue data (index.html, a member's unnamed). */
function drawnRange(html: string): number | null {
  const mark = /<html\b[^>]*\sdata-session="(\d*)"/.exec(html);
  if (mark) return mark[1] ? Number(mark[1]) : null;
  return html.includes(`id="${HYDRATION_ELEMENT_ID}"`) ? VISITOR_RANGE : null;
}

/**
 * Forgets the kept pages drawn for a wider catalogue than `range` sees: a visitor's, or a member's of a wider range
 * (decision 052). Offline, a child chosen on this device is then never shown an adult's kept page, not even before
 * the app starts. A page of a narrower range stays (it shows less; the app reads it afresh), and so do the pages the
 * browser draws (index.html, no catalogue in them).
 */
export async function forgetPagesWiderThan(range: number): Promise<void> {
  if (range >= VISITOR_RANGE || typeof caches === 'undefined' || !(await caches.has(PAGES_CACHE))) return;
  const cache = await caches.open(PAGES_CACHE);
  for (const request of await cache.keys()) {
    const html = (await (await cache.match(request))?.text()) ?? '';
    const drawnFor = drawnRange(html);
    if (drawnFor !== null && drawnFor > range) await cache.delete(request);
  }
}

let watching = false;

/**
 * Follows the connection from now on, and settles what the page started with: main.tsx read `navigator.onLine` and
 * the kept mark as the page started, and the connection may have come back since. Called by `startApp`, and at once
 * by main.tsx when the page started offline or kept, so the shell never waits for the worker's late start to go.
 */
export function watchConnection(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', () => void checkConnection());
  const { offline, kept } = shell.getState();
  // A kept page was answered because the network did not: ask until it does.
  if (!navigator.onLine || offline || kept !== null) void checkConnection();
}

export function startApp(): void {
  watchConnection();
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js');
  // A new version installed while this page runs waits: the viewer chooses when to switch, and every open tab
  // reloads into it together.
  worker.addEventListener('waiting', () => {
    shell.setState({
      update: () => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      },
    });
  });
  void worker
    .register()
    .then(() => navigator.serviceWorker.ready)
    .then(() => (navigator.onLine ? keepDownloadsPage() : undefined))
    .catch(() => undefined);
}
