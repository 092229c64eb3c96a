import type { Domain } from '@parde/domain';
import { DomainProvider } from '@parde/domain/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import type { Services } from './app';
import { ServicesProvider } from './services';

/** Marks the page once React has drawn it in the browser (`data-ready` on `<html>`; the browser tests wait on it). */
function Ready() {
  useEffect(() => document.documentElement.setAttribute('data-ready', ''), []);
  return null;
}

/** The providers around the router, the same in the browser and in the server's render (hydration needs both). */
export function AppProviders(props: { domain: Domain; services: Services; children: ReactNode }) {
  return (
    <StrictMode>
      <DomainProvider domain={props.domain}>
        <ServicesProvider services={props.services}>
          {props.children}
          <Ready />
        </ServicesProvider>
      </DomainProvider>
    </StrictMode>
  );
}
