import { hash } from 'node:crypto';
import { ageRanges } from '@parde/api-client';
import { type EndpointName, endpointSchemas, endpoints } from '@parde/api-client/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Counter } from 'prom-client';
import type { Static, TSchema } from 'typebox';
import type { Session } from '../services/tokens';
import { unauthorized } from './errors';

/** Every endpoint of the table is served (an entry here would leave one out). */
export type ServedEndpoint = EndpointName;
const unserved: ReadonlySet<EndpointName> = new Set<EndpointName>([]);

type Schemas = typeof endpointSchemas;
type Part<K extends EndpointName, P extends 'query' | 'body' | 'response'> = Schemas[K] extends {
  [Q in P]: infer S extends TSchema;
}
  ? Static<S>
  : undefined;

/** What a handler gets: the validated query or body, and the request for auth and age. */
export interface Context<K extends EndpointName> {
  query: Part<K, 'query'>;
  /** Undefined for uploads: their handler reads the multipart stream itself. */
  body: (typeof endpoints)[K]['kind'] extends 'upload' ? undefined : Part<K, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer already written as wire JSON, sent as it is instead of through the route's serialiser: a movie page
 * PostgreSQL wrote (`repositories/titles.ts` moviePages), or a member's list kept as encoded bytes (a Persian string
 * is encoded to UTF-8 on every send). `T` is the wire type the JSON holds; whoever builds one answers for that.
 */
export class WireJson<T> {
  declare private readonly wire: T;
  constructor(readonly body: string | Buffer) {}
}

export type Handler<K extends EndpointName> = (
  ctx: Context<K>,
) => Promise<Part<K, 'response'> | WireJson<Part<K, 'response'>>>;
/** One handler per served endpoint: a missing one is a compile error. */
export type Handlers = { [K in ServedEndpoint]: Handler<K> };
/** A resource module's share of the table. */
export type HandlerGroup<K extends ServedEndpoint> = { [N in K]: Handler<N> };

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token, set by `authenticate` (undefined when anonymous). */
    session?: Session | undefined;
    /** Memoised age limit of this request. */
    ageLimitValue?: number;
  }
}

/** Verifies the bearer header into `request.session`; 401 when a header is present but invalid. */
export type Authenticate = (request: FastifyRequest) => Promise<Session | undefined>;

/**
 * Query strings are flat objects; TypeBox intersections are `allOf`, which ajv's removeAdditional would strip
 * branch by branch. Merge them into one object schema that drops unknown parameters.
 */
function flattenQuery(schema: TSchema): TSchema {
  const s = schema as { allOf?: TSchema[]; properties?: Record<string, unknown>; required?: string[] };
  const parts = s.allOf ? s.allOf.map(flattenQuery) : [schema];
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const part of parts as { properties?: Record<string, unknown>; required?: string[] }[]) {
    Object.assign(properties, part.properties ?? {});
    required.push(...(part.required ?? []));
  }
  return { type: 'object', properties, required, additionalProperties: false } as unknown as TSchema;
}

/** Seconds a shared list may be reused, here and by any cache in front (a CDN). */
export const SHARED_MAX_AGE = 10;
/** Seconds past that a cache in front may still answer with it while it fetches a fresh one. */
export const SHARED_STALE_SECONDS = 30;
export const SHARED_CACHE_CONTROL = `public, max-age=${SHARED_MAX_AGE}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;

/**
 * Optional-token reads whose anonymous answer is as shared as an `auth: none` list's: the catalogue (a token only
 * narrows it to the member's age). Playlists and comments change with writes people expect to see at once; search
 * answers are many and rarely repeated.
 */
const unsharedReads: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'getPlayListItems',
  'getPlayListInfo',
  'getCommentsByVideoId',
  'search',
  'getCaptcha',
]);

/**
 * A catalogue answer as sent, with its entity tag. A kept answer's body is UTF-8 encoded once (writing a Persian
 * string encodes it on every send, which took a third of the server's time on a cached list); one sent once stays a
 * string, which Node writes with the headers in one piece.
 */
export interface SharedAnswer {
  body: string | Buffer;
  etag: string;
}

/** Keys a doorkeeper remembers in each of its two generations. */
const DOORKEEPER_KEYS = 50_000;

/**
 * Answers of catalogue reads by URL and age limit: they depend on nothing else (a token only narrows a list to its
 * member's age, spec §6 and issue #15), so one computed for a signed-in adult is the same bytes an anonymous visitor
 * with `AgeRange: 18` gets. Kept a few seconds in this process, bounded in bytes; concurrent misses of one key wait
 * for one computation. What is shared with caches in front is decided per answer (`registerEndpoints`).
 *
 * An answer is kept from the second time its key is asked (TinyLFU's doorkeeper): a crawler walking every title, or
 * a benchmark asking each id once, would otherwise fill the cache with answers nobody asks for again and push out
 * the home lists; and an answer sent once is not copied into bytes for keeping. The doorkeeper holds the keys of two
 * generations of misses, so a key counts as asked before within the last 50,000 to 100,000 of them.
 *
 * Not lru-cache's `fetch()`: it makes an AbortController and a promise chain per miss, 7% of the server's time when
 * every title by id is a miss; the computations in flight are a map here.
 */
export class SharedCache {
  private readonly entries: LRUCache<string, SharedAnswer>;
  private readonly computing = new Map<string, Promise<SharedAnswer>>();
  private recent = new Set<string>();
  private older = new Set<string>();
  private readonly hits: { inc(): void } | undefined;
  private readonly misses: { inc(): void } | undefined;
  constructor(ttlMs = SHARED_MAX_AGE * 1000, maxBytes = 32 * 1024 * 1024, lookups?: Counter<'cache' | 'result'>) {
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (answer) => answer.body.length + answer.etag.length + 64,
      ttl: ttlMs,
    });
    this.hits = lookups?.labels('shared-answers', 'hit');
    this.misses = lookups?.labels('shared-answers', 'miss');
  }

  /** The kept answer of `key`, or undefined (counted as a hit or a miss). */
  kept(key: string): SharedAnswer | undefined {
    const kept = this.entries.get(key);
    (kept ? this.hits : this.misses)?.inc();
    return kept;
  }

  /**
   * The answer of the JSON `compute` gives for `key`; callers that miss while it runs share it. It is kept for the
   * next callers when the key was asked before. A failed computation is not kept: the next caller computes again.
   */
  compute(key: string, compute: () => Promise<string | Buffer>): Promise<SharedAnswer> {
    let running = this.computing.get(key);
    if (!running) {
      const keep = this.askedBefore(key);
      running = compute().then((json) => (keep ? sharedAnswer(json) : { body: json, etag: etagOf(json) }));
      this.computing.set(key, running);
      running.then(
        (answer) => {
          this.computing.delete(key);
          if (keep) this.entries.set(key, answer);
        },
        () => this.computing.delete(key),
      );
    }
    return running;
  }

  /** Whether the doorkeeper has seen `key`; it remembers it from now on. */
  private askedBefore(key: string): boolean {
    if (this.recent.has(key) || this.older.has(key)) return true;
    this.recent.add(key);
    if (this.recent.size >= DOORKEEPER_KEYS) {
      this.older = this.recent;
      this.recent = new Set();
    }
    return false;
  }
}

/** A weak tag of the JSON's UTF-8 bytes: a one-shot hash, no Hash object per answer. */
const etagOf = (json: string | Buffer) => `W/"${hash('sha1', json, 'base64url').slice(0, 22)}"`;

/** An answer to keep: its body encoded once. */
export function sharedAnswer(json: string | Buffer): SharedAnswer {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  return { body, etag: etagOf(body) };
}

/** Registers every served endpoint of the shared table with its schemas and handler. */
export function registerEndpoints(
  app: FastifyInstance,
  handlers: Handlers,
  authenticate: Authenticate,
  ageOf: (request: FastifyRequest) => Promise<number>,
  shared: SharedCache = new SharedCache(),
) {
  for (const [name, meta] of Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][]) {
    if (unserved.has(name)) continue;
    const handler = (handlers as Record<string, Handler<EndpointName> | undefined>)[name];
    if (!handler) throw new Error(`No handler for endpoint ${name}: add it to the handlers of app.ts.`);
    const schema = endpointSchemas[name] as { query?: TSchema; body?: TSchema; response: TSchema };
    // Reads of the catalogue are the same for everyone with the same URL and age limit.
    const cacheable = meta.method === 'GET' && meta.auth !== 'required' && !unsharedReads.has(name);
    app.route({
      method: meta.method,
      url: meta.path,
      // Validation and serialisation only: the OpenAPI document is built from the same table (http/openapi.ts).
      schema: {
        ...(schema.query ? { querystring: flattenQuery(schema.query) } : {}),
        ...(schema.body && meta.kind !== 'upload' ? { body: schema.body } : {}),
        ...(meta.kind === 'upload' ? { consumes: ['multipart/form-data'] } : {}),
        response: { 200: schema.response },
      },
      // A protected call is refused before its body is even read. register-profile carries the short-lived
      // registration token instead of an account token; its handler checks it.
      ...(name === 'registerProfile'
        ? {
            onRequest: async (request: FastifyRequest) => {
              if (!request.headers.authorization) throw unauthorized();
            },
          }
        : meta.auth === 'required'
          ? {
              onRequest: async (request: FastifyRequest) => {
                if (!(await authenticate(request))) throw unauthorized();
              },
            }
          : // A shared list (`auth: none`) is still read with a token when one is sent: spec §6 has the client
            // fetch it without one, but a child's token must never get the grown-ups' answer (issue #15). Without
            // the header there is nothing to wait for (a callback hook: an async one costs a promise per request).
            {
              onRequest: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
                if (request.headers.authorization === undefined) return done();
                authenticate(request).then(() => done(), done);
              },
            }),
      handler: async (request, reply) => {
        const run = () =>
          handler({
            query: request.query as never,
            body: (meta.kind === 'upload' ? undefined : request.body) as never,
            request,
            reply,
          });
        if (!cacheable) {
          const result = await run();
          if (!(result instanceof WireJson)) return result;
          return reply.type('application/json; charset=utf-8').send(result.body);
        }
        const key = `${request.url}|${await ageOf(request)}`;
        const answer =
          shared.kept(key) ??
          (await shared.compute(key, async () => {
            const result = await run();
            return result instanceof WireJson ? result.body : String(reply.serialize(result));
          }));
        reply.type('application/json; charset=utf-8');
        // With a token the answer is sent as the member's own: no cache in front keeps it.
        if (request.session) return reply.header('Cache-Control', 'private, no-store').send(answer.body);
        reply
          .header('Cache-Control', SHARED_CACHE_CONTROL)
          .header('Vary', 'AgeRange, Authorization')
          .header('ETag', answer.etag);
        if (request.headers['if-none-match'] === answer.etag) return (reply as FastifyReply).code(304).send();
        return reply.send(answer.body);
      },
    });
  }
}

/** The caller's session, or a 401. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

const validAges: ReadonlySet<number> = new Set(ageRanges);

/** The `AgeRange` header when it is one of the ranges (anything else is ignored). */
export function headerAgeRange(request: FastifyRequest): number | undefined {
  const raw = request.headers.agerange;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return undefined;
  const age = Number(value);
  return validAges.has(age) ? age : undefined;
}
