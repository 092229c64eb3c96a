/**
 * Where toasts live in the page. A modal `<dialog>` sits in the browser's top layer and makes everything outside it
 * inert: a toast left in the body is drawn under its backdrop and cannot be clicked (issue 18). So the toasts' one
 * container element moves into the topmost open modal dialog and back out when it closes. React renders into the
 * same element throughout (a portal), so the toasts on screen survive the move.
 */
const openDialogs: HTMLElement[] = [];
let host: HTMLElement | null = null;

function place() {
  if (!host) return;
  const target = openDialogs.at(-1) ?? document.body;
  if (host.parentElement !== target) target.append(host);
}

/** The toasts' container, created on first use (in the browser only). */
export function toastHost(): HTMLElement {
  if (!host) {
    host = document.createElement('div');
    host.dataset.toastHost = '';
    place();
  }
  return host;
}

/** A modal dialog was opened with `showModal()`: toasts move into it. */
export function modalOpened(dialog: HTMLElement) {
  const at = openDialogs.indexOf(dialog);
  if (at !== -1) openDialogs.splice(at, 1);
  openDialogs.push(dialog);
  place();
}

/** A modal dialog closed (or left the page): toasts go back to the dialog under it, or to the body. */
export function modalClosed(dialog: HTMLElement) {
  const at = openDialogs.indexOf(dialog);
  if (at === -1) return;
  openDialogs.splice(at, 1);
  place();
}
