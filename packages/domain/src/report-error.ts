import {
  ApiError,
  describeError,
  type EndpointName,
  type ErrorContext,
  type ErrorOutcome,
  matchErrorCode,
} from '@parde/api-client';
import { isSignInPath, paths } from './paths';
import type { Navigation, Notifier } from './ports';

/** Shows a failed call's outcome and performs its action; returns the outcome, or undefined when silent. */
export type ReportError = (error: unknown, endpoint?: EndpointName, context?: ErrorContext) => ErrorOutcome | undefined;

/**
 * Handles a 401: ends the session, then goes to sign-in. Each ApiError is handled once. `sentToken`, when known, is
 * the token the failed call carried (the api client's `onUnauthorized` passes it).
 */
export type Unauthorized = (error: ApiError, sentToken?: string | null) => void;

/** What the 401 handler needs beyond navigation and ending the session. */
export interface UnauthorizedOptions {
  /** True while the stored token is being checked at start-up. */
  restoring?: () => boolean;
  /** The token the app holds now: a 401 for any other ends nothing. */
  currentToken?: () => string | null;
  /** The token's member was deleted (401 `MemberGone`): the sign-in holds, so ask who is watching instead. */
  memberGone?: (error: ApiError) => void;
}

/**
 * Spec §6: a 401 from any call sends the browser to /login silently, and the session must end first, or the login
 * page would see a signed-in user and send them straight back (a loop). `endSession` runs before the navigation.
 * The api client calls this for every 401 (even a progress report whose failure is swallowed), and the error path
 * calls it again for the 401s it is shown: the second call of the same error does nothing.
 * CheckToken's 401 is start-up's own answer ("the stored token is invalid"): the visitor stays where they are, and
 * so for any 401 while `restoring` (the stored token still being checked). A 401 answering a token the app no longer
 * holds (a slow call sent before signing in again or switching member) ends nothing: only the session whose token it
 * answered ends (DECISIONS.md, Visitors).
 */
export function createUnauthorizedHandler(
  navigation: Navigation,
  endSession: () => void,
  options: UnauthorizedOptions = {},
): Unauthorized {
  const { restoring = () => false, currentToken, memberGone } = options;
  const handled = new WeakSet<ApiError>();
  return (error, sentToken) => {
    if (handled.has(error) || error.endpoint === 'checkToken') return;
    handled.add(error);
    if (sentToken !== undefined && currentToken && sentToken !== currentToken()) return;
    if (memberGone && matchErrorCode(error.body) === 'MemberGone') {
      memberGone(error);
      return;
    }
    // While CheckToken is out, any 401 answers the same question (the stored token is stale): stay put as it would.
    if (restoring()) {
      endSession();
      return;
    }
    const here = navigation.currentPath();
    // A 401 mid-visit comes back to the page it interrupted after sign-in, unless that page is part of sign-in.
    const wayBack = isSignInPath(here) ? null : here;
    endSession();
    // Replacing: two calls failing together lead to one history entry, not two.
    navigation.navigate(paths.login(wayBack), { replace: true });
  };
}

/**
 * The one error path: ApiError → `describeError` (spec §8) → notifier (dialog / toast / nothing) → the intents that
 * mean the same wherever they come from: a 401 (the session ends, then login) and the not-found page. The sign-in
 * intents (`login` after an expired code, `backToLogin` after a refused code request) are the caller's to follow:
 * the auth store starts sign-in over, while a member code page keeps its flow. Cancelled calls are silent; anything
 * that is not an ApiError is a bug and is thrown again rather than shown as a server problem.
 */
export function createErrorReporter(ports: {
  notifier: Notifier;
  navigation: Navigation;
  /** The 401 handler; by default it only navigates (a store tested on its own has no session to end). */
  unauthorized?: Unauthorized;
}): ReportError {
  const { notifier, navigation } = ports;
  const unauthorized = ports.unauthorized ?? createUnauthorizedHandler(navigation, () => {});

  return (error, endpoint, context) => {
    if (!(error instanceof ApiError)) throw error;
    if (error.aborted) return undefined;
    const outcome = describeError(endpoint ?? error.endpoint, error.status, error.body, {
      reason: error.reason,
      ...context,
    });
    if (outcome.display === 'dialog') notifier.dialog(outcome);
    else if (outcome.display === 'toast') notifier.toast(outcome);
    if (error.status === 401) unauthorized(error);
    else if (outcome.action.type === 'notFound') navigation.navigate(paths.notFound, { replace: true });
    return outcome;
  };
}
