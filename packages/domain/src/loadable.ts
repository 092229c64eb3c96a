import { ApiError, describeError } from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * One loaded thing of the session or the member (the member list, devices, passkeys, playlists, the account, a
 * captcha; the catalogue is read by the app's route loaders): loading clears the result and sets the flag (an earlier
 * error stays until the answer), a result is stored and clears the error, an error clears the result
 * and stores the message; `notFound` marks a 404 (the thing does not exist), which a page shows apart from a failure
 * it may retry (the network, the server).
 */
export type Loadable<T> =
  | { status: 'idle'; result: null; error: null }
  | { status: 'loading'; result: null; error: string | null }
  | { status: 'success'; result: T; error: null }
  | { status: 'error'; result: null; error: string; notFound?: boolean };

/** The events of a load store. */
export interface LoadActions<A> {
  /** Loads with these arguments (none for a fetcher that takes none); a newer load supersedes an older one. */
  load(...args: undefined extends A ? [args?: A] : [args: A]): Promise<void>;
  /** Back to idle, cancelling a load in flight. */
  reset(): void;
}

/** State and events, as the store holds them. */
export type LoadState<T, A> = Loadable<T> & LoadActions<A>;
/** A load store. */
export type LoadStore<T, A> = StoreApi<LoadState<T, A>>;

/** Fetches one thing; `undefined` (an empty body) is stored as an empty result. */
export type Fetcher<T, A> = (args: A, signal: AbortSignal) => Promise<T | undefined>;

/** Options of a load store. */
export interface LoadOptions {
  /** Told about every failure that is not a cancellation (the domain passes its error reporter). */
  onError?: (error: unknown) => void;
}

/** The Persian message of a failed call (spec §8); anything but an ApiError is a bug and is thrown again. */
export function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  return describeError(error.endpoint, error.status, error.body).message;
}

/** The pure transitions, shared by stores that hold a loaded thing among other state. */
export const loadable = {
  idle: { status: 'idle', result: null, error: null } as const,
  loading: <T>(previous: Loadable<T>): Loadable<T> => ({
    status: 'loading',
    result: null,
    error: previous.error,
  }),
  success: <T>(result: T): Loadable<T> => ({ status: 'success', result, error: null }),
  /** The error state for a failed call; anything but an ApiError is a bug and is thrown again. */
  failure: <T>(error: unknown): Loadable<T> => ({
    status: 'error',
    result: null,
    error: messageOf(error),
    // Always set: a store merges states, so a 404's mark must not outlive it.
    notFound: error instanceof ApiError && error.status === 404,
  }),
};

/** The loading → result | error machine of one personal thing (the account's details, a captcha). */
export function createLoadStore<T, A = undefined>(
  fetcher: Fetcher<T, A>,
  options: LoadOptions = {},
): LoadStore<T | null, A> {
  let controller: AbortController | null = null;

  return createStore<LoadState<T | null, A>>()((set, get) => ({
    ...loadable.idle,
    async load(...[args]) {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      set(loadable.loading(get()));
      try {
        const result = await fetcher(args as A, mine.signal);
        if (controller !== mine) return;
        set(loadable.success(result ?? null));
      } catch (error) {
        // A superseded load's answer (or its cancellation) must not touch the newer one.
        if (controller !== mine) return;
        // The client rejects a success without a readable body (its types have no `undefined`, decision 043); spec §7
        // reads it as an empty result, which this store holds as null.
        if (error instanceof ApiError && error.status >= 200 && error.status < 300) {
          set(loadable.success(null));
          return;
        }
        set(loadable.failure(error));
        options.onError?.(error);
      } finally {
        if (controller === mine) controller = null;
      }
    },
    reset() {
      controller?.abort();
      controller = null;
      set(loadable.idle);
    },
  }));
}
