import type { SearchResult } from '@parde/api-client';
import { type SearchData, selectGuard, selectMembersActiveFirst } from '@parde/domain';
import { useAuth, useDomain, useMembers, useSearch, useSettings, useShallow } from '@parde/domain/react';
import { Header, type HeaderProfile, Loader, SearchOverlay, type SearchResultItem, type SearchStatus } from '@parde/ui';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { externalLinks, paths } from '../../config/paths';
import * as styles from './layout.css';
import { SiteFooter } from './SiteFooter';

const searchStatus: Record<SearchData['status'], SearchStatus> = {
  idle: 'idle',
  waiting: 'loading',
  loading: 'loading',
  results: 'success',
  empty: 'success',
  error: 'error',
};

const toItem = (result: SearchResult): SearchResultItem => ({
  id: result.id,
  type: result.type,
  title: result.title,
  description: result.description,
  pictureUrl: result.pictures[0]?.url,
});

function SearchHost({ pathname }: { pathname: string }) {
  const open = useSettings((s) => s.show_search);
  const searchClosed = useSettings((s) => s.searchClosed);
  const { query, status, results, queryChanged } = useSearch(
    useShallow((s) => ({ query: s.query, status: s.status, results: s.results, queryChanged: s.queryChanged })),
  );
  const items = useMemo(() => results.map(toItem), [results]);
  return (
    <SearchOverlay
      open={open}
      query={query}
      onQueryChange={queryChanged}
      status={searchStatus[status]}
      results={items}
      onClose={searchClosed}
      onRetry={() => queryChanged(query)}
      pathname={pathname}
    />
  );
}

/**
 * The main layout (spec §2): header, search overlay, the page, footer. It also follows the guarded
 * layout's redirect to sign-in (spec §4) that account pages and actions raise.
 */
export function MainLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pending = useNavigation().state === 'loading';
  const { auth, members, settings } = useDomain();
  const { redirectTo } = useAuth(useShallow(selectGuard));
  const user = useAuth((s) => s.user);
  const signedIn = user !== null;
  const profiles = useMembers(useShallow(selectMembersActiveFirst));
  const activeId = useMembers((s) => s.activeMember?.id ?? null);
  const searchOpen = useSettings((s) => s.show_search);

  useEffect(() => {
    if (!redirectTo) return;
    navigate(redirectTo, { replace: true });
    auth.getState().loginRedirectFollowed();
  }, [redirectTo, navigate, auth]);

  // Spec §7: the header asks for the member list with the token once signed in.
  useEffect(() => {
    if (signedIn) void members.getState().listRequested();
  }, [signedIn, members]);

  const headerProfiles = useMemo<HeaderProfile[]>(
    () => profiles.map((m) => ({ id: m.id, name: m.profileName, avatarUrl: m.avatarPath })),
    [profiles],
  );

  return (
    <>
      <Header
        pathname={pathname}
        user={user}
        profiles={headerProfiles}
        activeProfileId={activeId}
        magazineUrl={externalLinks.magazine}
        advertisingUrl={externalLinks.advertising}
        searchOpen={searchOpen}
        onSearchToggle={() => settings.getState().searchToggled()}
        onSelectProfile={(id) => {
          const member = profiles.find((m) => m.id === id);
          if (member) void members.getState().memberChosen(member);
        }}
        onLogout={() => auth.getState().loggedOut()}
        loginHref={paths.login.to(pathname === paths.home.pattern ? null : pathname)}
      />
      <SearchHost pathname={pathname} />
      <main id="main" className={styles.main}>
        {pending && (
          <div className={styles.pending}>
            <Loader />
          </div>
        )}
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
