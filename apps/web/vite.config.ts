import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// `pnpm dev` proxies the API's paths to a local API (`pnpm --filter @parde/api start`), so the app and the API
// share one origin as in production.
const api = process.env.PARDE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    // The bench reads the manifest to add up what each route needs on first load.
    manifest: true,
    target: 'es2022',
  },
  server: { proxy: { '/api': api, '/media': api, '/dev': api } },
});
