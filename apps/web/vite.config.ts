import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// `pnpm dev` proxies the API's paths to a local API (`pnpm --filter @parde/api start`), so the app and the API
// share one origin as in production.
const api = process.env.PARDE_API_URL ?? 'http://localhost:8080';

// `vite build --ssr src/server.tsx` builds the server renderer into dist/ssr (docs/decisions/017): the same modules,
// with the workspace packages bundled in (their styles are vanilla-extract files), the rest left to node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), ...(isSsrBuild ? [] : [precompress()])],
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
            codeSplitting: {
              // What the entry needs at start, in one file: split as the bundler does by default, the first load is
              // dozens of small files that compress worse and cost a phone a request each (docs/decisions/019).
              groups: [{ name: 'boot', tags: ['$initial'] }],
            },
          },
        },
      },
  server: { proxy: { '/api': api, '/media': api, '/dev': api } },
}));
