import { type ComponentType, lazy, memo, Suspense } from 'react';

let SiteFooter: ComponentType | undefined;
let loading: Promise<void> | undefined;

/** Loads the footer's module (the server renderer awaits it before its first render). */
export const loadFooter = (): Promise<void> =>
  (loading ??= import('./SiteFooter').then((module) => {
    SiteFooter = module.SiteFooter;
  }));

const idle = () =>
  new Promise<void>((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 200);
  });

const WhenIdle = lazy(() =>
  idle()
    .then(loadFooter)
    .then(() => ({ default: SiteFooter as ComponentType })),
);

/**
 * The footer, whose code is not in the first load: the server draws it as usual, and the browser hydrates it once the
 * page is idle (with the Jalali calendar its year needs). Hydration leaves a `<Suspense>` boundary
 * whose code has not arrived as the server drew it and hydrates it when the code comes (React's selective
 * hydration); until then its links are plain links. `memo` keeps the layout's renders from reaching the boundary: an
 * update to a boundary still waiting would make React draw it afresh (its fallback, nothing) rather than hydrate it.
 */
export const LaterFooter = memo(function LaterFooter() {
  return <Suspense fallback={null}>{SiteFooter ? <SiteFooter /> : <WhenIdle />}</Suspense>;
});
