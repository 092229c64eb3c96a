import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError, masterPlaylist, parseClock, parseMarkers } from './hls';
import { parseIngestArgs } from './renditions';
import {
  cleanCueText,
  decodeSubtitleBytes,
  looksReadable,
  parseSubtitles,
  readSubtitleFile,
  segmentWebVtt,
} from './subtitles';

const PERSIAN_SRT = `1
00:00:01,000 --> 00:00:03,500
دیشب کجا بودی؟

2
00:00:04,000 --> 00:00:07,250
ایستگاه بودم.
قطار Northern Star ساعت ۶:۴۵ راه می‌افتد.

3
00:00:08,000 --> 00:00:09,000
عجله کن!
`;

const mediaError = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as MediaError;
  }
  throw new Error('expected a MediaError');
};

describe('decoding subtitle files', () => {
  const file = 'fa.srt';
  it.each([
    ['UTF-8', Buffer.from(PERSIAN_SRT, 'utf8'), 'utf-8'],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(PERSIAN_SRT)]), 'utf-8'],
    [
      'UTF-16LE with a BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(PERSIAN_SRT, 'utf16le')]),
      'utf-16le',
    ],
    [
      'UTF-16BE with a BOM',
      Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(PERSIAN_SRT, 'utf16be')]),
      'utf-16be',
    ],
    ['UTF-16LE without a BOM', iconv.encode(PERSIAN_SRT, 'utf16le'), 'utf-16le'],
  ])('reads Persian in %s', (_name, bytes, encoding) => {
    const decoded = decodeSubtitleBytes(bytes, { language: 'fa', file });
    expect(decoded.encoding).toBe(encoding);
    expect(decoded.text).toBe(PERSIAN_SRT);
  });

  it('reads Persian in Windows-1256', () => {
    // Windows-1256 has no Persian digits and no Persian ی, so files from it carry Latin digits and Arabic ي
    // (cleanCueText turns it into ی).
    const text = PERSIAN_SRT.replace('۶:۴۵', '6:45').replace(/ی/g, 'ي');
    const decoded = decodeSubtitleBytes(iconv.encode(text, 'windows-1256'), { language: 'fa', file });
    expect(decoded.encoding).toMatch(/1256|8859-6/);
    expect(decoded.text).toBe(text);
  });

  it('refuses a Persian file whose bytes read as nothing Persian, in Persian and English', () => {
    // UTF-8 bytes that went through Windows-1252 once ("Ø¯ÛŒØ´Ø¨"): valid UTF-8, but mojibake.
    const mojibake = Buffer.from(iconv.decode(Buffer.from(PERSIAN_SRT, 'utf8'), 'windows-1252'), 'utf8');
    const error = mediaError(() => decodeSubtitleBytes(mojibake, { language: 'fa', file }));
    expect(error).toBeInstanceOf(MediaError);
    expect(error.code).toBe('BAD_INPUT');
    expect(error.messageFa).toContain('زیرنویس fa.srt خوانا نیست');
    expect(error.messageFa).toContain('UTF-8');
    expect(error.message).toContain('not readable');
  });

  it('refuses binary data and text in another script', () => {
    const binary = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 37) % 256));
    expect(() => decodeSubtitleBytes(binary, { language: 'fa', file })).toThrow(MediaError);
    const russian = Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nПривет, как дела?\n', 'utf8');
    expect(() => decodeSubtitleBytes(russian, { language: 'fa', file })).toThrow(/not readable/);
  });

  it('reads English in UTF-8 and Windows-1252, and tells English mojibake from English', () => {
    const english = '1\n00:00:01,000 --> 00:00:02,000\nCafé? Déjà vu!\n';
    expect(decodeSubtitleBytes(iconv.encode(english, 'windows-1252'), { language: 'en', file }).text).toBe(english);
    expect(looksReadable(english, 'en')).toBe(true);
    expect(looksReadable('CafÃ© Ã  la carte, dÃ©jÃ  vu, Ã©tÃ©', 'en')).toBe(false);
  });
});

describe('cue text', () => {
  it('keeps i/b/u tags, drops others, escapes & and <', () => {
    expect(cleanCueText('<i>a</i> <font color="#fff">b</font> {\\an8}c & d < e', 'en')).toBe(
      '<i>a</i> b c &amp; d &lt; e',
    );
  });

  it('fixes Persian lines: Arabic letters, flipped punctuation, a Latin start', () => {
    expect(cleanCueText('كجا مي‌روي؟', 'fa')).toBe('کجا می‌روی؟');
    expect(cleanCueText('!عجله کن', 'fa')).toBe('عجله کن!');
    expect(cleanCueText('؟کجا بودی', 'fa')).toBe('کجا بودی؟');
    // The first strong letter is Latin: a RIGHT-TO-LEFT MARK keeps the line right to left.
    expect(cleanCueText('CNN می‌گوید پرواز ۷۱۲ لغو شده.', 'fa')).toBe('\u200FCNN می‌گوید پرواز ۷۱۲ لغو شده.');
    expect(cleanCueText('۱۲ ساعت وقت داریم.', 'fa')).toBe('۱۲ ساعت وقت داریم.');
    // English lines are left as they are.
    expect(cleanCueText('!Hello', 'en')).toBe('!Hello');
  });

  it('parses SRT and VTT alike, sorted and cut to the video', () => {
    const options = { language: 'fa', file: 'x.srt', durationSeconds: 8.5 };
    const cues = parseSubtitles(PERSIAN_SRT, options);
    expect(cues.map((c) => [c.start, c.end])).toEqual([
      [1, 3.5],
      [4, 7.25],
      [8, 8.5],
    ]);
    expect(cues[1]?.text).toBe('ایستگاه بودم.\nقطار Northern Star ساعت ۶:۴۵ راه می‌افتد.');
    const vtt = `WEBVTT\n\n00:05.000 --> 00:06.000\nدوم\n\n00:00:01.000 --> 00:00:02.000 line:90%\nاول\n`;
    expect(parseSubtitles(vtt, options).map((c) => c.text)).toEqual(['اول', 'دوم']);
  });

  it('refuses a file that is not subtitles, or whose cues are all after the video', () => {
    const options = { language: 'fa', file: 'x.srt', durationSeconds: 10 };
    expect(() => parseSubtitles('این یک متن ساده است.', options)).toThrow(/not SRT or WebVTT/);
    expect(() => parseSubtitles('1\n00:01:00,000 --> 00:01:02,000\nدیر\n', options)).toThrow(/none of its cues/);
  });
});

describe('segmented WebVTT', () => {
  it('puts each cue in every segment it overlaps, on the video clock', () => {
    const cues = [
      { start: 1, end: 3, text: 'یک' },
      { start: 3.5, end: 4.5, text: 'دو' },
      { start: 9, end: 9.5, text: 'سه' },
    ];
    const { playlist, segments } = segmentWebVtt(cues, { durationSeconds: 10, segmentSeconds: 4 });
    expect(segments.map((s) => s.name)).toEqual(['seg-000.vtt', 'seg-001.vtt', 'seg-002.vtt']);
    expect(segments[0]?.text).toContain('00:00:03.500 --> 00:00:04.500\nدو');
    expect(segments[1]?.text).toContain('00:00:03.500 --> 00:00:04.500\nدو');
    expect(segments[1]?.text).not.toContain('یک');
    expect(segments[2]?.text).toContain('00:00:09.000 --> 00:00:09.500\nسه');
    for (const s of segments)
      expect(s.text.startsWith('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n')).toBe(true);
    expect(playlist).toContain('#EXTINF:4.000000,\nseg-000.vtt');
    expect(playlist).toContain('#EXTINF:2.000000,\nseg-002.vtt');
    expect(playlist.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
});

describe('renditions in the master playlist', () => {
  it('lists audio and subtitle groups with Persian names and BCP 47 languages', () => {
    const rung = {
      width: 426,
      height: 240,
      bandwidth: 100_000,
      averageBandwidth: 90_000,
      codecs: 'avc1.4d001e,mp4a.40.2',
      playlist: '240p/index.m3u8',
    };
    const text = masterPlaylist([rung], 24, {
      audio: [
        {
          language: 'fa',
          name: 'فارسی (دوبله)',
          default: true,
          playlist: 'audio-fa/index.m3u8',
          channels: 1,
          bandwidth: 40_000,
          averageBandwidth: 30_000,
        },
        {
          language: 'en',
          name: 'انگلیسی (اصلی)',
          default: false,
          playlist: 'audio-en/index.m3u8',
          bandwidth: 35_000,
          averageBandwidth: 33_000,
        },
      ],
      subtitles: [{ language: 'fa', name: 'فارسی', default: false, playlist: 'sub-fa/index.m3u8' }],
    });
    expect(text).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="fa",NAME="فارسی (دوبله)",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="1",URI="audio-fa/index.m3u8"',
    );
    expect(text).toContain('LANGUAGE="en",NAME="انگلیسی (اصلی)",DEFAULT=NO');
    expect(text).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="fa",NAME="فارسی",DEFAULT=NO,AUTOSELECT=NO,FORCED=NO,URI="sub-fa/index.m3u8"',
    );
    // Video plus the largest audio rendition.
    expect(text).toContain('BANDWIDTH=140000,AVERAGE-BANDWIDTH=123000,');
    expect(text).toContain('AUDIO="audio",SUBTITLES="subs"\n240p/index.m3u8');
  });
});

describe('markers and options', () => {
  it('reads clock times', () => {
    expect(parseClock('38')).toBe(38);
    expect(parseClock('0:05')).toBe(5);
    expect(parseClock('21:40')).toBe(1300);
    expect(parseClock('1:02:03.5')).toBe(3723.5);
    expect(parseClock('1:75')).toBeNull();
    expect(parseClock('abc')).toBeNull();
  });

  it('accepts markers inside the video and refuses them outside, in Persian and English', () => {
    expect(parseMarkers({ intro: '0:05-0:38', credits: '21:40' }, 1400)).toEqual({
      introStart: 5,
      introEnd: 38,
      creditsStart: 1300,
    });
    expect(parseMarkers({}, 100)).toEqual({ introStart: null, introEnd: null, creditsStart: null });
    const late = mediaError(() => parseMarkers({ credits: '21:40' }, 1200));
    expect(late.code).toBe('BAD_INPUT');
    expect(late.messageFa).toBe('تیتراژ پایانی (21:40) بعد از پایان ویدیو (20:00) است.');
    expect(late.message).toContain('after the end of the video');
    expect(() => parseMarkers({ intro: '0:05-0:38' }, 30)).toThrow(/runs past the end/);
    expect(() => parseMarkers({ intro: '0:38-0:05' }, 100)).toThrow(/end after it starts/);
    expect(() => parseMarkers({ intro: '5' }, 100)).toThrow(/Cannot read the intro/);
    expect(() => parseMarkers({ intro: '0:05-0:38', credits: '0:20' }, 100)).toThrow(/before the intro ends/);
  });

  it('parses the ingest command line', () => {
    const args = parseIngestArgs([
      'in.mp4',
      'out',
      '--language',
      'en',
      '--audio',
      'fa=dub.m4a',
      '--subtitle',
      'fa=fa.srt',
      '--subtitle',
      'en=C:/subs/en=1.vtt',
      '--intro',
      '0:05-0:38',
      '--credits',
      '21:40',
    ]);
    expect(args).toEqual({
      positionals: ['in.mp4', 'out'],
      language: 'en',
      audio: [{ language: 'fa', file: 'dub.m4a' }],
      subtitles: [
        { language: 'fa', file: 'fa.srt' },
        { language: 'en', file: 'C:/subs/en=1.vtt' },
      ],
      intro: '0:05-0:38',
      credits: '21:40',
    });
    expect(() => parseIngestArgs(['in.mp4', '--audio', 'dub.m4a'])).toThrow(/<language>=<file>/);
    expect(() => parseIngestArgs(['in.mp4', '--language', 'Persian'])).toThrow(/BCP 47/);
    expect(() => parseIngestArgs(['in.mp4', '--dub', 'x'])).toThrow(MediaError);
  });
});

describe('reading subtitle files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parde-subs-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a Windows-1256 .srt into Persian cues', async () => {
    const file = join(dir, 'fa.srt');
    await writeFile(file, iconv.encode(PERSIAN_SRT.replace(/ی/g, 'ي').replace('۶:۴۵', '6:45'), 'windows-1256'));
    const { cues } = await readSubtitleFile(file, { language: 'fa', durationSeconds: 60 });
    expect(cues.map((c) => c.text)).toEqual([
      'دیشب کجا بودی؟',
      'ایستگاه بودم.\nقطار Northern Star ساعت 6:45 راه می‌افتد.',
      'عجله کن!',
    ]);
  });

  it('refuses other extensions and missing files', async () => {
    await expect(readSubtitleFile(join(dir, 'fa.txt'), { language: 'fa', durationSeconds: 60 })).rejects.toThrow(
      /\.srt or \.vtt/,
    );
    await expect(readSubtitleFile(join(dir, 'none.srt'), { language: 'fa', durationSeconds: 60 })).rejects.toThrow(
      /Cannot read/,
    );
  });
});
