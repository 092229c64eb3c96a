/** Loads the toast chunk on demand and publishes toasts once its Toaster listens (sonner drops earlier ones). */
let toasts: Promise<typeof import('./toasts')> | undefined;
/** Loads the toast chunk once (the layout starts it on first render). */
export const loadToasts = () => {
  toasts ??= import('./toasts');
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
