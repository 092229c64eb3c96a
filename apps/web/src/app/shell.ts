import type { ErrorOutcome } from '@parde/api-client';
import { createStore } from 'zustand/vanilla';

/** The shell's own signals: the error dialog's message (spec §8) and a page chunk that failed to load. */
export const shell = createStore<{ outcome: ErrorOutcome | null; chunkFailed: boolean }>()(() => ({
  outcome: null,
  chunkFailed: false,
}));
