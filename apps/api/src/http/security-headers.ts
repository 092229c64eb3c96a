import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What a JSON answer of the API carries, after OWASP's REST Security Cheat Sheet: it is never rendered as a page, so
 * the page headers (a page CSP, COOP, Origin-Agent-Cluster, Referrer-Policy, the DNS-prefetch, download and
 * cross-domain-policy switches, the XSS auditor's) have nothing to act on. Its CSP is the strictest there is, and
 * framing is refused outright by `frame-ancestors` (the one framing header: X-Frame-Options is not sent, so the two can
 * never disagree). About 230 bytes where the page set is 654: a title by id is 640 bytes of JSON, and its
 * headers were 1,005.
 */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** Page headers an API answer keeps as they are. */
const KEPT_FOR_API = new Set(['cross-origin-resource-policy', 'strict-transport-security', 'x-content-type-options']);

/** The API's JSON answers: everything under /api/ but its HTML reference (Swagger UI). */
const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Helmet's headers, worked out once. `@fastify/helmet` builds a new helmet middleware on every request (parsing the
 * CSP directives each time); the headers depend only on the options, so they are
 * computed at start-up and set on every answer in one hook, before routing, as the plugin does. A route that sets one
 * of them itself (Swagger UI's CSP, a video's CORP) still overrides it. The API's JSON answers get the API set.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const pageHeaders: [string, string][] = [];
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void pageHeaders.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  const apiHeaders: [string, string][] = [
    ['Content-Security-Policy', API_CSP],
    ...pageHeaders.filter(([name]) => KEPT_FOR_API.has(name.toLowerCase())),
  ];
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of isApi(request.url) ? apiHeaders : pageHeaders) raw.setHeader(name, value);
    done();
  });
}
