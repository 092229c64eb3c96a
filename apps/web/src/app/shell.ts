import type { ErrorOutcome } from '@parde/api-client';
import { createStore } from 'zustand/vanilla';

/**
 * The shell's own signals: the error dialog's message (spec §8), a page chunk that failed to load, and whether a
 * toast was ever asked for (the Toaster and its chunk exist from then on).
 */
export const shell = createStore<{ outcome: ErrorOutcome | null; chunkFailed: boolean; toasts: boolean }>()(() => ({
  outcome: null,
  chunkFailed: false,
  toasts: false,
}));
