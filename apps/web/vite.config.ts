import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { shakeRouter } from './build/shake-router';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// `pnpm dev` proxies the API's paths to a local API (`pnpm --filter @parde/api start`), so the app and the API
// share one origin as in production.
const api = process.env.PARDE_API_URL ?? 'http://localhost:8080';

const short = (name: string) => (name.startsWith('shared~') ? 'shared' : name);

// `vite build --ssr src/server.tsx` builds the server renderer into dist/ssr (docs/decisions/017): the same modules,
// with the workspace packages bundled in (their styles are vanilla-extract files), the rest left to node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), ...(isSsrBuild ? [] : [shakeRouter(), precompress()])],
  define: { __APP_VERSION__: JSON.stringify(version) },
  ssr: { noExternal: [/^@parde\//] },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: false, target: 'node22', copyPublicDir: false }
    : {
        // The server renderer reads the manifest for each page's stylesheets and the fonts.
        manifest: true,
        target: 'es2022',
        // Every browser that runs this es2022 build but Safari before 17 has modulepreload; there the page's chunks
        // still load through their imports, one step later. The polyfill was part of every first load.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Shared groups are named after every page that uses them; the hash alone tells them apart.
            chunkFileNames: ({ name }) => `assets/${short(name)}-[hash].js`,
            assetFileNames: ({ names }) =>
              `assets/${short(names[0]?.replace(/\.[^.]+$/, '') ?? 'asset')}-[hash][extname]`,
            codeSplitting: {
              groups: [
                // Everything the first render needs, in one file: a phone on a slow link pays a round trip per file,
                // and the entry's dozen small modules cost more in round trips than in bytes.
                // React's modules and the file that runs them (src/react-first.ts): a module script of their own,
                // evaluated in a task of its own before the entry's (public/start.js).
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]react-first\.ts$/,
                  priority: 3,
                },
                { name: 'boot', tags: ['$initial'], priority: 2 },
                // Modules several pages share (cards, rows, dialogs) grouped by the pages that use them, small groups
                // merged, so a page needs a few files rather than twenty.
                {
                  name: 'shared',
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 6_000,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': api, '/media': api, '/dev': api } },
}));
