import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const SITE = 'پرده';
export const SITE_TITLE = `${SITE} | تماشای آنلاین فیلم و سریال`;
export const SITE_DESCRIPTION =
  'پرده: فیلم و سریال ایرانی و خارجی را آنلاین ببینید؛ با جای جدا برای هر عضو خانواده، فهرست پخش و جستجوی فارسی.';

/** One link of a page's breadcrumb trail (schema.org BreadcrumbList). */
export interface Crumb {
  name: string;
  path: string;
}

/** What a page tells search engines and link previews (its route's `handle.meta`); the server puts it in `<head>`. */
export interface PageMeta {
  /** The page's own title (`… | پرده`), or null for the site's. */
  title: string | null;
  description?: string | undefined;
  /** The preview picture (a poster, a backdrop, a portrait). */
  image?: string | undefined;
  /** Open Graph type: `website` unless said. */
  type?: 'website' | 'video.movie' | 'video.tv_show' | 'video.episode' | 'profile';
  /** The page's one address (path), when it differs from the one asked for (a title's slug). */
  canonical?: string | undefined;
  /** schema.org objects (Movie, TVSeries, TVEpisode, Person), without `@context`. */
  structured?: Record<string, unknown> | undefined;
  breadcrumbs?: Crumb[] | undefined;
}

export const documentTitle = (title: string | null | undefined) => (title ? `${title} | ${SITE}` : SITE_TITLE);

/** The meta of the deepest matched route that has one, from its loader's data (null: none to show yet). */
export function routeMeta(matches: readonly { handle: unknown; data?: unknown; loaderData?: unknown }[]) {
  type WithMeta = { meta?: (data: unknown) => PageMeta | null } | undefined;
  const match = matches.findLast((m) => (m.handle as WithMeta)?.meta);
  const meta = (match?.handle as WithMeta)?.meta;
  return match && meta ? meta(match.loaderData ?? match.data ?? null) : null;
}

/** The document title and description of the shown route (RootLayout); the rest of its meta is the server's. */
export function useRouteMeta() {
  const meta = routeMeta(useMatches());
  usePageTitle(meta ? meta.title : undefined, meta?.description);
}

/**
 * Sets the document title (`… | پرده`) and, when given, the meta description while the page is shown (undefined:
 * leaves them as they are). Pages with a route meta have it set by RootLayout; account pages and errors call this.
 */
export function usePageTitle(title: string | null | undefined, description?: string) {
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    const tag = document.querySelector('meta[name="description"]');
    if (!tag || !description) return;
    const previous = tag.getAttribute('content');
    tag.setAttribute('content', description);
    return () => {
      if (previous !== null) tag.setAttribute('content', previous);
    };
  }, [description]);
}
