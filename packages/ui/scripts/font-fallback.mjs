// Measures the stand-in faces for Vazirmatn written into fonts.css (scripts/fallback-faces.mjs): text drawn before
// Vazirmatn arrives uses a local font, scaled to the width Vazirmatn gives the site's Persian text and given
// Vazirmatn's ascent and descent, so the swap moves nothing (CLS). Measured in Chromium itself: Vazirmatn's ascent and
// descent (canvas `fontBoundingBox*`), and the width of the text a running server's pages draw, in Vazirmatn at 400
// and 700 against each local font's regular and bold faces.
// Usage: PARDE_BASE_URL=http://127.0.0.1:8080 node scripts/font-fallback.mjs ["Full Name=/path/font.ttf" ...]
// Faces given with a file are measured from it (a font this machine lacks); the others must be installed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { launchChromium } from '../../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const base = process.env.PARDE_BASE_URL ?? 'http://127.0.0.1:8080';
const files = require.resolve('@fontsource-variable/vazirmatn/package.json').replace(/package\.json$/, 'files/');
const vazirmatn = ['arabic', 'latin'].map((subset) =>
  readFileSync(`${files}vazirmatn-${subset}-wght-normal.woff2`).toString('base64'),
);
const given = process.argv.slice(2).map((arg) => {
  const [name, path] = arg.split('=');
  return { name, data: readFileSync(path).toString('base64') };
});
const locals = ['Tahoma', 'Tahoma Bold', 'Segoe UI', 'Segoe UI Bold', 'DejaVu Sans', 'DejaVu Sans Bold'];

// The text the site draws: its pages' visible words, tags and scripts left out.
let corpus = '';
for (const path of ['/', '/movies', '/login', '/cast']) {
  const html = await (await fetch(`${base}${path}`)).text();
  corpus += ` ${html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/\s+/g, ' ')}`;
}

const browser = await launchChromium(chromium);
try {
  const page = await browser.newPage();
  const result = await page.evaluate(
    async ({ vazirmatn, given, locals, corpus }) => {
      const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const arabic = 'U+0600-06FF, U+200C-200F, U+FB50-FDFF, U+FE70-FEFC';
      const load = async (family, source, descriptors) => {
        const face = await new FontFace(family, source, descriptors).load();
        document.fonts.add(face);
      };
      await load('V', bytes(vazirmatn[0]), { weight: '100 900', unicodeRange: arabic });
      await load('V', bytes(vazirmatn[1]), { weight: '100 900', unicodeRange: 'U+0000-00FF, U+2000-206F' });
      const faces = [];
      for (const { name, data } of given) {
        await load(`f ${name}`, bytes(data));
        faces.push(name);
      }
      for (const name of locals) {
        try {
          await load(`f ${name}`, `local("${name}")`);
          faces.push(name);
        } catch {
          // Not on this machine.
        }
      }
      const context = document.createElement('canvas').getContext('2d');
      const width = (font) => {
        context.font = font;
        return context.measureText(corpus).width;
      };
      context.font = '400 100px "V"';
      const metrics = context.measureText('سلام Parde');
      return {
        ascent: metrics.fontBoundingBoxAscent / 100,
        descent: metrics.fontBoundingBoxDescent / 100,
        faces: faces.map((name) => {
          const bold = name.endsWith(' Bold');
          return { name, bold, ratio: width(`${bold ? 700 : 400} 100px "V"`) / width(`100px "f ${name}"`) };
        }),
      };
    },
    { vazirmatn, given, locals, corpus },
  );
  const pct = (value) => `${(value * 100).toFixed(2)}%`;
  console.log(
    `// Vazirmatn: ascent ${pct(result.ascent)}, descent ${pct(result.descent)}; ${corpus.length} characters.`,
  );
  // The overrides are scaled by size-adjust, so they are given divided by it.
  for (const face of result.faces) {
    console.log(
      `  { family: '${face.name.replace(/ Bold$/, '')}', local: '${face.name}', bold: ${face.bold}, sizeAdjust: '${pct(face.ratio)}', ascent: '${pct(result.ascent / face.ratio)}', descent: '${pct(result.descent / face.ratio)}' },`,
    );
  }
} finally {
  await browser.close();
}
