import type { Domain, ResourceData, ResourceStore } from '@parde/domain';
import { useAuth, useMembers } from '@parde/domain/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

type AnyResource<T, A> = ResourceStore<T, A>;

// What each shared store was last asked for, so a row does not refetch what it has and never shows another page's
// answer (e.g. the previous film's suggestions) while its own loads. Page data comes from route loaders instead.
const asked = new WeakMap<object, string>();

/** The key of a load: its arguments plus who asks (the age range and sign-in change the answer). */
export function loadKey(args: unknown, viewer: string) {
  return `${viewer}|${JSON.stringify(args ?? null)}`;
}

/**
 * Starts a load unless the same one is already under way or done; a failed one is tried again. Answers the load's
 * promise when it started one.
 */
export function ensureLoaded<T, A>(store: AnyResource<T, A>, args: A, viewer: string): Promise<void> | undefined {
  const key = loadKey(args, viewer);
  const { status, load } = store.getState();
  if (asked.get(store) === key && status !== 'idle' && status !== 'error') return undefined;
  asked.set(store, key);
  return (load as (args: A) => Promise<void>)(args);
}

/** Who is viewing, as far as the catalogue's answers depend on it: the token sent and the age range. */
export const viewerKey = (hasToken: boolean, ageRange: number | null) => `${hasToken ? 'in' : 'out'}:${ageRange ?? ''}`;

/** The viewer key of the current domain state (outside React). */
export const viewerOf = (domain: Domain) => viewerKey(domain.getToken() !== null, domain.getAgeRange());

/** The viewer key, re-rendering when it changes. */
export function useViewer(): string {
  const hasToken = useAuth((s) => s.token !== null);
  const ageRange = useMembers((s) => s.activeMember?.ageRange ?? null);
  return viewerKey(hasToken, ageRange);
}

const loading = { status: 'loading', result: null, error: null } as const;

/**
 * Loads `store` with `args` (pass `null` to wait, e.g. for an id) and returns its state; until this load is
 * the store's current one the state reads as loading.
 */
export function useResource<T, A>(store: AnyResource<T, A>, args: A | null): ResourceData<T> & { retry(): void } {
  const viewer = useViewer();
  const key = args === null ? null : loadKey(args, viewer);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `args` and `viewer`
  useEffect(() => {
    if (args !== null) ensureLoaded(store, args, viewer);
  }, [store, key]);
  const retry = () => {
    if (args !== null) void (store.getState().load as (args: A) => Promise<void>)(args);
  };
  const current = key !== null && asked.get(store) === key;
  const shown = useMemo(() => ({ key, data: current ? (state as ResourceData<T>) : loading }), [key, current, state]);
  // A new state of the same load renders as a transition, which React splits into short slices, instead of one long
  // task: a page of rows arriving at once would otherwise block the main thread (and taps) for the whole render.
  // Another load (another film) is never shown late: its first state renders at once.
  const deferred = useDeferredValue(shown);
  const data = deferred.key === key ? deferred.data : shown.data;

  // The first page after sign-in learns the member's age range only after its first answers, and asks again. Those
  // answers were already filtered for the account's member by the server (the token says who), so they stay on
  // screen until the new ones arrive, rather than a skeleton that would also swallow a tap on the page.
  const held = useRef<{ args: string; viewer: string; data: ResourceData<T> } | null>(null);
  const argsKey = JSON.stringify(args ?? null);
  if (data.status === 'success') held.current = { args: argsKey, viewer, data };
  const before = held.current;
  const signedInAgeUnknown = viewerKey(true, null);
  const ageJustLearned = before?.viewer === signedInAgeUnknown && viewer.startsWith(signedInAgeUnknown);
  if (data.status === 'loading' && before?.args === argsKey && ageJustLearned) return { ...before.data, retry };
  return { ...data, retry };
}

/**
 * True once the element comes near the viewport: rows below the fold and the comments ask for their data only then.
 * (Here with the loads rather than in a module of its own, which the bundler grouped with other pages' parts.)
 */
export function useNearViewport<E extends Element>(eager: boolean, margin = '600px 0px') {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
