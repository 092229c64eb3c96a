#!/usr/bin/env node
// Makes the demo clips the seed links every movie, episode and trailer to: short test patterns with spoken dialogue
// (espeak-ng) over a tone, foreign ones with a Persian dub and Persian + English subtitles, each encoded by the same
// code as a real ingest (hls.ts, subtitles.ts) into a small HLS ladder, plus media/demo/manifest.json.
//   pnpm --filter @parde/media make-demo-clips
// The output is committed, so a fresh machine plays video without ffmpeg. The whole set is built in a temporary
// folder and swapped in at the end; the same ffmpeg build gives byte-identical files on every run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTools, encodeHls, planLadder, probe, replaceDir, run } from './hls';
import { readSubtitleFile, vttTimestamp } from './subtitles';

// Built to packages/media/dist/: the repository is three folders up.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const target = join(root, 'media', 'demo');

const FPS = 24;
const SIZE = '854x480';
/** Whole demo set must stay a few MB (issue 7), so its caps sit below the ingest ladder's. */
const BUDGET_BYTES = 12 * 1024 * 1024;
const DEMO_LADDER: import('./hls').RungSpec[] = [
  { height: 240, maxrateKbps: 120, audioKbps: 24 },
  { height: 360, maxrateKbps: 220, audioKbps: 24 },
  { height: 480, maxrateKbps: 360, audioKbps: 24 },
  // Only the 1080p clip reaches these: planLadder never climbs above a source's height.
  { height: 720, maxrateKbps: 600, audioKbps: 24 },
  { height: 1080, maxrateKbps: 1000, audioKbps: 24 },
];
/** Separate audio renditions are encoded once for all rungs, so they can afford a little more than muxed audio. */
const RENDITION_AUDIO_KBPS = 32;

/**
 * One line of dialogue: when it is on screen, and what is said (English: the original; Persian: the dub and the
 * subtitle). A `\n` splits a two-line cue; speech reads the lines as one sentence.
 */
type Line = { start: number; end: number; en?: string; fa: string };

/**
 * One clip: a synthetic picture, a background sound, a length, and what it stands for. `foreign-dub` clips have a
 * Persian dub beside the English original and Persian + English subtitles; `foreign-subtitled` ones the English
 * original with both subtitles; `domestic` ones Persian sound only. Sources differ so that a wrong clip is obvious.
 */
type ClipSource = {
  name: string;
  kind: 'foreign-dub' | 'foreign-subtitled' | 'domestic';
  seconds: number;
  /** `lavfi` source at the clip's size and rate. */
  video: string;
  bed: string;
  markers: { introStart: number; introEnd: number; creditsStart: number };
  lines: Line[];
};
const MARKERS = { introStart: 0.5, introEnd: 4, creditsStart: 16 };
const CLIPS: ClipSource[] = [
  {
    name: 'نمونهٔ ۱: الگوی آزمون',
    kind: 'foreign-dub',
    seconds: 20,
    video: `testsrc2=size=${SIZE}:rate=${FPS}`,
    bed: 'sine=frequency=440:sample_rate=48000,volume=0.15',
    markers: MARKERS,
    lines: [
      { start: 4.3, end: 6.4, en: 'Where were you last night?', fa: 'دیشب کجا بودی؟' },
      {
        start: 6.7,
        end: 10.6,
        en: 'At the station.\nThe Northern Star leaves at 6:45.',
        fa: 'ایستگاه بودم.\nقطار Northern Star ساعت ۶:۴۵ راه می‌افتد.',
      },
      { start: 10.9, end: 13.1, en: 'So we only have 12 hours.', fa: 'پس فقط ۱۲ ساعت وقت داریم.' },
      { start: 13.4, end: 15.6, en: 'Hurry up!', fa: 'عجله کن!' },
    ],
  },
  {
    name: 'نمونهٔ ۲: نوارهای رنگی',
    kind: 'foreign-dub',
    seconds: 20,
    video: `smptehdbars=size=${SIZE}:rate=${FPS}`,
    bed: 'sine=frequency=1000:beep_factor=2:sample_rate=48000,volume=0.1',
    markers: MARKERS,
    lines: [
      { start: 4.3, end: 7.0, en: 'CNN says flight 712 is cancelled.', fa: 'CNN می‌گوید پرواز ۷۱۲ لغو شده.' },
      {
        start: 7.3,
        end: 10.8,
        en: 'Are you sure?\nI just bought the tickets!',
        fa: 'مطمئنی؟\nهمین الان بلیت‌ها را خریدم!',
      },
      { start: 11.1, end: 13.2, en: 'Call Sarah.', fa: 'به سارا زنگ بزن.' },
      { start: 13.5, end: 15.7, en: "Now? It's 2 a.m.!", fa: 'الان؟ ساعت ۲ بامداد است!' },
    ],
  },
  {
    name: 'نمونهٔ ۳: مندلبرو',
    kind: 'foreign-subtitled',
    seconds: 20,
    video: `mandelbrot=size=${SIZE}:rate=${FPS}`,
    bed: 'sine=frequency=220:sample_rate=48000,volume=0.15',
    markers: MARKERS,
    lines: [
      { start: 4.3, end: 6.6, en: 'Welcome to the Aurora Hotel.', fa: 'به هتل Aurora خوش آمدید.' },
      {
        start: 6.9,
        end: 10.6,
        en: 'Your room is 318, third floor.\nBreakfast is until 10.',
        fa: 'اتاق شما ۳۱۸ است، طبقهٔ سوم.\nصبحانه تا ساعت ۱۰ سرو می‌شود.',
      },
      { start: 10.9, end: 13.0, en: "What's the Wi-Fi password?", fa: 'رمز Wi-Fi چیست؟' },
      { start: 13.3, end: 15.6, en: "It's on the card. Enjoy your stay!", fa: 'روی کارت نوشته. خوش بگذرد!' },
    ],
  },
  {
    name: 'نمونهٔ ۴: طیف رنگ',
    kind: 'domestic',
    seconds: 20,
    // A full turn of the hue wheel over the clip. (life and sierpinski were tried: three times the bytes.)
    video: `colorspectrum=size=${SIZE}:rate=${FPS}:type=all,hue=H=2*PI*t/20`,
    bed: 'anoisesrc=color=pink:amplitude=0.2:seed=7:sample_rate=48000,lowpass=f=1200,volume=0.4',
    markers: MARKERS,
    lines: [
      { start: 4.5, end: 6.8, fa: 'صبح بخیر مادر!' },
      { start: 7.2, end: 9.6, fa: 'چای آماده است؟' },
      { start: 10.0, end: 13.0, fa: 'امروز ساعت ۵ برمی‌گردم.' },
    ],
  },
  {
    name: 'نمونهٔ ۵: شمارنده',
    kind: 'domestic',
    seconds: 20,
    // testsrc rather than gradients: ffmpeg 5.1's gradients source differs run to run even with a seed.
    video: `testsrc=size=${SIZE}:rate=${FPS}`,
    bed: 'sine=frequency=330:sample_rate=48000,volume=0.15',
    markers: MARKERS,
    lines: [
      { start: 4.5, end: 6.8, fa: 'این نامه مال کیست؟' },
      { start: 7.2, end: 10.0, fa: 'نمی‌دانم، از تهران آمده.' },
      { start: 10.4, end: 12.4, fa: 'بازش کن!' },
    ],
  },
  {
    // The one demo title made from a 1080p source, so the ladder, the quality menu and «زیاد» reach 1080p. Colour
    // bars move little, so five rungs of 20 s stay small.
    name: 'نمونهٔ ۶: نوارهای رنگی ۱۰۸۰',
    kind: 'domestic',
    seconds: 20,
    video: `smptehdbars=size=1920x1080:rate=${FPS}`,
    bed: 'sine=frequency=550:sample_rate=48000,volume=0.12',
    markers: MARKERS,
    lines: [
      { start: 4.5, end: 7.0, fa: 'تصویر این نمونه تا ۱۰۸۰ خط است.' },
      { start: 7.4, end: 10.0, fa: 'کیفیت را از منوی تنظیمات ببینید.' },
    ],
  },
];

/** Track labels as the player shows them and the API answers them. */
const NAMES = {
  dub: 'فارسی (دوبله)',
  original: 'انگلیسی (اصلی)',
  fa: 'فارسی',
  en: 'انگلیسی',
};

// A Latin caption with the clip number and a running clock (top right, clear of subtitles) helps to see resume
// positions, and the intro and credits are labelled so a skip is visible; it needs a font file, so it is drawn only where DejaVu (Debian's
// fonts-dejavu-core) exists.
const FONT = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'].find((file) => existsSync(file));

/**
 */
function runTool(tool: string, args: string[]) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise(undefined) : reject(new Error(`${tool}: ${stderr}`))));
  });
}

/** @param file */
async function secondsOf(file: string) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(stdout.trim());
}

/**
 * Speaks the lines with espeak-ng (deterministic) over the clip's background sound, each line from its start; a line
 * that would outrun its cue is spoken faster. Writes a mono 48 kHz WAV of the clip's length.
 */
async function makeSpeech(clip: ClipSource, language: 'fa' | 'en', dir: string) {
  const parts = [];
  for (const [i, line] of clip.lines.entries()) {
    const text = (language === 'fa' ? line.fa : (line.en ?? '')).replace(/\n/g, ' ');
    const file = join(dir, `${language}-${i}.wav`);
    const voice = language === 'fa' ? 'fa' : 'en-us';
    let speed = 175;
    await runTool('espeak-ng', ['-v', voice, '-s', String(speed), '-w', file, text]);
    const room = line.end - line.start - 0.1;
    const spoken = await secondsOf(file);
    if (spoken > room) {
      speed = Math.min(320, Math.ceil((speed * spoken) / room));
      await runTool('espeak-ng', ['-v', voice, '-s', String(speed), '-w', file, text]);
    }
    parts.push({ file, at: Math.round(line.start * 1000) });
  }
  const out = join(dir, `speech-${language}.wav`);
  const inputs = parts.flatMap((p) => ['-i', p.file]);
  const delays = parts.map((p, i) => `[${i + 1}:a]aresample=48000,adelay=${p.at}[d${i}]`);
  const mix = `[0:a]${parts.map((_, i) => `[d${i}]`).join('')}amix=inputs=${parts.length + 1}:normalize=0:duration=first`;
  const { code, stderr } = await run('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-t', String(clip.seconds), '-i', clip.bed, ...inputs],
    ...['-filter_complex', `${delays.join(';')};${mix},aformat=channel_layouts=mono[out]`, '-map', '[out]'],
    ...['-ar', '48000', '-c:a', 'pcm_s16le', out],
  ]);
  if (code !== 0) throw new Error(`ffmpeg could not mix the ${language} speech:\n${stderr}`);
  return out;
}

/**
 * The clip's picture (with captions) and its original sound, losslessly.
 */
async function makeSource(index: number, clip: ClipSource, sound: string, file: string) {
  const { introStart, introEnd, creditsStart } = clip.markers;
  const label = (/** @type {string} */ text: string, /** @type {string} */ when: string) =>
    `,drawtext=fontfile=${FONT}:text='${text}':x=(w-text_w)/2:y=h/2-20:fontsize=40:fontcolor=white:` +
    `box=1:boxcolor=black@0.6:boxborderw=12:enable='${when}'`;
  const caption = FONT
    ? `,drawtext=fontfile=${FONT}:text='PARDE DEMO ${index}  %{pts\\:hms}':x=w-text_w-24:y=24:fontsize=28:` +
      'fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=8' +
      label('OPENING TITLES', `between(t,${introStart},${introEnd})`) +
      label('END CREDITS', `gte(t,${creditsStart})`)
    : '';
  const { code, stderr } = await run('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `${clip.video}${caption},format=yuv420p`],
    ...['-i', sound],
    ...['-map', '0:v', '-map', '1:a', '-t', String(clip.seconds), '-ac', '1'],
    // Lossless, so the only lossy step is the ladder encode that real ingests use too.
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-c:a', 'pcm_s16le', file],
  ]);
  if (code !== 0) throw new Error(`ffmpeg could not make the source of clip ${index}:\n${stderr}`);
}

/**
 * The clip's subtitle file as an editor would deliver it (SRT), read back through the ingest's own reader.
 */
async function subtitleCues(clip: ClipSource, language: 'fa' | 'en', dir: string) {
  const srt = clip.lines
    .map(
      (line, i) =>
        `${i + 1}\n${srtTime(line.start)} --> ${srtTime(line.end)}\n${language === 'fa' ? line.fa : line.en}\n`,
    )
    .join('\n');
  const file = join(dir, `${language}.srt`);
  await writeFile(file, srt);
  return (await readSubtitleFile(file, { language, durationSeconds: clip.seconds })).cues;
}

/** @param seconds */
const srtTime = (seconds: number) => vttTimestamp(seconds).replace('.', ',');

/** @param dir */
async function folderBytes(dir: string) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

await checkTools();
await runTool('espeak-ng', ['--version']).catch(() => {
  throw new Error('espeak-ng is needed to speak the demo dialogue (apt-get install espeak-ng)');
});
await mkdir(dirname(target), { recursive: true });
const build = await mkdtemp(join(dirname(target), '.demo.tmp-'));
await chmod(build, 0o755);
const scratch = await mkdtemp(join(tmpdir(), 'parde-demo-src-'));
try {
  const clips = [];
  for (const [i, clip] of CLIPS.entries()) {
    const index = i + 1;
    const id = `clip-${index}`;
    const work = join(scratch, id);
    await mkdir(work);
    const foreign = clip.kind !== 'domestic';
    const original = await makeSpeech(clip, foreign ? 'en' : 'fa', work);
    const source = join(work, `${id}.mkv`);
    await makeSource(index, clip, original, source);
    const audio: import('./hls').AudioInput[] =
      clip.kind === 'foreign-dub'
        ? [
            { language: 'fa', name: NAMES.dub, default: true, file: await makeSpeech(clip, 'fa', work) },
            { language: 'en', name: NAMES.original, default: false },
          ]
        : [];
    const subtitles: import('./hls').SubtitleInput[] = foreign
      ? [
          { language: 'fa', name: NAMES.fa, default: false, cues: await subtitleCues(clip, 'fa', work) },
          { language: 'en', name: NAMES.en, default: false, cues: await subtitleCues(clip, 'en', work) },
        ]
      : [];
    const ladder = planLadder(await probe(source), {
      ladder: audio.length ? DEMO_LADDER.map((r) => ({ ...r, audioKbps: RENDITION_AUDIO_KBPS })) : DEMO_LADDER,
      audioChannels: 1,
      crf: 26,
      threads: 1,
    });
    const summary = await encodeHls({ input: source, outDir: join(build, id), ladder, audio, subtitles });
    process.stderr.write(
      `${id}: ${summary.durationSeconds} s, ${(summary.bytes / 1024).toFixed(0)} KiB, thumbnails ${(summary.thumbnails.share * 100).toFixed(2)} %\n`,
    );
    clips.push({
      id,
      name: clip.name,
      origin: foreign ? 'foreign' : 'domestic',
      durationSeconds: summary.durationSeconds,
      rungs: summary.rungs.map(({ width, height, bandwidth, averageBandwidth }) => ({
        width,
        height,
        bandwidth,
        averageBandwidth,
      })),
      audio: summary.audio.map((a) => ({ language: a.language, name: a.name, default: a.default })),
      subtitles: summary.subtitles.map((t) => ({ language: t.language, name: t.name, default: t.default })),
      markers: clip.markers,
      thumbnails: `demo/${id}/${summary.thumbnails.vtt}`,
      path: `demo/${id}/master.m3u8`,
      poster: `demo/${id}/poster.jpg`,
    });
  }
  const manifest = {
    generatedBy: 'packages/media/src/make-demo-clips.ts',
    licence:
      "generated by the Parde project from ffmpeg's synthetic sources and espeak-ng speech; no third-party material",
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
