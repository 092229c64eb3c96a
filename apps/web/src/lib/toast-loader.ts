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

/** The error toasts shown since the last success, by sonner's id (dismissing one already gone does nothing). */
const errors = new Set<string | number>();
/** Error toasts asked for whose chunk is still on its way. */
let errorsComing = 0;

/** Shows an error toast (ui's toast lasts spec §9's 5000 ms); waits for the toast chunk and its Toaster. */
export const showToast = (message: string) => {
  errorsComing += 1;
  return publish((toast) => errors.add(toast.error(message))).finally(() => {
    errorsComing -= 1;
  });
};

const dismissAll = (toast: typeof import('./toasts')['toast']) => {
  for (const id of errors) toast.dismiss(id);
  errors.clear();
};

/**
 * Dismisses the error toasts shown so far: what they reported on has since gone through (the right code after a
 * wrong one, the right captcha), and an error left beside the success reads as if it still failed (issue #28 D11).
 */
export const dismissErrors = async () => {
  if (errors.size > 0 || errorsComing > 0) await publish(dismissAll);
};

/** Shows a success toast in place of the errors before it: an action that changes nothing visible on its own page
 * still says it worked. */
export const showSuccess = (message: string) =>
  publish((toast) => {
    dismissAll(toast);
    toast.success(message);
  });
