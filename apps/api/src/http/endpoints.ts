import etag from '@fastify/etag';
import { type EndpointName, endpointSchemas, endpoints } from '@parde/api-client/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Services } from '../services';
import type { Session } from '../services/tokens';
import { type AnswerCache, PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL, tagOf } from './answer-cache';
import { authenticate } from './auth';
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

export type Handler<K extends EndpointName> = (ctx: Context<K>) => Promise<Part<K, 'response'>>;
/** A resource module's share of the table. */
export type HandlerGroup<K extends ServedEndpoint> = { [N in K]: Handler<N> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every app service, built once by `createServices`. */
    services: Services;
    /** The one cache of API answers (shared reads by URL and age limit). */
    answers: AnswerCache;
  }
  interface FastifyRequest {
    /** The verified access token, set by `authenticate` (undefined when anonymous). */
    session?: Session | undefined;
  }
}

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

/**
 * Optional-token reads whose anonymous answer is as shared as an `auth: none` list's: the catalogue (a token only
 * narrows it to the member's age). Playlists and comments change with writes people expect to see at once; search
 * answers are many and rarely repeated (the search service keeps its rankings).
 */
const unsharedReads: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'getPlayListItems',
  'getPlayListInfo',
  'getCommentsByVideoId',
  'search',
  'getCaptcha',
]);

/** Whether an endpoint's answer depends on nothing but its URL and the caller's age limit. */
export const isShared = (name: EndpointName) => {
  const meta = endpoints[name];
  return meta.method === 'GET' && meta.auth !== 'required' && !unsharedReads.has(name);
};

/**
 * A validated query in one spelling: coerced (`id=07` and `id=+7` are 7), defaults filled, unknown parameters gone
 * (`flattenQuery`), names in order. What the answer cache keys on, so no spelling of one read misses it.
 */
export function queryKey(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const entries = Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]): [string, string] => [name, String(value)]);
  return new URLSearchParams(entries).toString();
}

/** Refuses a protected call before its body is even read; reads an optional token when one is sent. */
function onRequestOf(name: EndpointName, services: Services) {
  // register-profile carries the short-lived registration token instead of an account token; its handler checks it.
  if (name === 'registerProfile') {
    return async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw unauthorized();
    };
  }
  if (endpoints[name].auth === 'required') {
    return async (request: FastifyRequest) => {
      if (!(await authenticate(services, request, name))) throw unauthorized();
    };
  }
  // A shared list (`auth: none`) is still read with a token when one is sent: spec §6 has the client fetch it
  // without one, but a child's token must never get the grown-ups' answer (issue #15). Without the header there is
  // nothing to wait for (a callback hook: an async one costs a promise per request).
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (request.headers.authorization === undefined) return done();
    authenticate(services, request, name).then(() => done(), done);
  };
}

/** Registers one endpoint of the table in `scope`, with the schemas that validate requests and serialise answers. */
function route(scope: FastifyInstance, name: EndpointName, handler: Handler<EndpointName>): void {
  const { services, answers } = scope;
  const meta = endpoints[name];
  const schema = endpointSchemas[name] as { query?: TSchema; body?: TSchema; response: TSchema };
  const shared = isShared(name);
  scope.route({
    method: meta.method,
    url: meta.path,
    // Validation and serialisation only: the OpenAPI document is built from the same table (http/openapi.ts).
    schema: {
      ...(schema.query ? { querystring: flattenQuery(schema.query) } : {}),
      ...(schema.body && meta.kind !== 'upload' ? { body: schema.body } : {}),
      ...(meta.kind === 'upload' ? { consumes: ['multipart/form-data'] } : {}),
      response: { 200: schema.response },
    },
    onRequest: onRequestOf(name, services),
    handler: async (request, reply) => {
      const run = () =>
        handler({
          query: request.query as never,
          body: (meta.kind === 'upload' ? undefined : request.body) as never,
          request,
          reply,
        });
      if (!shared) {
        reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
        return run();
      }
      const key = `${name}?${queryKey(request.query)}|${await request.ageLimit()}`;
      const answer = await answers.get(key, async () => String(reply.serialize(await run())));
      // The tag made when the answer was kept: @fastify/etag then only compares it.
      reply.type('application/json; charset=utf-8').header('ETag', answer.etag);
      // With a token the answer is sent as the member's own: no cache in front keeps it.
      if (request.session) return reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).send(answer.body);
      return (
        reply
          .header('Cache-Control', SHARED_CACHE_CONTROL)
          // Lower case as @fastify/compress writes it, which then adds no second one to a compressed answer.
          .header('Vary', 'AgeRange, Authorization, accept-encoding')
          .send(answer.body)
      );
    },
  });
}

/**
 * Registers a resource's share of the endpoint table (@parde/api-client) in the plugin's scope. A shared read's
 * answer is kept in the app's answer cache by endpoint, validated query and age limit and, without a token, marked
 * for caches in front: Cache-Control, and an ETag answered with 304 by @fastify/etag, registered only around the
 * shared reads. Every other answer is private and carries no tag.
 */
export async function registerEndpoints<K extends EndpointName>(
  app: FastifyInstance,
  handlers: HandlerGroup<K>,
): Promise<void> {
  const names = (Object.keys(handlers) as K[]).filter((name) => !unserved.has(name));
  const handlerOf = (name: K) => handlers[name] as unknown as Handler<EndpointName>;
  for (const name of names.filter((n) => !isShared(n))) route(app, name, handlerOf(name));
  const sharedNames = names.filter(isShared);
  if (sharedNames.length === 0) return;
  await app.register(async (shared) => {
    await shared.register(etag, { weak: true, hashFn: tagOf });
    // A member's own answer is kept by no cache, so it has nothing to revalidate.
    shared.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.getHeader('cache-control') === PRIVATE_CACHE_CONTROL) reply.removeHeader('etag');
      done(null, payload);
    });
    for (const name of sharedNames) route(shared, name, handlerOf(name));
  });
}

/** The endpoints of the table that no resource plugin registered a route for. */
export function unservedEndpoints(app: FastifyInstance): EndpointName[] {
  return (Object.keys(endpoints) as EndpointName[]).filter(
    (name) => !unserved.has(name) && !app.hasRoute({ method: endpoints[name].method, url: endpoints[name].path }),
  );
}

/** The caller's session, or a 401. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
