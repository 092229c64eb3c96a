/** Entry: styles, the composition root, the first data, then React. */
import '@parde/ui/fonts.css';
import '@parde/ui/style.css';
import { DomainProvider } from '@parde/domain/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { domain, services } from './app/composition';
import { startHomeLoads } from './app/homeLoads';
import { router } from './app/router';
import { ServicesProvider } from './app/services';
import { shell } from './app/shell';

// Vite raises this when a lazy page's chunk (or its CSS) fails to load: offer a reload.
window.addEventListener('vite:preloadError', () => shell.setState({ chunkFailed: true }));

void domain.auth.getState().started();
const resized = () => domain.settings.getState().resized(window.innerWidth, window.innerHeight);
resized();
window.addEventListener('resize', resized);

// The home page's first data is asked for now, in parallel with its page chunk, not after React renders.
startHomeLoads(domain, window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a <div id="root">.');
createRoot(root).render(
  <StrictMode>
    <DomainProvider domain={domain}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </DomainProvider>
  </StrictMode>,
);
