/**
 * The composition root in the browser: the one api client and the app's stores on browser ports. Nothing else in
 * the app creates clients or stores.
 */
import { type ApiClient, createApiClient, errorTexts } from '@parde/api-client';
import type { KeyValueStorage } from '@parde/domain';
import { SESSION_ATTRIBUTE, SESSION_COOKIE, sessionHint } from '../lib/session-hint';
import { shell } from '../lib/shell';
import { dismissErrors, showToast } from '../lib/toast-loader';
import { type App, createApp } from './app';
import { appRouter } from './router';

const webStorage = (storage: Storage): KeyValueStorage => ({
  get: (key) => storage.getItem(key),
  set: (key, value) => storage.setItem(key, value),
  remove: (key) => storage.removeItem(key),
});

/** The one API client of the browser: the domain's stores and the route loaders read through it. */
export const api: ApiClient = createApiClient({
  baseUrl: '/',
  // createApp makes no call while it builds, so the getters may read `domain` lazily.
  getToken: () => domain.getToken(),
  getAgeRange: () => domain.getAgeRange(),
  // Spec §6: any 401, even one a caller swallows, ends the session and goes to login, if it answers the token held now.
  onUnauthorized: (error, sentToken) => domain.unauthorized(error, sentToken),
});

const app: App = createApp({
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
    resolved: () => void dismissErrors(),
    dialog: (outcome) => {
      if (outcome.message !== errorTexts.network) return shell.setState({ outcome });
      // Without a connection the «اتصال اینترنت قطع است» notice says why nothing loads: no dialog repeats it over a
      // page that works offline («دانلودها»). The site is asked first, so an API that is away still gets its dialog.
      void import('./pwa')
        .then(({ checkConnection }) => checkConnection())
        .then(() => {
          if (!shell.getState().offline) shell.setState({ outcome });
        });
    },
  },
  api,
  // Loaded with the first ceremony: most visits never use a passkey.
  ...(typeof window.PublicKeyCredential === 'function'
    ? {
        passkeyCeremonies: {
          create: async (options: unknown) =>
            (await import('@simplewebauthn/browser')).startRegistration({ optionsJSON: options as never }),
          get: async (options: unknown, autofill: boolean) =>
            (await import('@simplewebauthn/browser')).startAuthentication({
              optionsJSON: options as never,
              useBrowserAutofill: autofill,
            }),
        },
      }
    : {}),
});

/** Every store of the app, on the browser's storage, timers and router. */
export const { domain, services } = app;

// The server cannot see the token (local storage), only this cookie: with it, it draws the page for a member of the
// active member's age range, the sign-in link hidden until the member's header is drawn. It holds no secret. Kept
// true on every sign-in, sign-out and member chosen, and as the stored token is read at start (a cookie an older app
// wrote names no range).
const sessionHintNow = () => (domain.auth.getState().token === null ? null : sessionHint(domain.getAgeRange()));
let hinted = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(document.cookie)?.[1] || null;
const followSession = () => {
  const now = sessionHintNow();
  if (now === hinted) return;
  hinted = now;
  // The pages the service worker kept for a wider range than the member's now go (a child chosen on a shared device).
  const range = now === null ? null : domain.getAgeRange();
  if (range !== null) void import('./pwa').then((pwa) => pwa.forgetPagesWiderThan(range));
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari and Firefox versions many viewers run
  document.cookie =
    now === null
      ? `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${SESSION_COOKIE}=${now}; Path=/; Max-Age=31536000; SameSite=Lax`;
};
domain.members.subscribe(followSession);
domain.auth.subscribe((now) => {
  followSession();
  // Signed out (or the stored token was refused): the page shows the sign-in link again.
  if (now.token === null) document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
});
