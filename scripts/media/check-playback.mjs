#!/usr/bin/env node
// Plays a demo clip with hls.js in headless Chromium and prints what a viewer would feel:
//   node scripts/media/check-playback.mjs [clip-1] [runs=3] [hlsjs|native]
// Each run uses a fresh browser context (cold cache) on a loopback server, starts hls.js (with the player's own start
// configuration, `startConfig` from packages/ui's build) and play() together, and measures the time to the first
// presented frame, to `playing` and to the first `timeupdate` past 0, the bytes fetched before the first frame, and
// that the clock passes 2 s. On a clip with renditions it then switches to the other audio and turns on the Persian
// subtitles, and checks that the other audio's playlist is fetched, cues arrive and playback goes on
// (`audioSwitchMs`, `subtitleCues`). Then as many cold starts on a throttled network (1.6 Mb/s down, 150 ms round
// trip: Chromium's emulation) report play → first frame of the stream alone (`throttled`), and, when apps/api and
// apps/web are built, as many viewers open the demo film's page as new members and click «تماشا» (`watchPage`: the
// click → the first frame), each way: on loopback and on the throttled network, in a fresh browser profile (a first
// visit) and a warm one (after a first visit that played), with the pointer resting on «تماشا» first and without. Last, the clip plays start to end once per «مصرف داده» mode, capped as the
// player caps it (`levelCapFor`), and `dataUsage` gives the bytes per minute of playback against each mode's budget.
// Exits 1 if any run fails to play or a mode is over its budget. Not part of `npm test`: playwright-core comes from
// apps/web and hls.js from packages/ui, whichever versions those pin.
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromePath, launchChromium } from '../chromium.mjs';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const fromWeb = createRequire(join(root, 'apps', 'web', 'package.json'));
const fromUi = createRequire(join(root, 'packages', 'ui', 'package.json'));
// require.resolve finds the CommonJS entry, whose exports arrive on `default` when imported.
const playwright = await import(pathToFileURL(fromWeb.resolve('playwright-core')).href);
const { chromium } = playwright.default ?? playwright;
const hlsScript = join(dirname(fromUi.resolve('hls.js')), 'hls.min.js');
const playerModule = (/** @type {string} */ name) =>
  import(pathToFileURL(join(root, 'packages', 'ui', 'dist', 'components', 'VideoPlayer', name)).href).catch(() => {
    throw new Error(
      `packages/ui/dist is missing ${name}: build packages/ui first (pnpm turbo run build --filter=@parde/ui)`,
    );
  });
/** @type {{ levelCapFor(mode: string, bitrates: number[]): number, DATA_BUDGET_BYTES_PER_HOUR: Record<string, number> }} */
const dataUsage = await playerModule('dataUsage.js');
/** @type {{ startConfig(mode: string): Record<string, unknown> }} */
const { startConfig } = await playerModule('hls.js');
const mediaRoot = join(root, 'media');

const clip = process.argv[2] ?? 'clip-1';
const runs = Number(process.argv[3] ?? 3);
const mode = process.argv.includes('native') ? 'native' : 'hlsjs';

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

// The browser a viewer has, not the tests' headless shell: its figures are what a viewer waits.
const browser = await launchChromium(chromium, {
  executablePath: chromePath,
  args: ['--autoplay-policy=no-user-gesture-required'],
});

/** Runs in the page: starts playback and reports the figures. */
function playInPage(
  /** @type {{ src: string, mode: string, config: object, firstFrameOnly?: boolean }} */ {
    src,
    mode,
    config,
    firstFrameOnly,
  },
) {
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
    const hls = mode === 'native' ? null : new Hls(config);
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
      if (firstFrameOnly) {
        hls?.destroy();
        resolve(out);
      }
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

/** Runs in the page: loads the clip's master playlist and answers each rung's declared BANDWIDTH, in hls.js's order. */
function rungsInPage(/** @type {{ src: string }} */ { src }) {
  /** @type {any} */
  const w = window;
  const hls = new w.Hls({ startLevel: 0 });
  w.hls = hls;
  return new Promise((resolve) => {
    hls.on(w.Hls.Events.MANIFEST_PARSED, () => resolve(hls.levels.map((/** @type {any} */ l) => l.bitrate)));
    hls.loadSource(src);
  });
}

/** Runs in the page: plays the loaded clip to its end within the player's cap for a mode, and counts the bytes. */
function spendInPage(/** @type {{ cap: number, auto: boolean }} */ { cap, auto }) {
  /** @type {any} */
  const w = window;
  const { hls } = w;
  const video = /** @type {HTMLVideoElement} */ (document.getElementById('v'));
  /** @type {Set<string>} */
  const rungs = new Set();
  hls.on(w.Hls.Events.FRAG_LOADED, (/** @type {unknown} */ _e, /** @type {any} */ data) => {
    if (data.frag.type === 'main') rungs.add(`${hls.levels[data.frag.level]?.height}p`);
  });
  // The mode's cap before the first segment, as the player sets it. hls.js's player-size cap (which the player keeps
  // under the mode's) binds nothing on this 854×480 video, whose ladder tops at 480p: on only for «خودکار» here.
  hls.capLevelToPlayerSize = auto;
  hls.autoLevelCapping = cap;
  return new Promise((resolve) => {
    video.addEventListener('ended', () => {
      const bytes = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
        .filter((e) => new URL(e.name).pathname.startsWith('/media/'))
        .reduce((sum, e) => sum + e.encodedBodySize, 0);
      resolve({ bytes, seconds: video.duration, rungs: [...rungs].sort() });
    });
    hls.attachMedia(video);
    // Four times as fast: the bytes a minute of playback costs do not depend on the speed it is watched at.
    video.playbackRate = 4;
    video.play().catch((/** @type {Error} */ error) => resolve({ error: error.message }));
    setTimeout(() => resolve({ error: 'timeout' }), 30_000);
  });
}

/** A phone on a slow mobile network (issue 27): 1.6 Mb/s down, 750 kb/s up, 150 ms round trip. */
const THROTTLED = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

/** A new member of `siteUrl` (the dev SMS outbox gives the code), signed up through the API: its token. */
async function newMember(/** @type {string} */ siteUrl, /** @type {number} */ n) {
  const phone = `0913${String((Date.now() + n) % 1_000_000).padStart(6, '0')}${n % 10}`.slice(0, 11);
  const post = async (/** @type {string} */ path, /** @type {object} */ body, /** @type {string} */ token = '') => {
    const answer = await fetch(`${siteUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return /** @type {Promise<Record<string, string>>} */ (answer.json());
  };
  const { protect_token } = await post('/api/account/generate-otp', { phoneNumber: phone });
  const outbox = await (await fetch(`${siteUrl}/dev/outbox?phone=${phone}`)).json();
  const text = String(outbox.data[0]?.text ?? '').replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`No code reached ${phone}`);
  const { token: registration } = await post('/api/account/verify-otp', { protect_token, code });
  const { token } = await post('/api/account/register-profile', { firstName: 'مریم', lastName: 'احمدی' }, registration);
  return token;
}

/** The networks the film page is measured on: loopback, and a phone's slow link (Chromium's emulation). */
const NETWORKS = { loopback: null, throttled: THROTTLED };
/** How long the pointer rests on «تماشا» before the click in a hover run (the app prefetches after 300 ms). */
const HOVER_MS = 1500;

/**
 * The demo film's page opened by a new member, and «تماشا» clicked: the click → the first frame. `network` is
 * `loopback` or `throttled`; `profile` `fresh` (a new browser profile: no cache, no service worker, as a first
 * visit meets it) or `warm` (the same profile after a first visit that played the film: cache, worker and fonts in
 * place); `hover` rests the pointer on «تماشا» for HOVER_MS first (a click without it still moves the pointer there,
 * for a few ms). Service workers run as on a viewer's device; Chromium's emulation slows the page's own requests.
 */
async function watchPageRun(
  /** @type {string} */ siteUrl,
  /** @type {number} */ n,
  /** @type {{ network: 'loopback' | 'throttled', profile: 'fresh' | 'warm', hover: boolean }} */ way,
) {
  const token = await newMember(siteUrl, n);
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'fa-IR',
  });
  try {
    await context.addInitScript((t) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', t);
    }, token);
    if (way.profile === 'warm') {
      // The first visit: another film's page (the measured one would then offer «ادامهٔ تماشا» instead), a play to
      // the first frame, and time for the worker's install to finish.
      const first = await context.newPage();
      await first.goto(WARM_UP_FILM);
      await first.waitForSelector('html[data-ready]', { state: 'attached', timeout: 30_000 });
      await first.getByRole('link', { name: 'تماشا', exact: true }).click();
      await first.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, null, {
        timeout: 30_000,
      });
      await first.waitForTimeout(2000);
      await first.close();
    }
    const page = await context.newPage();
    const network = NETWORKS[way.network];
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.goto(FILM);
    await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 30_000 });
    const watch = page.getByRole('link', { name: 'تماشا', exact: true });
    await watch.waitFor({ timeout: 30_000 });
    if (way.hover) {
      await watch.hover();
      await page.waitForTimeout(HOVER_MS);
    }
    await page.evaluate(() => {
      /** @type {any} */
      const w = window;
      w.firstFrame = new Promise((resolve) => {
        const seen = new WeakSet();
        new MutationObserver(() => {
          const video = document.querySelector('video');
          if (!video || seen.has(video)) return;
          seen.add(video);
          video.requestVideoFrameCallback(() => resolve(performance.now()));
        }).observe(document, { childList: true, subtree: true });
      });
      document.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true, once: true });
    });
    await watch.click();
    return await page.evaluate(async () => {
      /** @type {any} */
      const w = window;
      const frame = await Promise.race([w.firstFrame, new Promise((resolve) => setTimeout(resolve, 20_000, null))]);
      if (frame === null) return { error: 'timeout' };
      const at = (/** @type {number} */ t) => Math.round(t - w.clickedAt);
      const requests = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
        .filter((e) => e.responseEnd > w.clickedAt && e.startTime < frame)
        .map((e) => {
          const { pathname } = new URL(e.name);
          // A signed stream path names the video, the account, the expiry and the signature: only the file counts.
          const name = pathname.replace(/^\/media\/stream\/(?:[^/]+\/){4}/, '…/').replace(/-[\w-]{8}\.js$/, '.js');
          return `${at(e.startTime)}→${at(e.responseEnd)} ms ${(e.transferSize / 1000).toFixed(1)} kB ${name}`;
        });
      return { firstFrameMs: at(frame), requests };
    });
  } finally {
    await context.close();
  }
}

/** The film every watch-page run opens. */
const FILM = '/movies-detail/1';
/** The film a warm profile's first visit plays. */
const WARM_UP_FILM = '/movies-detail/2';
/** `--ways=<text>` keeps the watch-page ways whose name contains it (`--ways=warm`, `--ways=throttled`). */
const waysFilter = process.argv.find((arg) => arg.startsWith('--ways='))?.slice('--ways='.length) ?? '';

/**
 * `watchPageRun` `count` times for every way (loopback and throttled, fresh and warm profile, with and without a
 * hover), on a fresh site; skipped when the API or the web app is not built.
 */
async function watchPageRuns(/** @type {number} */ count) {
  const built = await Promise.all(
    [join(root, 'apps', 'api', 'dist', 'main.js'), join(root, 'apps', 'web', 'dist', 'index.html')].map((file) =>
      stat(file).catch(() => null),
    ),
  );
  if (built.includes(null)) return { skipped: 'build apps/api and apps/web first (pnpm turbo run build)' };
  const { startSite } = await import(pathToFileURL(join(root, 'apps', 'web', 'e2e', 'serve.mjs')).href);
  const site = await startSite({ env: { OTP_PER_IP_PER_HOUR: '1000', OTP_PER_PHONE_PER_HOUR: '100' } });
  try {
    /** @type {Record<string, any>} */
    const ways = {};
    let n = 0;
    for (const network of /** @type {const} */ (['loopback', 'throttled'])) {
      for (const profile of /** @type {const} */ (['fresh', 'warm'])) {
        for (const hover of [false, true]) {
          if (!`${network} ${profile} ${hover ? 'hover' : 'no-hover'}`.includes(waysFilter)) continue;
          /** @type {any[]} */
          const list = [];
          for (let i = 0; i < count; i += 1) {
            // A run that fails (a page that never showed «تماشا») is counted as failed, not the end of the bench.
            list.push(
              await watchPageRun(site.url, n++, { network, profile, hover }).catch((error) => ({
                error: String(error?.message ?? error).split('\n')[0],
              })),
            );
          }
          process.stderr.write(
            `  ${network} ${profile} ${hover ? 'hover' : 'no-hover'}: ${list.map((r) => r.firstFrameMs ?? r.error).join(', ')}\n`,
          );
          ways[`${network} ${profile} ${hover ? 'hover' : 'no-hover'}`] = {
            firstFrameMs: list.map((r) => r.firstFrameMs ?? r.error),
            medianFirstFrameMs: median('firstFrameMs', list),
            // The requests of the median run, from the click to the first frame.
            requests: [...list].sort((a, b) => (a.firstFrameMs ?? 1e9) - (b.firstFrameMs ?? 1e9))[
              Math.floor(list.length / 2)
            ]?.requests,
          };
        }
      }
    }
    return { film: FILM, hoverMs: HOVER_MS, ways };
  } finally {
    await site.stop();
  }
}

/** @param {string} key */
function median(key, /** @type {any[]} */ list) {
  const values = list.map((r) => r[key]).filter((v) => typeof v === 'number');
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
}

/** @type {any[]} */
const results = [];
/** @type {any[]} */
const throttled = [];
/** @type {Record<string, any>} */
const spent = {};
/** @type {any} */
let watchPage = null;
/** `--watch-only` measures the film's page alone (the stream and data-usage checks are skipped). */
const watchOnly = process.argv.includes('--watch-only');
try {
  for (let i = 0; i < (watchOnly ? 0 : runs); i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    results.push(
      await page.evaluate(playInPage, { src: `/media/demo/${clip}/master.m3u8`, mode, config: startConfig('auto') }),
    );
    await context.close();
  }
  // The same start on the throttled network (Chromium's emulation), play → first frame only.
  for (let i = 0; i < (watchOnly ? 0 : runs); i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLED);
    throttled.push(
      await page.evaluate(playInPage, {
        src: `/media/demo/${clip}/master.m3u8`,
        mode,
        config: startConfig('auto'),
        firstFrameOnly: true,
      }),
    );
    await context.close();
  }
  watchPage = await watchPageRuns(runs);
  // Each «مصرف داده» mode, start to end on loopback (where nothing but the cap holds hls.js back).
  for (const dataMode of watchOnly ? [] : ['auto', 'low', 'medium', 'high']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const bitrates = await page.evaluate(rungsInPage, { src: `/media/demo/${clip}/master.m3u8` });
    const cap = dataUsage.levelCapFor(dataMode, bitrates);
    const run = await page.evaluate(spendInPage, { cap, auto: dataMode === 'auto' });
    await context.close();
    if (run.error) {
      spent[dataMode] = run;
      continue;
    }
    const perMinute = run.bytes / (run.seconds / 60);
    const budget = dataUsage.DATA_BUDGET_BYTES_PER_HOUR[dataMode];
    spent[dataMode] = {
      rungs: run.rungs,
      megabytesPerMinute: Math.round(perMinute / 1e4) / 100,
      gigabytesPerHour: Math.round((perMinute * 60) / 1e6) / 1000,
      ...(budget
        ? { budgetMegabytesPerMinute: Math.round(budget / 60 / 1e4) / 100, withinBudget: perMinute * 60 <= budget }
        : {}),
    };
  }
} finally {
  await browser.close();
  server.close();
}

const ok =
  results.every(
    (r) =>
      !r.error &&
      r.currentTime > 2 &&
      r.switchedAudioFetched !== false &&
      (r.subtitleCues === undefined || r.subtitleCues > 0),
  ) &&
  throttled.every((r) => !r.error) &&
  Object.values(watchPage?.ways ?? {}).every((way) => way.firstFrameMs.every(Number.isFinite)) &&
  Object.values(spent).every((s) => !s.error && s.withinBudget !== false);
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
    firstFrameMs: median('firstFrameMs', results),
    playingMs: median('playingMs', results),
    timeupdateMs: median('timeupdateMs', results),
    mediaBytesBeforeFirstFrame: median('mediaBytesBeforeFirstFrame', results),
    audioSwitchMs: median('audioSwitchMs', results),
    subtitleCues: median('subtitleCues', results),
  },
  throttled: {
    network: '1.6 Mb/s down, 750 kb/s up, 150 ms round trip',
    firstFrameMs: throttled.map((r) => r.firstFrameMs ?? r.error),
    medianFirstFrameMs: median('firstFrameMs', throttled),
    medianMediaBytesBeforeFirstFrame: median('mediaBytesBeforeFirstFrame', throttled),
  },
  watchPage,
  dataUsage: spent,
};
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
// The figures issue 27 asks for, where a reader finds them (the JSON above holds the runs).
process.stderr.write(
  `play → first frame, median of ${runs}: loopback ${summary.median.firstFrameMs} ms; throttled (${summary.throttled.network}): the stream ${summary.throttled.medianFirstFrameMs} ms\n`,
);
if (watchPage?.ways) {
  process.stderr.write(
    `the film's page, click «تماشا» → first frame, median of ${runs} (hover: ${HOVER_MS} ms first):\n`,
  );
  for (const [way, figures] of Object.entries(watchPage.ways)) {
    process.stderr.write(
      `  ${way.padEnd(26)} ${figures.medianFirstFrameMs} ms  (${figures.firstFrameMs.join(', ')})\n`,
    );
  }
} else process.stderr.write(`the film's page: ${watchPage?.skipped}\n`);
process.exitCode = ok ? 0 : 1;
