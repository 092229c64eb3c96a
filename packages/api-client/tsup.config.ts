import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  entry: ['src/index.ts', 'src/schemas.ts'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
};

// ESM for bundlers and Node, CommonJS for `require()` (Jest, older tooling): `dist/*.js` + `.d.ts` and
// `dist/*.cjs` + `.d.cts`, so TypeScript sees the right flavour under every module resolution.
export default defineConfig([
  // typebox is only needed by the schemas entry; both stay external so apps dedupe them.
  { ...shared, format: ['esm'], clean: true, external: ['typebox', 'ky'] },
  // ky and typebox ship only ES modules, and require(esm) hands back a namespace whose `default` CommonJS interop
  // does not unwrap (`ky.default.create is not a function`), so the CommonJS build carries its own copies.
  { ...shared, format: ['cjs'], noExternal: ['ky', 'typebox'] },
]);
