import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { notExists } from '../http/errors';

/** Pool figures of the database, when it has a pool (PostgreSQL). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The app's Prometheus metrics, in a registry of its own (tests run several apps in one process). */
export function createMetrics(pool: (() => PoolStats | undefined) | undefined) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'parde_http_requests_total',
    help: 'HTTP requests answered, by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'parde_http_request_duration_seconds',
    help: 'Time to answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'parde_http_errors_total',
    help: 'Answers with a 5xx status, by route',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const limited = new Counter({
    name: 'parde_rate_limited_total',
    help: 'Requests refused with 429 by the per-address limits, by budget',
    labelNames: ['group'] as const,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'parde_cache_lookups_total',
    help: 'Lookups of the in-process caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  if (pool) {
    const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const stats = pool();
          if (stats) this.set(read(stats));
        },
      });
    gauge('parde_db_pool_connections', 'Connections the database pool holds', (s) => s.total);
    gauge('parde_db_pool_idle', 'Idle connections of the database pool', (s) => s.idle);
    gauge('parde_db_pool_waiting', 'Queries waiting for a connection of the pool', (s) => s.waiting);
  }
  return { registry, requests, duration, errors, limited, cache };
}

export type Metrics = ReturnType<typeof createMetrics>;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Times every answer by its route pattern (never the raw URL: ids would make a series per title), and serves
 * `GET /metrics` to a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without a token configured it is a
 * 404: metrics are never public by default.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  // A callback hook: an async one costs a promise and a microtask turn on every request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    const status = String(reply.statusCode);
    metrics.requests.inc({ method: request.method, route, status });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.errors.inc({ route, status });
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Registered even without a token, so the path is a plain 404 and never falls through to the web app.
    if (!token) throw notExists();
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!same(given, token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ code: 'Unauthorized', message: 'Unauthorized' });
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}

/** The route pattern of a request, or a fixed label for requests that matched none. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}
