import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/art.ts', 'src/lexicon.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node22',
  platform: 'node',
});
