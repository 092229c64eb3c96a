import { useSyncExternalStore } from 'react';

// Every toast's timer and progress bar pause together while any toast is hovered or the window is not in front, the
// way the spec's "pause on hover and on loss of focus" reads. One small store shared by all toasts.
let hovered = 0;
let windowActive = typeof document === 'undefined' || !document.hidden;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function setWindowActive(active: boolean) {
  if (windowActive === active) return;
  windowActive = active;
  emit();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

const onBlur = () => setWindowActive(false);
const onFocus = () => setWindowActive(true);
const onVisibility = () => setWindowActive(!document.hidden);

/** Reports a pointer entering (`true`) or leaving (`false`) a toast. */
export function toastHovered(entered: boolean) {
  hovered = Math.max(0, hovered + (entered ? 1 : -1));
  emit();
}

/** Whether toasts are paused: a toast is hovered, or the window lost focus or is hidden. */
export function useToastsPaused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hovered > 0 || !windowActive,
    () => false,
  );
}
