/**
 * Every address of the site (spec §2), in one place. Pages and links build URLs only through these.
 * `pattern` is React Router's; `to` builds a concrete link. Where the domain navigates somewhere itself,
 * its `paths` supply the address, so the two can never disagree.
 */
import type { SearchResultType } from '@parde/api-client';
import { paths as domainPaths, redirectFromParams } from '@parde/domain';
import type { NavItem } from '@parde/ui';
import type { HomeListName } from './home';

/** `{id}-{title}` as in search results: the title part is decoration, the id is what counts. */
export const slugId = (id: number, title?: string) =>
  title
    ? `${id}-${title
        .trim()
        .replace(/\s+/g, '-')
        .replace(/[/?#%\\]/g, '')}`
    : String(id);

/** Reads the kind and id of a watch address's `:target`; null when it is not one. */
export const parseWatchTarget = (target: string | undefined): { kind: WatchKind; id: number } | null => {
  const match = /^(movie|episode|trailer)-(\d{1,10})$/.exec(target ?? '');
  return match ? { kind: match[1] as WatchKind, id: Number(match[2]) } : null;
};

/** Reads the numeric id from `{id}` or `{id}-{title}`; NaN when there is none. */
export const parseSlugId = (param: string | undefined) => {
  const match = /^(\d{1,10})(?:-|$)/.exec(param ?? '');
  return match ? Number(match[1]) : Number.NaN;
};

/** What a watch address plays: a film, an episode, or a series' trailer. */
export const watchKinds = ['movie', 'episode', 'trailer'] as const;
export type WatchKind = (typeof watchKinds)[number];

const fixed = <P extends string>(pattern: P) => ({ pattern, to: () => pattern });

/** The optional `{redirectUrl?}/{path?}` segments of the sign-in routes. */
const redirectParams = '/:redirectUrl?/:path?';

export const paths = {
  home: fixed(domainPaths.home),
  homeAlias: fixed('/home'),
  movies: fixed('/movies'),
  movieDetail: {
    pattern: '/movies-detail/:id',
    to: (id: number, title?: string) => `/movies-detail/${slugId(id, title)}`,
  },
  movieRegal: { pattern: '/movie-regal-content/:id', to: (id: number) => `/movie-regal-content/${id}` },
  seriesRegal: { pattern: '/series-regal-content/:id', to: (id: number) => `/series-regal-content/${id}` },
  tvShows: fixed('/tv-shows'),
  showDetail: {
    pattern: '/shows-details/:id',
    to: (id: number, title?: string) => `/shows-details/${slugId(id, title)}`,
  },
  episode: { pattern: '/episodes/:id', to: (id: number) => `/episodes/${id}` },
  /**
   * The full-viewport watch view of a film, an episode or a series' trailer: `/watch/movie-12`, `/watch/episode-5`,
   * `/watch/trailer-3` (the film's, the episode's, the series' id). Two segments, so it rides in a login redirect.
   */
  watch: { pattern: '/watch/:target', to: (kind: WatchKind, id: number) => `/watch/${kind}-${id}` },
  test: fixed('/test'),
  terms: fixed('/terms-of-use'),
  pricing: fixed('/pricing'),
  about: fixed('/about-us'),
  advertising: fixed('/advertising'),
  contact: fixed('/contact-us'),
  blogs: fixed('/blogs'),
  blogDetail: {
    pattern: '/blogs-detail/:slug?',
    to: (slug?: string) => (slug ? `/blogs-detail/${encodeURIComponent(slug)}` : '/blogs-detail'),
  },
  cast: fixed('/cast'),
  castDetail: { pattern: '/cast-detail/:id', to: (id: number, name?: string) => `/cast-detail/${slugId(id, name)}` },
  profile: fixed(domainPaths.profile),
  addMember: fixed('/add-member'),
  editMember: { pattern: '/edit-member/:memberId', to: domainPaths.editMember },
  selectMember: fixed(domainPaths.selectMember),
  selectMemberOtp: fixed(domainPaths.selectMemberOtp),
  editMemberOtp: fixed(domainPaths.editMemberOtp),
  deleteMemberOtp: fixed(domainPaths.deleteMemberOtp),
  /** Beyond spec §2 (issue #27): the account's signed-in devices. */
  devices: fixed('/devices'),
  /** Beyond spec §2 (issue #38): the account's passkeys. */
  passkeys: fixed('/passkeys'),
  /** Beyond spec §2 (issue #27): the downloads kept on this device for offline viewing. */
  downloads: fixed('/downloads'),
  playlists: fixed('/playlist'),
  playlistDetail: { pattern: '/playlist-detail/:id', to: (id: number) => `/playlist-detail/${id}` },
  genres: fixed('/genres'),
  tags: fixed('/tags'),
  tagMovies: { pattern: '/view-all-tag-movies/:id', to: (id: number) => `/view-all-tag-movies/${id}` },
  tagSeries: { pattern: '/view-all-tag-tvshows/:id', to: (id: number) => `/view-all-tag-tvshows/${id}` },
  genreMovies: { pattern: '/view-all-genre-movies/:id', to: (id: number) => `/view-all-genre-movies/${id}` },
  genreSeries: { pattern: '/view-all-genre-tvshows/:id', to: (id: number) => `/view-all-genre-tvshows/${id}` },
  /** «مشاهده همه» of a home row: that row's own list, paged (`config/home.ts` names them). */
  homeList: { pattern: '/view-all/:list', to: (list: HomeListName) => `/view-all/${list}` },
  faq: fixed('/faq'),
  /** Beyond spec §2 (issue #28): every result of a search, by kind and paged. */
  search: {
    pattern: '/search',
    to: (query: string, type?: SearchResultType, page?: number) => {
      const params = new URLSearchParams({ q: query.trim() });
      if (type) params.set('type', type);
      if (page && page > 1) params.set('page', String(page));
      return `/search?${params}`;
    },
  },
  notFound: fixed(domainPaths.notFound),
  // Outside the main layout.
  login: { pattern: `/login${redirectParams}`, to: domainPaths.login },
  register: fixed(domainPaths.register),
  verifyOtp: { pattern: `/verify-otp${redirectParams}`, to: domainPaths.verifyOtp },
} as const;

/**
 * The address to return to after sign-in, from the login routes' optional segments; null for none. Only a
 * same-origin path survives (`redirectFromParams` strips control characters and checks the origin).
 */
export const redirectTarget = (redirectUrl?: string, path?: string): string | null =>
  redirectFromParams(redirectUrl, path);

/**
 * The footer's partner logos. They have no sites of ours to point to, so they are shown unlinked rather than as
 * links to nowhere (issue #28, D10).
 */
export const partners = [{ name: 'سازمان سینمایی' }, { name: 'بنیاد فارابی' }] as const;

/** The list pages' query parameters (filters and page live in the URL, so a list can be shared). */
export const listQuery = { page: 'page', genre: 'genre', country: 'country' } as const;

/** The page of a search result (spec §2): `/cast-detail/{id}-{title}`, `/movies-detail/…` or `/shows-details/…`. */
export const searchResultPath = (type: SearchResultType, id: number, title: string): string =>
  type === 'Star'
    ? paths.castDetail.to(id, title)
    : type === 'Movie'
      ? paths.movieDetail.to(id, title)
      : paths.showDetail.to(id, title);

/** The header's main menu (spec §2), in order. */
export const mainNav: readonly NavItem[] = [
  { label: 'خانه', href: paths.home.to(), alsoCurrentOn: [paths.homeAlias.to()] },
  { label: 'سریال‌ها', href: paths.tvShows.to() },
  { label: 'فیلم‌ها', href: paths.movies.to() },
  { label: 'ژانرها', href: paths.genres.to() },
  // Spec §2's magazine and advertising links are external; until those sites exist they lead to our own pages.
  { label: 'مجله', href: paths.blogs.to() },
  { label: 'درباره ما', href: paths.about.to() },
  { label: 'تماس با ما', href: paths.contact.to() },
  { label: 'تبلیغات', href: paths.advertising.to() },
];

/** The footer's two link columns (spec §2): quick links, and contact links. */
export const footerLinks: { quick: readonly NavItem[]; contact: readonly NavItem[] } = {
  quick: [
    { label: 'مجله', href: paths.blogs.to() },
    { label: 'خرید اشتراک', href: paths.pricing.to() },
    { label: 'پرسش‌های متداول', href: paths.faq.to() },
  ],
  contact: [
    { label: 'درباره ما', href: paths.about.to() },
    { label: 'تماس با ما', href: paths.contact.to() },
    { label: 'قوانین و حریم خصوصی', href: paths.terms.to() },
  ],
};
