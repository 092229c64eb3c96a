import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { designTokensFile } from './scripts/design-tokens-file';

// Runtime dependencies stay imports (the app dedupes them); their CSS files are bundled into style.css. hls.js is
// only ever imported dynamically, so it stays a lazily loaded chunk of the app.
const external = (id: string) =>
  !id.endsWith('.css') && /^(react|react-dom|sonner|keen-slider|hls\.js|@parde\/fa)(\/|$)/.test(id);

export default defineConfig({
  // `tokens.json` beside the bundle, for the `./tokens.json` export.
  plugins: [react(), vanillaExtractPlugin(), designTokensFile()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Font files stay separate woff2 files rather than base64 inside the CSS, so the browser fetches only the
    // subsets a page uses.
    assetsInlineLimit: 0,
    lib: {
      entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
      cssFileName: 'style',
    },
    rollupOptions: {
      external,
      // One output module per source module, so an app bundles only the components it imports (a page using
      // Button does not pull in keen-slider or sonner through HeroSlider or Toaster).
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
