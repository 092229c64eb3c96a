import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import clientPackage from '@parde/api-client/package.json' with { type: 'json' };
import { endpointErrors, endpointNames, endpoints } from '@parde/api-client/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, openApiDocument } from './openapi';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'parde-openapi-'));
const file = join(dir, 'openapi.json');
const document = buildOpenApiDocument('0.0.0-test') as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};
writeFileSync(file, JSON.stringify(document, null, 2));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a linter that exits non-zero on findings; its report is what matters. */
async function lint(command: string, args: string[]): Promise<string> {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  try {
    const { stdout } = await run(command, args, { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}

describe('OpenAPI document', () => {
  it('has one operation per endpoint, with named schemas and the error answers', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.map((o) => o.operationId).sort()).toEqual([...endpointNames].sort());
    expect(document.components.schemas).toHaveProperty('TitleCardPage');
    expect(document.components.schemas).toHaveProperty('MovieDetail');
    const getMovieById = document.paths['/api/MovieQuery/GetById']?.get;
    expect(Object.keys(getMovieById?.responses ?? {})).toEqual(['200', '400', '401', '404', '429', '431', '503']);
  });

  it('issue #26 finding 10: 401, 429 and 431 on every operation, 413 on writes, Retry-After on 429', () => {
    const all = Object.values(document.paths).flatMap((item) =>
      Object.entries(item as Record<string, { operationId: string; responses: Record<string, unknown> }>),
    );
    for (const [method, operation] of all) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, operation.operationId).toEqual(expect.arrayContaining(['401', '429', '431']));
      if (method === 'post') expect(statuses, operation.operationId).toContain('413');
      const tooMany = operation.responses['429'] as { headers?: object };
      expect(tooMany.headers, operation.operationId).toHaveProperty('Retry-After');
    }
    expect(Object.keys(document.paths['/api/ProfileCommand/AddProfile']?.post?.responses ?? {})).toContain('403');
  });

  // Issue #39: each operation states the codes it can answer, from the endpoint table (`endpointErrors`).
  it('lists per operation and status the codes it can answer, each with an example and the request id', () => {
    type ErrorAnswer = {
      description: string;
      headers: Record<string, unknown>;
      content: {
        'application/json': { schema: { allOf: [unknown, { properties: { code: { enum: string[] } } }] } };
      } & {
        'application/json': { examples: Record<string, { value: { code: string; requestId: string } }> };
      };
    };
    const answers = (path: string, method: string) =>
      (document.paths[path]?.[method]?.responses ?? {}) as Record<string, ErrorAnswer>;
    const codesOf = (answer: ErrorAnswer | undefined) =>
      answer?.content['application/json'].schema.allOf[1].properties.code.enum;

    const generateOtp = answers('/api/account/generate-otp', 'post');
    expect(codesOf(generateOtp['400'])).toEqual([
      'ValidationError',
      'PreviousTokenNotExpired',
      'InvalidPhoneNumber',
      'CaptchaRequired',
      'CaptchaError',
    ]);
    expect(generateOtp['404']).toBeUndefined();
    const verifyOtp = answers('/api/account/verify-otp', 'post');
    expect(codesOf(verifyOtp['400'])).toEqual(['ValidationError', 'InvalidVerifyToken', 'TimeExpired', 'TokenExpired']);
    expect(codesOf(answers('/api/Account/refresh-token', 'post')['403'])).toEqual(['Forbidden']);
    expect(codesOf(answers('/api/MovieQuery/GetById', 'get')['404'])).toEqual(['NotExistsError']);
    expect(codesOf(answers('/api/MovieQuery/GetById', 'get')['400'])).toEqual(['ValidationError']);
    expect(codesOf(answers('/api/DownloadCommand/Grant', 'post')['400'])).toContain('DownloadLimitReached');

    // The same codes as the client's docs, from the one table.
    for (const name of endpointNames) {
      const [path, method] = [endpoints[name].path, endpoints[name].method.toLowerCase()];
      const listed = Object.entries(answers(path, method))
        .filter(([status]) => status !== '200')
        .flatMap(([status, answer]) => codesOf(answer)?.map((code) => `${code} ${status}`) ?? []);
      const expected = [...new Set(endpointErrors(name).map((e) => `${e.code} ${e.status}`))];
      expect(listed.sort(), name).toEqual(expected.sort());
      for (const [status, answer] of Object.entries(answers(path, method))) {
        if (status === '200') continue;
        expect(answer.headers, `${name} ${status}`).toHaveProperty('X-Request-Id');
        const examples = answer.content['application/json'].examples;
        expect(Object.keys(examples), `${name} ${status}`).toEqual(codesOf(answer));
      }
    }
  });

  it('has an example request and answer for every operation', () => {
    type Operation = {
      operationId: string;
      parameters?: { in?: string; $ref?: string; example?: unknown }[];
      requestBody?: { content: Record<string, { example?: unknown }> };
      responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
    };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item)) as Operation[];
    const lacking = operations.flatMap((operation) => {
      const missing: string[] = [];
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      if (query.some((p) => p.example === undefined)) missing.push('a query example');
      const body = Object.values(operation.requestBody?.content ?? {})[0];
      if (operation.requestBody && body?.example === undefined) missing.push('a request example');
      const answer = operation.responses['200']?.content?.['application/json'];
      if (answer?.example === undefined) missing.push('an answer example');
      return missing.map((what) => `${operation.operationId} lacks ${what}`);
    });
    expect(lacking).toEqual([]);
    // The validation error's example shows the fields a form puts beside its inputs.
    expect(JSON.stringify(document)).toContain('"fields":{"profileName"');
  });

  it('carries the api-client version, the contract it describes', () => {
    expect((openApiDocument() as { info: { version: string } }).info.version).toBe(clientPackage.version);
  });

  it('passes redocly lint (recommended) with no errors and no warnings', async () => {
    const out = await lint(bin('redocly'), ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json']);
    const report = JSON.parse(out.slice(out.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('passes spectral lint (spectral:oas) with no problems', async () => {
    const out = await lint(bin('spectral'), [
      'lint',
      file,
      '--ruleset',
      join(root, '.spectral.yaml'),
      '-f',
      'json',
      '--quiet',
    ]);
    const problems = JSON.parse(out.slice(out.indexOf('['))) as { code: string; message: string; path: string[] }[];
    expect(problems.map((p) => `${p.code}: ${p.message} at ${p.path.join('.')}`)).toEqual([]);
  });
});
