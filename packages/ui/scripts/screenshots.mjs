// Screenshots of key stories from the built Storybook at phone and desktop widths, for a human to look at.
// Usage: pnpm build-storybook && node scripts/screenshots.mjs [name prefix]   → artifacts/screenshots/*.png (git-ignored)
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { launchChromium } from '../../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const out = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
if (!existsSync(join(root, 'iframe.html'))) {
  console.error('storybook-static/ is missing: run `pnpm build-storybook` first.');
  process.exit(1);
}
mkdirSync(out, { recursive: true });

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
};

// The smallest static server that serves the folder; Storybook's iframe needs real HTTP (module scripts).
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const shots = [
  { id: 'layout-header--signed-out', name: 'header-signed-out' },
  { id: 'layout-header--signed-in', name: 'header-user-menu', click: 'button[aria-label^="حساب کاربری"]' },
  { id: 'layout-header--mobile', name: 'header-mobile-menu', click: 'button[aria-label="منو"]', only: 375 },
  { id: 'layout-carouselrow--long-persian-title', name: 'carousel-row' },
  { id: 'layout-carouselrow--default', name: 'carousel-row-after-keys' },
  { id: 'layout-heroslider--default', name: 'hero' },
  { id: 'overlays-searchoverlay--results', name: 'search-overlay' },
  { id: 'pages-notfound--default', name: 'not-found' },
  { id: 'layout-footer--default', name: 'footer' },
  { id: 'feedback-toaster--default', name: 'toasts' },
  { id: 'overlays-dialog--long-persian-text', name: 'dialog' },
  { id: 'overlays-dialog--confirm-loading', name: 'confirm-dialog' },
  { id: 'forms-otpinput--paste', name: 'otp' },
  { id: 'cards-postercard--poster-long-persian-title', name: 'poster-card' },
  { id: 'media-videoplayer--long-persian-title', name: 'player' },
  { id: 'media-videoplayer--long-persian-title', name: 'player-playing', click: 'button[aria-label^="پخش «"]' },
  { id: 'media-videoplayer--error', name: 'player-error' },
];
const widths = [375, 1440];
// `node scripts/screenshots.mjs player` takes only the shots whose name starts with "player".
const only = process.argv[2];

const browser = await launchChromium(chromium);
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 } });
    for (const shot of shots) {
      if (shot.only && shot.only !== width) continue;
      if (only && !shot.name.startsWith(only)) continue;
      const response = await page.goto(`${base}/iframe.html?id=${shot.id}&viewMode=story`, {
        waitUntil: 'networkidle',
      });
      if (!response?.ok()) throw new Error(`${shot.id}: HTTP ${response?.status()}`);
      const root = page.locator('#storybook-root');
      const rendered = await root
        .locator('*')
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!rendered) {
        if (shot.optional) continue;
        throw new Error(`${shot.id}: nothing rendered`);
      }
      // Let play functions and fonts settle before the picture.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(1500);
      if (shot.click) {
        await page.locator(shot.click).first().click();
        await page.waitForTimeout(400);
      }
      const file = join(out, `${shot.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
