import type { SearchResult } from '@parde/api-client';
import {
  MAX_MEMBERS,
  memberIdOfToken,
  SEARCH_MIN_LENGTH,
  type SearchData,
  selectGuard,
  selectIsAdult,
  selectMemberCount,
  selectMembersActiveFirst,
} from '@parde/domain';
import { useAuth, useDomain, useMembers, useSearch, useSettings, useShallow } from '@parde/domain/react';
import { Header, type HeaderProfile, Loader, type SearchResultItem, type SearchStatus } from '@parde/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { mainNav, paths, searchResultPath } from '../../config/paths';
import { useLazyDownloads } from '../../features/downloads/context';
import type { SignOutAsk } from '../../features/downloads/SignOutDialog';
import { shell } from '../../lib/shell';
import { LaterFooter } from './LaterFooter';
import { SearchOverlay, useOpenedOnce } from './later-parts';
import * as styles from './layout.css';

/** The sign-out warning, in the downloads' chunk: asked for only when there are downloads to warn of. */
const SignOutDialog = lazy(() =>
  import('../../features/downloads/SignOutDialog').then((module) => ({ default: module.SignOutDialog })),
);

const searchStatus: Record<SearchData['status'], SearchStatus> = {
  idle: 'idle',
  waiting: 'loading',
  loading: 'loading',
  results: 'success',
  empty: 'success',
  error: 'error',
};

const watchLabel: Partial<Record<SearchResult['type'], string>> = { Movie: 'تماشای فیلم', Series: 'تماشای سریال' };

/** The overlay's group headings, by kind of result. */
export const searchGroups: Record<SearchResult['type'], string> = { Movie: 'فیلم‌ها', Series: 'سریال‌ها', Star: 'افراد' };

const toItem = (result: SearchResult): SearchResultItem => ({
  group: searchGroups[result.type],
  key: `${result.type}-${result.id}`,
  href: searchResultPath(result.type, result.id, result.title),
  title: result.title,
  description: result.description,
  pictureUrl: result.pictures[0]?.url,
  portrait: result.type === 'Star',
  watchLabel: watchLabel[result.type],
});

const noSuggestions: SearchResult[] = [];

function SearchHost({ pathname }: { pathname: string }) {
  const open = useSettings((s) => s.show_search);
  const searchClosed = useSettings((s) => s.searchClosed);
  const navigate = useNavigate();
  const memberId = useMembers((s) => s.activeMember?.id ?? null);
  const { query, status, results, suggestions, recent, queryChanged, searched, recentLoaded, recentCleared } =
    useSearch(
      useShallow((s) => ({
        query: s.query,
        status: s.status,
        results: s.results,
        suggestions: s.status === 'empty' ? s.suggestions : noSuggestions,
        recent: s.recent,
        queryChanged: s.queryChanged,
        searched: s.searched,
        recentLoaded: s.recentLoaded,
        recentCleared: s.recentCleared,
      })),
    );
  // Each member has its own recent searches: read them as the overlay opens and when the member changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `memberId` changes whose list is read
  useEffect(() => {
    if (open) recentLoaded();
  }, [open, memberId, recentLoaded]);
  const items = useMemo(() => results.map(toItem), [results]);
  const suggestionItems = useMemo(() => suggestions.map(toItem), [suggestions]);
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <SearchOverlay
        open={open}
        query={query}
        onQueryChange={queryChanged}
        status={searchStatus[status]}
        minLength={SEARCH_MIN_LENGTH}
        results={items}
        suggestions={suggestionItems}
        onClose={searchClosed}
        onRetry={() => queryChanged(query)}
        pathname={pathname}
        allResultsHref={paths.search.to(query)}
        onChoose={() => searched(query)}
        onSubmit={(text) => {
          searched(text);
          navigate(paths.search.to(text));
        }}
        recent={recent}
        onRecentPick={queryChanged}
        onRecentClear={recentCleared}
      />
    </Suspense>
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
  // A returning viewer's stored token is being checked: neither "sign in" nor the menu yet (spec §4).
  const restoring = useAuth((s) => s.status === 'restoring');
  const signedIn = user !== null;
  // Spec §9: the add link counts the list's total, and waits for it (no «۰ از ۳» while it loads or after it fails).
  const memberCount = useMembers(selectMemberCount);
  // Adding a member is an account act: the account's adults' alone (decision 042).
  const adult = useMembers(selectIsAdult);
  const profiles = useMembers(useShallow(selectMembersActiveFirst));
  const activeId = useMembers((s) => s.activeMember?.id ?? null);
  const searchOpen = useSettings((s) => s.show_search);
  const downloads = useLazyDownloads();
  const [signOutAsk, setSignOutAsk] = useState<SignOutAsk | null>(null);

  /** This tab's own «خروج»: with `keep`, the member's downloads here wait for its return (decision 047). */
  const leave = async (keep: boolean) => {
    setSignOutAsk(null);
    shell.setState({ leaving: true });
    if (keep)
      await (await downloads.load())
        .getState()
        .keepRequested()
        .catch(() => false);
    auth.getState().loggedOut();
  };
  /** «خروج»: with downloads on this device, first says how many and how much it deletes (issue #40). */
  const signOutAsked = async () => {
    const member = memberIdOfToken(auth.getState().token);
    const records =
      member === null || typeof caches === 'undefined'
        ? []
        : await import('../../features/downloads/records')
            .then(async ({ hasDownloads, readRecords }) => ((await hasDownloads()) ? readRecords(member) : []))
            .catch(() => []);
    if (records.length === 0) return void leave(false);
    const { isExpired } = await import('../../features/downloads/records');
    setSignOutAsk({
      count: records.length,
      bytes: records.reduce((sum, record) => sum + record.bytes, 0),
      keepable: records.some((record) => record.status === 'complete' && !isExpired(record)),
    });
  };

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
        nav={mainNav}
        homeHref={paths.home.to()}
        user={user}
        userPending={restoring}
        profiles={headerProfiles}
        activeProfileId={activeId}
        account={{
          profile: paths.profile.to(),
          playlists: paths.playlists.to(),
          downloads: paths.downloads.to(),
          addMember:
            memberCount === null || !adult
              ? null
              : { href: paths.addMember.to(), count: memberCount, max: MAX_MEMBERS },
        }}
        searchOpen={searchOpen}
        onSearchToggle={() => settings.getState().searchToggled()}
        searchHref={paths.search.pattern}
        onSelectProfile={(id) => {
          const member = profiles.find((m) => m.id === id);
          if (member) void members.getState().memberChosen(member);
        }}
        onLogout={() => void signOutAsked()}
        loginHref={paths.login.to(pathname === paths.home.pattern ? null : pathname)}
        mainHref="#main"
      />
      <SearchHost pathname={pathname} />
      {/* Focusable from script only, so the skip link moves focus into it and Tab goes on from there. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {pending && (
          <div className={styles.pending}>
            <Loader />
          </div>
        )}
        <Outlet />
      </main>
      <LaterFooter />
      {signOutAsk && (
        <Suspense fallback={null}>
          <SignOutDialog ask={signOutAsk} onCancel={() => setSignOutAsk(null)} onLeave={(keep) => void leave(keep)} />
        </Suspense>
      )}
    </>
  );
}
