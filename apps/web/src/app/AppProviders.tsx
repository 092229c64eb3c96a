import type { Domain } from '@parde/domain';
import { DomainProvider } from '@parde/domain/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { DownloadsProvider } from '../features/downloads/context';
import { PreloadProvider } from '../lib/preload';
import type { Services } from './app';
import { preloadPages } from './router';

/**
 * Marks the page once React has drawn it in the browser (`data-ready` on `<html>`; the browser tests wait on it) and
 * tells `onReady`.
 */
function Ready({ onReady }: { onReady: (() => void) | undefined }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-ready', '');
    onReady?.();
  }, [onReady]);
  return null;
}

/** The providers around the router, the same in the browser and in the server's render (hydration needs both). */
export function AppProviders(props: {
  domain: Domain;
  services: Services;
  children: ReactNode;
  /** Called once the app is drawn (hydrated) in the browser; StrictMode may call it twice in development. */
  onReady?: () => void;
}) {
  return (
    <StrictMode>
      <DomainProvider domain={props.domain}>
        <DownloadsProvider downloads={props.services.downloads}>
          <PreloadProvider preload={preloadPages}>
            {props.children}
            <Ready onReady={props.onReady} />
          </PreloadProvider>
        </DownloadsProvider>
      </DomainProvider>
    </StrictMode>
  );
}
