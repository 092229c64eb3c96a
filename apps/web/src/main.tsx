/**
 * Entry: styles, the composition root, the first data, then the router, then React, each step in a task of its
 * own. A phone runs this code about four times slower than a laptop, and one long boot task would keep it from
 * answering a tap (and count against Total Blocking Time) for its whole length.
 */
import '@parde/ui/fonts.css';
import '@parde/ui/style.css';
import { DomainProvider } from '@parde/domain/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { domain, services } from './app/composition';
import { startFirstLoads } from './app/firstLoads';
import { appRouter } from './app/router';
import { ServicesProvider } from './app/services';
import { shell } from './app/shell';

// Vite raises this when a lazy page's chunk (or its CSS) fails to load: offer a reload.
window.addEventListener('vite:preloadError', () => shell.setState({ chunkFailed: true }));

void domain.auth.getState().started();
const resized = () => domain.settings.getState().resized(window.innerWidth, window.innerHeight);
resized();
window.addEventListener('resize', resized);

// The page's first data is asked for now, in parallel with its chunk, not after React renders.
await yieldToBrowser();
startFirstLoads(domain, window.location.pathname);
await yieldToBrowser();
const router = appRouter();
await yieldToBrowser();

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a <div id="root">.');
const reactRoot = createRoot(root);
// As a transition, React renders in ~5 ms slices rather than in one task.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <DomainProvider domain={domain}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </DomainProvider>
    </StrictMode>,
  ),
);

/** Ends the current task: `scheduler.yield()` where the browser has it (it resumes first), else a 0 ms timeout. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
