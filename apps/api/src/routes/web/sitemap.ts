import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
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
] as const;

/** The site's own pages, always in the first sitemap. */
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
  '/select-member',
  '/add-member',
  '/edit-member',
  '/test',
];

type Kind = 'movies' | 'series' | 'episodes' | 'stars';
const KINDS: Kind[] = ['movies', 'series', 'episodes', 'stars'];

/** `{id}-{title}` as apps/web's `slugId` writes it (the page's canonical address). */
const slug = (id: number, title: string) =>
  `${id}-${title
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[/?#%\\]/g, '')}`;

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * robots.txt and the sitemap: `/sitemap.xml` is an index of `/sitemap-pages.xml` and one file per 10,000 films,
 * series, episodes or stars (`/sitemap-movies-3.xml`), so it scales with the catalogue. Only what an anonymous
 * visitor may open is listed (every age range: a visitor sends none). Each file is kept for an hour per instance.
 */
export async function sitemapRoutes(web: FastifyInstance, app: FastifyInstance, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  const services = (app as FastifyInstance & { services: Services }).services;
  const db = () => services.db;
  const absolute = (path: string) => new URL(path, origin).href;

  const titles = (kind: 'Movie' | 'Series') =>
    db()
      .selectFrom('titles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', kind)
      .where('age_range', '<=', ALL_AGES)
      .executeTakeFirst();
  const counts = async (): Promise<Record<Kind, number>> => {
    const [movies, series, episodes, stars] = await Promise.all([
      titles('Movie'),
      titles('Series'),
      db()
        .selectFrom('episodes')
        .innerJoin('titles', (join) =>
          join.onRef('titles.id', '=', 'episodes.series_id').on('titles.kind', '=', 'Series'),
        )
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('titles.age_range', '<=', ALL_AGES)
        .executeTakeFirst(),
      db()
        .selectFrom('stars')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst(),
    ]);
    return {
      movies: Number(movies?.n ?? 0),
      series: Number(series?.n ?? 0),
      episodes: Number(episodes?.n ?? 0),
      stars: Number(stars?.n ?? 0),
    };
  };

  const chunk = async (kind: Kind, page: number): Promise<string[]> => {
    const offset = (page - 1) * SITEMAP_CHUNK;
    if (kind === 'movies' || kind === 'series') {
      const rows = await db()
        .selectFrom('titles')
        .select(['id', 'title'])
        .where('kind', '=', kind === 'movies' ? 'Movie' : 'Series')
        .where('age_range', '<=', ALL_AGES)
        .orderBy('id')
        .limit(SITEMAP_CHUNK)
        .offset(offset)
        .execute();
      const base = kind === 'movies' ? '/movies-detail/' : '/shows-details/';
      return rows.map((row) => absolute(base + slug(row.id, row.title)));
    }
    if (kind === 'episodes') {
      const rows = await db()
        .selectFrom('episodes')
        .innerJoin('titles', (join) =>
          join.onRef('titles.id', '=', 'episodes.series_id').on('titles.kind', '=', 'Series'),
        )
        .select('episodes.id')
        .where('titles.age_range', '<=', ALL_AGES)
        .orderBy('episodes.id')
        .limit(SITEMAP_CHUNK)
        .offset(offset)
        .execute();
      return rows.map((row) => absolute(`/episodes/${row.id}`));
    }
    const rows = await db()
      .selectFrom('stars')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(SITEMAP_CHUNK)
      .offset(offset)
      .execute();
    return rows.map((row) => absolute(`/cast-detail/${slug(row.id, row.name)}`));
  };

  const files = new LRUCache<string, string>({
    max: 200,
    ttl: 3_600_000,
    fetchMethod: async (name) => {
      if (name === 'index') {
        const total = await counts();
        const names = ['pages'];
        for (const kind of KINDS) {
          for (let page = 1; page <= Math.ceil(total[kind] / SITEMAP_CHUNK); page++) names.push(`${kind}-${page}`);
        }
        const entries = names.map(
          (file) => `<sitemap><loc>${xmlEscape(absolute(`/sitemap-${file}.xml`))}</loc></sitemap>`,
        );
        return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
      }
      const [kind, page] = name.split('-') as [Kind | 'pages', string | undefined];
      const urls = kind === 'pages' ? PAGES.map(absolute) : await chunk(kind, Number(page));
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
