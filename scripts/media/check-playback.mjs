#!/usr/bin/env node
// Plays a demo clip with hls.js in headless Chromium and prints what a viewer would feel:
//   node scripts/media/check-playback.mjs [clip-1] [runs=3] [hlsjs|native]
// Each run uses a fresh browser context (cold cache) on a loopback server, starts hls.js and play() together, and
// measures the time to the first presented frame, to `playing` and to the first `timeupdate` past 0, the bytes fetched
// before the first frame, and that the clock passes 2 s. On a clip with renditions it then switches to the other audio
// and turns on the Persian subtitles, and checks that the other audio's playlist is fetched, cues arrive and playback
// goes on (`audioSwitchMs`, `subtitleCues`). Exits 1 if any run fails to play. Not part of `npm test`:
// playwright-core comes from apps/web and hls.js from packages/ui, whichever versions those pin.
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const fromWeb = createRequire(join(root, 'apps', 'web', 'package.json'));
const fromUi = createRequire(join(root, 'packages', 'ui', 'package.json'));
// require.resolve finds the CommonJS entry, whose exports arrive on `default` when imported.
const playwright = await import(pathToFileURL(fromWeb.resolve('playwright-core')).href);
const { chromium } = playwright.default ?? playwright;
const hlsScript = join(dirname(fromUi.resolve('hls.js')), 'hls.min.js');
const mediaRoot = join(root, 'media');

const clip = process.argv[2] ?? 'clip-1';
const runs = Number(process.argv[3] ?? 3);
const mode = process.argv[4] === 'native' ? 'native' : 'hlsjs';

/** @type {Record<string, string>} */
const TYPES = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.js': 'text/javascript',
};

const PAGE = `<!doctype html><meta charset="utf-8"><title>playback check</title>
<video id="v" muted playsinline width="854" height="480"></video>
<script src="/hls.min.js"></script>`;

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  /** @type {string | null} */
  let file = null;
  if (url.pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    return;
  }
  if (url.pathname === '/hls.min.js') file = hlsScript;
  else if (url.pathname.startsWith('/media/')) {
    const inside = normalize(decodeURIComponent(url.pathname.slice('/media/'.length)));
    if (!inside.startsWith('..')) file = join(mediaRoot, inside);
  }
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': 'no-store',
  });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--autoplay-policy=no-user-gesture-required',
  ],
});

/** Runs in the page: starts playback and reports the figures. */
function playInPage(/** @type {{ src: string, mode: string }} */ { src, mode }) {
  /** @type {any} */
  const Hls = /** @type {any} */ (window).Hls;
  const video = /** @type {HTMLVideoElement} */ (document.getElementById('v'));
  /** @param {string} [prefix] */
  const bytes = (prefix = '/media/') =>
    /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
      .filter((e) => new URL(e.name).pathname.startsWith(prefix))
      .reduce((sum, e) => sum + e.encodedBodySize, 0);
  return new Promise((resolve) => {
    /** @type {Record<string, unknown>} */
    const out = { hlsSupported: Hls.isSupported(), nativeHls: video.canPlayType('application/vnd.apple.mpegurl') };
    /** @type {string[]} */
    const levels = [];
    // Native mode lets the browser's own HLS play (Safari; recent Chromium says "maybe" too), for comparison.
    const hls = mode === 'native' ? null : new Hls();
    hls?.on(Hls.Events.FRAG_LOADED, (/** @type {unknown} */ _e, /** @type {any} */ data) => {
      levels.push(`${hls?.levels[data.frag.level]?.height}p#${data.frag.sn}`);
    });
    hls?.on(Hls.Events.ERROR, (/** @type {unknown} */ _e, /** @type {any} */ data) => {
      if (data.fatal) resolve({ ...out, error: `${data.type}: ${data.details}` });
    });
    const t0 = performance.now();
    const since = () => Math.round(performance.now() - t0);
    video.requestVideoFrameCallback(() => {
      out.firstFrameMs = since();
      out.mediaBytesBeforeFirstFrame = bytes();
      out.segmentsBeforeFirstFrame = [...levels];
    });
    video.addEventListener('playing', () => {
      out.playingMs ??= since();
    });
    /** @type {{ at: number, from: number, audio: string | null } | null} */
    let switching = null;
    const finish = () => {
      const track = [...video.textTracks].find((t) => t.language === 'fa' && t.mode === 'showing');
      if (switching) {
        out.subtitleCues = track?.cues?.length ?? 0;
        out.switchedAudioFetched = switching.audio === null || bytes(switching.audio) > 0;
      }
      hls?.destroy();
      resolve(out);
    };
    video.addEventListener('timeupdate', () => {
      if (video.currentTime > 0) out.timeupdateMs ??= since();
      if (video.currentTime > 2 && out.passed2sMs === undefined) {
        out.passed2sMs = since();
        out.currentTime = video.currentTime;
        out.mediaBytesAt2s = bytes();
        out.segments = [...levels];
        // Then what a viewer of a dubbed title does: the other audio and the Persian subtitles, while playing.
        const fa = hls ? hls.subtitleTracks.findIndex((/** @type {any} */ t) => t.lang === 'fa') : -1;
        const other = hls && hls.audioTracks.length > 1 ? (hls.audioTrack + 1) % hls.audioTracks.length : -1;
        if (fa < 0 && other < 0) return finish();
        const audio = other < 0 ? null : new URL(hls.audioTracks[other].url, location.href).pathname;
        switching = { at: performance.now(), from: video.currentTime, audio };
        hls.once(Hls.Events.AUDIO_TRACK_SWITCHED, () => {
          out.audioSwitchMs = Math.round(performance.now() - (switching?.at ?? 0));
        });
        if (fa >= 0) {
          hls.subtitleDisplay = true;
          hls.subtitleTrack = fa;
        }
        if (other >= 0) hls.audioTrack = other;
        return;
      }
      // Playback must go on for a second and a half after the switch.
      if (switching && video.currentTime > switching.from + 1.5) {
        out.currentTime = video.currentTime;
        finish();
      }
    });
    video.addEventListener('error', () => resolve({ ...out, error: `video: ${video.error?.message}` }));
    if (hls) {
      hls.loadSource(src);
      hls.attachMedia(video);
    } else video.src = src;
    video.play().catch((/** @type {Error} */ error) => resolve({ ...out, error: `play(): ${error.message}` }));
    setTimeout(() => resolve({ ...out, error: 'timeout', currentTime: video.currentTime }), 20_000);
  });
}

/** @type {any[]} */
const results = [];
try {
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    results.push(await page.evaluate(playInPage, { src: `/media/demo/${clip}/master.m3u8`, mode }));
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

/** @param {string} key */
const median = (key) => {
  const values = results.map((r) => r[key]).filter((v) => typeof v === 'number');
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
};
const ok = results.every(
  (r) =>
    !r.error &&
    r.currentTime > 2 &&
    r.switchedAudioFetched !== false &&
    (r.subtitleCues === undefined || r.subtitleCues > 0),
);
/**
 * The bytes a page downloads when it starts playing (the watch page's chunk and hls.js's), from the web app's build
 * and its brotli/gzip twins; null when apps/web has not been built.
 */
async function playChunk() {
  const assets = join(root, 'apps', 'web', 'dist', 'assets');
  const names = await readdir(assets).catch(() => null);
  if (!names) return null;
  const files = names.filter((name) => /^(WatchPage|hls)-[\w-]+\.js$/.test(name));
  const size = async (/** @type {string} */ file) => (await stat(join(assets, file)).catch(() => null))?.size ?? 0;
  /** @type {Record<string, { raw: number, gzip: number, brotli: number }>} */
  const byFile = {};
  for (const file of files)
    byFile[file] = { raw: await size(file), gzip: await size(`${file}.gz`), brotli: await size(`${file}.br`) };
  const total = (/** @type {'raw' | 'gzip' | 'brotli'} */ key) =>
    Object.values(byFile).reduce((sum, f) => sum + f[key], 0);
  return { files: byFile, totalRaw: total('raw'), totalGzip: total('gzip'), totalBrotli: total('brotli') };
}

const summary = {
  clip,
  playChunk: await playChunk(),
  mode,
  ok,
  runs: results,
  median: {
    firstFrameMs: median('firstFrameMs'),
    playingMs: median('playingMs'),
    timeupdateMs: median('timeupdateMs'),
    mediaBytesBeforeFirstFrame: median('mediaBytesBeforeFirstFrame'),
    audioSwitchMs: median('audioSwitchMs'),
    subtitleCues: median('subtitleCues'),
  },
};
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
process.exitCode = ok ? 0 : 1;
