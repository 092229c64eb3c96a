import { lazy, useState } from 'react';

// The search overlay and the dialogs, from the `later` chunk (src/app/later.ts).
const later = () => import('../later');
export const SearchOverlay = lazy(() => later().then((m) => ({ default: m.SearchOverlay })));
export const ErrorDialog = lazy(() => later().then((m) => ({ default: m.ErrorDialog })));
export const ConfirmModal = lazy(() => later().then((m) => ({ default: m.ConfirmModal })));

/** Asks for the chunk once the page is idle after hydration, so a first search or error does not wait for it. */
export function loadLater(): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  const cancel = window.cancelIdleCallback ?? clearTimeout;
  const handle = idle(() => void later());
  return () => cancel(handle as number);
}

/**
 * True from the first time `open` is: a part that was never open draws nothing (on the server and at hydration
 * alike), and one that was stays mounted to play its closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
