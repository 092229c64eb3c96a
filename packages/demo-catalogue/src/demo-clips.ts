import type { MediaTrack, VideoMarkers } from '@parde/api-client';

/** What a demo clip of `media/demo/` carries (`manifest.json` says the same; a test keeps the two in step). */
export interface DemoClip {
  /** `demo/clip-<n>` */
  n: number;
  /** Which titles it stands for: domestic ones, foreign ones with a Persian dub, or foreign ones subtitled. */
  use: 'domestic' | 'foreign-dub' | 'foreign-subtitled';
  audioTracks: MediaTrack[];
  subtitleTracks: MediaTrack[];
  /** The clip's opening titles and end credits; the seed gives them to episodes (films have none marked). */
  markers: VideoMarkers;
  /** Made from a 1080p source (five rungs up to 1080p): linked to one domestic film only, see `HD_FILM`. */
  hd?: true;
}

const dub: MediaTrack[] = [
  { language: 'fa', name: 'فارسی (دوبله)', default: true },
  { language: 'en', name: 'انگلیسی (اصلی)', default: false },
];
const subtitles: MediaTrack[] = [
  { language: 'fa', name: 'فارسی', default: false },
  { language: 'en', name: 'انگلیسی', default: false },
];
const markers: VideoMarkers = { introStart: 0.5, introEnd: 4, creditsStart: 16 };

/** The demo clips (`media/demo/`, made by @parde/media's make-demo-clips). */
export const DEMO_CLIPS: readonly DemoClip[] = [
  { n: 1, use: 'foreign-dub', audioTracks: dub, subtitleTracks: subtitles, markers },
  { n: 2, use: 'foreign-dub', audioTracks: dub, subtitleTracks: subtitles, markers },
  { n: 3, use: 'foreign-subtitled', audioTracks: [], subtitleTracks: subtitles, markers },
  { n: 4, use: 'domestic', audioTracks: [], subtitleTracks: [], markers },
  { n: 5, use: 'domestic', audioTracks: [], subtitleTracks: [], markers },
  { n: 6, use: 'domestic', audioTracks: [], subtitleTracks: [], markers, hd: true },
];

/** The film that plays the 1080p clip: the domestic film with the lowest id. */
const HD_FILM = `(SELECT min(id) FROM titles WHERE kind = 'Movie' AND country = 'Domestic')`;

/** The tag that promises a Persian dub (seed lexicon). */
export const DUB_TAG = 'دوبلهٔ فارسی';
/** The tag that promises Persian subtitles. */
export const SUBTITLE_TAG = 'زیرنویس فارسی';

const INSERT_TRAILERS = `INSERT INTO videos (id, kind, content_id)
  SELECT (SELECT coalesce(max(id), 0) FROM videos) + row_number() OVER (ORDER BY t.kind, t.id),
    t.kind || 'Trailer', t.id
  FROM titles t
  WHERE NOT EXISTS (SELECT 1 FROM videos v WHERE v.kind = t.kind || 'Trailer' AND v.content_id = t.id)`;

const literal = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

/**
 * Gives every title a trailer video, and every video without a file (or still on a demo clip) the demo clip that
 * keeps its title's promises: a domestic title gets a Persian-only clip, a foreign one tagged «دوبلهٔ فارسی» a clip
 * with the Persian dub, any other foreign one the subtitled clip; chosen by id among equals, so a reseed links the
 * same clips; the first domestic film gets the 1080p clip. The clip's tracks are copied to the video, and its markers to episodes. Idempotent; run by the seed
 * (migration 008 ran it once, frozen there). Ingested videos (`ingested/…`) are left alone.
 */
export function linkDemoVideoStatements(): string[] {
  const of = (use: DemoClip['use']) => DEMO_CLIPS.filter((c) => c.use === use && !c.hd).map((c) => c.n);
  const hd = DEMO_CLIPS.filter((c) => c.hd).map((c) => c.n);
  const pick = (list: number[]) =>
    list.length === 1 ? String(list[0]) : `(ARRAY[${list.join(',')}])[v.id % ${list.length} + 1]`;
  const byClip = (value: (clip: DemoClip) => string) =>
    `CASE clip.n ${DEMO_CLIPS.map((c) => `WHEN ${c.n} THEN ${value(c)}`).join(' ')} END`;
  const marker = (key: keyof VideoMarkers) =>
    `CASE WHEN v.kind = 'Episode' THEN ${byClip((c) => String(c.markers[key] ?? 'NULL'))} END`;
  return [
    INSERT_TRAILERS,
    `UPDATE videos AS v SET
      source = 'demo/clip-' || clip.n,
      audio_tracks = ${byClip((c) => literal(c.audioTracks))},
      subtitle_tracks = ${byClip((c) => literal(c.subtitleTracks))},
      intro_start = ${marker('introStart')},
      intro_end = ${marker('introEnd')},
      credits_start = ${marker('creditsStart')}
    FROM (
      SELECT v.id, CASE
        ${hd.map((n) => `WHEN v.kind = 'Movie' AND t.id = ${HD_FILM} THEN ${n}`).join(' ')}
        WHEN t.country = 'Domestic' THEN ${pick(of('domestic'))}
        WHEN EXISTS (
          SELECT 1 FROM title_tags tt JOIN tags g ON g.id = tt.tag_id
          WHERE tt.kind = t.kind AND tt.title_id = t.id AND g.title = '${DUB_TAG}'
        ) THEN ${pick(of('foreign-dub'))}
        ELSE ${pick(of('foreign-subtitled'))}
      END AS n
      FROM videos v
      LEFT JOIN episodes e ON v.kind = 'Episode' AND e.id = v.content_id
      JOIN titles t
        ON t.kind = CASE WHEN v.kind IN ('Movie', 'MovieTrailer') THEN 'Movie' ELSE 'Series' END
        AND t.id = CASE WHEN v.kind = 'Episode' THEN e.series_id ELSE v.content_id END
      WHERE v.source IS NULL OR v.source LIKE 'demo/%'
    ) AS clip
    WHERE v.id = clip.id`,
  ];
}
