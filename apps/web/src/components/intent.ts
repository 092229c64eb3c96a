import { useEffect, useRef } from 'react';

/** How long the pointer or the focus rests on a link before what it leads to is fetched, in ms. */
const PREFETCH_AFTER_MS = 300;

/**
 * Pointer and focus handlers that call `run` once the pointer or the focus has rested PREFETCH_AFTER_MS on the
 * element (a pointer passing over it on its way elsewhere fetches nothing).
 */
export function useIntent(run: (() => void) | null) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    if (!run) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(run, PREFETCH_AFTER_MS);
  };
  const stop = () => clearTimeout(timer.current);
  return { onPointerEnter: start, onFocus: start, onPointerLeave: stop, onBlur: stop };
}

/**
 * Whether the connection is fast enough to fetch a likely next step with no sign of intent: the Network Information
 * API says «4g» and the device does not ask to save data (browsers without the API never count as fast).
 */
export function onFastLink(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  return connection?.effectiveType === '4g' && connection.saveData !== true;
}
