import type { ErrorOutcome } from '@parde/api-client';
import { createStore } from 'zustand/vanilla';

/**
 * The shell's own signals: the error dialog's message (spec §8), a page chunk that failed to load, whether a
 * toast was ever asked for (the Toaster and its chunk exist from then on), whether the connection is down or the
 * page is a kept copy, a session ended elsewhere, and a waiting new version of the app (its service worker).
 */
export const shell = createStore<{
  outcome: ErrorOutcome | null;
  chunkFailed: boolean;
  toasts: boolean;
  offline: boolean;
  /** When the page on screen was kept by the service worker, answered instead of the network (decision 047). */
  kept: string | null;
  /** The session ended without this tab's «خروج»: «این دستگاه از حساب خارج شد» is shown. */
  signedOut: boolean;
  /** This tab's own «خروج» is under way: its session end is no news to it. */
  leaving: boolean;
  update: (() => void) | null;
}>()(() => ({
  outcome: null,
  chunkFailed: false,
  toasts: false,
  offline: false,
  kept: null,
  signedOut: false,
  leaving: false,
  update: null,
}));
