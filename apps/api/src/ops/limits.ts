import rateLimit from '@fastify/rate-limit';
// The plugin's own stores (CommonJS, not in its types): the fallback below switches between them.
import LocalStore, { type RateLimitStore } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { errorCodes } from '@parde/api-client/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';

/** Requests per minute and client address, per kind of request; 0 turns a kind off. */
export interface RateLimits {
  reads: number;
  search: number;
  writes: number;
}

export type LimitGroup = keyof RateLimits;

const WINDOW_MS = 60_000;

/** Which budget a request spends: search has its own (the costliest read), every other POST is a write. */
export function limitGroup(request: FastifyRequest): LimitGroup {
  if (request.url.startsWith('/api/SearchQuery/')) return 'search';
  return request.method === 'GET' || request.method === 'HEAD' ? 'reads' : 'writes';
}

/** Never limited: health checks, metrics and CORS preflights. */
const exempt = (request: FastifyRequest) =>
  request.method === 'OPTIONS' || request.url.startsWith('/api/health') || request.url.startsWith('/metrics');

type Store = RateLimitStore;

/**
 * Counts in Redis when it answers, in this process's memory when it does not: an outage costs the sharing of
 * counts between instances for its duration, never an answer.
 */
function fallbackStore(redis: Redis | undefined, prefix: string, onFallback: () => void) {
  return class FallbackStore implements Store {
    private readonly local: Store;
    private readonly remote: Store | undefined;
    constructor(params: { continueExceeding: boolean; exponentialBackoff: boolean }, local?: Store, remote?: Store) {
      this.local = local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff, 20_000);
      this.remote =
        remote ??
        (redis ? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, prefix) : undefined);
    }
    incr(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      window: number,
      max: number,
    ) {
      if (!this.remote || redis?.status !== 'ready') {
        if (this.remote) onFallback();
        this.local.incr(key, cb, window, max);
        return;
      }
      this.remote.incr(
        key,
        (err, res) => {
          if (!err) return cb(null, res);
          onFallback();
          this.local.incr(key, cb, window, max);
        },
        window,
        max,
      );
    }
    child(routeOptions: unknown): Store {
      return new FallbackStore(
        routeOptions as { continueExceeding: boolean; exponentialBackoff: boolean },
        this.local.child(routeOptions),
        this.remote?.child(routeOptions),
      );
    }
  };
}

/** Per-address limits on every route (`@fastify/rate-limit`), answered 429 with Retry-After in the wire shape. */
export async function registerLimits(
  app: FastifyInstance,
  options: { limits: RateLimits; redis: Redis | undefined; prefix: string; limited?: Counter<'group'> },
) {
  const { limits } = options;
  // Every budget off (a benchmark from one address, a proxy in front that limits): no hook on any request.
  if (limits.reads === 0 && limits.search === 0 && limits.writes === 0) return;
  const message = errorCodes.TooManyRequests.server;
  let lastWarning = 0;
  await app.register(rateLimit, {
    global: true,
    timeWindow: WINDOW_MS,
    // The address is Fastify's request.ip: the socket's, or X-Forwarded-For's with TRUST_PROXY.
    keyGenerator: (request) => `${limitGroup(request)}:${request.ip}`,
    max: (request) => limits[limitGroup(request)],
    allowList: (request) => exempt(request) || limits[limitGroup(request)] === 0,
    store: fallbackStore(options.redis, `${options.prefix}limit:`, () => {
      const now = Date.now();
      if (now - lastWarning < WINDOW_MS) return;
      lastWarning = now;
      app.log.warn('rate limits counted in memory: Redis does not answer');
    }) as never,
    onExceeded: (request) => options.limited?.inc({ group: limitGroup(request) }),
    errorResponseBuilder: (_request, context) => {
      // Thrown to the error handler with its status: the body is the wire shape, the header says when to retry.
      const error = Object.assign(new Error(message), { statusCode: context.statusCode });
      return error;
    },
  });
}
