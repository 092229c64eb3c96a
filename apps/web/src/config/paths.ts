/**
 * Every address of the site (spec §2), in one place. Pages and links build URLs only through these.
 * `pattern` is React Router's; `to` builds a concrete link. Where the domain navigates somewhere itself,
 * its `paths` supply the address, so the two can never disagree.
 */
import { paths as domainPaths, redirectFromParams } from '@parde/domain';

/** `{id}-{title}` as in search results: the title part is decoration, the id is what counts. */
export const slugId = (id: number, title?: string) =>
  title
    ? `${id}-${title
        .trim()
        .replace(/\s+/g, '-')
        .replace(/[/?#%\\]/g, '')}`
    : String(id);

/** Reads the numeric id from `{id}` or `{id}-{title}`; NaN when there is none. */
export const parseSlugId = (param: string | undefined) => {
  const match = /^(\d{1,10})(?:-|$)/.exec(param ?? '');
  return match ? Number(match[1]) : Number.NaN;
};

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
  test: fixed('/test'),
  terms: fixed('/terms-of-use'),
  pricing: fixed('/pricing'),
  about: fixed('/about-us'),
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
  playlists: fixed('/playlist'),
  playlistDetail: { pattern: '/playlist-detail/:id', to: (id: number) => `/playlist-detail/${id}` },
  genres: fixed('/genres'),
  tags: fixed('/tags'),
  tagMovies: { pattern: '/view-all-tag-movies/:id', to: (id: number) => `/view-all-tag-movies/${id}` },
  tagSeries: { pattern: '/view-all-tag-tvshows/:id', to: (id: number) => `/view-all-tag-tvshows/${id}` },
  genreMovies: { pattern: '/view-all-genre-movies/:id', to: (id: number) => `/view-all-genre-movies/${id}` },
  genreSeries: { pattern: '/view-all-genre-tvshows/:id', to: (id: number) => `/view-all-genre-tvshows/${id}` },
  faq: fixed('/faq'),
  notFound: fixed(domainPaths.notFound),
  // Outside the main layout.
  login: { pattern: `/login${redirectParams}`, to: domainPaths.login },
  register: fixed(domainPaths.register),
  verifyOtp: { pattern: `/verify-otp${redirectParams}`, to: domainPaths.verifyOtp },
} as const;

/**
 * The address to return to after sign-in, from the login routes' optional segments; null for none.
 * Only a same-site path survives: a segment that decodes to `//host` or `\host` could leave the site.
 */
export const redirectTarget = (redirectUrl?: string, path?: string): string | null => {
  const target = redirectFromParams(redirectUrl, path);
  if (target === null) return null;
  return /^\/[^/\\]/.test(target) && !target.includes('\\') ? target : null;
};

/** External links of the header and footer. */
export const externalLinks = {
  magazine: 'https://mag.parde.example',
  advertising: 'https://ads.parde.example',
  partners: [
    { name: 'سازمان سینمایی', href: 'https://cinema.parde.example' },
    { name: 'بنیاد فارابی', href: 'https://farabi.parde.example' },
  ],
} as const;

/** The list pages' query parameters (filters and page live in the URL, so a list can be shared). */
export const listQuery = { page: 'page', genre: 'genre', country: 'country' } as const;
