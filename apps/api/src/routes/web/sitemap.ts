import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ListPageRow, SitemapKind } from '../../repositories/sitemap';
import type { Services } from '../../services';
import { ALL_AGES } from '../../services/age';

/** Addresses per sitemap file (the protocol allows 50,000; smaller files are quicker to build and to fetch). */
export const SITEMAP_CHUNK = 10_000;

/**
 * The names of home's rows that have a view-all page (`/view-all/{name}`, apps/web's `homeLists`): each is a public
 * list that an anonymous visitor opens from home. The server-rendering e2e test holds this list to the web app's.
 */
export const HOME_LIST_PAGES = [
  'top-series',
  'top-movies',
  'best-iranian-movies',
  'best-foreign-movies',
  'best-iranian-series',
  'best-foreign-series',
  'updated-iranian-movies',
  'updated-foreign-movies',
  'updated-iranian-series',
  'updated-foreign-series',
  'popular-movies',
  'popular-series',
  'suggested-movies',
  'suggested-series',
  'latest-movies',
  'home-series',
] as const;

/** The site's own pages, always first in `/sitemap-pages.xml`. */
const PAGES = [
  '/',
  '/movies',
  '/tv-shows',
  '/cast',
  '/genres',
  '/tags',
  '/blogs',
  '/faq',
  '/pricing',
  '/about-us',
  '/advertising',
  '/contact-us',
  '/terms-of-use',
  ...HOME_LIST_PAGES.map((name) => `/view-all/${name}`),
];

/**
 * Areas kept out of search engines: account pages, the code step of sign-in, the API, media and the diagnostics
 * page. The sign-in and sign-up pages stay open: new viewers arrive there.
 */
const DISALLOW = [
  '/api/',
  '/media/',
  '/dev/',
  '/verify-otp',
  '/profile',
  '/playlist',
  '/devices',
  '/downloads',
  '/select-member',
  '/add-member',
  '/edit-member',
  '/test',
];

const KINDS: SitemapKind[] = ['movies', 'series', 'episodes', 'stars'];

/** The address of a list page (apps/web's `paths`). */
const LIST_PAGE: Record<ListPageRow['list'], Record<ListPageRow['kind'], string>> = {
  genre: { Movie: '/view-all-genre-movies/', Series: '/view-all-genre-tvshows/' },
  tag: { Movie: '/view-all-tag-movies/', Series: '/view-all-tag-tvshows/' },
  regal: { Movie: '/movie-regal-content/', Series: '/series-regal-content/' },
};

/** `{id}-{title}` as apps/web's `slugId` writes it (the page's canonical address). */
const slug = (id: number, title: string) =>
  `${id}-${title
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[/?#%\\]/g, '')}`;

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * robots.txt and the sitemap: `/sitemap.xml` is an index of `/sitemap-pages.xml` (the site's pages, and the genre,
 * tag and regal list pages that have something to show) and one file per 10,000 films, series, episodes or stars
 * (`/sitemap-movies-3.xml`), so it scales with the catalogue. Only what an anonymous
 * visitor may open is listed (every age range: a visitor sends none). Each file is kept for an hour per instance.
 */
export async function sitemapRoutes(web: FastifyInstance, app: FastifyInstance, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  const sitemap = () => (app as FastifyInstance & { services: Services }).services.repos.sitemap;
  const absolute = (path: string) => new URL(path, origin).href;

  const chunk = async (kind: SitemapKind, page: number): Promise<string[]> => {
    const rows = await sitemap().chunk(kind, ALL_AGES, SITEMAP_CHUNK, (page - 1) * SITEMAP_CHUNK);
    const base = {
      movies: '/movies-detail/',
      series: '/shows-details/',
      episodes: '/episodes/',
      stars: '/cast-detail/',
    }[kind];
    return rows.map((row) => absolute(base + (kind === 'episodes' ? row.id : slug(row.id, row.name))));
  };
  /** The site's own pages, then every list page that has something to show. */
  const pages = async () => [
    ...PAGES.map(absolute),
    ...(await sitemap().listPages(ALL_AGES)).map((row) => absolute(LIST_PAGE[row.list][row.kind] + row.id)),
  ];

  const files = new LRUCache<string, string>({
    max: 200,
    ttl: 3_600_000,
    fetchMethod: async (name) => {
      if (name === 'index') {
        const totals = await Promise.all(KINDS.map((kind) => sitemap().count(kind, ALL_AGES)));
        const names = ['pages'];
        KINDS.forEach((kind, index) => {
          for (let page = 1; page <= Math.ceil((totals[index] ?? 0) / SITEMAP_CHUNK); page++)
            names.push(`${kind}-${page}`);
        });
        const entries = names.map(
          (file) => `<sitemap><loc>${xmlEscape(absolute(`/sitemap-${file}.xml`))}</loc></sitemap>`,
        );
        return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
      }
      const [kind, page] = name.split('-') as [SitemapKind | 'pages', string | undefined];
      const urls = kind === 'pages' ? await pages() : await chunk(kind, Number(page));
      if (urls.length === 0) return '';
      const entries = urls.map((url) => `<url><loc>${xmlEscape(url)}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
    },
  });

  web.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        `User-agent: *\n${DISALLOW.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${absolute('/sitemap.xml')}\n`,
      ),
  );
  web.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send((await files.fetch('index')) ?? ''),
  );
  web.get<{ Params: { file: string } }>('/sitemap-:file', { schema: { hide: true } }, async (request, reply) => {
    const match =
      /^(pages|movies-[1-9]\d{0,4}|series-[1-9]\d{0,4}|episodes-[1-9]\d{0,5}|stars-[1-9]\d{0,4})\.xml$/.exec(
        request.params.file,
      );
    const text = match?.[1] ? await files.fetch(match[1]) : '';
    if (!text) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(text);
  });
}
