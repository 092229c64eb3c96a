import { useDomain } from '@parde/domain/react';
import { type LinkComponentProps, LinkProvider } from '@parde/ui';
import { Component, lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useHref, useLinkClickHandler, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { listQuery } from '../../config/paths';
import { shell } from '../../lib/shell';
import { loadToasts, toasterReady } from '../../lib/toast-loader';
import { useRouteMeta } from '../../lib/usePageTitle';
import { ConfirmModal, ErrorDialog, loadLater, useOpenedOnce } from './later-parts';
import { OfflineShell } from './OfflineShell';
import { SignedOutNotice } from './SignedOutNotice';

/** The Toaster, from its own chunk; it tells the notifier when it listens. */
const lazyToaster = () =>
  lazy(() =>
    loadToasts().then(({ Toaster }) => ({
      default: function ReadyToaster() {
        useEffect(toasterReady, []);
        return <Toaster />;
      },
    })),
  );

/**
 * The Toaster while toasts are on: its own lazy component per mount, because `lazy` keeps a failed load for good.
 * When its chunk does not arrive it draws nothing and unmounts (`toasts` off), so the next toast mounts and loads it
 * again; the failure stays here rather than reaching the root route's error page over a page that worked.
 */
class ToasterHost extends Component<Record<never, never>, { failed: boolean }> {
  override state = { failed: false };
  private readonly Toaster = lazyToaster();
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    shell.setState({ toasts: false });
  }
  override render() {
    const { Toaster } = this;
    return this.state.failed ? null : (
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    );
  }
}

/** ui's links, routed by react-router (no full page load between pages). */
function RouterAnchor({ href, ref, onClick, target, ...rest }: LinkComponentProps) {
  const to = useHref(href);
  const navigate = useLinkClickHandler(href, { target });
  return (
    <a
      {...rest}
      href={to}
      ref={ref}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/** The error dialog of spec §8, fed by the domain's notifier. */
function ErrorDialogHost() {
  const outcome = useStore(shell, (s) => s.outcome);
  if (!useOpenedOnce(outcome !== null)) return null;
  return (
    <ErrorDialog
      open={outcome !== null}
      message={outcome?.message ?? ''}
      onClose={() => shell.setState({ outcome: null })}
    />
  );
}

/** A page chunk failed to load (usually a newer deployment replaced it): offer a reload. */
function ChunkReloadHost() {
  const failed = useStore(shell, (s) => s.chunkFailed);
  if (!useOpenedOnce(failed)) return null;
  return (
    <ConfirmModal
      open={failed}
      title="نسخهٔ تازهٔ سایت"
      message="بخشی از صفحه بارگیری نشد؛ احتمالاً نسخهٔ تازه‌ای از پرده منتشر شده است. صفحه را دوباره بارگیری کنید."
      confirmLabel="بارگیری دوباره"
      cancelLabel="بعداً"
      onConfirm={() => window.location.reload()}
      onCancel={() => shell.setState({ chunkFailed: false })}
    />
  );
}

/** A new version of the app is ready (its service worker waits): offer to switch to it. */
function UpdateHost() {
  const update = useStore(shell, (s) => s.update);
  if (!useOpenedOnce(update !== null)) return null;
  return (
    <ConfirmModal
      open={update !== null}
      title="نسخهٔ تازهٔ پرده"
      message="نسخهٔ تازه‌ای از پرده آماده است. برای به‌روزرسانی، صفحه دوباره بارگیری می‌شود."
      confirmLabel="به‌روزرسانی"
      cancelLabel="بعداً"
      onConfirm={() => update?.()}
      onCancel={() => shell.setState({ update: null })}
    />
  );
}

/** Wraps every route: routed links, toasts, the error dialog, scroll to top and search closing on navigation. */
export function RootLayout() {
  const { pathname, search: query, key } = useLocation();
  const { search } = useDomain();
  useRouteMeta();

  // Spec §2: every route change starts at the top of the page, and so does another page of a paged list («صفحهٔ
  // بعد» only changes `?page=`). The first page is not a change: a reader who scrolled the server's page before the
  // app started (or a reload the browser put back in place) stays there. Other query changes (a list's filter
  // chosen) keep the reader where they are.
  const listPage = new URLSearchParams(query).get(listQuery.page) ?? '1';
  const shown = useRef(`${pathname} ${listPage}`);
  useLayoutEffect(() => {
    const now = `${pathname} ${listPage}`;
    if (shown.current === now) return;
    shown.current = now;
    window.scrollTo(0, 0);
  }, [pathname, listPage]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (`key` changes)
  useEffect(() => {
    search.getState().routeChanged();
  }, [key, search]);

  // The Toaster comes with the first toast (toast-loader): never on the server's page nor at hydration.
  const toasts = useStore(shell, (s) => s.toasts);
  useEffect(loadLater, []);

  return (
    <LinkProvider component={RouterAnchor}>
      <Outlet />
      {toasts && <ToasterHost />}
      <Suspense fallback={null}>
        <ErrorDialogHost />
        <ChunkReloadHost />
        <UpdateHost />
        <SignedOutNotice />
      </Suspense>
      <OfflineShell />
    </LinkProvider>
  );
}
