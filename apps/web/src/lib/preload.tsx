import { createContext, type ReactNode, useContext } from 'react';

/** Fetches the page modules of an address, and what each page needs first, ahead of a likely visit. */
export type PreloadPages = (pathname: string) => void;

// The server renders nothing ahead: without a provider, asking does nothing.
const PreloadContext = createContext<PreloadPages>(() => undefined);

/** Gives the router's `preloadPages` to the parts below (the composition root provides it). */
export function PreloadProvider({ preload, children }: { preload: PreloadPages; children: ReactNode }) {
  return <PreloadContext.Provider value={preload}>{children}</PreloadContext.Provider>;
}

/** The router's `preloadPages`, for a link whose page is likely next (a title's play button). */
export const usePreloadPages = (): PreloadPages => useContext(PreloadContext);
