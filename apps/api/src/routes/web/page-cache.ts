/**
 * The rendered pages kept in this instance, and what an edge in front may keep of them (decision 050): the address
 * a page is kept under, the page as kept (its compressed bytes made once, decision 038), how long it is fresh and
 * stale, and the Cache-Control that says the same to shared caches.
 */
import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { countriesOfOrigin } from '@parde/api-client';
import type { RenderedPage } from '@parde/renderer';
import { LRUCache } from 'lru-cache';

/**
 * The query parameters a page reads (apps/web src/config/paths.ts: `listQuery` of the list pages, and the search
 * page's text and kind), each with the one spelling of a value the page reads alike: null drops it (the page reads
 * it as absent). Any other parameter (`utm_source`, a cache-buster) changes nothing on the page and never reaches a
 * render.
 */
const PAGE_PARAMS: Record<string, (value: string) => string | null> = {
  // 1 is the page without the parameter; anything not a page number is one refused address (`page=0`, a 400).
  page: (value) =>
    /^\d{1,6}$/.test(value) && Number(value) > 0 ? (value === '1' ? null : String(Number(value))) : '0',
  // The list pages read a genre id and a country they know, and ignore anything else.
  genre: (value) => (/^\d{1,10}$/.test(value) && Number(value) > 0 ? String(Number(value)) : null),
  country: (value) => ((countriesOfOrigin as readonly string[]).includes(value) ? value : null),
  q: (value) => value.trim() || null,
  type: (value) => (value === 'Movie' || value === 'Series' || value === 'Star' ? value : null),
};

/**
 * The address a page is kept and rendered under: its path and known parameters in their one spelling, in a fixed
 * order, so every spelling of one page is one kept page and one render.
 */
export function pageAddress(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const [name, spell] of Object.entries(PAGE_PARAMS)) {
    const value = given.get(name);
    const spelt = value ? spell(value) : null;
    if (spelt) kept.set(name, spelt);
  }
  const query = kept.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/**
 * A rendered page as kept: its status, its HTML, its entity tag (weak: it names the page, not its encoding) and the
 * HTML compressed for browsers.
 */
interface Page {
  status: number;
  html: string;
  etag: string;
  encoded: { br: Buffer; gzip: Buffer };
}

/** A page that is a 301 to its thing's canonical address. */
interface Moved {
  status: number;
  location: string;
}

/**
 * What is kept for every visitor: a page, never a redirect (each spelling would hold an entry), a visitor's own
 * 429, or a 5xx that the next render may not repeat.
 */
const keepable = (page: Page | Moved | 'browser') =>
  page === 'browser' || (!('location' in page) && page.status !== 429 && page.status < 500);

/** What the site compresses with, in the order it prefers. */
export const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Brotli quality for HTML and files compressed on the fly: zlib's default (11) costs seconds on a large bundle. */
export const BROTLI_QUALITY = 5;

/**
 * A kept page from a render, compressed once here: a page shared widely is asked for by every visitor within its
 * freshness, and compressing it on each answer would cost more than rendering it did (decision 038).
 */
async function keptPage(status: number, html: string): Promise<Page> {
  const [br, gzip] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    gzipped(html),
  ]);
  return { status, html, etag: `W/"${hash('sha1', html, 'base64url').slice(0, 22)}"`, encoded: { br, gzip } };
}

/** A kept page is answered as it is for this long after its render. */
const FRESH_MS = 10_000;
/**
 * After that, and up to this age, it is still answered at once while a new render replaces it (stale while
 * revalidate): a visitor never waits for a render of a page someone asked for in the last five minutes.
 */
const STALE_MS = 300_000;

/**
 * Who a page is drawn for (apps/web `session-hint.ts`): an anonymous visitor, or a member, with the active member's
 * age range when the browser named one (the catalogue as that range sees it).
 */
export interface PageViewer {
  member: boolean;
  ageRange: number | null;
}

/** The part of a kept page's key that names its viewer. */
const viewerKey = ({ member, ageRange }: PageViewer) =>
  member ? (ageRange === null ? 'member' : `member-${ageRange}`) : 'visitor';

/**
 * The kept rendered pages, by address and viewer: fresh for 10 s, then answered once more while a single render
 * (shared by every request that wants it) replaces them, up to five minutes old; past that a request waits for a new
 * render. At most 2,000 pages, the least recently asked dropped first.
 */
export function keptPages(render: (url: string, viewer: PageViewer, address: string) => Promise<RenderedPage | null>) {
  const renderPage = async (url: string, viewer: PageViewer, address: string) =>
    toKept(await render(url, viewer, address));
  const kept = new LRUCache<string, { at: number; page: Page | 'browser' }>({ max: 2000, ttl: STALE_MS });
  const rendering = new Map<string, Promise<Page | Moved | 'browser'>>();
  const renderInto = (key: string, url: string, viewer: PageViewer, address: string) => {
    let running = rendering.get(key);
    if (!running) {
      running = renderPage(url, viewer, address);
      rendering.set(key, running);
      running
        .then((page) => {
          if (keepable(page)) kept.set(key, { at: Date.now(), page: page as Page | 'browser' });
        })
        .catch(() => {})
        .finally(() => rendering.delete(key));
    }
    return running;
  };
  return async (url: string, viewer: PageViewer, address: string, failedAgain: (error: unknown) => void) => {
    const key = `${viewerKey(viewer)} ${url}`;
    const entry = kept.get(key);
    if (entry && Date.now() - entry.at < FRESH_MS) return entry.page;
    const running = renderInto(key, url, viewer, address);
    if (!entry) return running;
    // The stale page answers now; a failed new render keeps it until it is too old.
    running.catch(failedAgain);
    return entry.page;
  };
}

/** A page kept for every anonymous visitor: an edge may keep it as long as this instance does. */
const SHARED_PAGE = `public, max-age=0, s-maxage=${FRESH_MS / 1000}, stale-while-revalidate=${(STALE_MS - FRESH_MS) / 1000}`;
/** A member's variant: the browser's own, revalidated with its tag on every load. */
const MEMBER_PAGE = 'private, no-cache';
/** A visitor's own 429, or a 5xx the next render may not repeat: kept by nobody. */
const UNKEPT_PAGE = 'no-store';

/** The Cache-Control of a rendered page (not a redirect) for an anonymous visitor or a member. */
export function pageCacheControl(page: Page, member: boolean): string {
  if (!keepable(page)) return UNKEPT_PAGE;
  return member ? MEMBER_PAGE : SHARED_PAGE;
}

/** A render as kept: a redirect as it is, a page with its compressed bytes, 'browser' for one the browser renders. */
async function toKept(page: RenderedPage | null): Promise<Page | Moved | 'browser'> {
  if (page?.location) return { status: page.status, location: page.location };
  return page ? keptPage(page.status, page.html) : 'browser';
}
