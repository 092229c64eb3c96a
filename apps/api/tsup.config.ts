import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** Each migration is a file of its own in dist/migrations/, where src/db/migrations.ts finds them at start-up. */
const migrations = Object.fromEntries(
  readdirSync('src/db/migrations')
    .filter((name) => /^\d{3}-[a-z0-9-]+\.ts$/.test(name))
    .map((name) => [`migrations/${name.slice(0, -3)}`, `src/db/migrations/${name}`]),
);

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
    ...migrations,
  },
  format: ['esm'],
  target: 'node24',
  platform: 'node',
  sourcemap: true,
  clean: true,
  // Workspace packages are bundled as built dist; node_modules stay external.
  external: [/^[^./]/],
});
