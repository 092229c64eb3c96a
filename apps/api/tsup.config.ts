import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    bench: 'bench/api.ts',
    'bench-search': 'bench/search.ts',
    'bench-seed': 'bench/seed.ts',
    'bench-chaos': 'bench/chaos.ts',
    'bench-captcha': 'bench/captcha-ocr.ts',
    ingest: 'src/cli/ingest-main.ts',
    seed: 'src/cli/seed-main.ts',
  },
  format: ['esm'],
  target: 'node24',
  platform: 'node',
  sourcemap: true,
  clean: true,
  // Workspace packages are bundled as built dist; node_modules stay external.
  external: [/^[^./]/],
});
