/**
 * Loads the toast chunk with the first toast and publishes toasts once its Toaster listens (sonner drops earlier
 * ones). Until then neither sonner nor the Toaster is on the page: most visits show no toast at all.
 */
import { shell } from './shell';

let toasts: Promise<typeof import('./toasts')> | undefined;
/** Loads the toast chunk once and has the layout mount the Toaster. */
export const loadToasts = () => {
  toasts ??= import('./toasts');
  if (!shell.getState().toasts) shell.setState({ toasts: true });
  return toasts;
};
let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
/** Called by the layout once the Toaster is on the page: sonner drops toasts published before it listens. */
export const toasterReady = () => toasterMounted();

/** Shows an error toast (ui's toast lasts spec §9's 5000 ms); waits for the toast chunk and its Toaster. */
export async function showToast(message: string) {
  const { toast } = await loadToasts();
  await mounted;
  toast.error(message);
}

/** Shows a success toast: an action that changes nothing visible on its own page still says it worked. */
export async function showSuccess(message: string) {
  const { toast } = await loadToasts();
  await mounted;
  toast.success(message);
}
