import { createContext, type ReactNode, useContext } from 'react';
import type { Services } from './app';

const ServicesContext = createContext<Services | null>(null);

/** Makes the composition root's extra stores available to pages. */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The extra stores of the nearest ServicesProvider. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider services={services}> above the component.');
  return services;
}
