import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/schemas.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // typebox is only needed by the schemas entry; keep it external so apps dedupe it.
  external: ['typebox', 'ky'],
});
