import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/ingest.ts', 'src/make-demo-clips.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node22',
  platform: 'node',
});
