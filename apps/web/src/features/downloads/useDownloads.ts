import { useEffect, useState } from 'react';
import { useLazyDownloads } from './context';
import type { DownloadsStore } from './store';

/**
 * The downloads store for a component, null until its chunk has loaded (the first time: a moment after the first
 * render). With `wanted` false nothing is loaded: a visitor's film page never fetches it.
 */
export function useDownloads(wanted = true): DownloadsStore | null {
  const downloads = useLazyDownloads();
  const [store, setStore] = useState(downloads.current);
  useEffect(() => {
    if (!wanted || store) return;
    let live = true;
    void downloads
      .load()
      .then((made) => {
        if (live) setStore(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [downloads, wanted, store]);
  return store;
}
