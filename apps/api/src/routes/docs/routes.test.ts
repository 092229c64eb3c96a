import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { docsRoutes } from './routes';

const dir = mkdtempSync(join(tmpdir(), 'parde-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('documentation sites', () => {
  it("issue #26 finding 10: allow their own inline scripts by hash, never 'unsafe-inline'", async () => {
    const inline = 'window.STORYBOOK_GLOBALS = {};';
    writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${inline}</script><script src="/x.js"></script>`);
    const app = Fastify();
    await docsRoutes(app, { storybook: dir, apiReference: join(dir, 'absent') });
    const page = await app.inject({ url: '/storybook/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    await app.close();
  });
});
