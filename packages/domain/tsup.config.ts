import { defineConfig } from 'tsup';

export default defineConfig({
  // `react` is its own entry so plain-Node consumers of the stores never load React.
  entry: ['src/index.ts', 'src/react.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'zustand', 'jwt-decode', /^@parde\//],
});
