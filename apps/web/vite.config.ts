import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// `pnpm dev` proxies the API's paths to a local API (`pnpm --filter @parde/api start`), so the app and the API
// share one origin as in production.
const api = process.env.PARDE_API_URL ?? 'http://localhost:8080';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every text file of the build at the highest settings, once, so the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing each answer at a lower setting.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'parde:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      const text = files.filter((file) => /\.(?:js|css|html|svg|json|txt)$/.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        text.map(async (file) => {
          const path = join(outDir, file);
          const bytes = await readFile(path);
          await writeFile(`${path}.br`, await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, await gzipped(bytes, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    // The bench reads the manifest to add up what each route needs on first load.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Shared groups are named after every page that uses them; the hash alone tells them apart.
        chunkFileNames: ({ name }) =>
          name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Everything the first render needs, in one file: a phone on a slow link pays a round trip per file,
            // and the entry's dozen small modules cost more in round trips than in bytes.
            { name: 'boot', tags: ['$initial'], priority: 2 },
            // Modules several pages share (cards, rows, dialogs) grouped by the pages that use them, small groups
            // merged, so a page needs a few files rather than twenty.
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 12_000, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/media': api, '/dev': api } },
});
