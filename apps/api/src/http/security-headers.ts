import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. `@fastify/helmet` builds a new helmet middleware on every request (parsing the
 * CSP directives each time: 6% of a cached list's server time); the headers depend only on the options, so they are
 * computed at start-up and set on every answer in one hook, before routing, as the plugin does. A route that sets one
 * of them itself (Swagger UI's CSP) still overrides it.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers: [string, string][] = [];
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
