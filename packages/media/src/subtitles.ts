// Subtitles for Parde's HLS streams: reads an .srt or .vtt file in whatever encoding it came in (Persian files are
// very often Windows-1256 or UTF-16), refuses text it cannot read rather than writing mojibake, cleans the cues, and
// cuts them into the segmented WebVTT playlist that hls.js and Safari play beside fMP4 video.

import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { parseSync } from 'subtitle';
import { MediaError } from './hls';

export interface Cue {
  /** Seconds from the start of the video. */
  start: number;
  /** Seconds; greater than `start`. */
  end: number;
  /** WebVTT cue text: lines joined by `\n`, only `<i>`, `<b>` and `<u>` tags, `&` and `<` escaped. */
  text: string;
}

/** Languages written right to left (primary subtags), whose lines get the fixes in {@link cleanCueText}. */
const RTL_LANGUAGES = new Set(['fa', 'ar', 'ur', 'ps', 'he', 'yi', 'ckb', 'sd', 'ug', 'dv']);
/** Languages in the Arabic script, whose letters must dominate a correctly decoded file. */
const ARABIC_SCRIPT = new Set(['fa', 'ar', 'ur', 'ps', 'ckb', 'sd', 'ug']);

const ARABIC_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]/gu;
const ARABIC_LETTER_ONE = new RegExp(ARABIC_LETTER.source, 'u');
const LETTER = /\p{L}/gu;
/** UTF-8 read as Windows-1252/Latin-1 leaves a lead byte (Ã, Ø, Ù, Û, …) followed by a continuation byte. */
const MOJIBAKE = /[\u00C2-\u00F4][\u0080-\u00BF\u2018-\u203A\u0152-\u0192]/gu;
/** C0 controls other than tab and line breaks, and U+FFFD: never in a readable subtitle file. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNREADABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/u;

/**
 * A BCP 47 language tag as HLS `LANGUAGE` wants it: a primary subtag (2–3 letters) and optional subtags.
 */
export function isLanguageTag(tag: string) {
  return /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag);
}

export function isRightToLeft(language: string) {
  return RTL_LANGUAGES.has(language.split('-')[0] ?? '');
}

/**
 * The Persian name of a language («فارسی», «انگلیسی»), for track labels.
 */
export function languageNameFa(language: string) {
  try {
    return new Intl.DisplayNames(['fa'], { type: 'language', fallback: 'code' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/**
 * @param why Persian reason.
 * @param whyEn English reason.
 */
function unreadable(file: string, why: string, whyEn: string) {
  return new MediaError(
    'BAD_INPUT',
    `زیرنویس ${basename(file)} خوانا نیست: ${why}`,
    `The subtitle file ${basename(file)} is not readable: ${whyEn}`,
  );
}

/**
 * Whether decoded text reads as the language it claims: no control characters or replacement characters, no
 * UTF-8-read-as-Latin-1 pairs, and for an Arabic-script language most letters in that script.
 */
export function looksReadable(text: string, language: string) {
  if (UNREADABLE.test(text)) return false;
  const letters = (text.match(LETTER) ?? []).length;
  if (letters === 0) return true;
  if ((text.match(MOJIBAKE) ?? []).length > Math.max(2, letters * 0.01)) return false;
  if (ARABIC_SCRIPT.has(language.split('-')[0] ?? '')) {
    return (text.match(ARABIC_LETTER) ?? []).length >= letters * 0.5;
  }
  return true;
}

/**
 * Decodes a subtitle file's bytes: a byte-order mark decides; else strict UTF-8; else chardet's guesses, UTF-16
 * without a mark, and the legacy code page of the language, the first whose text {@link looksReadable}. Throws
 * `BAD_INPUT` when none does.
 */
export function decodeSubtitleBytes(
  bytes: Uint8Array,
  { language, file }: { language: string; file: string },
): { text: string; encoding: string } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const candidates: string[] = [];
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) candidates.push('utf-8');
  else if (buffer[0] === 0xff && buffer[1] === 0xfe) candidates.push('utf-16le');
  else if (buffer[0] === 0xfe && buffer[1] === 0xff) candidates.push('utf-16be');
  else if (isUtf8(buffer) && !buffer.includes(0)) {
    // Legacy code pages almost never form valid UTF-8, so valid UTF-8 is UTF-8: decoding it as Windows-1256 as well
    // would turn mojibake that was saved as UTF-8 into plausible-looking Arabic letters.
    candidates.push('utf-8');
  } else {
    // BOM-less UTF-16 is common from Windows tools; chardet calls it Windows-1252, whose NULs then fail the check.
    if (buffer.length % 2 === 0) candidates.push('utf-16le', 'utf-16be');
    for (const guess of chardet.analyse(buffer)) {
      if (guess.confidence >= 10 && iconv.encodingExists(guess.name)) candidates.push(guess.name.toLowerCase());
    }
    candidates.push(ARABIC_SCRIPT.has(language.split('-')[0] ?? '') ? 'windows-1256' : 'windows-1252');
  }
  for (const encoding of new Set(candidates)) {
    const text = iconv.decode(buffer, encoding).replace(/^\uFEFF/, '');
    if (looksReadable(text, language)) return { text, encoding };
  }
  throw unreadable(
    file,
    `رمزگذاری متن شناخته نشد یا متن به زبان «${languageNameFa(language)}» نیست. پرونده را با رمزگذاری UTF-8 ذخیره کنید و دوباره بفرستید.`,
    `its text encoding was not recognised, or the text is not in ${language}. Save it as UTF-8 and try again.`,
  );
}

const ALLOWED_TAG = /^<\/?[ibu]>$/;

/**
 * Cleans one cue's text for WebVTT: drops SRT's other tags (`<font>`, `{\an8}`), escapes `&` and stray `<`, trims
 * lines. For a right-to-left language also: Arabic ي and ك become Persian ی and ک (Persian only), punctuation that
 * an old visual-order file put at the start of a line goes back to its end, and a line whose first strong letter is
 * Latin (a name, «CNN …») starts with a RIGHT-TO-LEFT MARK, so a player lays it out right to left.
 */
export function cleanCueText(text: string, language: string) {
  const primary = language.split('-')[0] ?? '';
  const rtl = isRightToLeft(language);
  const lines = text
    .replace(/\{\\[^}]*\}/g, '')
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/(<[^>]*>)/)
        .map((part) => {
          if (part.startsWith('<') && part.endsWith('>')) return ALLOWED_TAG.test(part.toLowerCase()) ? part : '';
          return part
            .replace(/&(?!(amp|lt|gt|lrm|rlm|nbsp);)/g, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;');
        })
        .join('')
        .trim(),
    )
    .filter((line) => line.length > 0);
  return lines
    .map((line) => {
      if (!rtl) return line;
      let out = primary === 'fa' ? line.replace(/ي/g, 'ی').replace(/ك/g, 'ک') : line;
      // «؟سلام» or «.برو» written for players without bidi: the marks belong after the last word.
      const flipped = /^([.!?؟،,:…]+)\s*(.*[\u0600-\u06FF])$/u.exec(out);
      if (flipped) out = `${flipped[2]}${flipped[1]}`;
      const firstStrong = /[A-Za-z\u00C0-\u024F\u0590-\u08FF\uFB1D-\uFEFC]/u.exec(out.replace(/<[^>]*>|&\w+;/g, ''));
      if (
        firstStrong &&
        /[A-Za-z\u00C0-\u024F]/.test(firstStrong[0]) &&
        ARABIC_LETTER_ONE.test(out) &&
        !out.startsWith('\u200F')
      ) {
        out = `\u200F${out}`;
      }
      return out;
    })
    .join('\n');
}

/**
 * Parses SRT or WebVTT text into cues (seconds), cleaned, sorted, and cut to `[0, durationSeconds]`. Throws `BAD_INPUT`
 * for text that is not subtitles or has no cue inside the video.
 */
export function parseSubtitles(
  text: string,
  { language, file, durationSeconds }: { language: string; file: string; durationSeconds: number },
): Cue[] {
  let nodes: ReturnType<typeof parseSync>;
  try {
    // subtitle's parser reads both formats; SRT's comma decimal and VTT's point are both accepted.
    nodes = parseSync(text.replace(/\r\n?/g, '\n'));
  } catch (cause) {
    throw unreadable(
      file,
      'این پرونده زیرنویس SRT یا WebVTT نیست (زمان‌بندی خطوط خوانده نشد).',
      `it is not SRT or WebVTT (${(cause as Error).message}).`,
    );
  }
  const cues: Cue[] = [];
  for (const node of nodes) {
    if (node.type !== 'cue') continue;
    const start = Math.max(0, node.data.start / 1000);
    const end = Math.min(durationSeconds, node.data.end / 1000);
    const cueText = cleanCueText(node.data.text, language);
    if (end > start && cueText) cues.push({ start, end, text: cueText });
  }
  cues.sort((a, b) => a.start - b.start || a.end - b.end);
  if (cues.length === 0) {
    throw unreadable(file, 'هیچ خطی از زیرنویس در بازهٔ زمانی ویدیو نیست.', 'none of its cues falls inside the video.');
  }
  return cues;
}

/**
 * Reads, decodes and parses a subtitle file (`.srt` or `.vtt`).
 */
export async function readSubtitleFile(
  file: string,
  { language, durationSeconds }: { language: string; durationSeconds: number },
): Promise<{ cues: Cue[]; encoding: string }> {
  const ext = extname(file).toLowerCase();
  if (ext !== '.srt' && ext !== '.vtt') {
    throw new MediaError(
      'BAD_INPUT',
      `زیرنویس باید پروندهٔ ‎.srt یا ‎.vtt باشد: ${basename(file)}`,
      `A subtitle must be an .srt or .vtt file: ${basename(file)}`,
    );
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (cause) {
    throw new MediaError('BAD_INPUT', `پرونده خوانده نشد: ${file}`, `Cannot read the input file: ${file}`, { cause });
  }
  const { text, encoding } = decodeSubtitleBytes(bytes, { language, file });
  return { cues: parseSubtitles(text, { language, file, durationSeconds }), encoding };
}

export function vttTimestamp(seconds: number) {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (/** @type {number} */ n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * Cuts cues into WebVTT segments on the video's segment grid, for an HLS `TYPE=SUBTITLES` rendition: each segment
 * holds every cue that overlaps it, with its times on the whole video's clock (a cue across a boundary is in both;
 * hls.js and Safari drop the repeat). `X-TIMESTAMP-MAP` maps cue time 0 to the start of the fMP4 media timeline.
 */
export function segmentWebVtt(
  cues: Cue[],
  { durationSeconds, segmentSeconds }: { durationSeconds: number; segmentSeconds: number },
): { playlist: string; segments: { name: string; text: string }[] } {
  const count = Math.max(1, Math.ceil(durationSeconds / segmentSeconds - 1e-6));
  const segments = [];
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(segmentSeconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  for (let i = 0; i < count; i += 1) {
    const from = i * segmentSeconds;
    const to = Math.min(durationSeconds, from + segmentSeconds);
    const inside = cues.filter((cue) => cue.start < to && cue.end > from);
    const body = inside.map((cue) => `${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text}`);
    const name = `seg-${String(i).padStart(3, '0')}.vtt`;
    segments.push({
      name,
      text: `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n${body.join('\n\n')}${body.length ? '\n' : ''}`,
    });
    lines.push(`#EXTINF:${(to - from).toFixed(6)},`, name);
  }
  lines.push('#EXT-X-ENDLIST');
  return { playlist: `${lines.join('\n')}\n`, segments };
}

/**
 * A whole WebVTT file of cues (for a download or a check by eye).
 */
export function toWebVtt(cues: Cue[]) {
  return `WEBVTT\n\n${cues.map((c) => `${vttTimestamp(c.start)} --> ${vttTimestamp(c.end)}\n${c.text}`).join('\n\n')}\n`;
}
