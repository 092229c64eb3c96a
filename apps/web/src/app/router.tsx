/**
 * The one route table (spec §2): every route inside the main layout, the sign-in routes outside it, and
 * the not-found page for any other address. Every page is its own chunk, loaded on demand.
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { readRoute } from '../lib/data/fetchers';
import type { PageRoute, RouteHandle } from '../lib/data/loaders';
import { AuthLayout } from './layouts/AuthLayout';
import { MainLayout } from './layouts/MainLayout';
import { RequireAuth } from './layouts/RequireAuth';
import { RootLayout } from './layouts/RootLayout';
import { RouteError } from './RouteError';

/** Every page module, each fetched (as its own chunk) the first time one of its routes is visited. */
const pageModules = import.meta.glob<{ pages: Record<string, PageRoute> }>('../features/*/*Page*.tsx');

/** A route whose component, loader and meta are `pages[name]` of `features/{file}.tsx`, loaded on demand. */
function page(file: string, name: string, handle: RouteHandle = {}): Pick<RouteObject, 'lazy'> {
  const load = pageModules[`../features/${file}.tsx`];
  if (!load) throw new Error(`No page module features/${file}.tsx`);
  return {
    lazy: async () => {
      const route = (await load()).pages[name];
      if (!route) throw new Error(`features/${file}.tsx exports no pages.${name}`);
      const { Component, loader, meta, preload } = route;
      const pageHandle: RouteHandle = { ...handle, module: `src/features/${file}.tsx`, meta, preload };
      return { Component, ...(loader ? { loader } : {}), handle: pageHandle };
    },
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      {
        Component: MainLayout,
        children: [
          {
            // A page's error (a 404 or an API that is away) is drawn inside the layout: header and footer stay.
            ErrorBoundary: RouteError,
            children: [
              { path: paths.home.pattern, ...page('catalogue/HomePage', 'HomePage') },
              { path: paths.homeAlias.pattern, ...page('catalogue/HomePage', 'HomePage') },
              { path: paths.movies.pattern, ...page('catalogue/TitleListPages', 'MoviesPage') },
              { path: paths.tvShows.pattern, ...page('catalogue/TitleListPages', 'SeriesPage') },
              {
                path: paths.movieDetail.pattern,
                ...page('catalogue/MovieDetailPage', 'MovieDetailPage'),
              },
              {
                path: paths.showDetail.pattern,
                ...page('catalogue/SeriesDetailPage', 'SeriesDetailPage'),
              },
              { path: paths.episode.pattern, ...page('catalogue/EpisodePage', 'EpisodePage') },
              { path: paths.movieRegal.pattern, ...page('catalogue/RegalPage', 'MovieRegalPage') },
              { path: paths.seriesRegal.pattern, ...page('catalogue/RegalPage', 'SeriesRegalPage') },
              { path: paths.cast.pattern, ...page('catalogue/CastListPage', 'CastListPage') },
              { path: paths.castDetail.pattern, ...page('catalogue/CastDetailPage', 'CastDetailPage') },
              { path: paths.genres.pattern, ...page('catalogue/GenresPage', 'GenresPage') },
              { path: paths.tags.pattern, ...page('catalogue/TagsPage', 'TagsPage') },
              { path: paths.tagMovies.pattern, ...page('catalogue/ViewAllPages', 'TagMoviesPage') },
              { path: paths.tagSeries.pattern, ...page('catalogue/ViewAllPages', 'TagSeriesPage') },
              { path: paths.genreMovies.pattern, ...page('catalogue/ViewAllPages', 'GenreMoviesPage') },
              { path: paths.genreSeries.pattern, ...page('catalogue/ViewAllPages', 'GenreSeriesPage') },
              { path: paths.homeList.pattern, ...page('catalogue/HomeListPage', 'HomeListPage') },
              { path: paths.search.pattern, ...page('search/SearchResultsPage', 'SearchResultsPage') },
              {
                // The diagnostics page measures this browser (its round trip, its build): nothing for the server to draw.
                path: paths.test.pattern,
                ...page('diagnostics/DiagnosticsPage', 'DiagnosticsPage', { clientOnly: true }),
              },
              { path: paths.terms.pattern, ...page('info/TermsPage', 'TermsPage') },
              { path: paths.about.pattern, ...page('info/AboutPage', 'AboutPage') },
              { path: paths.advertising.pattern, ...page('info/AboutPage', 'AdvertisingPage') },
              { path: paths.faq.pattern, ...page('info/FaqPage', 'FaqPage') },
              { path: paths.pricing.pattern, ...page('info/PricingPage', 'PricingPage') },
              { path: paths.blogs.pattern, ...page('info/BlogPages', 'BlogsPage') },
              { path: paths.blogDetail.pattern, ...page('info/BlogPages', 'BlogPostPage') },
              { path: paths.contact.pattern, ...page('info/ContactPage', 'ContactPage') },
              {
                // Account pages need sign-in (DECISIONS.md); the catalogue stays open to visitors.
                Component: RequireAuth,
                handle: { clientOnly: true } satisfies RouteHandle,
                children: [
                  { path: paths.profile.pattern, ...page('members/ProfilePage', 'ProfilePage') },
                  {
                    path: paths.addMember.pattern,
                    ...page('members/MemberFormPages', 'AddMemberPage'),
                  },
                  {
                    path: paths.editMember.pattern,
                    ...page('members/MemberFormPages', 'EditMemberPage'),
                  },
                  {
                    path: paths.selectMember.pattern,
                    ...page('members/SelectMemberPage', 'SelectMemberPage'),
                  },
                  { path: paths.selectMemberOtp.pattern, ...page('members/MemberOtpPages', 'SelectMemberOtpPage') },
                  { path: paths.editMemberOtp.pattern, ...page('members/MemberOtpPages', 'EditMemberOtpPage') },
                  { path: paths.deleteMemberOtp.pattern, ...page('members/MemberOtpPages', 'DeleteMemberOtpPage') },
                  { path: paths.devices.pattern, ...page('account/DevicesPage', 'DevicesPage') },
                  { path: paths.passkeys.pattern, ...page('account/PasskeysPage', 'PasskeysPage') },
                  { path: paths.downloads.pattern, ...page('downloads/DownloadsPage', 'DownloadsPage') },
                  {
                    path: paths.playlists.pattern,
                    ...page('playlists/PlaylistsPage', 'PlaylistsPage'),
                  },
                  {
                    path: paths.playlistDetail.pattern,
                    ...page('playlists/PlaylistDetailPage', 'PlaylistDetailPage'),
                  },
                ],
              },
              { path: '*', ...page('info/NotFoundPage', 'NotFoundPage') },
            ],
          },
        ],
      },
      // The reads below-the-fold rows and the comments load through React Router's fetchers (lib/data/useRead).
      readRoute,
      // Watching fills the screen: no header or footer (decision 012). The player is the browser's to draw.
      {
        path: paths.watch.pattern,
        ...page('watching/WatchPage', 'WatchPage', { clientOnly: true }),
      },
      {
        Component: AuthLayout,
        children: [
          { path: paths.login.pattern, ...page('account/LoginPage', 'LoginPage') },
          { path: paths.verifyOtp.pattern, ...page('account/VerifyOtpPage', 'VerifyOtpPage') },
          { path: paths.register.pattern, ...page('account/RegisterPage', 'RegisterPage') },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy pages of the routes matching `pathname` and puts their components in place, so a router made
 * afterwards starts initialised and its first render is the page (what hydration needs), not the fallback.
 */
export async function resolvePages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Fetches the page modules of `pathname`, and what each page needs first, ahead of a likely visit (a title's play
 * button), so the visit does not wait for them; the router's own `lazy` finds them loaded.
 */
export function preloadPages(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    route
      .lazy()
      .then((loaded) => (loaded.handle as RouteHandle | undefined)?.preload?.())
      .catch(() => undefined);
  }
}

let instance: ReturnType<typeof createBrowserRouter> | undefined;

/** Creates the app's router once (main.tsx), with the server's data when the page was drawn there. */
export function startRouter(options: Parameters<typeof createBrowserRouter>[1]) {
  instance = createBrowserRouter(routes, options);
  return instance;
}

/** The app's router (also the domain's navigation port). */
export function appRouter() {
  if (!instance) throw new Error('appRouter() is called before main.tsx ran startRouter().');
  return instance;
}
