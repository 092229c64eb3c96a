import { createContext, useContext, useEffect } from 'react';

export const SITE = 'پرده';
export const SITE_TITLE = `${SITE} | تماشای آنلاین فیلم و سریال`;
export const SITE_DESCRIPTION =
  'پرده: فیلم و سریال ایرانی و خارجی را آنلاین ببینید؛ با پروفایل جدا برای هر عضو خانواده، فهرست پخش و جستجوی فارسی.';

/** One link of a page's breadcrumb trail (schema.org BreadcrumbList). */
export interface Crumb {
  name: string;
  path: string;
}

/** What a page tells search engines and link previews; the server puts it in the page's `<head>`. */
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

/** On the server only: given each page's meta as it renders (effects never run there). */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

export const documentTitle = (title: string | null | undefined) => (title ? `${title} | ${SITE}` : SITE_TITLE);

/**
 * Sets the document title (`… | پرده`) and, when given, the meta description while the page is shown; the rest of
 * `meta` only matters to the server's render (link previews, search engines).
 */
export function usePageTitle(title: string | null | undefined, description?: string, meta?: Omit<PageMeta, 'title'>) {
  const sink = useContext(PageMetaSink);
  sink?.({ ...meta, title: title ?? null, description: description ?? meta?.description });
  useEffect(() => {
    document.title = documentTitle(title);
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
