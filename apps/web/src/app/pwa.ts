/**
 * The installable app's browser side, in a chunk of its own asked for once the page is drawn and loaded (so no
 * page's first load grows): registers the service worker (Workbox's `workbox-window`), offers a waiting new version, and keeps
 * the shell's `offline` flag, checking again while the connection is down.
 */
import { Workbox } from 'workbox-window';
import { shell } from '../lib/shell';

/** How often a page that lost its connection checks whether it is back, in ms. */
const RECHECK_MS = 10_000;

/** Whether the site answers: a tiny file, past every cache. */
export async function checkConnection(): Promise<void> {
  try {
    const answer = await fetch(`/favicon.svg?online=${Date.now()}`, { method: 'HEAD', cache: 'no-store' });
    if (answer.ok) shell.setState({ offline: false });
  } catch {
    shell.setState({ offline: true });
  }
}

let recheck: ReturnType<typeof setInterval> | undefined;
const wentOffline = () => {
  shell.setState({ offline: true });
  recheck ??= setInterval(() => void checkConnection(), RECHECK_MS);
};
const cameBack = () => {
  clearInterval(recheck);
  recheck = undefined;
  shell.setState({ offline: false });
};

export function startApp(): void {
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', cameBack);
  if (!navigator.onLine) wentOffline();
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
  void worker.register().catch(() => undefined);
}
