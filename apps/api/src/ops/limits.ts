import rateLimit from '@fastify/rate-limit';
// The plugin's own stores (CommonJS, not in its types): the fallback below switches between them.
import LocalStore, { type RateLimitStore } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { errorCodes } from '@parde/api-client/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';
import { isInProcess } from '../http/in-process';

/**
 * Requests per minute per kind (decision 025): anonymous requests per address, signed-in ones per account (reads
 * and searches a fifth of the address's budget, writes the same); 0 turns a kind off.
 */
export interface RateLimits {
  reads: number;
  search: number;
  writes: number;
  /** Answers 401 or 403 per address: a stricter budget, so tokens and codes cannot be tried at speed. */
  failedAuth: number;
}

export type LimitGroup = 'reads' | 'search' | 'writes';

const WINDOW_MS = 60_000;
/** A signed-in account's share of an address's read and search budgets (one household, not a carrier's crowd). */
const MEMBER_SHARE = 5;

/**
 * Which budget a request spends, from the route the router matched (decoded: `/api/%53earchQuery/Search` is
 * search): search has its own (the costliest read), every other POST is a write.
 */
export function limitGroup(request: FastifyRequest): LimitGroup {
  if (request.routeOptions.url?.startsWith('/api/SearchQuery/')) return 'search';
  return request.method === 'GET' || request.method === 'HEAD' ? 'reads' : 'writes';
}

/**
 * The budget of a request's group for its kind of caller. A page's own reads in-process are part of the page, which
 * already spent a read; its search spends the visitor's search budget (the call carries the visitor's address).
 */
function budget(limits: RateLimits, request: FastifyRequest): number {
  const group = limitGroup(request);
  if (group === 'reads' && isInProcess(request)) return 0;
  const max = limits[group];
  if (!request.session || group === 'writes' || max === 0) return max;
  return Math.max(1, Math.floor(max / MEMBER_SHARE));
}

/** Never limited: health checks, metrics and CORS preflights. */
const exempt = (request: FastifyRequest) =>
  request.method === 'OPTIONS' ||
  request.routeOptions.url?.startsWith('/api/health') === true ||
  request.routeOptions.url === '/metrics';

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

/** Counts one failed authentication of a request; throws a 429 (Retry-After set) once its address is past the budget. */
export type FailedAuthLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Limits on every route (`@fastify/rate-limit`), keyed by account when the request is signed in (its route's own
 * onRequest has read the token by then) and by address otherwise, answered 429 with Retry-After in the wire
 * shape. Answers the limiter of failed authentications, which the error handler calls on every 401 and 403.
 */
export async function registerLimits(
  app: FastifyInstance,
  options: { limits: RateLimits; redis: Redis | undefined; prefix: string; limited?: Counter<'group'> },
): Promise<FailedAuthLimit | undefined> {
  const { limits } = options;
  // Every budget off (a benchmark from one address, a proxy in front that limits): no hook on any request.
  if (limits.reads === 0 && limits.search === 0 && limits.writes === 0 && limits.failedAuth === 0) return undefined;
  const message = errorCodes.TooManyRequests.server;
  let lastWarning = 0;
  await app.register(rateLimit, {
    global: limits.reads > 0 || limits.search > 0 || limits.writes > 0,
    timeWindow: WINDOW_MS,
    // The address is Fastify's request.ip: the socket's, or X-Forwarded-For's with TRUST_PROXY.
    keyGenerator: (request) =>
      `${limitGroup(request)}:${request.session ? `account:${request.session.accountId}` : request.ip}`,
    max: (request) => budget(limits, request),
    allowList: (request) => exempt(request) || budget(limits, request) === 0,
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
  if (limits.failedAuth === 0) return undefined;
  // The plugin's own counter, called by the error handler: only failures spend this budget.
  const failures = app.createRateLimit({
    max: limits.failedAuth,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `auth-failed:${request.ip}`,
    allowList: () => false,
  });
  return async (request, reply) => {
    const counted = await failures(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    options.limited?.inc({ group: 'failedAuth' });
    reply.header('Retry-After', String(counted.ttlInSeconds));
    throw Object.assign(new Error(message), { statusCode: 429 });
  };
}
