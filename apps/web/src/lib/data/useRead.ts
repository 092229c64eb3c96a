import type { Loadable } from '@parde/domain';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { type ReadAnswer, readHref } from './loaders';
import type { ReadArgs, ReadName, ReadOutput } from './reads';

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
