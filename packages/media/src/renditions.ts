// The options an ingest takes beyond the video itself: the source's language, extra audio files (a dub), subtitle
// files and intro/credits markers. Shared by `parde-ingest` and the API's `pnpm media:ingest`, so both
// read the command line the same way and refuse the same mistakes before ffmpeg starts.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type AudioInput, type Markers, MediaError, parseMarkers, readablePath, run, type SubtitleInput } from './hls';
import { isLanguageTag, languageNameFa, readSubtitleFile } from './subtitles';

/** An ingest's command line, parsed. */
export interface IngestArgs {
  positionals: string[];
  /** BCP 47 language of the source's own audio (`--language en`). */
  language?: string | undefined;
  /** `--audio fa=dub.m4a`, repeatable. */
  audio: { language: string; file: string }[];
  /** `--subtitle fa=fa.srt`, repeatable. */
  subtitles: { language: string; file: string }[];
  /** `--intro 0:05-0:38` */
  intro?: string | undefined;
  /** `--credits 21:40` */
  credits?: string | undefined;
}

/** The options' help, in Persian and English. */
export const INGEST_OPTIONS_HELP = [
  '  --language <زبان>           زبان صدای خود ویدیو (BCP 47، مثلاً en) / language of the video’s own audio',
  '  --audio <زبان>=<پرونده>     صدای دیگر، مثلاً دوبله: --audio fa=dub.m4a (چندبار) / another audio track',
  '  --subtitle <زبان>=<پرونده>  زیرنویس ‎.srt یا ‎.vtt: --subtitle fa=fa.srt (چندبار) / a subtitle file',
  '  --intro <از>-<تا>           تیتراژ آغاز: --intro 0:05-0:38 / opening titles',
  '  --credits <از>              شروع تیتراژ پایانی: --credits 21:40 / start of the end credits',
].join('\n');

function languageAndFile(option: string, value: string) {
  const eq = value.indexOf('=');
  const language = eq > 0 ? value.slice(0, eq) : '';
  const file = eq > 0 ? value.slice(eq + 1) : '';
  if (!isLanguageTag(language) || !file) {
    throw new MediaError(
      'BAD_INPUT',
      `مقدار ‎--${option} باید به شکل <زبان>=<پرونده> باشد، مثلاً fa=${option === 'audio' ? 'dub.m4a' : 'fa.srt'}: «${value}»`,
      `--${option} takes <language>=<file>, e.g. fa=${option === 'audio' ? 'dub.m4a' : 'fa.srt'}: "${value}"`,
    );
  }
  return { language, file };
}

/**
 * Reads the command line of an ingest. Throws `BAD_INPUT` for an unknown option or a malformed value.
 */
export function parseIngestArgs(argv: string[]): IngestArgs {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        language: { type: 'string' },
        audio: { type: 'string', multiple: true },
        subtitle: { type: 'string', multiple: true },
        intro: { type: 'string' },
        credits: { type: 'string' },
      },
    });
  } catch (cause) {
    throw new MediaError(
      'BAD_INPUT',
      `گزینهٔ خط فرمان نادرست است: ${(cause as Error).message}`,
      (cause as Error).message,
      { cause },
    );
  }
  const { values, positionals } = parsed;
  const language = values.language as string | undefined;
  if (language !== undefined && !isLanguageTag(language)) {
    throw new MediaError(
      'BAD_INPUT',
      `زبان «${language}» برچسب BCP 47 نیست (مثلاً fa یا en).`,
      `The language "${language}" is not a BCP 47 tag (e.g. fa or en).`,
    );
  }
  const list = (v: unknown) => (v ?? []) as string[];
  return {
    positionals,
    language,
    audio: list(values.audio).map((v) => languageAndFile('audio', v)),
    subtitles: list(values.subtitle).map((v) => languageAndFile('subtitle', v)),
    intro: values.intro as string | undefined,
    credits: values.credits as string | undefined,
  };
}

/**
 * Checks that an extra audio file exists and has sound.
 */
async function checkAudioFile(file: string) {
  const path = await readablePath(file);
  const result = await run('ffprobe', ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=index', path]);
  if (result.code !== 0 || !result.stdout.includes('index=')) {
    throw new MediaError(
      'BAD_INPUT',
      `این پرونده صدای قابل‌خواندن ندارد: ${path}`,
      `Not a readable audio file: ${path}`,
      { detail: result.stderr.trim() },
    );
  }
  return path;
}

/**
 * Turns parsed options into what `encodeHls` takes, reading every file first: audio renditions (the source's own
 * audio named «<زبان> (اصلی)», each extra one «<زبان> (دوبله)»; the Persian one plays by default, else the original),
 * subtitle renditions («فارسی», «انگلیسی»), and markers checked against the video's length.
 */
export async function prepareRenditions(
  args: IngestArgs,
  source: { durationSeconds: number; hasAudio: boolean },
): Promise<{
  audio: AudioInput[];
  subtitles: SubtitleInput[];
  markers: Markers;
}> {
  const markers = parseMarkers({ intro: args.intro, credits: args.credits }, source.durationSeconds);
  const audio: AudioInput[] = [];
  if (args.audio.length > 0) {
    if (source.hasAudio) {
      if (!args.language) {
        throw new MediaError(
          'BAD_INPUT',
          'با ‎--audio زبان صدای خود ویدیو را هم با ‎--language بدهید (مثلاً ‎--language en).',
          'With --audio, give the language of the video’s own audio too (e.g. --language en).',
        );
      }
      audio.push({ language: args.language, name: `${languageNameFa(args.language)} (اصلی)`, default: false });
    }
    for (const extra of args.audio) {
      const file = await checkAudioFile(extra.file);
      const original = audio.length === 0;
      audio.push({
        language: extra.language,
        name: `${languageNameFa(extra.language)} (${original ? 'اصلی' : 'دوبله'})`,
        default: false,
        file,
      });
    }
    const preferred = audio.find((a) => a.language.split('-')[0] === 'fa') ?? audio[0];
    if (preferred) preferred.default = true;
  }
  const subtitles: SubtitleInput[] = [];
  for (const sub of args.subtitles) {
    const { cues } = await readSubtitleFile(resolve(sub.file), {
      language: sub.language,
      durationSeconds: source.durationSeconds,
    });
    subtitles.push({ language: sub.language, name: languageNameFa(sub.language), default: false, cues });
  }
  return { audio, subtitles, markers };
}
