// Draws the app icons of the web manifest (public/icon-*.png) from public/favicon.svg with Chromium, once: the PNGs
// are committed, so run this again only when the logo changes (`node scripts/icons.mjs`).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium } from '../../../scripts/chromium.mjs';

const publicDir = resolve(import.meta.dirname, '../public');
const logo = readFileSync(resolve(publicDir, 'favicon.svg'), 'utf8');
const background = '#0A0B0F';
// A maskable icon keeps its picture inside the central 80% safe zone: the logo at 60% on a full-bleed background.
const icons = [
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.6 },
];

const browser = await launchChromium(chromium);
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, scale } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${scale < 1 ? background : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
    );
    await page.screenshot({ path: resolve(publicDir, file), omitBackground: scale === 1 });
  }
} finally {
  await browser.close();
}
