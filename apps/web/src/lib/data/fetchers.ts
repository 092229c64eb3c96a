/**
 * What loads after the page (rows below the fold, the comments, another season's episodes, a title's resume point):
 * React Router fetchers against one resource route, whose loader runs in the browser with the app's api client.
 */
import { ApiError, describeError } from '@parde/api-client';
import type { Loadable } from '@parde/domain';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { data, type LoaderFunctionArgs, useFetcher } from 'react-router';
import { badAddress, portsOf } from './loaders';
import { afterProgress, callRead, needsToken, type ReadArgs, type ReadName, type ReadOutput, reads } from './reads';

/** The answer of a read made through the resource route: a row's failure is its own, never the page's error. */
export type ReadAnswer<T> = { args: string; state: Loadable<T | null> };

/** The address a fetcher loads a read from (the resource route `readRoute`). */
export const readHref = (name: ReadName, args: unknown) =>
  `${READ_PATH}${name}?args=${encodeURIComponent(JSON.stringify(args ?? null))}`;

const READ_PATH = '/_read/';

/**
 * The resource route below-the-fold rows and comments load through React Router's fetchers (lib/data/useRead): no
 * component, only a loader, run in the browser with the app's api client. The server has no such page: asked for
 * as a document it is a 404.
 */
export const readRoute = {
  path: `${READ_PATH}:name`,
  loader: async ({ params, request, context }: LoaderFunctionArgs): Promise<ReadAnswer<unknown>> => {
    const name = params.name as ReadName;
    if (import.meta.env.SSR || !name || !Object.hasOwn(reads, name)) throw data(null, { status: 404 });
    const given = new URL(request.url).searchParams.get('args') ?? 'null';
    let args: unknown;
    try {
      args = JSON.parse(given);
    } catch {
      throw badAddress('این نشانی درست نیست.');
    }
    const { api, hasToken, progressSettled, reportError } = portsOf(context);
    if (needsToken(name) && hasToken && !hasToken()) return { args: given, state: success(null) };
    try {
      if (afterProgress(name)) await progressSettled?.();
      const answer = await callRead(api, name, args as ReadArgs<typeof name>, request.signal);
      return { args: given, state: success(answer ?? null) };
    } catch (error) {
      if (!(error instanceof ApiError) || error.aborted) throw error;
      // The client rejects a success without a readable body (decision 043); spec §7 reads it as an empty result.
      if (error.status >= 200 && error.status < 300) return { args: given, state: success(null) };
      reportError?.(error);
      const { message } = describeError(error.endpoint, error.status, error.body);
      return { args: given, state: { status: 'error', result: null, error: message, notFound: error.status === 404 } };
    }
  },
};

const success = <T>(result: T): Loadable<T> => ({ status: 'success', result, error: null });

const loading = { status: 'loading', result: null, error: null } as const;

/**
 * A read below the fold (a row, the comments, another season's episodes) through a React Router fetcher against the
 * resource route: asked once `enabled` (near the viewport, an id known), and again by the router's revalidation when
 * the viewer changes (main.tsx). While a revalidation runs the last answer stays on screen.
 */
export function useRead<N extends ReadName>(
  name: N,
  args: ReadArgs<N>,
  enabled = true,
): Loadable<ReadOutput<N> | null> & { retry(): void } {
  const fetcher = useFetcher<ReadAnswer<ReadOutput<N>>>();
  const href = readHref(name, args);
  const key = JSON.stringify(args ?? null);
  const asked = useRef<string | null>(null);
  const { load } = fetcher;
  useEffect(() => {
    if (!enabled || asked.current === href) return;
    asked.current = href;
    void load(href);
  }, [enabled, href, load]);
  // A new answer renders as a transition, which React splits into short slices, instead of one long task.
  const answer = useDeferredValue(fetcher.data);
  const state = answer?.args === key ? answer.state : loading;
  return { ...state, retry: () => void load(href) };
}

/**
 * True once the element comes near the viewport: rows below the fold and the comments ask for their data only then.
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
