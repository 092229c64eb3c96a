/**
 * An example request and answer for every endpoint, drawn from its wire schemas: a value is built by walking the
 * schema (its `examples`, `default`, `const`, first enum member, the lower bounds), with plausible Persian words for
 * the fields named below. `examples.test.ts` checks every example against its schema, so they cannot drift.
 */
import type { EndpointName } from '../endpoints';
import { type EndpointSchema, endpointSchemas } from './index';

type Json = Record<string, unknown>;

/** Values for fields by name, where the schema alone would give a meaningless one. */
const byField: Record<string, unknown> = {
  phoneNumber: '09121234567',
  protect_token: 'b1f0c2d4-5e6a-4b7c-8d9e-0f1a2b3c4d5e',
  protectedToken: 'b1f0c2d4-5e6a-4b7c-8d9e-0f1a2b3c4d5e',
  verifyToken: 'e7a3…',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
  code: '123456',
  firstName: 'سارا',
  lastName: 'کریمی',
  profileName: 'سارا',
  avatarPath: '/media/avatars/3.svg',
  title: 'درباره الی',
  originalTitle: 'About Elly',
  name: 'درام',
  text: 'فیلم‌برداری‌اش را خیلی دوست داشتم.',
  description: 'سفر چند خانواده به شمال که با گم شدن الی رنگ دیگری می‌گیرد.',
  subtitle: 'فصل ۱، قسمت ۲',
  fullName: 'سارا کریمی',
  contact: 'sara@example.com',
  subject: 'پیشنهاد برای زیرنویس',
  searchText: 'درباره',
  captchaId: 'c-7f3a',
  captchaAnswer: 'ab12',
  file: 'data:image/png;base64,iVBORw0KGgo=',
  url: '/media/s/1/master.m3u8?exp=1795000000&sig=9c1e',
  posterUrl: '/media/posters/movie-1.svg',
  backdropUrl: '/media/backdrops/movie-1.svg',
  imageUrl: '/media/stills/episode-1.svg',
  pictureUrl: '/media/portraits/star-1.svg',
  picture: '/media/playlists/1.jpg',
  dominantColor: '#3a2f4b',
  country: 'ایران',
  character: 'احمد',
  birthPlace: 'تهران',
  language: 'fa',
  audioLanguage: 'fa',
  subtitleLanguage: 'fa',
  label: 'فارسی',
  status: 'Registered',
  message: 'Invalid request',
  requestId: 'req-1a2b',
};

/**
 * A value that satisfies `schema`; `field` is the property it is for, when it is one.
 * @param schema - A plain JSON schema (a TypeBox schema through `JSON.parse(JSON.stringify(…))`).
 * @param field - The property name the value is for, which picks a plausible Persian value.
 * @example
 * ```ts
 * exampleOf({ type: 'object', properties: { title: { type: 'string' } } }); // { title: 'درباره الی' }
 * ```
 */
export function exampleOf(schema: Json, field?: string): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const branches = (schema.anyOf ?? schema.oneOf) as Json[];
    // A nullable field shows its value, not null; a union of constants its first.
    const chosen = branches.find((b) => b.type !== 'null') ?? branches[0] ?? {};
    return exampleOf(chosen, field);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as Json[]).map((part) => exampleOf(part, field)));
  }
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, exampleOf(value, key)]));
    }
    case 'array':
      return schema.items ? [exampleOf(schema.items as Json, field)] : [];
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const guess = field && /year/i.test(field) ? 2011 : field && /count|duration|position/i.test(field) ? 120 : 1;
      const maximum = typeof schema.maximum === 'number' ? schema.maximum : Number.POSITIVE_INFINITY;
      return Math.min(Math.max(guess, minimum), maximum);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringExample(schema, field);
    default:
      return {};
  }
}

function stringExample(schema: Json, field?: string): string {
  if (schema.format === 'date-time') return '2026-11-27T10:30:00.000Z';
  if (schema.format === 'date') return '2011-02-09';
  const known = field === undefined ? undefined : byField[field];
  let text = typeof known === 'string' ? known : typeof schema.pattern === 'string' ? 'fa' : 'نمونه';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  while (text.length < min) text += text;
  return text.slice(0, max);
}

/** One endpoint's example: what it is sent (query or body) and what it answers on success. */
export interface EndpointExample {
  /** The query (reads) or body (writes); undefined when it takes none. */
  input: unknown;
  /** The answer on success. */
  output: unknown;
}

const plain = (schema: unknown): Json => JSON.parse(JSON.stringify(schema)) as Json;

/** An example request and answer for each endpoint, drawn from its schemas (the OpenAPI document shows them). */
export const endpointExamples = Object.fromEntries(
  (Object.entries(endpointSchemas) as [EndpointName, EndpointSchema][]).map(([name, schemas]) => {
    const input = schemas.query ?? schemas.body;
    return [name, { input: input ? exampleOf(plain(input)) : undefined, output: exampleOf(plain(schemas.response)) }];
  }),
) as Record<EndpointName, EndpointExample>;
