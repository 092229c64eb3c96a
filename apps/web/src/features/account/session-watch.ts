/**
 * A device signed out elsewhere knows at once (issue #40 item 3, decision 047). While a member is signed in, the page
 * holds the server's sign-out stream (`/api/account/events`, Server-Sent Events through the `eventsource` package,
 * which can send the bearer header a browser's own EventSource cannot); and it asks `checkToken` whenever the page
 * comes back into view or focus, in case the stream was cut. Either way the session ends here as a refused token
 * does (`sessionExpired`: the account's data leaves the stores); a session that ends without this tab's own
 * «خروج» stops playback and says «این دستگاه از حساب خارج شد». In a chunk asked for once the page is drawn.
 */
import { type ApiClient, isApiError } from '@parde/api-client';
import type { Domain } from '@parde/domain';
import { EventSource } from 'eventsource';
import { shell } from '../../lib/shell';

/** The worker's caches of the API's reads and of the pictures of kept pages (vite.config.ts). */
const SESSION_CACHES = ['parde-reads-v1', 'parde-images-v1'];
/** How long a page must have been out of view before coming back asks the server again. */
const CHECK_AFTER_MS = 2_000;

/** Pauses every video and audio on the page: the player's controls follow its media element. */
function stopPlayback() {
  for (const media of document.querySelectorAll<HTMLMediaElement>('video, audio')) media.pause();
}

export function startSessionWatch(domain: Domain, api: ApiClient): void {
  const { auth } = domain;
  let source: EventSource | null = null;
  let watching: string | null = null;
  let hiddenSince = 0;

  const close = () => {
    source?.close();
    source = null;
    watching = null;
  };

  /**
   * The server says the sign-in of `token` is over: the session ends here as for a refused token, if it is still the
   * session held. An answer about a token this tab no longer holds (a slow check sent before signing out and in
   * again, a stream closed since) ends nothing: the rule of a slow 401 (issue #35, `createUnauthorizedHandler`).
   */
  const signedOut = (token: string) => {
    if (auth.getState().token !== token) return;
    close();
    auth.getState().sessionExpired();
  };

  const check = async () => {
    const { status, token } = auth.getState();
    if (status !== 'authenticated' || !token) return;
    try {
      // The server may answer a refused token as `valid: false` rather than with a 401.
      if ((await api.checkToken())?.valid === false) signedOut(token);
    } catch (error) {
      // Only a 401 says the sign-in is over; the network failing keeps it.
      if (isApiError(error) && error.status === 401) signedOut(token);
    }
  };

  const open = (token: string) => {
    close();
    watching = token;
    source = new EventSource('/api/account/events', {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init?.headers, Authorization: `Bearer ${token}` } }),
    });
    source.addEventListener('signed-out', () => signedOut(token));
    source.addEventListener('error', (event) => {
      // A refused token ends the stream for good (the package does not retry a 4xx): ask as any call would.
      if ((event as Event & { code?: number }).code === 401) void check();
    });
  };

  auth.subscribe((now, before) => {
    const token = now.status === 'authenticated' ? now.token : null;
    if (token !== watching) {
      if (token) open(token);
      else close();
    }
    // What the worker kept of the API's answers and pictures may be the account's (decision 047, a playlist's own
    // picture): it goes with the session.
    if (before.status !== 'anonymous' && now.status === 'anonymous' && typeof caches !== 'undefined') {
      for (const name of SESSION_CACHES) void caches.delete(name).catch(() => undefined);
    }
    // Ended by anything but this tab's own «خروج»: another device, another tab's, a token refused by the server.
    if (before.status === 'authenticated' && now.status === 'anonymous' && !shell.getState().leaving) {
      stopPlayback();
      shell.setState({ signedOut: true });
    }
    // A new session (a sign-in, another member's token) starts with nothing to tell. Not on every change while
    // signed in: «خروج» itself changes the store (its code countdown stops) before the session ends.
    if (now.status === 'authenticated' && now.token !== before.token)
      shell.setState({ leaving: false, signedOut: false });
  });
  const state = auth.getState();
  if (state.status === 'authenticated' && state.token) open(state.token);

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hiddenSince = Date.now();
    else if (Date.now() - hiddenSince >= CHECK_AFTER_MS) void check();
  });
  window.addEventListener('focus', () => void check());
}
