import { type ApiClient, type CaptionStyle, defaultCaptionStyle } from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type AuthStore, onSessionEnded } from './auth';
import type { ReportError } from './report-error';
import { required } from './required';

/**
 * The member's caption style: `idle` (the defaults, not asked yet), `loading`, `ready`, `saving` (the change already
 * shown: the player and the preview follow it at once) or `failed` (the last read or save did not go through; the
 * style shown is the last one the server had).
 */
export type CaptionStyleData =
  | { status: 'idle'; style: CaptionStyle }
  | { status: 'loading'; style: CaptionStyle }
  | { status: 'ready'; style: CaptionStyle }
  | { status: 'saving'; style: CaptionStyle }
  | { status: 'failed'; style: CaptionStyle; error: unknown };

/** The events of the caption-style store. */
export interface CaptionStyleActions {
  /** Reads the member's style from the server (once a session exists; again after a failure). */
  styleRequested(): Promise<void>;
  /** The member changed some fields: shown at once, then kept on the server; a refusal puts the old style back. */
  styleChanged(change: Partial<CaptionStyle>): Promise<void>;
}

export type CaptionStyleState = CaptionStyleData & CaptionStyleActions;
export type CaptionStyleStore = StoreApi<CaptionStyleState>;

/** What the caption-style store is built from. */
export interface CaptionStyleDeps {
  api: ApiClient;
  auth: AuthStore;
  reportError: ReportError;
}

const initial: CaptionStyleData = { status: 'idle', style: { ...defaultCaptionStyle } };

/** Each member's caption look (issue 37), kept on the server so it follows them to every device. */
export function createCaptionStyleStore({ api, auth, reportError }: CaptionStyleDeps): CaptionStyleStore {
  // The style the server last confirmed: what a refused change falls back to.
  let confirmed: CaptionStyle = { ...defaultCaptionStyle };
  // Changes are sent one after another, so the server's last answer is the newest change's.
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;

  const store = createStore<CaptionStyleState>()((set, get) => ({
    ...initial,

    async styleRequested() {
      if (get().status === 'loading' || get().status === 'saving') return;
      set({ status: 'loading', style: get().style });
      try {
        confirmed = required(await api.getCaptionStyle(), 'getCaptionStyle');
        set({ status: 'ready', style: confirmed });
      } catch (error) {
        set({ status: 'failed', style: get().style, error });
        reportError(error, 'getCaptionStyle');
      }
    },

    styleChanged(change) {
      set({ status: 'saving', style: { ...get().style, ...change } });
      waiting += 1;
      const send = async () => {
        try {
          confirmed = required(await api.updateCaptionStyle(change), 'updateCaptionStyle');
          // A later change still queued keeps the screen on what the member picked last.
          if (waiting === 1) set({ status: 'ready', style: confirmed });
        } catch (error) {
          set({ status: 'failed', style: confirmed, error });
          reportError(error, 'updateCaptionStyle');
        } finally {
          waiting -= 1;
        }
      };
      queue = queue.then(send);
      return queue;
    },
  }));

  onSessionEnded(auth, () => {
    confirmed = { ...defaultCaptionStyle };
    store.setState({ ...initial, style: { ...defaultCaptionStyle } });
  });
  return store;
}
