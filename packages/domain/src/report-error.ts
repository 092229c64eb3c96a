import { ApiError, describeError, type EndpointName, type ErrorContext, type ErrorOutcome } from '@parde/api-client';
import { paths } from './paths';
import type { Navigation, Notifier } from './ports';

const signInRoutes = ['/login', '/verify-otp', paths.register];

/** Shows a failed call's outcome and performs its action; returns the outcome, or undefined when silent. */
export type ReportError = (error: unknown, endpoint?: EndpointName, context?: ErrorContext) => ErrorOutcome | undefined;

/**
 * The one error path: ApiError → `describeError` (spec §8) → notifier (dialog / toast / nothing) →
 * navigation (login — for a 401 with the way back —, back to login, not found, redirect). Cancelled calls are silent; anything that is
 * not an ApiError is a bug and is thrown again rather than shown as a server problem.
 */
export function createErrorReporter(ports: { notifier: Notifier; navigation: Navigation }): ReportError {
  // A 401 mid-visit comes back to the page it interrupted after sign-in, unless that page is part of sign-in.
  const wayBack = () => {
    const here = ports.navigation.currentPath();
    return signInRoutes.some((route) => here === route || here.startsWith(`${route}/`)) ? null : here;
  };

  // Sent back to the phone step from inside sign-in, the address to return to afterwards rides along.
  const signInRedirect = () => {
    const here = ports.navigation.currentPath();
    const route = ['/login', '/verify-otp'].find((r) => here.startsWith(`${r}/`));
    return route ? here.slice(route.length) : null;
  };

  return (error, endpoint, context) => {
    if (!(error instanceof ApiError)) throw error;
    if (error.aborted) return undefined;
    const outcome = describeError(endpoint ?? error.endpoint, error.status, error.body, context);
    if (outcome.display === 'dialog') ports.notifier.dialog(outcome);
    else if (outcome.display === 'toast') ports.notifier.toast(outcome);
    const { action } = outcome;
    if (action.type === 'login' && error.status === 401) ports.navigation.navigate(paths.login(wayBack()));
    else if (action.type === 'login' || action.type === 'backToLogin') {
      ports.navigation.navigate(paths.login(signInRedirect()));
    } else if (action.type === 'notFound') ports.navigation.navigate(paths.notFound, { replace: true });
    else if (action.type === 'redirect') ports.navigation.navigate(action.to);
    return outcome;
  };
}
