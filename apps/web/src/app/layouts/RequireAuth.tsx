import { useAuth, useDomain } from '@parde/domain/react';
import { Loader } from '@parde/ui';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

/**
 * Account pages (DECISIONS.md): a loader while the stored token is checked; a visitor raises the
 * redirect-to-login flag, and the main layout takes them to sign-in and back here afterwards.
 */
export function RequireAuth() {
  const { pathname } = useLocation();
  const { auth } = useDomain();
  const status = useAuth((s) => s.status);
  const settled = useAuth((s) => s.isTokenSetedFromStorage);
  // Signing out on an account page goes home (spec §4); only a visitor who arrives signed out is sent to login.
  const leaving = useRef(false);
  if (status === 'authenticated') leaving.current = true;

  useEffect(() => {
    if (status === 'anonymous' && settled && !leaving.current) auth.getState().loginRequired(pathname);
  }, [status, settled, pathname, auth]);

  return status === 'authenticated' ? <Outlet /> : <Loader fullPage />;
}
