import { type ApiClient, ApiError, matchErrorCode, type RegisterProfileBody } from '@parde/api-client';
import { jwtDecode } from 'jwt-decode';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type CaptchaStore, selectCaptchaId } from './captcha';
import { AGE_RANGE_STORAGE_KEY, MEMBER_PAGE, TOKEN_STORAGE_KEY } from './constants';
import { createCountdown } from './countdown';
import type { PasskeyCeremonies } from './passkeys';
import { paths } from './paths';
import type { KeyValueStorage, Navigation, Notifier, TimerHandle, Timers } from './ports';
import type { ReportError } from './report-error';
import { required } from './required';

/**
 * The signed-in user, read from the token's claims without verifying it (spec §3). The phone number is not among
 * them (decision 042): a page that shows it asks the API (`Domain.account`).
 */
export interface User {
  firstName: string;
  lastName: string;
  /** Always empty: the token carries no email. */
  email: string;
}

/** Who is here. `restoring`: a stored token is being checked with the server at start-up. */
export type Session =
  | { status: 'anonymous'; token: null; user: null }
  | { status: 'restoring'; token: string; user: null }
  | { status: 'authenticated'; token: string; user: User };

/** The sign-in flow of the login, verify-otp and register pages. `redirect`: where to go afterwards. */
export type SignIn =
  /** `pending`: a code sent to this phone is still valid (after «تغییر شماره»): asking again for it goes back to it. */
  /** `captcha`: past the phone's free sends the next code needs a solved captcha (decision 024). */
  | { step: 'phone'; redirect: string | null; pending?: PendingCode; captcha?: true }
  | { step: 'sendingCode'; phoneNumber: string; redirect: string | null }
  | { step: 'code'; phoneNumber: string; protectToken: string; redirect: string | null }
  | { step: 'verifying'; phoneNumber: string; protectToken: string; redirect: string | null }
  | {
      step: 'register';
      tempUser: { phoneNumber: string };
      tempToken: string;
      redirect: string | null;
      /** After a refusal: the server's message for each field at fault, to show beside its input. */
      fieldErrors?: Record<string, string>;
    }
  | { step: 'registering'; tempUser: { phoneNumber: string }; tempToken: string; redirect: string | null };

/** A sign-in code that is out and still valid. */
export interface PendingCode {
  phoneNumber: string;
  protectToken: string;
}

/** The auth state of spec §3. */
export type AuthData = Session & {
  /** True once the stored token has been loaded at start-up (whatever the outcome). */
  isTokenSetedFromStorage: boolean;
  /** Set by an account page or action while signed out; the guarded layout then goes to login. */
  redirectToLoginPage: boolean;
  /** Where to come back to after that login. */
  loginRedirect: string | null;
  signIn: SignIn;
  /** Seconds until another sign-in code may be asked for (0: now). */
  resendIn: number;
};

/** The events of the auth machine. */
export interface AuthActions {
  /** Start-up (loadAuthFromStorage): checks the stored token with CheckToken; runs once. */
  started(): Promise<void>;
  /** Login data set: authenticated with this token, which is saved in local storage. */
  signedIn(token: string): void;
  /** A refreshed token (profile switch) replaces the current and stored one. */
  tokenRefreshed(token: string): void;
  /** Clears token and user, the stored token and ageRange, and goes home replacing history. */
  loggedOut(): void;
  /**
   * The server answered 401 (spec §6): the session ends like a logout, without the trip home; the caller goes to
   * login. Without this, the login page would see a signed-in user and send them back to the failing page.
   */
  sessionExpired(): void;
  /** An account page or action needs sign-in: sets the redirect-to-login flag, only when signed out. */
  loginRequired(redirect?: string | null): void;
  /** The guarded layout went to login: the flag is spent. */
  loginRedirectFollowed(): void;
  /**
   * Sign-in step 1 (or resend): asks for a code for this phone; then on to the verify-otp page. Answered
   * CaptchaRequired, the phone step asks for the captcha (loaded into `captcha`); `captchaAnswer` answers it.
   */
  codeRequested(phoneNumber: string, redirect?: string | null, captchaAnswer?: string): Promise<void>;
  /** Sign-in step 2: a known phone is signed in and sent on; a new one goes to registration. */
  codeVerified(code: string): Promise<void>;
  /** Sign-in step 3 for a new phone: creates the account with the registration token. */
  profileRegistered(profile: RegisterProfileBody): Promise<void>;
  /**
   * Back to the phone step («تغییر شماره»). A code that is out stays pending until it expires, the resend countdown
   * running: asking for the same phone again returns to its code instead of being refused for asking too soon.
   */
  signInRestarted(): void;
  /**
   * Signs in with a passkey (decision 044): no phone, no SMS. `autofill` waits for the viewer to pick the passkey in
   * the phone field's suggestions (conditional mediation). Answers whether it signed in; a cancel answers false.
   */
  passkeySignInRequested(redirect: string | null, autofill: boolean): Promise<boolean>;
}

/** State and events, as the store holds them. */
export type AuthState = AuthData & AuthActions;
/** The auth store. */
export type AuthStore = StoreApi<AuthState>;

/** What the auth store is built from. */
export interface AuthDeps {
  api: ApiClient;
  storage: KeyValueStorage;
  navigation: Navigation;
  timers: Timers;
  reportError: ReportError;
  /** Told when a step went through, so the wrong code's toast does not linger on the next page (issue #28 D11). */
  notifier: Pick<Notifier, 'resolved'>;
  /** The sign-in form's captcha, shown once sending a code needs one. */
  captcha?: CaptchaStore;
  /** The browser's passkey ceremonies; without them nobody signs in with a passkey. */
  passkeys?: PasskeyCeremonies;
}

interface Claims {
  FirstName?: string;
  LastName?: string;
  /** The active member (profile) the token was issued for. */
  pid?: number;
  /** When the token was issued (seconds). */
  iat?: number;
}

/**
 * A stored token older than this is exchanged for a new one when the app starts: a device in use stays signed in,
 * and one unused for the token's life (30 days) is signed out (decision 044).
 */
export const TOKEN_REFRESH_AFTER_MS = 24 * 3600 * 1000;

/** The user of a token's claims, or null when it is not a readable JWT. */
export function userFromToken(token: string): User | null {
  try {
    const claims = jwtDecode<Claims>(token);
    return {
      firstName: claims.FirstName ?? '',
      lastName: claims.LastName ?? '',
      email: '',
    };
  } catch {
    return null;
  }
}

/** The member (profile) a token acts for, as its claims say; null without a token or such a claim. */
export function memberIdOfToken(token: string | null): number | null {
  if (!token) return null;
  try {
    const { pid } = jwtDecode<Claims>(token);
    return typeof pid === 'number' && Number.isSafeInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

const anonymous = { status: 'anonymous', token: null, user: null } as const;

/** The token the api client sends: the account token, or the registration token while registering. */
export function selectBearerToken(state: AuthData): string | null {
  if (state.token) return state.token;
  return state.signIn.step === 'registering' ? state.signIn.tempToken : null;
}

/**
 * The guarded layout's rule (spec §4): a loader until the user is authenticated or the stored token is
 * loaded; then, if the redirect-to-login flag is set while signed out, go to `redirectTo` replacing history.
 */
export function selectGuard(state: AuthData): { showLoader: boolean; redirectTo: string | null } {
  const authenticated = state.status === 'authenticated';
  const settled = authenticated || state.isTokenSetedFromStorage;
  return {
    showLoader: !settled,
    redirectTo: settled && !authenticated && state.redirectToLoginPage ? paths.login(state.loginRedirect) : null,
  };
}

/** Calls `callback` whenever a session ends (logout, or a restored token the server calls invalid). */
export function onSessionEnded(auth: AuthStore, callback: () => void): () => void {
  return auth.subscribe((now, before) => {
    if (now.status === 'anonymous' && before.status !== 'anonymous') callback();
  });
}

/** Auth and the sign-in flow (spec §3, §4). */
export function createAuthStore(deps: AuthDeps): AuthStore {
  const { api, storage, navigation, timers, reportError, captcha, notifier, passkeys } = deps;

  return createStore<AuthState>()((set, get) => {
    const authenticate = (token: string, user: User) => {
      storage.set(TOKEN_STORAGE_KEY, token);
      set({ status: 'authenticated', token, user, redirectToLoginPage: false, loginRedirect: null });
    };

    const clearSession = () => {
      storage.remove(TOKEN_STORAGE_KEY);
      storage.remove(AGE_RANGE_STORAGE_KEY);
      set({ ...anonymous });
    };

    const countdown = createCountdown(timers, (resendIn) => set({ resendIn }));
    // When the code that is out stops being valid (the server's `expiresIn`): a pending code is forgotten then.
    let expiry: TimerHandle | null = null;
    const codeSent = (seconds: number) => {
      if (expiry !== null) timers.clearTimeout(expiry);
      expiry = timers.setTimeout(() => {
        expiry = null;
        const now = get().signIn;
        if (now.step === 'phone' && now.pending) set({ signIn: { step: 'phone', redirect: now.redirect } });
      }, seconds * 1000);
    };
    /** No code is out any more (spent, expired, refused, or the sign-in is over). */
    const forgetCode = () => {
      countdown.stop();
      if (expiry !== null) timers.clearTimeout(expiry);
      expiry = null;
    };

    const backToPhone = (redirect: string | null) => {
      forgetCode();
      set({ signIn: { step: 'phone', redirect } });
    };

    const restartAtLogin = (redirect: string | null, replace = false) => {
      backToPhone(redirect);
      navigation.navigate(paths.login(redirect), { replace });
    };

    // Issue 18: a returning account with several profiles is asked who is watching before the catalogue (unless
    // sign-in interrupted a task: then the task's page comes first). The code page stays busy while they are counted.
    const finishSignIn = async (token: string, redirect: string | null, askWhoIsWatching = false) => {
      const verifying = get().signIn;
      get().signedIn(token);
      if (askWhoIsWatching && redirect === null) {
        set({ signIn: verifying });
        const list = await api.getProfile(MEMBER_PAGE).catch(() => null);
        if (get().token !== token) return;
        set({ signIn: { step: 'phone', redirect: null } });
        if ((list?.totalCount ?? 0) > 1) {
          navigation.navigate(paths.selectMember);
          return;
        }
      }
      navigation.navigate(redirect ?? paths.home);
    };

    /** Sliding expiry: a token older than a day becomes a new one for the same member (free: not a wider range). */
    const refreshIfOld = async (token: string) => {
      let claims: Claims;
      try {
        claims = jwtDecode<Claims>(token);
      } catch {
        return;
      }
      if (typeof claims.pid !== 'number' || typeof claims.iat !== 'number') return;
      if (Date.now() - claims.iat * 1000 < TOKEN_REFRESH_AFTER_MS) return;
      try {
        const answer = await api.refreshToken({ profileId: claims.pid });
        if (answer && get().token === token) get().tokenRefreshed(answer.token);
      } catch {
        // Kept as it is: the token is still good until it expires, and a 401 has already ended the session.
      }
    };

    return {
      ...anonymous,
      isTokenSetedFromStorage: false,
      redirectToLoginPage: false,
      loginRedirect: null,
      signIn: { step: 'phone', redirect: null },
      resendIn: 0,

      async started() {
        if (get().status !== 'anonymous' || get().isTokenSetedFromStorage) return;
        const token = storage.get(TOKEN_STORAGE_KEY);
        const user = token ? userFromToken(token) : null;
        if (!token || !user) {
          // Spec §4 says logout runs; its state part does, but not its trip home: DECISIONS.md lets
          // anonymous visitors stay on the catalogue page they opened.
          clearSession();
          set({ isTokenSetedFromStorage: true });
          return;
        }
        set({ status: 'restoring', token, user: null });
        let valid: boolean;
        try {
          const answer = await api.checkToken();
          valid = answer?.valid !== false;
        } catch (error) {
          // Only the server saying "invalid" logs out; an unreachable server keeps the session.
          valid = !(error instanceof ApiError && error.status === 401);
        }
        const now = get();
        if (now.status === 'restoring' && now.token === token) {
          if (valid) authenticate(token, user);
          else clearSession();
        }
        set({ isTokenSetedFromStorage: true });
        if (valid) await refreshIfOld(token);
      },

      signedIn(token) {
        const user = userFromToken(token);
        if (!user) throw new Error('signedIn needs a JWT carrying the user claims (FirstName, LastName).');
        forgetCode();
        authenticate(token, user);
        set({ signIn: { step: 'phone', redirect: null } });
      },

      tokenRefreshed(token) {
        if (get().status !== 'authenticated') return;
        const user = userFromToken(token);
        if (!user) throw new Error('tokenRefreshed needs a JWT carrying the user claims.');
        authenticate(token, user);
      },

      loggedOut() {
        forgetCode();
        // The server revokes every token of this sign-in (issue #15); best effort: the device forgets it anyway.
        // The token is read as the call starts, so the session can be cleared at once.
        if (get().token) api.logout(undefined, { keepalive: true }).catch(() => undefined);
        clearSession();
        set({ signIn: { step: 'phone', redirect: null }, redirectToLoginPage: false, loginRedirect: null });
        navigation.navigate(paths.home, { replace: true });
      },

      sessionExpired() {
        if (get().status === 'anonymous') return;
        forgetCode();
        clearSession();
        set({ signIn: { step: 'phone', redirect: null }, redirectToLoginPage: false, loginRedirect: null });
      },

      loginRequired(redirect = null) {
        if (get().status === 'authenticated') return;
        set({ redirectToLoginPage: true, loginRedirect: redirect });
      },

      loginRedirectFollowed() {
        set({ redirectToLoginPage: false });
      },

      async codeRequested(phoneNumber, redirect, captchaAnswer) {
        const before = get().signIn;
        const resend = before.step === 'code';
        if (!(before.step === 'phone' || (resend && get().resendIn === 0))) return;
        const target = redirect === undefined ? before.redirect : redirect;
        if (before.step === 'phone' && before.pending?.phoneNumber === phoneNumber) {
          // The code already sent to this phone is still valid: back to it, the resend countdown where it was.
          set({ signIn: { step: 'code', ...before.pending, redirect: target } });
          navigation.navigate(paths.verifyOtp(target));
          return;
        }
        forgetCode();
        set({ signIn: { step: 'sendingCode', phoneNumber, redirect: target } });
        const captchaId = captcha && captchaAnswer !== undefined ? selectCaptchaId(captcha) : null;
        const solved = captchaId !== null && captchaAnswer ? { captchaId, captchaAnswer } : {};
        try {
          const answer = await api.generateOtp({ phoneNumber, ...solved });
          const { protect_token, resendAfter: resendIn, expiresIn } = required(answer, 'generateOtp');
          set({ signIn: { step: 'code', phoneNumber, protectToken: protect_token, redirect: target } });
          countdown.start(resendIn);
          codeSent(expiresIn);
          captcha?.getState().reset();
          if (!resend) navigation.navigate(paths.verifyOtp(target));
        } catch (error) {
          const code = error instanceof ApiError ? matchErrorCode(error.body) : null;
          if (captcha && (code === 'CaptchaRequired' || code === 'CaptchaError')) {
            // The login page shows the captcha; a spent or wrong answer needs a new picture (one guess each).
            set({ signIn: { step: 'phone', redirect: target, captcha: true } });
            reportError(error, 'generateOtp');
            if (before.step === 'code') navigation.navigate(paths.login(target));
            await captcha.getState().load();
            return;
          }
          set({ signIn: before });
          const outcome = reportError(error, 'generateOtp');
          // A refused code request (spec §8) goes back to login: the flow starts over there, the way back kept.
          if (outcome?.action.type === 'backToLogin') restartAtLogin(target);
        }
      },

      async passkeySignInRequested(redirect, autofill) {
        if (!passkeys || get().status === 'authenticated') return false;
        try {
          const { options } = required(await api.passkeySignInOptions({}), 'passkeySignInOptions');
          let credential: unknown;
          try {
            credential = await passkeys.get(options, autofill);
          } catch {
            // Cancelled, or no passkey for this site here: the phone step is still there.
            return false;
          }
          const answer = required(await api.passkeySignIn({ credential: credential as never }), 'passkeySignIn');
          notifier.resolved();
          await finishSignIn(answer.token, redirect, true);
          return true;
        } catch (error) {
          reportError(error, 'passkeySignIn');
          return false;
        }
      },

      async codeVerified(code) {
        const before = get().signIn;
        if (before.step !== 'code') return;
        set({ signIn: { ...before, step: 'verifying' } });
        try {
          const answer = required(await api.verifyOtp({ protect_token: before.protectToken, code }), 'verifyOtp');
          notifier.resolved();
          if (answer.status === 'Registered') {
            await finishSignIn(answer.token, before.redirect, true);
            return;
          }
          forgetCode();
          set({
            signIn: {
              step: 'register',
              tempUser: { phoneNumber: before.phoneNumber },
              tempToken: answer.token,
              redirect: before.redirect,
            },
          });
          navigation.navigate(paths.register);
        } catch (error) {
          const now = get().signIn;
          if (now.step === 'verifying') set({ signIn: { ...now, step: 'code' } });
          const outcome = reportError(error, 'verifyOtp');
          // An expired code goes back to login (spec §8): the flow starts over there.
          if (outcome?.action.type === 'login') restartAtLogin(before.redirect);
        }
      },

      async profileRegistered(profile) {
        const now = get().signIn;
        if (now.step !== 'register') return;
        const { fieldErrors: _, ...before } = now;
        set({ signIn: { ...before, step: 'registering' } });
        try {
          const { token } = required(await api.registerProfile(profile), 'registerProfile');
          notifier.resolved();
          await finishSignIn(token, before.redirect);
        } catch (error) {
          const outcome = reportError(error, 'registerProfile');
          set({ signIn: outcome?.fields ? { ...before, fieldErrors: outcome.fields } : before });
          // An expired registration token (a 401, or Time/Token expired: spec §8) cannot register any more: the
          // flow starts over at login, or that page's button would find the flow still in `register`.
          // Replacing: the 401 handler may already have gone to plain /login, and /register cannot be used again.
          if (outcome?.action.type === 'login') restartAtLogin(before.redirect, true);
        }
      },

      signInRestarted() {
        const before = get().signIn;
        if (before.step === 'code' && expiry !== null) {
          const { phoneNumber, protectToken, redirect } = before;
          set({ signIn: { step: 'phone', redirect, pending: { phoneNumber, protectToken } } });
          return;
        }
        backToPhone(before.redirect);
      },
    };
  });
}
