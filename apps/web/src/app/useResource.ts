import type { Domain, ResourceData, ResourceStore } from '@parde/domain';
import { useAuth, useDomain, useMembers } from '@parde/domain/react';
import {
  createContext,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type Params, useParams } from 'react-router';
import type { App } from './app';
import { useServices } from './services';

type AnyResource<T, A> = ResourceStore<T, A>;

// What each shared store was last asked for, so a page does not refetch what main.tsx already started
// and never shows another page's answer (e.g. the previous film) while its own loads.
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

/**
 * On the server only: told of every load a render wants (effects never run there), so the renderer can make them
 * and render again with the answers (apps/web server.tsx).
 */
export const ServerLoads = createContext<(<T, A>(store: AnyResource<T, A>, args: A, viewer: string) => void) | null>(
  null,
);

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
  // The store's current state during hydration too (zustand's hooks show its initial state then): the browser loads
  // what the server rendered with, from the answers in the page, before it hydrates.
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const collect = useContext(ServerLoads);
  if (collect && args !== null) collect(store, args, viewer);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `args` and `viewer`
  useEffect(() => {
    if (args !== null) ensureLoaded(store, args, viewer);
  }, [store, key]);
  const retry = () => {
    if (args !== null) void (store.getState().load as (args: A) => Promise<void>)(args);
  };
  const current = key !== null && asked.get(store) === key;
  const shown = useMemo(() => ({ key, data: current ? (state as ResourceData<T>) : loading }), [key, current, state]);
  // A new state of the same load renders as a transition, which React splits into ~5 ms slices, instead of one long
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

/** A load a page is known to need: a store and the arguments it is asked with. */
export interface Load {
  store: ResourceStore<unknown, unknown>;
  args: unknown;
}

/** A load of `store` with `args`, as a page lists it (the arguments typed by the store). */
export const load = <T, A>(store: ResourceStore<T, A>, args: A): Load => ({
  store: store as unknown as ResourceStore<unknown, unknown>,
  args,
});

/**
 * The loads a page's address alone tells (its id), not those that wait for another answer (a season's episodes) or
 * for the viewport (rows below the fold). The same arguments as the components that show them, or they load twice.
 */
export type PageLoads = (params: Readonly<Params>, app: Pick<App, 'domain' | 'services'>) => Load[];

/** A page component that lists its known loads (`Page.loads = …`): the server starts them before its first render. */
export type PageComponent = { loads?: PageLoads };

/**
 * Starts a page's known loads together, rather than each when the component that shows it renders: a film's cast
 * no longer waits for the film. The server has started them before its first render (docs/decisions/017), so such a
 * page renders once; here they are told to it again, which starts nothing new.
 */
export function usePageLoads(loads: PageLoads): void {
  const params = useParams();
  const domain = useDomain();
  const services = useServices();
  const viewer = useViewer();
  const collect = useContext(ServerLoads);
  const list = loads(params, { domain, services });
  if (collect) for (const { store, args } of list) collect(store, args, viewer);
  const key = `${viewer}|${JSON.stringify(params)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the address and the viewer
  useEffect(() => {
    for (const { store, args } of list) ensureLoaded(store, args, viewer);
  }, [key]);
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
