/**
 * The server renderer (built with `vite build --ssr`, loaded by apps/api): React Router's static handler runs the
 * matched routes' loaders once, the page is rendered once, and the router's state goes in the page as JSON for the
 * browser to hydrate with (main.tsx). See docs/decisions/019.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AgeRange, ageRanges, createApiClient } from '@parde/api-client';
import type { Render, RendererOptions, RenderRequest } from '@parde/renderer';
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
import { compileTemplate } from './server/template';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const ORIGIN = 'http://parde.internal';

const handler = createStaticHandler(routes);

/** Prepares the template and the CSS table once; the answer renders one address (null: the browser renders it). */
export function createRenderer(options: RendererOptions): Render {
  const built = readFileSync(join(options.dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(options.dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const origin = new URL(options.publicUrl).origin;

  /** The stylesheets a module needs: its own and those of the chunks it imports. */
  const stylesOf = (module: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[module];
    if (!chunk || seen.has(module)) return [];
    seen.add(module);
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((name) => stylesOf(name, seen))];
  };
  const entry = manifest['index.html']?.file;
  // The tag Vite writes for the entry (its only chunk group writes no modulepreload beside it).
  const moduleTag = `<script type="module" crossorigin src="/${entry}"></script>`;
  if (!entry || !built.includes(moduleTag)) throw new Error(`index.html has no ${moduleTag}.`);
  const entryStyles = new Set(stylesOf('index.html'));
  const template = built
    // The entry is started by public/start.js, a classic deferred script (the CSP allows no inline script), once the
    // first paint is on the screen (decision 037): on a phone's slow link the HTML, its fonts and pictures do not
    // share the line with JavaScript the drawn page does not need to be seen.
    .replace(moduleTag, `<script defer src="/start.js" data-entry="/${entry}"></script>`)
    // A page's own stylesheets come after the entry's, which Vite writes last in <head>, in the order Vite's chunk
    // loader would add them: it finds them linked and does not add them again.
    .replace('</head>', '<!--app-styles--></head>');
  const visitorPage = compileTemplate(template);
  // A member's page names the age range it was drawn for (empty: none), which the browser checks against its own.
  const memberPages = new Map(
    [null, ...ageRanges].map((range) => [
      range,
      compileTemplate(template.replace('<html ', `<html ${SESSION_ATTRIBUTE}="${range ?? ''}" `)),
    ]),
  );

  return async function render(request: RenderRequest) {
    const url = new URL(request.url, ORIGIN);
    // A visitor's reads send the widest range (the client's default), a member's the range its browser named.
    const range = request.member ? request.ageRange : null;
    const api = createApiClient({ baseUrl: ORIGIN, fetch: request.fetch, getAgeRange: () => range });
    const context = await handler.query(new Request(url), {
      requestContext: loaderContext({ api, viewerUnknown: request.member && range === null }),
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
    const fill = request.member ? memberPages.get(range as AgeRange | null) : visitorPage;
    if (!fill) throw new Error(`No age range ${range}.`);
    const html = fill({
      head: headTags(meta, origin, url.pathname),
      styles: pageStyles.map((file) => `<link rel="stylesheet" href="/${file}">`).join(''),
      html: body,
      data: `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${jsonForHtml(data)}</script>`,
    });
    return { status, html };
  };
}
