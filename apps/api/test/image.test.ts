/**
 * The production image's runtime stage, mirrored on this machine (issue #39): `scripts/runtime-image.mjs check`
 * assembles what the Dockerfile copies (`pnpm deploy --prod` of the API, the site and the docs sites), refuses when
 * embedded PostgreSQL, PGlite or TypeScript came along, then starts it in production on PostgreSQL with its secrets
 * in files and asks what a smoke test asks. Its size is printed. Needs PostgreSQL and the build.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { emptyDatabase, engine, takingTurns } from './helper';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe.skipIf(engine !== 'postgres')('the runtime image', () => {
  it('assembles without the embedded databases or the compiler, starts on PostgreSQL and answers', async () => {
    const { schema, drop } = await emptyDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'parde-image-'));
    try {
      // The server migrates as it starts; another suite's schema drop must not run meanwhile.
      const run = await takingTurns(process.env.DATABASE_URL, () => {
        const child = spawn(process.execPath, ['scripts/runtime-image.mjs', 'check', join(dir, 'app')], {
          cwd: root,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            DATABASE_URL: process.env.DATABASE_URL ?? '',
            DATABASE_SCHEMA: schema ?? '',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        return new Promise<{ code: number | null; output: string }>((resolve) =>
          child.on('close', (code) => resolve({ code, output })),
        );
      });
      console.log(run.output);
      expect(run.code, run.output).toBe(0);
      expect(run.output).toMatch(/\[image\] assembled .+: [\d.]+ MB \(dependencies [\d.]+ MB/);
      expect(run.output).toContain('[image] the assembled server answered 8 smoke requests on PostgreSQL');
      expect(run.output).toContain('[parde] stopped');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await drop();
    }
  }, 180_000);
});
