// Consumes the built package the way the web app does: Vite builds of small apps that import `@parde/ui`, its
// `style.css` and `fonts.css` through the exports map. Fails if an export is missing, the fonts get inlined, hls.js
// or keen-slider land in the entry chunk instead of a chunk of their own, or the package stops being tree-shakable (an app that
// imports only `Button`, or only the theme, must not carry keen-slider, sonner, hls.js or the other components).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const pkg = fileURLToPath(new URL('..', import.meta.url));

// Strings that only each library's code contains, so their presence in a chunk marks that code.
const markers = {
  'hls.js': 'hlsManifestParsed',
  'keen-slider': 'data-keen-slider-',
  sonner: 'data-sonner-toaster',
  React: 'react.transitional.element',
  VideoPlayer: 'پخش ویدیو ممکن نشد',
};

/** Builds a throwaway app whose entry is `source`; returns its assets and a reader. */
async function consume(source) {
  const app = mkdtempSync(join(tmpdir(), 'parde-ui-consume-'));
  try {
    // The app sees the package through node_modules, as pnpm links it, so only the exports map can resolve it.
    mkdirSync(join(app, 'node_modules', '@parde'), { recursive: true });
    symlinkSync(pkg, join(app, 'node_modules', '@parde', 'ui'), 'dir');
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><html lang="fa" dir="rtl"><body><script type="module" src="./main.js"></script></body></html>',
    );
    writeFileSync(join(app, 'main.js'), source.join('\n'));
    // Warnings about third-party bundling (sonner's "use client") are the app's business; errors fail the run.
    await build({ root: app, logLevel: 'error', build: { outDir: 'dist', assetsInlineLimit: 0 } });
    const dir = join(app, 'dist', 'assets');
    const assets = readdirSync(dir);
    const files = new Map(assets.map((f) => [f, readFileSync(join(dir, f))]));
    const html = readFileSync(join(app, 'dist', 'index.html'), 'utf8');
    const entry = html.match(/src="\/assets\/([^"]+\.js)"/)?.[1];
    return { assets, entry, read: (f) => files.get(f), js: assets.filter((f) => f.endsWith('.js')) };
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

const problems = [];
const kb = (bytes) => `${(gzipSync(bytes).length / 1024).toFixed(1)} KB`;
const has = (bytes, marker) => bytes.includes(marker);

// 1. The whole app: every entry, the fonts, the styles, hls.js split off.
const full = await consume([
  "import '@parde/ui/fonts.css';",
  "import '@parde/ui/style.css';",
  "import { CaptchaField, CarouselRow, Header, HeroSlider, Toaster, toast, vars, LinkProvider, VideoPlayer } from '@parde/ui';",
  "import { vars as themeVars, media } from '@parde/ui/theme';",
  'window.parts = [CaptchaField, CarouselRow, Header, HeroSlider, Toaster, toast, vars, LinkProvider, VideoPlayer, themeVars, media];',
  // One theme: both entries must hand out the same CSS variables.
  "if (themeVars.color.accent !== vars.color.accent) throw new Error('two copies of the theme');",
]);
const css = full.assets.filter((f) => f.endsWith('.css')).map((f) => full.read(f).toString('utf8'));
if (!full.assets.some((f) => /vazirmatn-persian-wght.*\.woff2$/.test(f)))
  problems.push('the Persian Vazirmatn woff2 was not emitted');
if (!full.assets.some((f) => /vazirmatn-latin-wght.*\.woff2$/.test(f)))
  problems.push('the Latin Vazirmatn woff2 was not emitted');
if (full.assets.some((f) => /latin-ext/.test(f))) problems.push('the unused latin-ext subset was emitted');
if (css.some((text) => text.includes('data:font/woff2'))) problems.push('a font was inlined into the CSS');
if (!css.some((text) => text.includes('font-display:swap'))) problems.push('font-display: swap is missing');
if (!css.some((text) => text.includes('#19b8ae'))) problems.push('the theme variables are missing from the CSS');
if (!css.some((text) => text.includes('.keen-slider'))) problems.push("keen-slider's CSS is missing");
const hlsChunk = full.js.find((f) => f !== full.entry && has(full.read(f), markers['hls.js']));
if (!full.entry) problems.push('no entry script in index.html');
else {
  if (has(full.read(full.entry), markers['hls.js'])) problems.push('hls.js is in the entry chunk');
  // keen-slider starts after the first paint (useLazySlider), so it is no part of a page's first-load JS.
  if (has(full.read(full.entry), markers['keen-slider'])) problems.push('keen-slider is in the entry chunk');
  if (!full.js.some((f) => f !== full.entry && has(full.read(f), markers['keen-slider'])))
    problems.push('no separate keen-slider chunk');
  // The markers must be found where the code is, or their absence below would prove nothing.
  for (const name of ['sonner', 'React', 'VideoPlayer'])
    if (!has(full.read(full.entry), markers[name])) problems.push(`the full app's entry lacks the ${name} marker`);
}
if (!hlsChunk) problems.push('no separate hls.js chunk');

// 2. An app that uses only Button, and 3. one that uses only the theme (as the app's own .css.ts files do).
const leaks = async (label, source, banned) => {
  const app = await consume(source);
  const all = Buffer.concat(app.js.map((f) => app.read(f)));
  for (const name of banned) if (has(all, markers[name])) problems.push(`${label} carries ${name}`);
  return app.entry ? kb(app.read(app.entry)) : '?';
};
const buttonOnly = await leaks(
  'an app importing only Button',
  ["import { Button } from '@parde/ui';", 'window.parts = [Button];'],
  ['hls.js', 'keen-slider', 'sonner', 'VideoPlayer'],
);
const themeOnly = await leaks(
  'an app importing only @parde/ui/theme',
  ["import { vars, media } from '@parde/ui/theme';", 'window.parts = [vars, media];'],
  ['hls.js', 'keen-slider', 'sonner', 'React', 'VideoPlayer'],
);

// 4. The tokens alone: the typed constants and the DTCG document, through the exports map, with nothing else behind.
const tokensOnly = await leaks(
  'an app importing only @parde/ui/tokens',
  [
    "import { tokens, breakpoints } from '@parde/ui/tokens';",
    "import document from '@parde/ui/tokens.json';",
    "if (document.color.accent.$value.hex !== tokens.color.accent.toLowerCase()) throw new Error('two sets of tokens');",
    'window.parts = [tokens, breakpoints, document];',
  ],
  ['hls.js', 'keen-slider', 'sonner', 'React', 'VideoPlayer'],
);

if (problems.length > 0) {
  console.error(`@parde/ui is not consumable:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `@parde/ui consumed by Vite builds (gzip): every component ${kb(full.read(full.entry))} entry + ` +
    `lazy hls.js ${kb(full.read(hlsChunk))}, fonts as files; Button only ${buttonOnly}; theme only ${themeOnly}; ` +
    `tokens only ${tokensOnly}`,
);
