import clientPackage from '@parde/api-client/package.json' with { type: 'json' };
import * as wire from '@parde/api-client/schemas';
import {
  type EndpointName,
  endpointDocs,
  endpointExamples,
  endpointSchemas,
  endpoints,
} from '@parde/api-client/schemas';

/**
 * The OpenAPI 3.1 document of `/api/openapi.json`, built from the api-client's endpoint table and TypeBox schemas
 * (the same objects the routes validate with), so it cannot drift from what is served. Every exported object or
 * enum schema of `@parde/api-client/schemas` becomes a named component where it is used; a paged list of `X` is
 * `XPage`. `redocly lint` and `spectral lint` must report nothing (src/http/openapi.test.ts).
 */

type Json = Record<string, unknown>;
type Meta = (typeof endpoints)[EndpointName];

/** One tag per area, by the controller named in the path (`/api/MovieQuery/...` → `movie`). */
const areas: Record<string, { name: string; description: string }> = {
  account: { name: 'Account', description: 'Sign-in by one-time code, registration, captcha and tokens.' },
  user: { name: 'Account', description: '' },
  profile: { name: 'Members', description: 'The up to three member profiles of an account and their age ranges.' },
  movie: { name: 'Movies', description: 'Films: details, cast and the home and list rows.' },
  series: { name: 'Series', description: 'TV series: details, seasons, episodes, cast and the home and list rows.' },
  title: { name: 'Titles', description: 'Films and series alike: the titles most like one.' },
  episode: { name: 'Episodes', description: 'One episode of a series.' },
  genre: { name: 'Genres', description: 'Genres of films and series.' },
  tag: { name: 'Tags', description: 'Tags of films and series.' },
  star: { name: 'Stars', description: 'Cast and crew: lists and a person with their credits.' },
  regal: { name: 'Collections', description: 'Curated collections (regals) shown on the home page.' },
  slider: { name: 'Sliders', description: 'The home page hero slider and its rows.' },
  video: { name: 'Watching', description: 'Signed playback links, continue watching and progress reports.' },
  download: {
    name: 'Downloads',
    description:
      "Grants to keep a film's or an episode's video for offline viewing: 30 days, 48 hours after the first play.",
  },
  comment: { name: 'Comments', description: 'Comments on a video, and likes.' },
  playlist: { name: 'Playlists', description: "A member's playlists and their items." },
  message: { name: 'Messages', description: 'The contact form.' },
  search: { name: 'Search', description: 'Persian search across titles and people, forgiving typos and layouts.' },
};

/** The error answers every operation may give, each with the shared `{ code, message, errors }` body. */
const errorResponses = {
  400: ['BadRequest', 'The input is invalid, or the request cannot be done in the current state (see `code`).'],
  401: ['Unauthorized', 'The bearer token is missing, invalid or expired.'],
  403: ['Forbidden', 'Not allowed; a protected profile switch answers the `protect_token` of the code it sent.'],
  404: ['NotFound', 'What the request names does not exist or is not shown to this member.'],
  413: ['PayloadTooLarge', 'The body is larger than the server reads.'],
  429: [
    'TooManyRequests',
    'Too many requests of this kind: per minute (address or account, decision 025), failed authentications, or an hourly cap. `Retry-After` says when to try again.',
  ],
  431: ['RequestHeaderFieldsTooLarge', 'The URL or the headers are larger than the server reads.'],
  503: ['ServiceUnavailable', 'The database is unreachable or the server is shutting down; try again later.'],
} as const;
type ErrorStatus = keyof typeof errorResponses;

/** An answer of each error response, as the server sends it (a validation error names each field at fault). */
const errorExample = (code: wire.ErrorCode, extra: Json = {}): Json => {
  const message = wire.errorCodes[code].server;
  return { code, message, errors: [message], ...extra, requestId: 'req-1a2b' };
};
const errorExamples: Record<string, Json> = {
  BadRequest: errorExample('ValidationError', {
    errors: ['Invalid request', '«نام عضو» نباید خالی باشد', '«ردهٔ سنی» معتبر نیست'],
    fields: { profileName: '«نام عضو» نباید خالی باشد', ageRange: '«ردهٔ سنی» معتبر نیست' },
  }),
  Unauthorized: errorExample('Unauthorized'),
  Forbidden: errorExample('Forbidden', { protect_token: 'b1f0c2d4-5e6a-4b7c-8d9e-0f1a2b3c4d5e' }),
  NotFound: errorExample('NotExistsError'),
  PayloadTooLarge: errorExample('RequestTooLarge'),
  RequestHeaderFieldsTooLarge: errorExample('RequestTooLarge'),
  TooManyRequests: errorExample('TooManyRequests'),
  ServiceUnavailable: errorExample('ServiceUnavailable'),
};

/** Calls refused for a signed-in caller (403) until a code is proven: a wider profile, a new passkey. */
const forbidding: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'refreshToken',
  'addProfile',
  'passkeyRegistrationOptions',
]);
/** Calls without an id that still answer 404 (no film is shown to this member). */
const missing: ReadonlySet<EndpointName> = new Set<EndpointName>(['getTopMovie']);

function errorStatuses(name: EndpointName, meta: Meta, input: Json | undefined): ErrorStatus[] {
  const required = input ? requiredNames(input) : [];
  const statuses: ErrorStatus[] = [];
  if (input) statuses.push(400);
  // A token sent to any call is checked, so even a call that needs none answers 401 to a bad one.
  statuses.push(401);
  if (forbidding.has(name)) statuses.push(403);
  // A call that names something by id can miss it.
  if (missing.has(name) || required.some((key) => /id$/i.test(key))) statuses.push(404);
  if (meta.kind !== 'read') statuses.push(413);
  // Every call is rate limited (decision 025), and any request can carry too large a URL or headers.
  statuses.push(429, 431, 503);
  return statuses;
}

/** Plain JSON of a TypeBox schema (drops its symbol keys). */
const plain = (schema: unknown): Json => JSON.parse(JSON.stringify(schema)) as Json;

function requiredNames(schema: Json): string[] {
  const parts = (schema.allOf as Json[] | undefined) ?? [schema];
  return parts.flatMap((part) => (part.required as string[] | undefined) ?? []);
}

/** Query parameters of a (possibly intersected) object schema, each with its value in the endpoint's example. */
function queryParameters(schema: Json, toSchema: (s: Json) => Json, example: Json): Json[] {
  const parts = (schema.allOf as Json[] | undefined) ?? [schema];
  return parts.flatMap((part) => {
    const required = new Set((part.required as string[] | undefined) ?? []);
    return Object.entries((part.properties as Record<string, Json> | undefined) ?? {}).map(([name, property]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema: toSchema(property),
      ...(example[name] === undefined ? {} : { example: example[name] }),
    }));
  });
}

/** Named schemas: structure → name, for every exported object, intersection or enum schema. */
function namedSchemas(): Map<string, string> {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(wire)) {
    if (typeof value !== 'object' || value === null || !/^[A-Z]/.test(name)) continue;
    const schema = plain(value);
    const isObject = schema.type === 'object' && Object.keys((schema.properties as Json | undefined) ?? {}).length > 0;
    if (!isObject && !schema.allOf && !schema.anyOf) continue;
    const key = JSON.stringify(canonical(schema));
    if (!names.has(key)) names.set(key, name);
  }
  return names;
}

/** A union of constants of one type reads better as an enum. */
function canonical(schema: Json): Json {
  const anyOf = schema.anyOf as Json[] | undefined;
  if (anyOf?.length && anyOf.every((s) => 'const' in s && s.type === anyOf[0]?.type && Object.keys(s).length === 2)) {
    const type =
      anyOf[0]?.type === 'number' && anyOf.every((s) => Number.isInteger(s.const)) ? 'integer' : anyOf[0]?.type;
    return { type, enum: anyOf.map((s) => s.const) };
  }
  return schema;
}

/** Builds the document. `version` is the api-client's: the wire contract both sides share. */
export function buildOpenApiDocument(version: string): Json {
  const names = namedSchemas();
  const components: Record<string, Json> = {};

  // Bottom-up: children first, so a parent's structure matches its export with children already named.
  const toSchema = (input: Json): Json => {
    let schema: Json = { ...input };
    for (const key of ['items', 'not'] as const) if (schema[key]) schema[key] = toSchema(schema[key] as Json);
    for (const key of ['anyOf', 'allOf', 'oneOf'] as const) {
      if (schema[key]) schema[key] = (schema[key] as Json[]).map(toSchema);
    }
    if (schema.properties) {
      schema.properties = Object.fromEntries(
        Object.entries(schema.properties as Record<string, Json>).map(([k, v]) => [k, toSchema(v)]),
      );
    }
    schema = canonical(schema);
    // Looked up by the structure before naming, which is how the exports are keyed.
    const name = names.get(JSON.stringify(canonical(input))) ?? pageName(schema);
    if (!name) return schema;
    components[name] ??= schema;
    return { $ref: `#/components/schemas/${name}` };
  };

  const errorSchema = toSchema(plain(wire.ErrorBody));
  const ageRangeSchema = toSchema(plain(wire.AgeRange));
  const tagsUsed = new Map<string, string>();
  const paths: Record<string, Record<string, Json>> = {};

  for (const [name, meta] of Object.entries(endpoints) as [EndpointName, Meta][]) {
    const schemas = endpointSchemas[name] as { query?: unknown; body?: unknown; response: unknown };
    const query = schemas.query ? plain(schemas.query) : undefined;
    const body = schemas.body ? plain(schemas.body) : undefined;
    const controller = (meta.path.split('/')[2] ?? '').replace(/(Query|Command)$/i, '').toLowerCase();
    const area = areas[controller];
    if (!area) throw new Error(`No OpenAPI tag for ${meta.path}: add its controller "${controller}" to areas.`);
    tagsUsed.set(area.name, area.description || tagsUsed.get(area.name) || '');
    const text: wire.EndpointDoc = endpointDocs[name];

    const example = endpointExamples[name];
    const parameters: Json[] = query ? queryParameters(query, toSchema, example.input as Json) : [];
    if (meta.kind === 'read') parameters.push({ $ref: '#/components/parameters/AgeRange' });

    let requestBody: Json | undefined;
    if (body && meta.kind === 'upload') {
      const fields = toSchemaInline(body, toSchema);
      (fields.properties as Json).picture = {
        type: 'string',
        contentMediaType: 'image/*',
        description: 'Optional picture (JPEG, PNG or WebP).',
      };
      requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: fields, example: example.input } },
      };
    } else if (body) {
      requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(body), example: example.input } },
      };
    }

    const responses: Json = {
      200: {
        description: 'Success.',
        content: { 'application/json': { schema: toSchema(plain(schemas.response)), example: example.output } },
      },
    };
    for (const status of errorStatuses(name, meta, query ?? body)) {
      responses[status] = { $ref: `#/components/responses/${errorResponses[status][0]}` };
    }

    paths[meta.path] ??= {};
    (paths[meta.path] as Record<string, Json>)[meta.method.toLowerCase()] = {
      operationId: name,
      summary: text.summary,
      description: text.description ?? `${text.summary}.`,
      tags: [area.name],
      security: meta.auth === 'required' ? [{ bearer: [] }] : meta.auth === 'optional' ? [{}, { bearer: [] }] : [],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Parde API',
      version,
      description:
        'The API of Parde (پرده), a Persian streaming site. Every error answers `{ code, message, errors }`; `@parde/api-client` has one typed function per operation and turns the codes into Persian texts.',
      license: { name: 'MIT', identifier: 'MIT' },
      contact: { name: 'Parde maintainers' },
    },
    servers: [{ url: '/', description: 'The server that serves this document.' }],
    tags: [...tagsUsed].map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: components,
      parameters: {
        AgeRange: {
          name: 'AgeRange',
          in: 'header',
          required: false,
          description: "The active member's age range. It may narrow what the token's member is shown, never widen it.",
          schema: ageRangeSchema,
        },
      },
      responses: Object.fromEntries(
        Object.entries(errorResponses).map(([status, [responseName, description]]) => [
          responseName,
          {
            description,
            ...(status === '429'
              ? {
                  headers: {
                    'Retry-After': {
                      description: 'Seconds until the request may be sent again.',
                      schema: { type: 'integer', minimum: 1 },
                    },
                  },
                }
              : {}),
            content: { 'application/json': { schema: errorSchema, example: errorExamples[responseName] } },
          },
        ]),
      ),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The account token of `verifyOtp`, `registerProfile` or `refreshToken`.',
        },
      },
    },
  };
}

/** A multipart form is described inline: its fields, not a JSON component. */
function toSchemaInline(schema: Json, toSchema: (s: Json) => Json): Json {
  const properties = Object.fromEntries(
    Object.entries((schema.properties as Record<string, Json> | undefined) ?? {}).map(([k, v]) => [k, toSchema(v)]),
  );
  return { ...schema, properties };
}

/** `{ data: X[], totalCount }` is `XPage`. */
function pageName(schema: Json): string | undefined {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (schema.type !== 'object' || !properties || Object.keys(properties).join() !== 'data,totalCount') return undefined;
  const ref = (properties.data?.items as Json | undefined)?.$ref;
  return typeof ref === 'string' ? `${ref.split('/').pop()}Page` : undefined;
}

let built: Json | undefined;
/** The document of this server, built once. */
export function openApiDocument(): Json {
  built ??= buildOpenApiDocument(clientPackage.version);
  return built;
}
