import { createContext, type ReactNode, useContext } from 'react';
import type { DownloadsStore } from './store';

/** A store in a chunk of its own, made the first time something asks for it. */
export interface LazyStore<S> {
  /** The store, once made; null before. */
  current(): S | null;
  /** Loads its chunk (once) and makes it. */
  load(): Promise<S>;
}

const DownloadsContext = createContext<LazyStore<DownloadsStore> | null>(null);

/** Makes the composition root's downloads (decisions 028, 033) available to the button, the page and the sync. */
export function DownloadsProvider({
  downloads,
  children,
}: {
  downloads: LazyStore<DownloadsStore>;
  children: ReactNode;
}) {
  return <DownloadsContext.Provider value={downloads}>{children}</DownloadsContext.Provider>;
}

/** The downloads of the nearest DownloadsProvider, their chunk not loaded yet. */
export function useLazyDownloads(): LazyStore<DownloadsStore> {
  const downloads = useContext(DownloadsContext);
  if (!downloads) throw new Error('useLazyDownloads needs a <DownloadsProvider downloads={…}> above the component.');
  return downloads;
}
