import type { PageMeta } from '../lib/usePageTitle';
import { documentTitle, SITE, SITE_DESCRIPTION } from '../lib/usePageTitle';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside `<script type="application/ld+json">`: no `<` that could close the element. */
export const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Descriptions are cut where search engines and previews cut them anyway. */
const short = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

/**
 * The `<head>` tags of a rendered page: title, description, canonical address, Open Graph and Twitter card, and
 * schema.org JSON-LD (the page's own object and its breadcrumb trail), every address absolute on `origin`.
 */
export function headTags(meta: PageMeta, origin: string, path: string): string {
  const absolute = (url: string) => new URL(url, origin).href;
  const title = documentTitle(meta.title);
  const description = short(meta.description || SITE_DESCRIPTION);
  const canonical = absolute(meta.canonical ?? path);
  const image = meta.image ? absolute(meta.image) : null;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:site_name', SITE],
    ['property', 'og:locale', 'fa_IR'],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:title', meta.title ?? title],
    ['property', 'og:description', description],
    ['property', 'og:url', canonical],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title ?? title],
    ['name', 'twitter:description', description],
  ];
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  // The API's link previews are all one size; messengers lay the card out before fetching it.
  if (image?.includes('/media/og/'))
    tags.push(
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', '1200'],
      ['property', 'og:image:height', '630'],
    );
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...tags.map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}">`),
  ];
  const graph: Record<string, unknown>[] = [];
  if (meta.structured) {
    graph.push(absolutise({ ...meta.structured, url: canonical }, absolute));
  }
  if (meta.breadcrumbs?.length) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.path),
      })),
    });
  }
  if (graph.length > 0) {
    lines.push(
      `<script type="application/ld+json">${jsonForHtml({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
    );
  }
  return lines.join('');
}

/** `url` and `image` fields anywhere in a schema.org object, made absolute. */
function absolutise(value: Record<string, unknown>, absolute: (url: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if ((key === 'url' || key === 'image') && typeof field === 'string') out[key] = absolute(field);
    else if (Array.isArray(field))
      out[key] = field.map((item) =>
        item && typeof item === 'object' ? absolutise(item as Record<string, unknown>, absolute) : item,
      );
    else if (field && typeof field === 'object') out[key] = absolutise(field as Record<string, unknown>, absolute);
    else out[key] = field;
  }
  return out;
}
