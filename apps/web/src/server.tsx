/**
 * The server renderer (built with `vite build --ssr`, loaded by apps/api): React Router's static handler runs the
 * matched routes' loaders once, the page is rendered once, and the router's state goes in the page as JSON for the
 * browser to hydrate with (main.tsx). See docs/decisions/019.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient } from '@parde/api-client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createApp } from './app/app';
import { loadFooter } from './app/layouts/LaterFooter';
import { routes } from './app/router';
import { HYDRATION_ELEMENT_ID, loaderContext, type RouteHandle } from './lib/data/loaders';
import { SESSION_ATTRIBUTE } from './lib/session-hint';
import { type PageMeta, routeMeta } from './lib/usePageTitle';
import { headTags, jsonForHtml } from './server/head';
import { serverPorts } from './server/memory-ports';

export interface RendererOptions {
  /** The web build (index.html, .vite/manifest.json). */
  dist: string;
  /** The site's public origin, for canonical addresses and link previews (`PUBLIC_URL`). */
  publicUrl: string;
}

export interface RenderRequest {
  /** Path and query asked for. */
  url: string;
  /** Reaches the API (the API host passes its own `inject`, so no request leaves the process). */
  fetch: typeof fetch;
  /** A member is signed in on the browser (its session cookie): render no anonymous data, hide the sign-in link. */
  member: boolean;
}

export interface RenderedPage {
  /**
   * 200; 301 to a thing's canonical address (`location`); a 4xx for an address the site refuses (404 missing, 400
   * bad input, 429 over the visitor's budget); 503 when the API could not answer.
   */
  status: number;
  html: string;
  /** Where a 301 sends the browser (a path, escaped). */
  location?: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const ORIGIN = 'http://parde.internal';

const handler = createStaticHandler(routes);

/** Prepares the template and the CSS table once; the answer renders one address (null: the browser renders it). */
export function createRenderer(options: RendererOptions) {
  const template = readFileSync(join(options.dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(options.dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const origin = new URL(options.publicUrl).origin;

  /** The stylesheets a page module needs beyond the entry's: its own and those of the chunks it imports. */
  const stylesOf = (module: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[module];
    if (!chunk || seen.has(module)) return [];
    seen.add(module);
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((name) => stylesOf(name, seen))];
  };
  const entryStyles = new Set(
    Object.values(manifest).flatMap((chunk) => (template.includes(chunk.file) ? (chunk.css ?? []) : [])),
  );
  for (const match of template.matchAll(/href="\/([^"]+\.css)"/g)) if (match[1]) entryStyles.add(match[1]);
  const modules: string[] = [];
  const [head, tail] = splitTemplate(
    template
      // The entry is started by public/start.js, a classic deferred script (the CSP allows no inline script), once
      // the first paint is on the screen (decision 037): on a phone's slow link the HTML, its fonts and pictures do
      // not share the line with JavaScript the drawn page does not need to be seen. It preloads the entry and the
      // modules it imports, then runs each module as a script of its own and the entry last, so that each is
      // evaluated in a task of its own rather than in one long task. The script stays short: every page loads it.
      .replace(/<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"[^>]*>/g, (_tag, file: string) => {
        modules.push(file);
        return '';
      })
      .replace(
        /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"[^>]*><\/script>/,
        (_tag, entry: string) =>
          `<script defer src="/start.js" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`,
      ),
  );

  return async function render(request: RenderRequest): Promise<RenderedPage | null> {
    const url = new URL(request.url, ORIGIN);
    const api = createApiClient({ baseUrl: ORIGIN, fetch: request.fetch });
    const context = await handler.query(new Request(url), {
      requestContext: loaderContext({ api, member: request.member }),
    });
    // A loader's redirect (a thing asked for under another slug) is answered before anything is drawn.
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      return location && context.status >= 300 && context.status < 400
        ? { status: context.status, html: '', location }
        : null;
    }
    const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
    if (handles.some((h) => h.clientOnly)) return null;
    // The footer's module is loaded apart in the browser (LaterFooter); here it is drawn in the first render.
    await loadFooter();

    const app = createApp({ ...serverPorts(url.pathname), api });
    const body = renderToString(
      <AppProviders domain={app.domain} services={app.services}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>,
    );
    const status = context.statusCode;
    const error = Object.values(context.errors ?? {})[0];
    const meta: PageMeta =
      error === undefined
        ? (routeMeta(
            context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] })),
          ) ?? {
            title: null,
          })
        : { title: isRouteErrorResponse(error) && error.status === 404 ? 'آدرس یافت نشد' : 'خطا' };
    const data = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
    const pageStyles = handles
      .flatMap((h) => (h.module ? stylesOf(h.module) : []))
      .filter((file, index, all) => !entryStyles.has(file) && all.indexOf(file) === index);
    // The page's own stylesheets after the entry's, in the order Vite's chunk loader would add them; it finds them
    // linked and does not add them again.
    const styles = pageStyles.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
    const html =
      head
        .replace('<html ', request.member ? `<html ${SESSION_ATTRIBUTE} ` : '<html ')
        .replace('<!--head-->', () => headTags(meta, origin, url.pathname))
        .replace('</head>', () => `${styles}</head>`) +
      body +
      tail.replace(
        '</body>',
        () => `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${jsonForHtml(data)}</script></body>`,
      );
    return { status, html };
  };
}

/**
 * The template around the app: index.html with its title and description taken out (each page brings its own),
 * cut where the root's content goes.
 */
function splitTemplate(template: string): [string, string] {
  const withoutHead = template
    .replace(/<title>[^<]*<\/title>/, '<!--head-->')
    .replace(/<meta name="description"[^>]*>/, '');
  const open = withoutHead.indexOf('<div id="root">');
  const close = withoutHead.lastIndexOf('</body>');
  if (open < 0 || close < 0) throw new Error('index.html needs <div id="root"> in <body>.');
  const start = open + '<div id="root">'.length;
  return [withoutHead.slice(0, start), `</div>\n  ${withoutHead.slice(close)}`];
}
