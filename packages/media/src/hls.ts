// The core of Parde's media tooling: probe a video with ffprobe, plan an HLS bitrate ladder for it, and encode the
// ladder with ffmpeg into a folder that appears only when it is complete. Plain Node ESM with JSDoc types, so the
// scripts run without a build step and the API can import it as it is.
import { spawn } from 'node:child_process';
import {
  access,
  chmod,
  constants,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { type Cue, segmentWebVtt } from './subtitles';
import { THUMBNAIL_MAX_SHARE, type ThumbnailSummary, writeThumbnails } from './thumbnails';

export interface ProbeResult {
  /** Absolute path of the probed file. */
  file: string;
  /** Duration of the container. */
  durationSeconds: number;
  /** Displayed width: rotation and non-square pixels already applied. */
  width: number;
  /** Displayed height: rotation and non-square pixels already applied. */
  height: number;
  /** Average frame rate of the video stream (0 when ffprobe does not know it). */
  fps: number;
  /** Codec of the first video stream, e.g. `h264`. */
  videoCodec: string;
  /** Whether the file has at least one audio stream. */
  hasAudio: boolean;
}

export interface RungSpec {
  /** Target height (the shorter side for portrait video), in pixels. */
  height: number;
  /** Video bitrate cap; quality is constant (CRF) below it. */
  maxrateKbps: number;
  /** AAC bitrate muxed into this rung. */
  audioKbps: number;
}

export interface Rung {
  /** Folder of the rung inside the output, e.g. `360p`. */
  name: string;
  /** Even output width. */
  width: number;
  /** Even output height. */
  height: number;
  /** Video bitrate cap. */
  maxrateKbps: number;
  /** AAC bitrate (ignored when the plan has no audio). */
  audioKbps: number;
  /** H.264 level, e.g. `3.1`, chosen from frame size and rate. */
  level: string;
}

export interface LadderPlan {
  /** Rungs from the smallest up. */
  rungs: Rung[];
  /** Output frame rate: the source's, divided by the smallest whole number that brings it under the cap. */
  fps: number;
  /** Target segment duration; a keyframe starts every segment. */
  segmentSeconds: number;
  /** GOP length in frames: fps × segmentSeconds. */
  keyframeInterval: number;
  /** Whether to encode an audio track. */
  hasAudio: boolean;
  /** 1 or 2. */
  audioChannels: number;
  /** x264 constant rate factor used under each rung's cap. */
  crf: number;
  /** Source duration, for progress. */
  durationSeconds: number;
  /** x264 threads; 0 lets x264 choose (faster), 1 makes the output byte-identical run to run. */
  threads: number;
}

export interface PlanOptions {
  /** Rungs to choose from; {@link DEFAULT_LADDER} when absent. */
  ladder?: RungSpec[];
  /** Frame-rate cap (30); 50 fps becomes 25, 60 becomes 30. */
  maxFps?: number;
  /** Segment duration (4). */
  segmentSeconds?: number;
  /** 1 or 2 (2). */
  audioChannels?: number;
  /** x264 CRF (23). */
  crf?: number;
  /** x264 threads (0: automatic). Use 1 for reproducible bytes. */
  threads?: number;
}

export interface Progress {
  /** 0…1 of the source encoded. */
  fraction: number;
  /** Media time encoded so far. */
  outTimeSeconds: number;
  /** Encoding speed relative to real time (2 = twice real time), when known. */
  speed: number | null;
  /** Estimated seconds left, when the speed is known. */
  etaSeconds: number | null;
  /** Whether ffmpeg reported the end. */
  done: boolean;
}

export interface RungSummary {
  name: string;
  width: number;
  height: number;
  /** Peak segment bitrate in bits/s (the HLS `BANDWIDTH`). */
  bandwidth: number;
  /** Mean bitrate in bits/s (the HLS `AVERAGE-BANDWIDTH`). */
  averageBandwidth: number;
  /** RFC 6381 codecs string. */
  codecs: string;
  /** Number of media segments. */
  segments: number;
  /** Bytes of this rung's folder: playlist, init segment and media segments. */
  bytes: number;
}

/** An audio rendition of a stream with several (EXT-X-MEDIA TYPE=AUDIO): the source's own sound or a separate file. */
export interface AudioInput {
  /** BCP 47 tag (`fa`, `en`), the HLS `LANGUAGE`. */
  language: string;
  /** Label a player shows (Persian: «فارسی (دوبله)»), the HLS `NAME`. */
  name: string;
  /** Whether players start with it (exactly one should). */
  default: boolean;
  /** Audio (or video) file whose first audio stream this is; absent: the source's own audio. */
  file?: string;
}

/** A subtitle rendition (EXT-X-MEDIA TYPE=SUBTITLES) from cues read by `subtitles.ts`. */
export interface SubtitleInput {
  language: string;
  name: string;
  default: boolean;
  cues: Cue[];
}

export interface RenditionSummary {
  language: string;
  name: string;
  default: boolean;
  /** Path of its media playlist inside the output, e.g. `audio-fa/index.m3u8`. */
  playlist: string;
  /** Peak bitrate (audio only). */
  bandwidth?: number;
  /** Mean bitrate (audio only). */
  averageBandwidth?: number;
  /** Audio channels (audio only), the HLS `CHANNELS` Apple's authoring rules ask for. */
  channels?: number;
}

export interface EncodeSummary {
  /** Absolute path of the finished folder. */
  outDir: string;
  /** File name of the master playlist inside `outDir`. */
  master: string;
  /** File name of the poster frame inside `outDir`. */
  poster: string;
  /** Sum of the segment durations of the first rung. */
  durationSeconds: number;
  rungs: RungSummary[];
  /** Separate audio renditions; empty when the audio is muxed into the rungs. */
  audio: RenditionSummary[];
  /** Subtitle renditions. */
  subtitles: RenditionSummary[];
  /** The seek thumbnails (`thumbs/index.vtt` and its sprites), with their share of `bytes`. */
  thumbnails: ThumbnailSummary & { share: number };
  /** Bytes of everything written. */
  bytes: number;
}

/** Error codes of the media tools, with the process exit code the CLIs use for each. */
export const MEDIA_ERROR_EXIT_CODES = {
  TOOL_MISSING: 2,
  BAD_INPUT: 3,
  ENCODE_FAILED: 1,
  ABORTED: 130,
} as const;

export type MediaErrorCode = keyof typeof MEDIA_ERROR_EXIT_CODES;

/** A media-tool failure with a stable code, an English `message` and a Persian `messageFa`. */
export class MediaError extends Error {
  readonly code: MediaErrorCode;
  readonly messageFa: string;
  /** The tail of ffmpeg's own log, when it was ffmpeg that failed. */
  readonly detail: string;
  readonly exitCode: number;
  constructor(
    code: MediaErrorCode,
    messageFa: string,
    message: string,
    extra: { cause?: unknown; detail?: string } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'MediaError';
    this.code = code;
    this.messageFa = messageFa;
    this.detail = extra.detail ?? '';
    this.exitCode = MEDIA_ERROR_EXIT_CODES[code];
  }
}

/**
 * The ingest ladder, H.264 Main + AAC: 240p to 1080p; `planLadder` keeps the rungs no taller than the source, so a
 * 1080p film gets all five and a 480p one the first three. The caps follow Apple's authoring table for 30 fps.
 */
export const DEFAULT_LADDER = [
  { height: 240, maxrateKbps: 300, audioKbps: 64 },
  { height: 360, maxrateKbps: 600, audioKbps: 96 },
  { height: 480, maxrateKbps: 1000, audioKbps: 96 },
  { height: 720, maxrateKbps: 3000, audioKbps: 128 },
  { height: 1080, maxrateKbps: 6000, audioKbps: 128 },
] as const;

/** Segment duration used unless a plan says otherwise, in seconds. */
export const DEFAULT_SEGMENT_SECONDS = 4;

const AUDIO_CODEC = 'mp4a.40.2'; // AAC-LC, what ffmpeg's native encoder writes

// H.264 levels from the spec's table A-1: max frame size (macroblocks) and max macroblocks per second.
const H264_LEVELS = [
  { level: '3.0', hex: '1e', maxFs: 1620, maxMbps: 40500 },
  { level: '3.1', hex: '1f', maxFs: 3600, maxMbps: 108000 },
  { level: '3.2', hex: '20', maxFs: 5120, maxMbps: 216000 },
  { level: '4.0', hex: '28', maxFs: 8192, maxMbps: 245760 },
  { level: '4.2', hex: '2a', maxFs: 8704, maxMbps: 522240 },
  { level: '5.1', hex: '33', maxFs: 36864, maxMbps: 983040 },
];

/**
 * The lowest H.264 level that holds a frame size and rate.
 */
export function h264Level(width: number, height: number, fps: number) {
  const frameMbs = Math.ceil(width / 16) * Math.ceil(height / 16);
  const found = H264_LEVELS.find((l) => frameMbs <= l.maxFs && frameMbs * fps <= l.maxMbps);
  return found ?? (H264_LEVELS.at(-1) as (typeof H264_LEVELS)[number]);
}

/**
 * RFC 6381 codecs string of a rung (H.264 Main profile, AAC-LC when there is audio).
 */
export function rungCodecs(rung: Rung, hasAudio: boolean) {
  const level = H264_LEVELS.find((l) => l.level === rung.level) ?? H264_LEVELS[0];
  const video = `avc1.4d00${level?.hex}`; // 4d = Main profile, 00 = no constraint flags
  return hasAudio ? `${video},${AUDIO_CODEC}` : video;
}

/**
 * Plans the ladder for a probed source: only rungs no taller than the source (no upscaling), the source's aspect
 * ratio kept, even dimensions (yuv420p needs them); a source shorter than the lowest rung gets one rung at its own
 * size. For portrait video the rung height applies to the shorter side, so a rung has the same pixel count either way.
 */
export function planLadder(
  probe: Pick<ProbeResult, 'width' | 'height' | 'fps' | 'hasAudio' | 'durationSeconds'>,
  options: PlanOptions = {},
): LadderPlan {
  const {
    ladder = DEFAULT_LADDER,
    maxFps = 30,
    segmentSeconds = DEFAULT_SEGMENT_SECONDS,
    audioChannels = 2,
    crf = 23,
    threads = 0,
  } = options;
  if (!(probe.width > 0 && probe.height > 0)) throw new RangeError('planLadder: the probe has no frame size');
  if (ladder.length === 0) throw new RangeError('planLadder: the ladder needs at least one rung');
  const portrait = probe.height > probe.width;
  const shortSide = Math.min(probe.width, probe.height);
  const aspect = Math.max(probe.width, probe.height) / shortSide;
  // Above the cap, keep every n-th frame (50 → 25, 59.94 → 29.97) rather than dropping frames unevenly.
  const fps = probe.fps > 0 ? probe.fps / Math.ceil(probe.fps / maxFps - 1e-9) : maxFps;
  const specs = [...ladder].sort((a, b) => a.height - b.height);
  const fitting = specs.filter((spec) => spec.height <= shortSide);
  const chosen =
    fitting.length > 0
      ? fitting.map((spec) => ({ ...spec, short: spec.height }))
      : [{ ...(specs[0] as RungSpec), short: even(shortSide, Math.floor) }];
  const rungs = chosen.map(({ short, maxrateKbps, audioKbps }) => {
    // Ties go down (854×480 → 426×240, not 428), so a rung never gains width the source does not have.
    const long = even(short * aspect, (x) => Math.ceil(x - 0.5));
    const width = portrait ? short : long;
    const height = portrait ? long : short;
    return { name: `${short}p`, width, height, maxrateKbps, audioKbps, level: h264Level(width, height, fps).level };
  });
  return {
    rungs,
    fps,
    segmentSeconds,
    keyframeInterval: Math.round(fps * segmentSeconds),
    hasAudio: probe.hasAudio,
    audioChannels,
    crf,
    durationSeconds: probe.durationSeconds,
    threads,
  };
}

function even(value: number, roundFn: (x: number) => number) {
  return Math.max(2, roundFn(value / 2) * 2);
}

/**
 * Reads a video file with ffprobe. Throws a {@link MediaError}: `TOOL_MISSING` without ffprobe on PATH, `BAD_INPUT`
 * for a missing, unreadable or non-video file.
 */
export async function probe(file: string): Promise<ProbeResult> {
  const path = await readablePath(file);
  const result = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path]);
  const notVideo = () =>
    new MediaError('BAD_INPUT', `این پرونده ویدیوی قابل‌خواندن نیست: ${path}`, `Not a readable video file: ${path}`, {
      detail: result.stderr.trim(),
    });
  if (result.code !== 0) throw notVideo();
  // biome-ignore lint/suspicious/noExplicitAny: ffprobe's JSON, read field by field below.
  let info: { streams?: Array<Record<string, any>>; format?: Record<string, any> };
  try {
    info = JSON.parse(result.stdout);
  } catch {
    throw notVideo();
  }
  const streams = info.streams ?? [];
  // Cover art in audio files is a "video" stream too; it is a still picture, not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const durationSeconds = Number(info.format?.duration ?? video?.duration);
  if (!video || !(video.width > 0) || !(durationSeconds > 0)) throw notVideo();
  const rotation = Math.abs(Number(rotationOf(video))) % 180 === 90;
  const sar = ratio(video.sample_aspect_ratio) || 1;
  const storedWidth = Math.round(video.width * sar);
  return {
    file: path,
    durationSeconds,
    width: rotation ? video.height : storedWidth,
    height: rotation ? storedWidth : video.height,
    fps: ratio(video.avg_frame_rate) || ratio(video.r_frame_rate),
    videoCodec: String(video.codec_name),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/**
 * The absolute path of a regular file this process may read; `BAD_INPUT` otherwise.
 */
export async function readablePath(file: string) {
  const path = resolve(file);
  try {
    await access(path, constants.R_OK);
    if (!(await stat(path)).isFile()) throw new Error('not a regular file');
  } catch (cause) {
    throw new MediaError('BAD_INPUT', `پرونده خوانده نشد: ${path}`, `Cannot read the input file: ${path}`, { cause });
  }
  return path;
}

// biome-ignore lint/suspicious/noExplicitAny: one stream of ffprobe's JSON.
function rotationOf(stream: Record<string, any>) {
  const sideData: Array<{ rotation?: number }> = stream.side_data_list ?? [];
  const side = sideData.find((d) => d.rotation !== undefined);
  return side?.rotation ?? stream.tags?.rotate ?? 0;
}

/** @param text `num/den` or `num:den` as ffprobe prints rates and aspect ratios. */
function ratio(text: unknown) {
  const [num, den] = String(text ?? '')
    .split(/[/:]/)
    .map(Number);
  return num && den ? num / den : 0;
}

/**
 * Checks that ffmpeg and ffprobe run, before any work starts. Throws `TOOL_MISSING` otherwise.
 */
export async function checkTools(): Promise<void> {
  for (const tool of ['ffprobe', 'ffmpeg'] as const) {
    const { code } = await run(tool, ['-version']);
    if (code !== 0) throw toolMissing(tool);
  }
}

/**
 * Feeds on ffmpeg's `-progress` output (key=value lines, a block ending in `progress=continue|end`) in chunks cut
 * anywhere, and calls `onBlock` with each finished block.
 */
export function createProgressParser(onBlock: (fields: Record<string, string>) => void): (chunk: string) => void {
  let pending = '';
  let fields: Record<string, string> = {};
  return (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const eq = line.indexOf('=');
      if (eq < 0) continue;
      const key = line.slice(0, eq).trim();
      fields[key] = line.slice(eq + 1).trim();
      if (key === 'progress') {
        onBlock(fields);
        fields = {};
      }
    }
  };
}

/**
 * Turns one `-progress` block into a fraction and an ETA against the source duration.
 */
export function progressFromFields(fields: Record<string, string>, durationSeconds: number): Progress {
  // `out_time_ms` is in microseconds too (an old ffmpeg misnomer); `out_time_us` is its honest name in ffmpeg ≥ 4.4.
  const micros = Number(fields.out_time_us ?? fields.out_time_ms);
  const outTimeSeconds = Number.isFinite(micros) && micros > 0 ? micros / 1e6 : clockSeconds(fields.out_time);
  const done = fields.progress === 'end';
  const fraction = done ? 1 : durationSeconds > 0 ? Math.min(1, Math.max(0, outTimeSeconds / durationSeconds)) : 0;
  const speedValue = Number.parseFloat(fields.speed ?? '');
  const speed = Number.isFinite(speedValue) && speedValue > 0 ? speedValue : null;
  const etaSeconds = done ? 0 : speed ? Math.max(0, durationSeconds - outTimeSeconds) / speed : null;
  return { fraction, outTimeSeconds, speed, etaSeconds, done };
}

/** @param text `HH:MM:SS.micro` */
function clockSeconds(text: string | undefined) {
  const match = /^(-?\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(text ?? '');
  if (!match) return 0;
  return Math.max(0, Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]));
}

/**
 * One line of terminal progress: a bar, the percent and the ETA, e.g. `[██████░░░░]  60% ETA 0:12 2.5×`.
 * @param [width] Bar width in characters.
 */
export function formatProgressLine(progress: Progress, width: number = 30) {
  const filled = Math.round(progress.fraction * width);
  const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
  const percent = `${Math.floor(progress.fraction * 100)}%`.padStart(4);
  const eta = progress.etaSeconds === null ? '--:--' : formatClock(progress.etaSeconds);
  const speed = progress.speed === null ? '' : ` ${progress.speed.toFixed(1)}×`;
  return `[${bar}] ${percent} ETA ${eta}${speed}`;
}

function formatClock(seconds: number) {
  const total = Math.ceil(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The ffmpeg arguments that encode a plan into `dir/<rung>/index.m3u8`, `init-<rung>.mp4` and `seg-NNN.m4s`: one
 * decode, one scaler per rung, keyframes on the same frames in every rung so a player can switch at any segment.
 * With `audio` renditions the rungs are video only and each audio goes to `dir/audio-<language>/` (padded with
 * silence or cut to the video's length, so every rendition covers the same timeline).
 */
export function ffmpegArgs(input: string, dir: string, plan: LadderPlan, audio: AudioInput[] = []) {
  const n = plan.rungs.length;
  const separate = audio.length > 0;
  const muxed = plan.hasAudio && !separate;
  const scalers = plan.rungs.map(
    (r, i) => `[s${i}]scale=${r.width}:${r.height}:flags=bicubic,setsar=1,format=yuv420p[v${i}]`,
  );
  const extraFiles = audio.flatMap((a) => (a.file ? [resolve(a.file)] : []));
  let nextInput = 1;
  const audioGraphs = audio.map((a, j) => {
    const from = a.file ? nextInput++ : 0;
    // Two AAC frames short: the encoder's priming frame would otherwise spill a 20 ms segment past the video's end.
    const seconds = Math.max(0.1, plan.durationSeconds - 2048 / 48000).toFixed(3);
    return `[${from}:a:0]aresample=48000,atrim=end=${seconds},apad=whole_dur=${seconds}[a${j}]`;
  });
  const graph = [
    `[0:v:0]fps=${plan.fps},split=${n}${plan.rungs.map((_, i) => `[s${i}]`).join('')}`,
    ...scalers,
    ...audioGraphs,
  ].join(';');
  const audioKbps = Math.max(...plan.rungs.map((r) => r.audioKbps));
  const perRung = plan.rungs.flatMap((r, i) => [
    `-maxrate:v:${i}`,
    `${r.maxrateKbps}k`,
    `-bufsize:v:${i}`,
    `${r.maxrateKbps * 2}k`,
    `-level:v:${i}`,
    r.level,
    ...(muxed ? [`-b:a:${i}`, `${r.audioKbps}k`] : []),
  ]);
  const perAudio = audio.flatMap((_, j) => [`-b:a:${j}`, `${audioKbps}k`]);
  const maps = [
    ...plan.rungs.flatMap((_, i) => ['-map', `[v${i}]`, ...(muxed ? ['-map', '0:a:0'] : [])]),
    ...audio.flatMap((_, j) => ['-map', `[a${j}]`]),
  ];
  const streamMap = [
    ...plan.rungs.map((r, i) => `v:${i}${muxed ? `,a:${i}` : ''},name:${r.name}`),
    ...audio.map((a, j) => `a:${j},name:${audioFolder(a.language)}`),
  ].join(' ');
  const seconds = plan.segmentSeconds;
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-nostats', '-progress', 'pipe:1'],
    ...['-i', input, ...extraFiles.flatMap((file) => ['-i', file]), '-filter_complex', graph, ...maps],
    ...['-c:v', 'libx264', '-preset', 'medium', '-profile:v', 'main', '-crf', String(plan.crf)],
    // Frame-threaded x264 with a VBV cap varies by a few bytes between runs; one thread does not.
    ...['-threads:v', String(plan.threads)],
    // A fixed GOP plus forced keyframes on the segment grid keeps segments aligned across rungs even at 29.97 fps.
    ...['-g', String(plan.keyframeInterval), '-keyint_min', String(plan.keyframeInterval), '-sc_threshold', '0'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${seconds})`],
    ...perRung,
    ...perAudio,
    ...(muxed || separate ? ['-c:a', 'aac', '-ac', String(plan.audioChannels), '-ar', '48000'] : []),
    ...['-f', 'hls', '-hls_time', String(seconds), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
    // fMP4 rather than MPEG-TS: hls.js appends it without transmuxing, Safari plays it natively, and no tool mistakes
    // a `.ts` segment for TypeScript.
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init-%v.mp4'],
    ...['-hls_segment_filename', join(dir, '%v', 'seg-%03d.m4s')],
    ...['-var_stream_map', streamMap, join(dir, '%v', 'index.m3u8')],
  ];
}

const audioFolder = (language: string) => `audio-${language}`;
const subtitleFolder = (language: string) => `sub-${language}`;

/**
 * Checks the renditions of an encode before ffmpeg starts: BCP 47 languages, one rendition per language and kind,
 * one default at most, a name each, and audio only for a source that has sound or a file of its own.
 */
export function checkRenditions({
  audio = [],
  subtitles = [],
  hasAudio,
}: {
  audio?: AudioInput[];
  subtitles?: SubtitleInput[];
  hasAudio: boolean;
}) {
  for (const [kind, list] of [
    ['audio', audio],
    ['subtitle', subtitles],
  ] as const) {
    const seen = new Set();
    for (const r of list) {
      if (!/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(r.language)) {
        throw new MediaError(
          'BAD_INPUT',
          `زبان «${r.language}» برچسب BCP 47 نیست (مثلاً fa یا en).`,
          `The language "${r.language}" is not a BCP 47 tag (e.g. fa or en).`,
        );
      }
      if (seen.has(r.language)) {
        throw new MediaError(
          'BAD_INPUT',
          `برای زبان ${r.language} دو ${kind === 'audio' ? 'صدا' : 'زیرنویس'} داده شده است.`,
          `Two ${kind} renditions were given for ${r.language}.`,
        );
      }
      seen.add(r.language);
      if (!r.name.trim()) throw new RangeError(`the ${kind} rendition ${r.language} has no name`);
    }
    if (list.filter((r) => r.default).length > 1) throw new RangeError(`more than one default ${kind} rendition`);
  }
  if (!hasAudio && audio.some((a) => !a.file)) {
    throw new MediaError(
      'BAD_INPUT',
      'ویدیو صدا ندارد؛ صدای اصلی را به‌صورت پرونده‌ای جدا بدهید.',
      'The video has no sound of its own; give its original audio as a separate file.',
    );
  }
}

/**
 * Encodes `input` into an HLS ladder at `outDir`: `master.m3u8`, `poster.jpg`, and per rung `<rung>/index.m3u8`,
 * `<rung>/init-<rung>.mp4` and `<rung>/seg-NNN.m4s` (fMP4); with `audio`, video-only rungs and one
 * `audio-<language>/` folder per rendition; with `subtitles`, one `sub-<language>/` folder of WebVTT segments each.
 * Everything is written into a temporary folder beside `outDir` and renamed into place at the end (replacing an
 * older `outDir`), so `outDir` is either the old one or complete; on failure or abort the temporary folder is
 * removed. Throws {@link MediaError} (`TOOL_MISSING`, `BAD_INPUT`, `ENCODE_FAILED`, `ABORTED`).
 * @param options.input Source file (probe it first and plan with {@link planLadder}).
 * @param options.outDir Folder to create.
 * @param [options.audio] Audio renditions (two or more, or one from a file); none: the source's
 *   audio muxed into every rung, as a single-language stream needs.
 */
export async function encodeHls({
  input,
  outDir,
  ladder,
  audio = [],
  subtitles = [],
  onProgress,
  signal,
}: {
  input: string;
  outDir: string;
  ladder: LadderPlan;
  audio?: AudioInput[];
  subtitles?: SubtitleInput[];
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
}): Promise<EncodeSummary> {
  if (ladder.rungs.length === 0) throw new RangeError('encodeHls: the ladder has no rungs; plan it with planLadder()');
  checkRenditions({ audio, subtitles, hasAudio: ladder.hasAudio });
  const target = resolve(outDir);
  const parent = dirname(target);
  await mkdir(parent, { recursive: true });
  const tmp = await mkdtemp(join(parent, `.${basename(target)}.tmp-`));
  try {
    await chmod(tmp, 0o755); // mkdtemp makes it private; the web server may run as another user

    const parse = createProgressParser((fields) => onProgress?.(progressFromFields(fields, ladder.durationSeconds)));
    const args = ffmpegArgs(resolve(input), tmp, ladder, audio);
    const encoded = await run('ffmpeg', args, { signal, onStdout: parse });
    if (encoded.code !== 0) throw encodeFailed('the ffmpeg encode', encoded.stderr);

    const posterAt = Math.min(ladder.durationSeconds / 3, 10);
    const top = ladder.rungs.at(-1) as Rung;
    const posterHeight = Math.min(top.height, 360);
    const shot = await run(
      'ffmpeg',
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-ss', posterAt.toFixed(3), '-i', resolve(input)],
        ...['-frames:v', '1', '-vf', `scale=-2:${posterHeight},setsar=1`, '-q:v', '5', join(tmp, 'poster.jpg')],
      ],
      { signal },
    );
    if (shot.code !== 0) throw encodeFailed('the poster frame', shot.stderr);

    const withSound = ladder.hasAudio || audio.length > 0;
    const rungs = await Promise.all(ladder.rungs.map((rung) => summariseRung(tmp, rung, withSound)));
    const audioRenditions = await Promise.all(
      audio.map(async (a) => {
        const folder = audioFolder(a.language);
        const measured = await measurePlaylist(join(tmp, folder), folder);
        return {
          language: a.language,
          name: a.name,
          default: a.default,
          playlist: `${folder}/index.m3u8`,
          channels: ladder.audioChannels,
          ...measured,
        };
      }),
    );
    const seconds = rungs[0]?.durationSeconds ?? ladder.durationSeconds;
    const subtitleRenditions = [];
    for (const sub of subtitles) {
      const folder = subtitleFolder(sub.language);
      const { playlist, segments } = segmentWebVtt(sub.cues, {
        durationSeconds: seconds,
        segmentSeconds: ladder.segmentSeconds,
      });
      await mkdir(join(tmp, folder));
      await Promise.all(segments.map((segment) => writeFile(join(tmp, folder, segment.name), segment.text)));
      await writeFile(join(tmp, folder, 'index.m3u8'), playlist);
      subtitleRenditions.push({
        language: sub.language,
        name: sub.name,
        default: sub.default,
        playlist: `${folder}/index.m3u8`,
      });
    }
    await writeFile(
      join(tmp, 'master.m3u8'),
      masterPlaylist(rungs, ladder.fps, { audio: audioRenditions, subtitles: subtitleRenditions }),
    );
    const thumbnails = await thumbnailsWithinBudget(resolve(input), tmp, top, seconds, signal);
    const summary: EncodeSummary = {
      outDir: target,
      master: 'master.m3u8',
      poster: 'poster.jpg',
      durationSeconds: Math.round(seconds * 1000) / 1000,
      rungs: rungs.map(({ playlist: _playlist, durationSeconds: _seconds, ...rest }) => rest),
      audio: audioRenditions,
      subtitles: subtitleRenditions,
      thumbnails,
      bytes: await folderBytes(tmp),
    };
    await replaceDir(tmp, target);
    return summary;
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    if (signal?.aborted) {
      throw new MediaError('ABORTED', 'رمزگذاری لغو شد.', 'Encoding was cancelled.', { cause: error });
    }
    throw error;
  }
}

/**
 * Writes the seek thumbnails, at a lower JPEG quality when the first try costs more than its share of the title
 * (a very short or very low-bitrate title); the share is measured against everything else written.
 */
async function thumbnailsWithinBudget(
  input: string,
  dir: string,
  top: Rung,
  durationSeconds: number,
  signal: AbortSignal | undefined,
) {
  let thumbnails: ThumbnailSummary | null = null;
  let share = 1;
  for (const quality of [6, 12, 24]) {
    const others = await folderBytes(dir, 'thumbs');
    thumbnails = await writeThumbnails({
      input,
      dir,
      durationSeconds,
      aspect: top.width / top.height,
      quality,
      signal,
    });
    share = thumbnails.bytes / (others + thumbnails.bytes);
    if (share <= THUMBNAIL_MAX_SHARE) break;
  }
  return { ...(thumbnails as ThumbnailSummary), share: Math.round(share * 10000) / 10000 };
}

/**
 * Parses a clock time of the command line: `38`, `0:38`, `21:40`, `1:02:03.5` → seconds.
 * @returns null when it is not a clock time.
 */
export function parseClock(text: string): number | null {
  const match = /^(?:(?:(\d+):)?(\d{1,2}):)?(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  const minutes = Number(m ?? 0);
  const secs = Number(s);
  if ((m !== undefined && secs >= 60) || (h !== undefined && minutes >= 60)) return null;
  return Number(h ?? 0) * 3600 + minutes * 60 + secs;
}

/**
 * Intro and credits markers of a video, in seconds (null when not marked).
 */
export type Markers = { introStart: number | null; introEnd: number | null; creditsStart: number | null };

/**
 * Reads `--intro 0:05-0:38` and `--credits 21:40` and checks them against the video's length: the intro must end
 * after it starts and both must lie inside the video, the credits must start after the intro ends. Throws
 * `BAD_INPUT` with the reason in Persian and English.
 */
export function parseMarkers(
  { intro, credits }: { intro?: string | undefined; credits?: string | undefined },
  durationSeconds: number,
): Markers {
  const bad = (/** @type {string} */ fa: string, /** @type {string} */ en: string) =>
    new MediaError('BAD_INPUT', fa, en);
  const length = formatClock(durationSeconds);
  const markers: Markers = { introStart: null, introEnd: null, creditsStart: null };
  if (intro !== undefined) {
    const [from = '', to = '', ...rest] = intro.split('-');
    const start = parseClock(from);
    const end = parseClock(to);
    if (start === null || end === null || rest.length > 0) {
      throw bad(
        `بازهٔ تیتراژ آغاز «${intro}» خوانده نشد؛ به شکل ۰:۰۵-۰:۳۸ بنویسید (0:05-0:38).`,
        `Cannot read the intro "${intro}"; write it as 0:05-0:38.`,
      );
    }
    if (!(end > start)) throw bad('پایان تیتراژ آغاز باید بعد از شروع آن باشد.', 'The intro must end after it starts.');
    if (end > durationSeconds) {
      throw bad(
        `تیتراژ آغاز (${intro}) از طول ویدیو (${length}) بیرون می‌زند.`,
        `The intro (${intro}) runs past the end of the video (${length}).`,
      );
    }
    markers.introStart = start;
    markers.introEnd = end;
  }
  if (credits !== undefined) {
    const start = parseClock(credits);
    if (start === null) {
      throw bad(
        `زمان تیتراژ پایانی «${credits}» خوانده نشد؛ به شکل ۲۱:۴۰ بنویسید (21:40).`,
        `Cannot read the credits time "${credits}"; write it as 21:40.`,
      );
    }
    if (start >= durationSeconds) {
      throw bad(
        `تیتراژ پایانی (${credits}) بعد از پایان ویدیو (${length}) است.`,
        `The credits (${credits}) start after the end of the video (${length}).`,
      );
    }
    if (markers.introEnd !== null && start < markers.introEnd) {
      throw bad('تیتراژ پایانی پیش از پایان تیتراژ آغاز است.', 'The credits start before the intro ends.');
    }
    markers.creditsStart = start;
  }
  return markers;
}

function encodeFailed(what: string, stderr: string) {
  return new MediaError('ENCODE_FAILED', 'ffmpeg نتوانست ویدیو را رمزگذاری کند.', `ffmpeg failed in ${what}.`, {
    detail: stderr.trim().split('\n').slice(-20).join('\n'),
  });
}

/**
 * Measures one encoded rung from its playlist: HLS wants `BANDWIDTH` to be the peak segment bitrate.
 */
async function summariseRung(dir: string, rung: Rung, hasAudio: boolean) {
  const rungDir = join(dir, rung.name);
  const measured = await measurePlaylist(rungDir, `rung ${rung.name}`);
  return {
    name: rung.name,
    width: rung.width,
    height: rung.height,
    bandwidth: measured.bandwidth,
    averageBandwidth: measured.averageBandwidth,
    codecs: rungCodecs(rung, hasAudio),
    segments: measured.segments,
    bytes: await folderBytes(rungDir),
    playlist: `${rung.name}/index.m3u8`,
    durationSeconds: measured.durationSeconds,
  };
}

/**
 * Peak and mean bitrate of a media playlist's segments.
 * @param what For the error message.
 */
async function measurePlaylist(folder: string, what: string) {
  const segments = parseMediaPlaylist(await readFile(join(folder, 'index.m3u8'), 'utf8'));
  if (segments.length === 0) throw encodeFailed(what, 'the playlist lists no segments');
  let peak = 0;
  let totalBytes = 0;
  let totalSeconds = 0;
  for (const segment of segments) {
    const { size } = await stat(join(folder, segment.uri));
    totalBytes += size;
    totalSeconds += segment.duration;
    // A short last segment would overstate the peak, so rate it as if it lasted at least one second.
    peak = Math.max(peak, (size * 8) / Math.max(segment.duration, 1));
  }
  return {
    bandwidth: Math.ceil(peak),
    averageBandwidth: Math.ceil((totalBytes * 8) / totalSeconds),
    segments: segments.length,
    durationSeconds: totalSeconds,
  };
}

/**
 * The segments of a media playlist, with their `#EXTINF` durations.
 */
export function parseMediaPlaylist(text: string): { uri: string; duration: number }[] {
  const segments: { uri: string; duration: number }[] = [];
  let duration = Number.NaN;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && Number.isFinite(duration)) {
      segments.push({ uri: line, duration });
      duration = Number.NaN;
    }
  }
  return segments;
}

type MasterEntry = Pick<RungSummary, 'width' | 'height' | 'bandwidth' | 'averageBandwidth' | 'codecs'> & {
  playlist: string;
};

/**
 * The master playlist, lowest rung first: Safari starts with the first variant listed, so the first frame comes
 * soonest (hls.js starts from its own bandwidth estimate and climbs either way). Audio renditions form the group
 * `audio` and subtitles the group `subs`; a variant's `BANDWIDTH` then counts its video plus the largest audio.
 */
export function masterPlaylist(
  rungs: MasterEntry[],
  fps: number,
  { audio = [], subtitles = [] }: { audio?: RenditionSummary[]; subtitles?: RenditionSummary[] } = {},
) {
  const quoted = (/** @type {string} */ text: string) => `"${text.replace(/["\r\n]/g, '')}"`;
  const yes = (/** @type {boolean} */ flag: boolean) => (flag ? 'YES' : 'NO');
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const a of audio) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE=${quoted(a.language)},NAME=${quoted(a.name)},` +
        `DEFAULT=${yes(a.default)},AUTOSELECT=YES,${a.channels ? `CHANNELS="${a.channels}",` : ''}URI=${quoted(a.playlist)}`,
    );
  }
  for (const t of subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE=${quoted(t.language)},NAME=${quoted(t.name)},` +
        `DEFAULT=${yes(t.default)},AUTOSELECT=${yes(t.default)},FORCED=NO,URI=${quoted(t.playlist)}`,
    );
  }
  const audioPeak = Math.max(0, ...audio.map((a) => a.bandwidth ?? 0));
  const audioMean = Math.max(0, ...audio.map((a) => a.averageBandwidth ?? 0));
  const groups = `${audio.length ? ',AUDIO="audio"' : ''}${subtitles.length ? ',SUBTITLES="subs"' : ''}`;
  for (const r of rungs) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth + audioPeak},AVERAGE-BANDWIDTH=${r.averageBandwidth + audioMean},` +
        `RESOLUTION=${r.width}x${r.height},FRAME-RATE=${fps.toFixed(3)},CODECS="${r.codecs}"${groups}`,
      r.playlist,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Bytes of the files under `dir`, leaving out its sub-folder `except`. */
async function folderBytes(dir: string, except?: string) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (except && (entry.parentPath === join(dir, except) || entry.parentPath.startsWith(join(dir, except, '/')))) {
      continue;
    }
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/**
 * Moves a finished folder into place. rename(2) cannot replace a non-empty folder, so an old one is first moved
 * aside; the window in which `target` is missing is two renames long, and it never holds a partial result.
 */
export async function replaceDir(from: string, target: string) {
  try {
    await rename(from, target);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
  const aside = `${from}.old`;
  await rename(target, aside);
  await rename(from, target);
  await rm(aside, { recursive: true, force: true });
}

function toolMissing(tool: 'ffmpeg' | 'ffprobe', cause?: unknown) {
  return new MediaError(
    'TOOL_MISSING',
    `${tool} پیدا نشد. ffmpeg را نصب کنید (مثلاً apt-get install ffmpeg) و مطمئن شوید در PATH است.`,
    `${tool} was not found. Install ffmpeg (e.g. apt-get install ffmpeg) and make sure it is on PATH.`,
    { cause },
  );
}

/**
 * Runs a tool from PATH and collects its output. A missing tool becomes `TOOL_MISSING`; an abort kills the tool and
 * waits for it to exit, so nothing writes into a folder after it has been removed.
 */
export function run(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  { signal, onStdout }: { signal?: AbortSignal | undefined; onStdout?: (chunk: string) => void } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    // Its own process group: a Ctrl-C in the terminal reaches only us, and we stop the tool in order.
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      if (onStdout) onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-20_000);
    });
    const onAbort = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(toolMissing(tool, error));
      } else reject(error);
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(signal.reason);
      else resolvePromise({ code, stdout, stderr });
    });
  });
}
