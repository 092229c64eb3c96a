import type { ErrorOutcome } from '@parde/api-client';
import { createStore } from 'zustand/vanilla';

/**
 * The shell's own signals: the error dialog's message (spec §8), a page chunk that failed to load, whether a
 * toast was ever asked for (the Toaster and its chunk exist from then on), whether the connection is down, and a
 * waiting new version of the app (its service worker) to switch to.
 */
export const shell = createStore<{
  outcome: ErrorOutcome | null;
  chunkFailed: boolean;
  toasts: boolean;
  offline: boolean;
  update: (() => void) | null;
}>()(() => ({
  outcome: null,
  chunkFailed: false,
  toasts: false,
  offline: false,
  update: null,
}));
