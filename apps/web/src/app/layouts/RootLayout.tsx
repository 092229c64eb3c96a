import { useDomain } from '@parde/domain/react';
import { ConfirmModal, ErrorDialog, type LinkComponentProps, LinkProvider, Toaster } from '@parde/ui';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { shell } from '../shell';

/** ui's links, routed by react-router (no full page load between pages). */
function RouterAnchor({ href, ref, ...rest }: LinkComponentProps) {
  return <RouterLink to={href} ref={ref} {...rest} />;
}

/** The error dialog of spec §8, fed by the domain's notifier. */
function ErrorDialogHost() {
  const outcome = useStore(shell, (s) => s.outcome);
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

/** Wraps every route: routed links, toasts, the error dialog, scroll to top and search closing on navigation. */
export function RootLayout() {
  const { pathname, key } = useLocation();
  const { search } = useDomain();

  // Spec §2: every route change starts at the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new pathname
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (`key` changes)
  useEffect(() => {
    search.getState().routeChanged();
  }, [key, search]);

  return (
    <LinkProvider component={RouterAnchor}>
      <Outlet />
      <Toaster />
      <ErrorDialogHost />
      <ChunkReloadHost />
    </LinkProvider>
  );
}
