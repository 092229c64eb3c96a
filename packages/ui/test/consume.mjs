// Consumes the built package the way the web app does: a Vite build of an entry that imports `@parde/ui`, its
// `style.css` and `fonts.css` through the exports map. Fails if an export is missing, the fonts get inlined or hls.js
// lands in the entry chunk instead of a chunk of its own.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const app = mkdtempSync(join(tmpdir(), 'parde-ui-consume-'));
try {
  // The app sees the package through node_modules, as pnpm links it, so only the exports map can resolve it.
  mkdirSync(join(app, 'node_modules', '@parde'), { recursive: true });
  symlinkSync(pkg, join(app, 'node_modules', '@parde', 'ui'), 'dir');
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><body><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    join(app, 'main.js'),
    [
      "import '@parde/ui/fonts.css';",
      "import '@parde/ui/style.css';",
      "import { Header, Toaster, toast, vars, LinkProvider, VideoPlayer } from '@parde/ui';",
      "import { vars as themeVars, media } from '@parde/ui/theme';",
      'window.parts = [Header, Toaster, toast, vars, LinkProvider, VideoPlayer, themeVars, media];',
      // One theme: both entries must hand out the same CSS variables.
      "if (themeVars.color.accent !== vars.color.accent) throw new Error('two copies of the theme');",
    ].join('\n'),
  );
  // Warnings about third-party bundling (sonner's "use client") are the app's business; errors fail the run.
  await build({ root: app, logLevel: 'error', build: { outDir: 'dist', assetsInlineLimit: 0 } });

  const assets = readdirSync(join(app, 'dist', 'assets'));
  const css = assets.filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(app, 'dist', 'assets', f), 'utf8'));
  const problems = [];
  if (!assets.some((f) => /vazirmatn-arabic.*\.woff2$/.test(f)))
    problems.push('the Arabic Vazirmatn woff2 was not emitted');
  if (!assets.some((f) => /vazirmatn-latin-wght.*\.woff2$/.test(f)))
    problems.push('the Latin Vazirmatn woff2 was not emitted');
  if (assets.some((f) => /latin-ext/.test(f))) problems.push('the unused latin-ext subset was emitted');
  if (css.some((text) => text.includes('data:font/woff2'))) problems.push('a font was inlined into the CSS');
  if (!css.some((text) => text.includes('font-display:swap'))) problems.push('font-display: swap is missing');
  if (!css.some((text) => text.includes('#19b8ae'))) problems.push('the theme variables are missing from the CSS');
  if (!css.some((text) => text.includes('.keen-slider'))) problems.push("keen-slider's CSS is missing");
  // hls.js goes in a chunk fetched only when a player mounts; its event names mark its code.
  const html = readFileSync(join(app, 'dist', 'index.html'), 'utf8');
  const entryName = html.match(/src="\/assets\/([^"]+\.js)"/)?.[1];
  const js = assets.filter((f) => f.endsWith('.js'));
  const hlsMarker = 'hlsManifestParsed';
  const read = (f) => readFileSync(join(app, 'dist', 'assets', f));
  const hlsChunk = js.find((f) => f !== entryName && read(f).includes(hlsMarker));
  if (!entryName) problems.push('no entry script in index.html');
  else if (read(entryName).includes(hlsMarker)) problems.push('hls.js is in the entry chunk');
  if (!hlsChunk) problems.push('no separate hls.js chunk');
  if (problems.length > 0) {
    console.error(`@parde/ui is not consumable:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const kb = (f) => (gzipSync(read(f)).length / 1024).toFixed(1);
  console.log(
    `@parde/ui consumed by a Vite build: ${assets.length} assets, fonts as files; entry ${kb(entryName)} KB gzip, ` +
      `lazy hls.js chunk ${kb(hlsChunk)} KB gzip`,
  );
} finally {
  rmSync(app, { recursive: true, force: true });
}
