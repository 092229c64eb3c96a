/**
 * Loads the toast chunk with the first toast and publishes toasts once its Toaster listens (sonner drops earlier
 * ones). Until then neither sonner nor the Toaster is on the page: most visits show no toast at all.
 */
import { shell } from './shell';

let toasts: Promise<typeof import('./toasts')> | undefined;
/** Loads the toast chunk once and has the layout mount the Toaster. */
export const loadToasts = () => {
  toasts ??= import('./toasts').catch((error: unknown) => {
    // Forgotten, so that the next toast loads it again (a network blip, or a deployment that removed the chunk).
    toasts = undefined;
    throw error;
  });
  if (!shell.getState().toasts) shell.setState({ toasts: true });
  return toasts;
};
let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
/** Called by the layout once the Toaster is on the page: sonner drops toasts published before it listens. */
export const toasterReady = () => toasterMounted();

/** Publishes a toast once the chunk and its Toaster are there. One whose chunk did not arrive is dropped: a toast is
 * feedback on something already done, not worth an error of its own. */
async function publish(show: (toast: typeof import('./toasts')['toast']) => unknown) {
  let loaded: typeof import('./toasts');
  try {
    loaded = await loadToasts();
  } catch {
    return;
  }
  await mounted;
  show(loaded.toast);
}

/** Shows an error toast (ui's toast lasts spec §9's 5000 ms); waits for the toast chunk and its Toaster. */
export const showToast = (message: string) => publish((toast) => toast.error(message));

/** Shows a success toast: an action that changes nothing visible on its own page still says it worked. */
export const showSuccess = (message: string) => publish((toast) => toast.success(message));
