import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from './helper';

/**
 * Every endpoint of the server's own OpenAPI document, each parameter and body field in turn given hostile values
 * (control and bidi characters, huge and negative numbers, wrong types, unicode), plus hostile headers and 10 MB
 * bodies. Asserts no 5xx ever, and every error in the documented `{ code, message, errors }` shape. Endpoints
 * added later are covered as soon as they are in the document.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
}
interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

let server: TestServer;
let token: string;
let doc: Doc;
beforeAll(async () => {
  server = await startServer();
  token = await signUp(server, '09170000001');
  doc = (await (await server.fetch('/api/openapi.json')).json()) as Doc;
});
afterAll(() => server?.close());

/** The schema with every `$ref` to a named component replaced by the component (the document names them). */
function resolve(schema: Schema, depth = 0): Schema {
  if (depth > 20) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const copy: Record<string, unknown> = { ...schema };
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) copy[key] = schema[key]!.map((s) => resolve(s, depth + 1));
  }
  if (schema.properties) {
    copy.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, resolve(s, depth + 1)]));
  }
  return copy as Schema;
}

/** A value the schema accepts, so each request differs from a valid one in the one field under test. */
function validValue(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return validValue(branches[0]!);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(validValue));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-01-01';
      const text = 'سلام دنیای پرده';
      return text.padEnd(schema.minLength ?? 0, '.').slice(0, schema.maxLength ?? text.length);
    }
    case 'array':
      return [];
    default: {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = validValue(schema.properties?.[name] ?? {});
      return value;
    }
  }
}

/** Strings a text field must refuse: a 400 naming the field, never stored, never a 500. */
const controlStrings = ['\u0000', 'ab\u0000cd', 'x\u0001\u001b[31m\u007f', 'سلام\u0085دنیا'];
const hostileStrings = [
  '\u202egnp.exe',
  '\u2066\u202bمتن\u2069',
  '\u202e',
  '\ud800',
  '😀'.repeat(40),
  'ي ك ة ۀ ‌ ـ',
  'x'.repeat(5000),
  '',
  ' ',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '-1',
  '1e999',
  'NaN',
];
const hostileNumbers = [-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MAX_VALUE];
const wrongTypes = [null, true, false, [], {}, ['x'], { $gt: '' }];
const hostileJson: unknown[] = [...controlStrings, ...hostileStrings, ...hostileNumbers, ...wrongTypes];
const hostileQuery: (string | string[])[] = [
  ...controlStrings,
  ...hostileStrings,
  ...hostileNumbers.map(String),
  'true',
  'null',
  '[]',
  '{}',
  ['1', '2'],
];

const isTextSchema = (schema: Schema) =>
  schema.type === 'string' && schema.const === undefined && schema.enum === undefined && !schema.format;

const stats = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

/** Asserts the answer is not a 5xx and, when an error, is in the wire shape; answers status and body. */
async function check(response: Response, context: string) {
  const text = await response.text();
  stats.requests += 1;
  stats.byStatus.set(response.status, (stats.byStatus.get(response.status) ?? 0) + 1);
  if (response.status >= 500) stats.serverErrors += 1;
  expect(response.status, `${context} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  let body: { code?: unknown; message?: unknown; errors?: unknown } | undefined;
  if (response.status >= 400) {
    expect(response.headers.get('content-type'), context).toContain('application/json');
    body = JSON.parse(text);
    expect(typeof body!.code, `${context}: ${text}`).toBe('string');
    expect(Array.isArray(body!.errors), `${context}: ${text}`).toBe(true);
    expect((body!.errors as unknown[]).every((e) => typeof e === 'string')).toBe(true);
    expect(body!.message, `${context}: ${text}`).toBe((body!.errors as string[])[0]);
    expect(text, context).not.toMatch(/at .+\.(ts|js):\d+|node_modules/);
  }
  return { status: response.status, body: body as { code: string; errors: string[] } | undefined };
}

/** A text field with a control character: refused as a validation error that names a field (or rate-limited). */
function expectRefusedText(result: Awaited<ReturnType<typeof check>>, context: string) {
  if (result.status === 429) return;
  expect(result.status, context).toBe(400);
  expect(result.body!.code, context).toBe('ValidationError');
  expect(result.body!.errors.slice(1).join(' '), context).toMatch(/«.+»/);
}

const auth = () => ({ Authorization: `Bearer ${token}` });
let spare = 0;
/** Logout revokes the token it carries: each call to it gets a sign-in of its own. */
const authFor = async (path: string) =>
  path === '/api/account/logout'
    ? { Authorization: `Bearer ${await signUp(server, `0917100${String(spare++).padStart(4, '0')}`)}` }
    : auth();
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      path,
      method: method.toUpperCase(),
      op: {
        ...op,
        // A parameter by reference is the AgeRange header, fuzzed with the other headers.
        parameters: op.parameters?.filter((p) => p.schema).map((p) => ({ ...p, schema: resolve(p.schema) })),
        requestBody: op.requestBody && {
          content: Object.fromEntries(
            Object.entries(op.requestBody.content).map(([type, c]) => [type, { schema: resolve(c.schema) }]),
          ),
        },
      },
    })),
  );
const apiOperations = () => operations().filter(({ path }) => path.startsWith('/api/'));

function queryString(values: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

describe('fuzz: every endpoint of the OpenAPI document', () => {
  it('covers every endpoint of the document', () => {
    const ops = apiOperations();
    expect(ops.length).toBeGreaterThanOrEqual(60);
    expect(ops.some(({ op }) => op.requestBody)).toBe(true);
  });

  it('hostile query parameters: no 5xx, errors in the wire shape, control characters refused', async () => {
    for (const { path, method, op } of apiOperations()) {
      if (method !== 'GET') continue;
      const params = (op.parameters ?? []).filter((p) => p.in === 'query');
      const base: Record<string, unknown> = {};
      for (const p of params) if (p.required) base[p.name] = validValue(p.schema);
      for (const p of params) {
        for (const value of hostileQuery) {
          const url = `${path}?${queryString({ ...base, [p.name]: value })}`;
          const result = await check(await server.fetch(url, { headers: auth() }), `GET ${url.slice(0, 120)}`);
          if (isTextSchema(p.schema) && typeof value === 'string' && controlStrings.includes(value)) {
            expectRefusedText(result, `${path} ${p.name}`);
          }
        }
      }
    }
  }, 300_000);

  it('hostile JSON body fields: no 5xx, errors in the wire shape, control characters refused', async () => {
    for (const { path, method, op } of apiOperations()) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (method !== 'POST' || !schema) continue;
      // A union body (generate-otp) is fuzzed branch by branch.
      for (const branch of schema.anyOf ?? schema.oneOf ?? [schema]) {
        const base = validValue(branch) as Record<string, unknown>;
        for (const [field, fieldSchema] of Object.entries(branch.properties ?? {})) {
          for (const value of hostileJson) {
            const response = await server.fetch(path, {
              method: 'POST',
              headers: { ...(await authFor(path)), 'Content-Type': 'application/json' },
              body: JSON.stringify({ ...base, [field]: value }),
            });
            const result = await check(response, `POST ${path} ${field}=${JSON.stringify(value).slice(0, 40)}`);
            if (isTextSchema(fieldSchema) && typeof value === 'string' && controlStrings.includes(value)) {
              expectRefusedText(result, `${path} ${field}`);
            }
          }
        }
      }
    }
  }, 300_000);

  it('hostile multipart fields (uploads): no 5xx, control characters refused', async () => {
    const uploads = apiOperations().filter(({ op }) => op.requestBody?.content['multipart/form-data']);
    expect(uploads.length).toBeGreaterThan(0);
    for (const { path, op } of uploads) {
      const schema = op.requestBody!.content['multipart/form-data']!.schema;
      const fields = validValue(schema) as Record<string, string>;
      for (const field of Object.keys(schema.properties ?? {})) {
        if (field === 'picture') continue;
        for (const value of [...controlStrings, ...hostileStrings]) {
          const form = new FormData();
          for (const [name, v] of Object.entries({ ...fields, [field]: value })) form.append(name, v);
          const result = await check(
            await server.fetch(path, { method: 'POST', headers: auth(), body: form }),
            `POST ${path} ${field}=${value.slice(0, 20)}`,
          );
          if (controlStrings.includes(value)) expectRefusedText(result, `${path} ${field}`);
        }
      }
    }
  });

  it('whole bodies: broken, wrong-typed, deeply nested, 10 MB; 413 for oversized in the wire shape', async () => {
    const tenMegabytes = JSON.stringify({ text: 'x'.repeat(10 * 1024 * 1024) });
    const bodies: [string, string, string][] = [
      ['bad json', 'application/json', '{"a": '],
      ['array', 'application/json', '[]'],
      ['null', 'application/json', 'null'],
      ['number', 'application/json', '1e999'],
      ['nested', 'application/json', `${'['.repeat(30_000)}${']'.repeat(30_000)}`],
      ['nested objects', 'application/json', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
      ['proto', 'application/json', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
      ['text', 'text/plain', 'hello'],
      ['form', 'application/x-www-form-urlencoded', 'a=1'],
    ];
    for (const { path, method } of apiOperations()) {
      if (method !== 'POST') continue;
      for (const [label, type, body] of bodies) {
        await check(
          await server.fetch(path, {
            method: 'POST',
            headers: { ...(await authFor(path)), 'Content-Type': type },
            body,
          }),
          `POST ${path} ${label}`,
        );
      }
      const huge = await check(
        await server.fetch(path, {
          method: 'POST',
          headers: { ...(await authFor(path)), 'Content-Type': 'application/json' },
          body: tenMegabytes,
        }),
        `POST ${path} 10 MB`,
      );
      if (!path.includes('PlayListCommand/Create')) {
        expect(huge.status, `${path} 10 MB`).toBe(413);
        expect(huge.body!.code).toBe('RequestTooLarge');
      }
    }
  }, 300_000);

  it('hostile headers: tampered tokens and AgeRange values', async () => {
    const [header, payload] = token.split('.') as [string, string];
    const authorizations = [
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      `Bearer ${header}.${payload}.`,
      `Bearer ${header}.${payload}.${'A'.repeat(43)}`,
      `Bearer eyJhbGciOiJub25lIn0.${payload}.`,
      `Bearer ${'x'.repeat(4000)}`,
      `Bearer ${token} ${token}`,
    ];
    const ages = ['-1', '99', '18.5', '1e3', 'abc', ' ', '0x12'];
    for (const { path, method } of apiOperations()) {
      if (method !== 'GET') continue;
      for (const authorization of authorizations) {
        await check(
          await server.fetch(path, { headers: { Authorization: authorization } }),
          `${path} ${authorization}`,
        );
      }
      for (const age of ages) await check(await server.fetch(path, { headers: { AgeRange: age } }), `${path} ${age}`);
    }
  }, 300_000);

  it('reports its totals', () => {
    const statuses = [...stats.byStatus.entries()].sort(([a], [b]) => a - b);
    console.info(
      `fuzz: ${stats.requests} requests, ${stats.serverErrors} × 5xx; by status ${statuses.map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
    expect(stats.serverErrors).toBe(0);
    expect(stats.requests).toBeGreaterThan(3000);
  });
});
