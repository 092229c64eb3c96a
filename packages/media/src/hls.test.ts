import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProgressParser,
  encodeHls,
  formatProgressLine,
  h264Level,
  type LadderPlan,
  MediaError,
  masterPlaylist,
  type ProbeResult,
  parseMediaPlaylist,
  planLadder,
  probe,
  progressFromFields,
  run,
} from './hls';

const here = dirname(fileURLToPath(import.meta.url));
// The built CLI (turbo builds the package before its tests).
const ingestCli = join(here, '..', 'dist', 'ingest.js');
const hasFfmpeg = ['ffmpeg', 'ffprobe'].every((tool) => spawnSync(tool, ['-version']).status === 0);
const needsFfmpeg = hasFfmpeg ? '' : ' [skipped: ffmpeg/ffprobe not on PATH]';

const source = (width: number, height: number, extra: Partial<ProbeResult> = {}) => ({
  width,
  height,
  fps: 24,
  hasAudio: true,
  durationSeconds: 60,
  ...extra,
});
const sizes = (plan: LadderPlan) => plan.rungs.map((r) => `${r.width}x${r.height}`);

describe('planLadder', () => {
  it('gives a 1080p source all five rungs at 16:9, 720p and 1080p with their bitrates', () => {
    const plan = planLadder(source(1920, 1080));
    expect(sizes(plan)).toEqual(['426x240', '640x360', '854x480', '1280x720', '1920x1080']);
    expect(plan.rungs.map((r) => r.name)).toEqual(['240p', '360p', '480p', '720p', '1080p']);
    expect(plan.rungs.map((r) => r.maxrateKbps)).toEqual([300, 600, 1000, 3000, 6000]);
    expect(plan.rungs.map((r) => r.level)).toEqual(['3.0', '3.0', '3.0', '3.1', '4.0']);
  });

  it('plans up to the source height: 720p gets four rungs, 4K stops at 1080p', () => {
    expect(sizes(planLadder(source(1280, 720)))).toEqual(['426x240', '640x360', '854x480', '1280x720']);
    expect(planLadder(source(3840, 2160)).rungs.at(-1)?.name).toBe('1080p');
  });

  it('keeps a 480p source at its own height and never above it', () => {
    expect(sizes(planLadder(source(854, 480)))).toEqual(['426x240', '640x360', '854x480']);
    expect(sizes(planLadder(source(640, 480)))).toEqual(['320x240', '480x360', '640x480']);
    expect(sizes(planLadder(source(1280, 400)))).toEqual(['768x240', '1152x360']);
  });

  it('gives a 240p source one rung, and a smaller source one rung at its own size', () => {
    expect(sizes(planLadder(source(426, 240)))).toEqual(['426x240']);
    expect(sizes(planLadder(source(176, 144)))).toEqual(['176x144']);
    expect(sizes(planLadder(source(175, 99)))).toEqual(['174x98']);
  });

  it('rates portrait video by its shorter side', () => {
    expect(sizes(planLadder(source(1080, 1920)))).toEqual(['240x426', '360x640', '480x854', '720x1280', '1080x1920']);
  });

  it('makes every dimension even and no rung larger than the source', () => {
    const odd: [number, number][] = [
      [1279, 719],
      [1921, 1081],
      [720, 576],
      [853, 481],
      [481, 853],
      [3840, 1608],
      [301, 241],
    ];
    for (const [w, h] of odd) {
      for (const rung of planLadder(source(w, h)).rungs) {
        expect(rung.width % 2, `${w}x${h} → ${rung.width}`).toBe(0);
        expect(rung.height % 2, `${w}x${h} → ${rung.height}`).toBe(0);
        expect(rung.width).toBeLessThanOrEqual(w + 1);
        expect(rung.height).toBeLessThanOrEqual(h + 1);
      }
    }
  });

  it('caps the frame rate and puts a keyframe at every segment start', () => {
    expect(planLadder(source(1920, 1080, { fps: 60 }))).toMatchObject({ fps: 30, keyframeInterval: 120 });
    expect(planLadder(source(1920, 1080, { fps: 50 }))).toMatchObject({ fps: 25, keyframeInterval: 100 });
    expect(planLadder(source(1920, 1080, { fps: 60000 / 1001 })).fps).toBeCloseTo(29.97, 2);
    expect(planLadder(source(1920, 1080, { fps: 30 })).fps).toBe(30);
    expect(planLadder(source(1920, 1080, { fps: 120 })).fps).toBe(30);
    expect(planLadder(source(1920, 1080, { fps: 24 }))).toMatchObject({ fps: 24, keyframeInterval: 96 });
    expect(planLadder(source(1920, 1080, { fps: 0 }), { segmentSeconds: 6 })).toMatchObject({
      fps: 30,
      keyframeInterval: 180,
    });
  });

  it('carries whether there is audio, and refuses a probe without a frame size', () => {
    expect(planLadder(source(640, 360, { hasAudio: false })).hasAudio).toBe(false);
    expect(() => planLadder(source(0, 0))).toThrow(RangeError);
  });

  it('picks the lowest H.264 level that holds the rung', () => {
    expect(h264Level(640, 360, 30).level).toBe('3.0');
    expect(h264Level(854, 480, 30).level).toBe('3.1');
    expect(h264Level(1280, 720, 30).level).toBe('3.1');
    expect(h264Level(1920, 1080, 30).level).toBe('4.0');
  });
});

describe('progress', () => {
  it('parses -progress blocks split at any byte', () => {
    const text =
      'frame=10\nout_time_us=1500000\nout_time_ms=1500000\nout_time=00:00:01.500000\nspeed=3.00x\nprogress=continue\n' +
      'frame=20\nout_time_us=4000000\nspeed=2.5x\nprogress=end\n';
    for (const cut of [1, 7, 40, text.length - 3]) {
      const blocks: Record<string, string>[] = [];
      const feed = createProgressParser((fields) => blocks.push(fields));
      feed(text.slice(0, cut));
      feed(text.slice(cut));
      expect(blocks.map((b) => [b.out_time_us, b.progress])).toEqual([
        ['1500000', 'continue'],
        ['4000000', 'end'],
      ]);
    }
  });

  it('turns a block into a fraction and an ETA from the speed', () => {
    expect(progressFromFields({ out_time_us: '2500000', speed: '2.5x', progress: 'continue' }, 10)).toEqual({
      fraction: 0.25,
      outTimeSeconds: 2.5,
      speed: 2.5,
      etaSeconds: 3,
      done: false,
    });
  });

  it('reads out_time_ms (microseconds despite its name) and out_time when out_time_us is missing', () => {
    expect(progressFromFields({ out_time_ms: '5000000', progress: 'continue' }, 20).fraction).toBe(0.25);
    expect(progressFromFields({ out_time: '00:01:30.000000', progress: 'continue' }, 180).fraction).toBe(0.5);
  });

  it('copes with the N/A values of the first block and with overshoot', () => {
    const first = progressFromFields({ out_time_us: 'N/A', out_time: 'N/A', speed: 'N/A' }, 10);
    expect(first).toMatchObject({ fraction: 0, speed: null, etaSeconds: null });
    expect(progressFromFields({ out_time_us: '12000000', speed: '1x' }, 10).fraction).toBe(1);
    expect(progressFromFields({ out_time_us: '3000000', progress: 'end' }, 10)).toMatchObject({
      fraction: 1,
      etaSeconds: 0,
      done: true,
    });
  });

  it('formats a bar with percent and ETA', () => {
    const line = formatProgressLine({ fraction: 0.5, outTimeSeconds: 5, speed: 2, etaSeconds: 75, done: false }, 10);
    expect(line).toBe('[█████░░░░░]  50% ETA 1:15 2.0×');
    expect(formatProgressLine({ fraction: 0, outTimeSeconds: 0, speed: null, etaSeconds: null, done: false }, 4)).toBe(
      '[░░░░]   0% ETA --:--',
    );
  });
});

describe('playlists', () => {
  it('reads segment durations from a media playlist', () => {
    const text =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-MAP:URI="init-240p.mp4"\n' +
      '#EXTINF:4.000000,\nseg-000.m4s\n#EXTINF:1.5,\nseg-001.m4s\n#EXT-X-ENDLIST\n';
    expect(parseMediaPlaylist(text)).toEqual([
      { uri: 'seg-000.m4s', duration: 4 },
      { uri: 'seg-001.m4s', duration: 1.5 },
    ]);
  });

  it('writes a master playlist with the attributes players choose by', () => {
    const text = masterPlaylist(
      [
        {
          width: 426,
          height: 240,
          bandwidth: 300000,
          averageBandwidth: 250000,
          codecs: 'avc1.4d001e,mp4a.40.2',
          playlist: '240p/index.m3u8',
        },
      ],
      24,
    );
    expect(text).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=300000,AVERAGE-BANDWIDTH=250000,RESOLUTION=426x240,FRAME-RATE=24.000,' +
        'CODECS="avc1.4d001e,mp4a.40.2"\n240p/index.m3u8\n',
    );
  });
});

type StderrWatcher = (stderrSoFar: string, child: import('node:child_process').ChildProcess) => void;

/**
 * Runs the ingest CLI and collects its output.
 */
function ingest(
  args: string[],
  { env = process.env, onStderr }: { env?: NodeJS.ProcessEnv; onStderr?: StderrWatcher } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ingestCli, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
      onStderr?.(stderr, child);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('ingest CLI without ffmpeg', () => {
  it('exits with 2 and says so in Persian and English', async () => {
    const result = await ingest(['whatever.mp4', join(tmpdir(), 'never-made')], { env: { PATH: '/nonexistent' } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('پیدا نشد');
    expect(result.stderr).toContain('was not found');
    expect(existsSync(join(tmpdir(), 'never-made'))).toBe(false);
  });
});

describe.skipIf(!hasFfmpeg)(`ingest with ffmpeg${needsFfmpeg}`, { timeout: 120_000 }, () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'parde-ingest-test-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  /**
   * A small generated clip.
   */
  async function makeClip(name: string, { seconds, size, audio }: { seconds: number; size: string; audio: boolean }) {
    const file = join(work, name);
    const { code, stderr } = await run('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
      ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', ...(audio ? ['-c:a', 'aac'] : []), file],
    ]);
    expect(code, stderr).toBe(0);
    return file;
  }

  /** Names in a folder that look like leftovers of an unfinished encode. */
  async function leftovers(/** @type {string} */ dir: string) {
    return (await readdir(dir)).filter((name) => name.includes('.tmp-') || name.endsWith('.old'));
  }

  it('turns a 3-second clip into a master playlist, aligned rungs and segments', async () => {
    const input = await makeClip('three.mp4', { seconds: 3, size: '640x360', audio: true });
    const parent = join(work, 'out-a');
    await mkdir(parent);
    const outDir = join(parent, 'title-1');
    // An older result is replaced as a whole, stale files included.
    await mkdir(outDir);
    await writeFile(join(outDir, 'stale.txt'), 'old');

    const result = await ingest([input, outDir]);
    expect(result.code, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary.rungs.map((/** @type {{ name: string }} */ r: { name: string }) => r.name)).toEqual([
      '240p',
      '360p',
    ]);
    expect(summary.durationSeconds).toBeCloseTo(3, 0);
    expect(result.stderr).toContain('100%');

    const master = await readFile(join(outDir, 'master.m3u8'), 'utf8');
    expect(master).toContain('RESOLUTION=426x240');
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).toContain('CODECS="avc1.4d001e,mp4a.40.2"');
    const playlists = await Promise.all(
      ['240p', '360p'].map(async (rung) =>
        parseMediaPlaylist(await readFile(join(outDir, rung, 'index.m3u8'), 'utf8')),
      ),
    );
    // Same segment boundaries in every rung: a player can switch at any segment.
    expect(playlists[0]).toEqual(playlists[1]);
    for (const rung of ['240p', '360p']) {
      expect(existsSync(join(outDir, rung, `init-${rung}.mp4`))).toBe(true);
      for (const segment of playlists[0] as { uri: string }[]) {
        expect(existsSync(join(outDir, rung, segment.uri))).toBe(true);
      }
    }
    expect(existsSync(join(outDir, 'poster.jpg'))).toBe(true);
    // Seek thumbnails beside the ladder: a WebVTT track into a JPEG sprite, within 3 % of the title's bytes.
    expect(summary.thumbnails).toMatchObject({ vtt: 'thumbs/index.vtt', count: 1, width: 160, height: 90 });
    expect(summary.thumbnails.share).toBeLessThanOrEqual(0.03);
    expect(await readFile(join(outDir, 'thumbs', 'index.vtt'), 'utf8')).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nsprite-001.jpg#xywh=0,0,160,90\n',
    );
    expect(await probe(join(outDir, 'thumbs', 'sprite-001.jpg'))).toMatchObject({ width: 800, height: 450 });
    expect(existsSync(join(outDir, 'stale.txt'))).toBe(false);
    expect(await leftovers(parent)).toEqual([]);

    // An fMP4 segment plays after its init segment; joined they are a file ffprobe reads.
    const joined = join(work, 'joined.mp4');
    await writeFile(
      joined,
      Buffer.concat([
        await readFile(join(outDir, '360p', 'init-360p.mp4')),
        await readFile(join(outDir, '360p', 'seg-000.m4s')),
      ]),
    );
    expect(await probe(joined)).toMatchObject({ width: 640, height: 360, videoCodec: 'h264', hasAudio: true });
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=profile',
      '-of',
      'csv=p=0',
      joined,
    ]);
    expect(stdout.split('\n')).toEqual(['Main', 'LC', '']);
  });

  it('adds a dub as a separate audio rendition and subtitles from a UTF-16 .srt, with markers', async () => {
    const input = await makeClip('film.mp4', { seconds: 6, size: '426x240', audio: true });
    const dub = join(work, 'dub.wav');
    const made = await run('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=660:duration=4'],
      dub,
    ]);
    expect(made.code, made.stderr).toBe(0);
    const srt = join(work, 'fa.srt');
    const text =
      '1\r\n00:00:01,000 --> 00:00:02,500\r\nکجا بودی؟\r\n\r\n2\r\n00:00:04,200 --> 00:00:05,000\r\nزود باش!\r\n';
    await writeFile(srt, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    const outDir = join(work, 'film');
    const result = await ingest([
      ...[input, outDir, '--language', 'en', '--audio', `fa=${dub}`, '--subtitle', `fa=${srt}`],
      ...['--intro', '0:01-0:02', '--credits', '0:05'],
    ]);
    expect(result.code, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary.markers).toEqual({ introStart: 1, introEnd: 2, creditsStart: 5 });
    expect(summary.audio.map((/** @type {{ language: string }} */ a: { language: string }) => a.language)).toEqual([
      'en',
      'fa',
    ]);
    const master = await readFile(join(outDir, 'master.m3u8'), 'utf8');
    expect(master).toContain(
      'LANGUAGE="en",NAME="انگلیسی (اصلی)",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio-en/index.m3u8"',
    );
    expect(master).toContain(
      'LANGUAGE="fa",NAME="فارسی (دوبله)",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio-fa/index.m3u8"',
    );
    expect(master).toContain('TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="fa",NAME="فارسی"');
    // Video-only rungs; each audio rendition covers the video's timeline in the same number of segments.
    const video = parseMediaPlaylist(await readFile(join(outDir, '240p', 'index.m3u8'), 'utf8'));
    for (const language of ['en', 'fa']) {
      const audio = parseMediaPlaylist(await readFile(join(outDir, `audio-${language}`, 'index.m3u8'), 'utf8'));
      expect(audio).toHaveLength(video.length);
      const seconds = audio.reduce((sum, segment) => sum + segment.duration, 0);
      expect(seconds).toBeGreaterThan(5.9);
      expect(seconds).toBeLessThanOrEqual(6.01);
    }
    const joined = join(work, 'video-only.mp4');
    await writeFile(
      joined,
      Buffer.concat([
        await readFile(join(outDir, '240p', 'init-240p.mp4')),
        await readFile(join(outDir, '240p', 'seg-000.m4s')),
      ]),
    );
    expect((await probe(joined)).hasAudio).toBe(false);
    expect(await readFile(join(outDir, 'sub-fa', 'seg-000.vtt'), 'utf8')).toBe(
      'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n00:00:01.000 --> 00:00:02.500\nکجا بودی؟\n',
    );
    expect(await readFile(join(outDir, 'sub-fa', 'seg-001.vtt'), 'utf8')).toContain('زود باش!');
  });

  it('refuses markers outside the video and an unreadable subtitle before encoding, leaving nothing', async () => {
    const input = await makeClip('short.mp4', { seconds: 2, size: '426x240', audio: true });
    const outDir = join(work, 'refused');
    const late = await ingest([input, outDir, '--credits', '0:05']);
    expect(late.code).toBe(3);
    expect(late.stderr).toContain('تیتراژ پایانی (0:05) بعد از پایان ویدیو (0:02) است.');
    expect(late.stderr).toContain('The credits (0:05) start after the end of the video (0:02).');
    const garbled = join(work, 'garbled.srt');
    await writeFile(garbled, '1\n00:00:00,500 --> 00:00:01,500\nÙ¾Ø§Ø±Ø³ÛŒ Ù†ÛŒØ³Øª\n');
    const bad = await ingest([input, outDir, '--subtitle', `fa=${garbled}`]);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toContain('زیرنویس garbled.srt خوانا نیست');
    expect(bad.stderr).toContain('The subtitle file garbled.srt is not readable');
    expect(existsSync(outDir)).toBe(false);
    expect(await leftovers(work)).toEqual([]);
  });

  it('encodes a source without sound as video only', async () => {
    const input = await makeClip('silent.mp4', { seconds: 2, size: '426x240', audio: false });
    const source = await probe(input);
    expect(source.hasAudio).toBe(false);
    const summary = await encodeHls({ input, outDir: join(work, 'silent'), ladder: planLadder(source) });
    expect(summary.rungs).toMatchObject([{ name: '240p', codecs: 'avc1.4d001e' }]);
    expect(await readFile(join(work, 'silent', 'master.m3u8'), 'utf8')).not.toContain('mp4a');
  });

  it('turns a phone video stored sideways (rotation metadata) into portrait rungs', async () => {
    const flat = await makeClip('flat.mp4', { seconds: 2, size: '640x360', audio: false });
    const input = join(work, 'rotated.mp4');
    // Phones record landscape frames plus a display matrix; a remux is how ffmpeg 5.1 writes one.
    const remux = await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      flat,
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      input,
    ]);
    expect(remux.code, remux.stderr).toBe(0);
    const source = await probe(input);
    expect(source).toMatchObject({ width: 360, height: 640 });
    const outDir = join(work, 'rotated');
    const summary = await encodeHls({ input, outDir, ladder: planLadder(source) });
    expect(summary.rungs.map((r) => `${r.width}x${r.height}`)).toEqual(['240x426', '360x640']);
    const joined = join(work, 'rotated-joined.mp4');
    await writeFile(
      joined,
      Buffer.concat([
        await readFile(join(outDir, '360p', 'init-360p.mp4')),
        await readFile(join(outDir, '360p', 'seg-000.m4s')),
      ]),
    );
    expect(await probe(joined)).toMatchObject({ width: 360, height: 640 });
  });

  it('refuses a text file with exit code 3 and leaves nothing behind', async () => {
    const parent = join(work, 'out-bad');
    await mkdir(parent);
    const input = join(work, 'notes.txt');
    await writeFile(input, 'این یک ویدیو نیست\n');
    const result = await ingest([input, join(parent, 'title-2')]);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('ویدیوی قابل‌خواندن نیست');
    expect(result.stderr).toContain('Not a readable video file');
    expect(await readdir(parent)).toEqual([]);
  });

  it('refuses a missing file with exit code 3', async () => {
    const result = await ingest([join(work, 'nope.mp4'), join(work, 'out-missing')]);
    expect(result.code).toBe(3);
    expect(existsSync(join(work, 'out-missing'))).toBe(false);
  });

  it('stops on an abort and removes the half-written folder', async () => {
    const input = await makeClip('long.mp4', { seconds: 30, size: '640x360', audio: true });
    const parent = join(work, 'out-abort');
    const controller = new AbortController();
    const encoding = encodeHls({
      input,
      outDir: join(parent, 'title-3'),
      ladder: planLadder(await probe(input)),
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.fraction > 0) controller.abort();
      },
    });
    await expect(encoding).rejects.toSatisfy((error) => error instanceof MediaError && error.code === 'ABORTED');
    expect(await readdir(parent)).toEqual([]);
  });

  it('exits with 130 on Ctrl-C (SIGINT) and removes the half-written folder', async () => {
    const input = join(work, 'long.mp4');
    const parent = join(work, 'out-sigint');
    await mkdir(parent);
    let sent = false;
    const result = await ingest([input, join(parent, 'title-4')], {
      onStderr: (text, child) => {
        if (!sent && text.includes('%')) {
          sent = true;
          child.kill('SIGINT');
        }
      },
    });
    expect(sent).toBe(true);
    expect(result.code, result.stderr).toBe(130);
    expect(result.stderr).toContain('لغو شد');
    expect(await readdir(parent)).toEqual([]);
  });
});
