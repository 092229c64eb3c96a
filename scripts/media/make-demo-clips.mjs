#!/usr/bin/env node
// Makes the demo clips the seed links every movie, episode and trailer to: short test patterns with a tone, each
// encoded by the same code as a real ingest (hls.mjs) into a small HLS ladder, plus media/demo/manifest.json.
//   node scripts/media/make-demo-clips.mjs
// The output is committed, so a fresh machine plays video without ffmpeg. The whole set is built in a temporary
// folder and swapped in at the end; the same ffmpeg build gives byte-identical files on every run.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTools, encodeHls, planLadder, probe, replaceDir, run } from './hls.mjs';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const target = join(root, 'media', 'demo');

const FPS = 24;
const SIZE = '854x480';
/** Whole demo set must stay a few MB (issue 7), so its caps sit below the ingest ladder's. */
const BUDGET_BYTES = 8 * 1024 * 1024;
/** @type {import('./hls.mjs').RungSpec[]} */
const DEMO_LADDER = [
  { height: 240, maxrateKbps: 120, audioKbps: 24 },
  { height: 360, maxrateKbps: 220, audioKbps: 24 },
  { height: 480, maxrateKbps: 360, audioKbps: 24 },
];

/**
 * One clip: a synthetic picture, a synthetic sound, a length. Sources differ so that a wrong clip is obvious.
 * @typedef {{ name: string, seconds: number, video: string, audio: string }} ClipSource
 */
/** @type {ClipSource[]} */
const CLIPS = [
  {
    name: 'نمونهٔ ۱: الگوی آزمون',
    seconds: 20,
    video: `testsrc2=size=${SIZE}:rate=${FPS}`,
    audio: 'sine=frequency=440:sample_rate=48000',
  },
  {
    name: 'نمونهٔ ۲: نوارهای رنگی',
    seconds: 20,
    video: `smptehdbars=size=${SIZE}:rate=${FPS}`,
    audio: 'sine=frequency=1000:beep_factor=2:sample_rate=48000',
  },
  {
    name: 'نمونهٔ ۳: مندلبرو',
    seconds: 20,
    video: `mandelbrot=size=${SIZE}:rate=${FPS}`,
    audio: 'sine=frequency=220:sample_rate=48000',
  },
  {
    name: 'نمونهٔ ۴: طیف رنگ',
    seconds: 20,
    // A full turn of the hue wheel over the clip. (life and sierpinski were tried: three times the bytes.)
    video: `colorspectrum=size=${SIZE}:rate=${FPS}:type=all,hue=H=2*PI*t/20`,
    audio: 'anoisesrc=color=pink:amplitude=0.2:seed=7:sample_rate=48000,lowpass=f=1200',
  },
  {
    name: 'نمونهٔ ۵: شمارنده',
    seconds: 20,
    // testsrc rather than gradients: ffmpeg 5.1's gradients source differs run to run even with a seed.
    video: `testsrc=size=${SIZE}:rate=${FPS}`,
    audio: 'sine=frequency=330:sample_rate=48000',
  },
];

// A Latin caption with the clip number and a running clock helps to see resume positions; it needs a font file, so
// it is drawn only where DejaVu (Debian's fonts-dejavu-core) exists.
const FONT = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'].find((file) => existsSync(file));

/**
 * @param {number} index
 * @param {ClipSource} clip
 * @param {string} file
 */
async function makeSource(index, clip, file) {
  const caption = FONT
    ? `,drawtext=fontfile=${FONT}:text='PARDE DEMO ${index}  %{pts\\:hms}':x=24:y=h-56:fontsize=28:` +
      'fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=8'
    : '';
  const { code, stderr } = await run('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `${clip.video}${caption},format=yuv420p`],
    ...['-f', 'lavfi', '-i', clip.audio],
    ...['-t', String(clip.seconds), '-ac', '1'],
    // Lossless, so the only lossy step is the ladder encode that real ingests use too.
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-c:a', 'pcm_s16le', file],
  ]);
  if (code !== 0) throw new Error(`ffmpeg could not make the source of clip ${index}:\n${stderr}`);
}

/** @param {string} dir */
async function folderBytes(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

await checkTools();
await mkdir(dirname(target), { recursive: true });
const build = await mkdtemp(join(dirname(target), '.demo.tmp-'));
await chmod(build, 0o755);
const scratch = await mkdtemp(join(tmpdir(), 'parde-demo-src-'));
try {
  const clips = [];
  for (const [i, clip] of CLIPS.entries()) {
    const index = i + 1;
    const id = `clip-${index}`;
    const source = join(scratch, `${id}.mkv`);
    await makeSource(index, clip, source);
    const ladder = planLadder(await probe(source), { ladder: DEMO_LADDER, audioChannels: 1, crf: 26, threads: 1 });
    const summary = await encodeHls({ input: source, outDir: join(build, id), ladder });
    process.stderr.write(`${id}: ${summary.durationSeconds} s, ${(summary.bytes / 1024).toFixed(0)} KiB\n`);
    clips.push({
      id,
      name: clip.name,
      durationSeconds: summary.durationSeconds,
      rungs: summary.rungs.map(({ width, height, bandwidth, averageBandwidth }) => ({
        width,
        height,
        bandwidth,
        averageBandwidth,
      })),
      path: `demo/${id}/master.m3u8`,
      poster: `demo/${id}/poster.jpg`,
    });
  }
  const manifest = {
    generatedBy: 'scripts/media/make-demo-clips.mjs',
    licence: "generated by the Parde project from ffmpeg's synthetic sources; no third-party material",
    clips,
  };
  await writeFile(join(build, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const bytes = await folderBytes(build);
  if (bytes > BUDGET_BYTES) throw new Error(`the demo set is ${bytes} bytes, over its ${BUDGET_BYTES}-byte budget`);
  await replaceDir(build, target);
  process.stderr.write(`media/demo: ${clips.length} clips, ${(bytes / 1024 / 1024).toFixed(2)} MiB\n`);
} catch (error) {
  await rm(build, { recursive: true, force: true });
  throw error;
} finally {
  await rm(scratch, { recursive: true, force: true });
}
