/**
 * The one route table (spec §2): every route inside the main layout, the sign-in routes outside it, and
 * the not-found page for any other address. Every page is its own chunk, loaded on demand.
 */
import { Loader } from '@parde/ui';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AuthLayout } from './layouts/AuthLayout';
import { MainLayout } from './layouts/MainLayout';
import { RequireAuth } from './layouts/RequireAuth';
import { RootLayout } from './layouts/RootLayout';
import { RouteError } from './RouteError';

/** A route whose component comes from a page module, fetched the first time the route is visited. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

const home = () => import('../pages/home/HomePage');
const lists = () => import('../pages/catalogue/TitleListPages');
const viewAll = () => import('../pages/catalogue/ViewAllPages');
const members = () => import('../pages/members/MemberOtpPages');
const blog = () => import('../pages/info/BlogPages');

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loader fullPage />,
    children: [
      {
        Component: MainLayout,
        children: [
          { path: paths.home.pattern, ...page(home, 'HomePage') },
          { path: paths.homeAlias.pattern, ...page(home, 'HomePage') },
          { path: paths.movies.pattern, ...page(lists, 'MoviesPage') },
          { path: paths.tvShows.pattern, ...page(lists, 'SeriesPage') },
          {
            path: paths.movieDetail.pattern,
            ...page(() => import('../pages/movie/MovieDetailPage'), 'MovieDetailPage'),
          },
          {
            path: paths.showDetail.pattern,
            ...page(() => import('../pages/series/SeriesDetailPage'), 'SeriesDetailPage'),
          },
          { path: paths.episode.pattern, ...page(() => import('../pages/episode/EpisodePage'), 'EpisodePage') },
          { path: paths.movieRegal.pattern, ...page(() => import('../pages/regal/RegalPage'), 'MovieRegalPage') },
          { path: paths.seriesRegal.pattern, ...page(() => import('../pages/regal/RegalPage'), 'SeriesRegalPage') },
          { path: paths.cast.pattern, ...page(() => import('../pages/cast/CastListPage'), 'CastListPage') },
          { path: paths.castDetail.pattern, ...page(() => import('../pages/cast/CastDetailPage'), 'CastDetailPage') },
          { path: paths.genres.pattern, ...page(() => import('../pages/catalogue/GenresPage'), 'GenresPage') },
          { path: paths.tags.pattern, ...page(() => import('../pages/catalogue/TagsPage'), 'TagsPage') },
          { path: paths.tagMovies.pattern, ...page(viewAll, 'TagMoviesPage') },
          { path: paths.tagSeries.pattern, ...page(viewAll, 'TagSeriesPage') },
          { path: paths.genreMovies.pattern, ...page(viewAll, 'GenreMoviesPage') },
          { path: paths.genreSeries.pattern, ...page(viewAll, 'GenreSeriesPage') },
          { path: paths.test.pattern, ...page(() => import('../pages/test/DiagnosticsPage'), 'DiagnosticsPage') },
          { path: paths.terms.pattern, ...page(() => import('../pages/info/TermsPage'), 'TermsPage') },
          { path: paths.about.pattern, ...page(() => import('../pages/info/AboutPage'), 'AboutPage') },
          { path: paths.faq.pattern, ...page(() => import('../pages/info/FaqPage'), 'FaqPage') },
          { path: paths.pricing.pattern, ...page(() => import('../pages/info/PricingPage'), 'PricingPage') },
          { path: paths.blogs.pattern, ...page(blog, 'BlogsPage') },
          { path: paths.blogDetail.pattern, ...page(blog, 'BlogPostPage') },
          { path: paths.contact.pattern, ...page(() => import('../pages/contact/ContactPage'), 'ContactPage') },
          {
            // Account pages need sign-in (DECISIONS.md); the catalogue stays open to visitors.
            Component: RequireAuth,
            children: [
              { path: paths.profile.pattern, ...page(() => import('../pages/members/ProfilePage'), 'ProfilePage') },
              {
                path: paths.addMember.pattern,
                ...page(() => import('../pages/members/MemberFormPages'), 'AddMemberPage'),
              },
              {
                path: paths.editMember.pattern,
                ...page(() => import('../pages/members/MemberFormPages'), 'EditMemberPage'),
              },
              {
                path: paths.selectMember.pattern,
                ...page(() => import('../pages/members/SelectMemberPage'), 'SelectMemberPage'),
              },
              { path: paths.selectMemberOtp.pattern, ...page(members, 'SelectMemberOtpPage') },
              { path: paths.editMemberOtp.pattern, ...page(members, 'EditMemberOtpPage') },
              { path: paths.deleteMemberOtp.pattern, ...page(members, 'DeleteMemberOtpPage') },
              {
                path: paths.playlists.pattern,
                ...page(() => import('../pages/playlists/PlaylistsPage'), 'PlaylistsPage'),
              },
              {
                path: paths.playlistDetail.pattern,
                ...page(() => import('../pages/playlists/PlaylistDetailPage'), 'PlaylistDetailPage'),
              },
            ],
          },
          { path: '*', ...page(() => import('../pages/NotFoundPage'), 'NotFoundPage') },
        ],
      },
      {
        Component: AuthLayout,
        children: [
          { path: paths.login.pattern, ...page(() => import('../pages/auth/LoginPage'), 'LoginPage') },
          { path: paths.verifyOtp.pattern, ...page(() => import('../pages/auth/VerifyOtpPage'), 'VerifyOtpPage') },
          { path: paths.register.pattern, ...page(() => import('../pages/auth/RegisterPage'), 'RegisterPage') },
        ],
      },
    ],
  },
];

let instance: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router (also the domain's navigation port), created on first use: main.tsx creates it in a task of its
 * own, since creating it starts the first navigation and the page chunk's load.
 */
export function appRouter() {
  instance ??= createBrowserRouter(routes);
  return instance;
}
