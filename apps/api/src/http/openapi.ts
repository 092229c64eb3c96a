import { MAX_PLAYLIST_PICTURE_BYTES } from '@parde/api-client';
import * as wire from '@parde/api-client/schemas';
import { type EndpointName, endpointSchemas, endpoints } from '@parde/api-client/schemas';
import apiPackage from '../../package.json' with { type: 'json' };

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
  episode: { name: 'Episodes', description: 'One episode of a series.' },
  genre: { name: 'Genres', description: 'Genres of films and series.' },
  tag: { name: 'Tags', description: 'Tags of films and series.' },
  star: { name: 'Stars', description: 'Cast and crew: lists and a person with their credits.' },
  regal: { name: 'Collections', description: 'Curated collections (regals) shown on the home page.' },
  slider: { name: 'Sliders', description: 'The home page hero slider and its rows.' },
  video: { name: 'Watching', description: 'Signed playback links, continue watching and progress reports.' },
  comment: { name: 'Comments', description: 'Comments on a video, and likes.' },
  playlist: { name: 'Playlists', description: "A member's playlists and their items." },
  message: { name: 'Messages', description: 'The contact form.' },
  search: { name: 'Search', description: 'Persian search across titles and people, forgiving typos and layouts.' },
};

/** What each call does, in a line; `description` adds what a caller must know. */
const operations: Partial<Record<EndpointName, { summary: string; description?: string }>> = {
  generateOtp: {
    summary: 'Send a one-time code',
    description:
      'Signed out: sends a sign-in code to `phoneNumber`. Signed in: sends a code for a member action (`purpose`, `profileId`) to the account phone. Answers the `protect_token` to verify it with.',
  },
  verifyOtp: {
    summary: 'Verify a one-time code',
    description:
      '`Registered` answers the account token, `NotRegistered` a registration token, `Verified` a token for the member action.',
  },
  registerProfile: {
    summary: 'Register a new account',
    description: 'Called with the registration token of `verifyOtp`; answers the account token.',
  },
  getCaptcha: { summary: 'Get a captcha', description: 'A new SVG challenge and its id; every answer is new.' },
  refreshToken: {
    summary: 'Switch to a member profile',
    description: 'Answers a token for `profileId`. A protected profile answers 403 with a `protect_token` first.',
  },
  checkToken: { summary: 'Check the bearer token', description: 'Whether the token is still valid.' },
  logout: {
    summary: 'Sign out',
    description:
      'Revokes the sign-in the bearer token belongs to: this token and every token switched from it answer 401 from now on.',
  },
  getCommentsByVideoId: { summary: 'List comments on a video', description: 'Newest first, paged.' },
  createComment: { summary: 'Comment on a video', description: 'Plain text; answers the stored comment.' },
  likeComment: { summary: 'Like or dislike a comment', description: 'Type 1 likes, 0 dislikes; once per account.' },
  checkItemInUserPlayLists: {
    summary: 'Which playlists hold a title',
    description: "Each of the caller's playlists with whether it holds the title.",
  },
  getUserPlayList: { summary: "List the caller's playlists" },
  getPlayListItems: {
    summary: 'List the titles of a playlist',
    description: 'Public and unlisted lists are readable by anyone.',
  },
  getPlayListInfo: { summary: 'Get a playlist' },
  addPlayListItem: { summary: 'Add a title to a playlist' },
  removePlayListItem: { summary: 'Remove a title from a playlist' },
  createPlayList: {
    summary: 'Create a playlist',
    description: `Multipart form with a captcha answer and an optional picture (JPEG, PNG or WebP, at most ${MAX_PLAYLIST_PICTURE_BYTES / 1024 / 1024} MB).`,
  },
  deletePlayList: { summary: 'Delete a playlist' },
  getEpisodeDetail: { summary: 'Get an episode', description: 'With its series, season and video id.' },
  getMovieGenres: { summary: 'List film genres' },
  getSeriesGenres: { summary: 'List series genres' },
  getGenreById: { summary: 'Get a genre' },
  getTopMovie: { summary: 'Get the featured film', description: 'The film at the top of the home page.' },
  getMovieById: { summary: 'Get a film' },
  getPopularMovies: { summary: 'List popular films' },
  getLatestMovies: { summary: 'List the latest films' },
  getSuggestedMovies: { summary: 'List suggested films' },
  getBestMovies: { summary: 'List the best films', description: 'Optionally domestic or foreign only.' },
  getUpdatedMovies: { summary: 'List recently updated films', description: 'Optionally domestic or foreign only.' },
  getMovieStars: { summary: 'List the cast and crew of a film' },
  getMoviesByGenreId: { summary: 'List films of a genre' },
  getMoviesByTagId: { summary: 'List films with a tag' },
  getRegalByPosition: { summary: 'List the collections at a home position' },
  getRegalContent: { summary: 'List the titles of a collection' },
  getHomeSeries: { summary: 'List the series of the home page' },
  getBestSeries: { summary: 'List the best series', description: 'Optionally domestic or foreign only.' },
  getUpdatedSeries: { summary: 'List recently updated series', description: 'Optionally domestic or foreign only.' },
  getSuggestedSeries: { summary: 'List suggested series' },
  getPopularSeries: { summary: 'List popular series' },
  getSeriesById: { summary: 'Get a series' },
  getSeasonsById: { summary: 'List the seasons of a series' },
  getSeriesStars: { summary: 'List the cast and crew of a series' },
  getEpisodesBySeriesId: { summary: 'List the episodes of a series' },
  getEpisodesBySeasonId: { summary: 'List the episodes of a season' },
  getLatestEpisodes: { summary: 'List the episodes after an episode' },
  getSeriesByGenreId: { summary: 'List series of a genre' },
  getSeriesByTagId: { summary: 'List series with a tag' },
  getHomeTopSliders: { summary: 'List the home hero slides' },
  getHomeBottomSliders: { summary: 'List the slides lower on the home page' },
  getHomeTopSeries: { summary: 'List the top series row of the home page' },
  getHomeTopMovies: { summary: 'List the top films row of the home page' },
  getStarDetail: { summary: 'Get a person', description: 'With their credits.' },
  getStars: { summary: 'List people' },
  getMovieTags: { summary: 'List film tags' },
  getSeriesTags: { summary: 'List series tags' },
  getVideoLink: {
    summary: 'Get a signed playback link',
    description:
      'A short-lived HLS link for a film, episode or trailer video, with where the member left off, its audio and subtitle renditions (as in the master playlist), intro and credits markers, and the next episode.',
  },
  getHomeContinue: { summary: "List the member's continue-watching row" },
  addUserActivity: {
    summary: 'Report playback progress',
    description: 'Position and duration in seconds. Brings a title removed from the continue row back.',
  },
  removeFromContinue: {
    summary: 'Remove a title from the continue row',
    description:
      "Hides the film, or the whole series of the episode, from the active member's continue row; the resume point stays. 404 when the member has not watched it.",
  },
  getResumePoint: {
    summary: 'Where the member is in a title',
    description:
      'A film: its video and saved position. A series: the episode the member is on (latest unfinished, else the next after the latest finished, else the first).',
  },
  getProfile: { summary: "List the account's member profiles", description: 'With the profile active in the token.' },
  addProfile: { summary: 'Add a member profile', description: 'At most three per account.' },
  updateProfile: { summary: 'Edit a member profile', description: 'Needs the verify token of a one-time code.' },
  deleteProfile: { summary: 'Delete a member profile', description: 'Needs the verify token of a one-time code.' },
  getPlaybackSettings: {
    summary: "Get the member's playback settings",
    description: 'Audio and subtitle language, subtitle style and autoplay; the defaults until changed.',
  },
  updatePlaybackSettings: {
    summary: "Change the member's playback settings",
    description: 'Any non-empty subset; answers the whole settings.',
  },
  createMessage: { summary: 'Send a contact message', description: 'Needs a captcha answer.' },
  search: {
    summary: 'Search titles and people',
    description: 'Persian text search that forgives typos, missing marks and text typed on the wrong keyboard layout.',
  },
};

/** The error answers every operation may give, each with the shared `{ code, message, errors }` body. */
const errorResponses = {
  400: ['BadRequest', 'The input is invalid, or the request cannot be done in the current state (see `code`).'],
  401: ['Unauthorized', 'The bearer token is missing, invalid or expired.'],
  403: ['Forbidden', 'Not allowed; a protected profile switch answers the `protect_token` of the code it sent.'],
  404: ['NotFound', 'What the request names does not exist or is not shown to this member.'],
  413: ['PayloadTooLarge', 'The body is larger than the server reads.'],
  429: ['TooManyRequests', 'Too many requests of this kind in the last hour.'],
  503: ['ServiceUnavailable', 'The database is unreachable or the server is shutting down; try again later.'],
} as const;
type ErrorStatus = keyof typeof errorResponses;

/** Calls capped per hour (429). */
const capped: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'generateOtp',
  'getCaptcha',
  'createComment',
  'createPlayList',
  'createMessage',
]);
/** Calls that can be refused for a signed-in caller (403). */
const forbidding: ReadonlySet<EndpointName> = new Set<EndpointName>(['refreshToken']);
/** Calls without an id that still answer 404 (no film is shown to this member). */
const missing: ReadonlySet<EndpointName> = new Set<EndpointName>(['getTopMovie']);

function errorStatuses(name: EndpointName, meta: Meta, input: Json | undefined): ErrorStatus[] {
  const required = input ? requiredNames(input) : [];
  const statuses: ErrorStatus[] = [];
  if (input) statuses.push(400);
  if (meta.auth !== 'none') statuses.push(401);
  if (forbidding.has(name)) statuses.push(403);
  // A call that names something by id can miss it.
  if (missing.has(name) || required.some((key) => /id$/i.test(key))) statuses.push(404);
  if (meta.kind !== 'read') statuses.push(413);
  if (capped.has(name)) statuses.push(429);
  statuses.push(503);
  return statuses;
}

/** Plain JSON of a TypeBox schema (drops its symbol keys). */
const plain = (schema: unknown): Json => JSON.parse(JSON.stringify(schema)) as Json;

function requiredNames(schema: Json): string[] {
  const parts = (schema.allOf as Json[] | undefined) ?? [schema];
  return parts.flatMap((part) => (part.required as string[] | undefined) ?? []);
}

/** Query parameters of a (possibly intersected) object schema. */
function queryParameters(schema: Json, toSchema: (s: Json) => Json): Json[] {
  const parts = (schema.allOf as Json[] | undefined) ?? [schema];
  return parts.flatMap((part) => {
    const required = new Set((part.required as string[] | undefined) ?? []);
    return Object.entries((part.properties as Record<string, Json> | undefined) ?? {}).map(([name, property]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema: toSchema(property),
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

/** Builds the document. `version` is the server's. */
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
    const text = operations[name] ?? { summary: name };

    const parameters: Json[] = query ? queryParameters(query, toSchema) : [];
    if (meta.kind === 'read') parameters.push({ $ref: '#/components/parameters/AgeRange' });

    let requestBody: Json | undefined;
    if (body && meta.kind === 'upload') {
      const fields = toSchemaInline(body, toSchema);
      (fields.properties as Json).picture = {
        type: 'string',
        contentMediaType: 'image/*',
        description: 'Optional picture (JPEG, PNG or WebP).',
      };
      requestBody = { required: true, content: { 'multipart/form-data': { schema: fields } } };
    } else if (body) {
      requestBody = { required: true, content: { 'application/json': { schema: toSchema(body) } } };
    }

    const responses: Json = {
      200: { description: 'Success.', content: { 'application/json': { schema: toSchema(plain(schemas.response)) } } },
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
        Object.values(errorResponses).map(([responseName, description]) => [
          responseName,
          { description, content: { 'application/json': { schema: errorSchema } } },
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
  built ??= buildOpenApiDocument(apiPackage.version);
  return built;
}
