import type { Domain } from '@parde/domain';
import { DomainProvider } from '@parde/domain/react';
import { createContext, type ReactNode, StrictMode, useEffect } from 'react';
import type { Services } from './app';
import { ServicesProvider } from './services';

/**
 * True when the server answered the page's address with 404 (a title, episode or star that does not exist): the
 * main layout then shows the not-found page in place of the route's, until the visitor goes elsewhere.
 */
export const FirstPageNotFound = createContext(false);

/** Marks the page once React has drawn it in the browser (`data-ready` on `<html>`; the browser tests wait on it). */
function Ready() {
  useEffect(() => document.documentElement.setAttribute('data-ready', ''), []);
  return null;
}

/** The providers around the router, the same in the browser and in the server's render (hydration needs both). */
export function AppProviders(props: { domain: Domain; services: Services; notFound: boolean; children: ReactNode }) {
  return (
    <StrictMode>
      <DomainProvider domain={props.domain}>
        <ServicesProvider services={props.services}>
          <FirstPageNotFound.Provider value={props.notFound}>
            {props.children}
            <Ready />
          </FirstPageNotFound.Provider>
        </ServicesProvider>
      </DomainProvider>
    </StrictMode>
  );
}
