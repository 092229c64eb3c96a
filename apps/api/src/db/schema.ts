/**
 * The database's tables as TypeScript sees them: generated from the migrated schema into `tables.gen.ts`
 * (`pnpm --filter @parde/api db:types`; test/db-types.test.ts fails when they differ). A text column with
 * `CHECK (col IN (...))` gets the union of its values by itself; `columnTypes` below names what SQL cannot say.
 */
import type { Selectable } from 'kysely';
import type { DB } from './tables.gen';

export type { DB };

const kind = "'Movie' | 'Series'";
const tracks = 'ColumnType<{ language: string; name: string; default: boolean }[], string | undefined, string>';

/**
 * Column types narrower than their SQL, by `table.column`, as kysely-codegen writes them: the `kind` of a row that
 * points at a title (its foreign key keeps it one of the two), JSON documents, and byte columns read as bytes.
 */
export const columnTypes: Record<string, string> = {
  'credits.kind': kind,
  'home_top.kind': kind,
  'playlist_items.kind': kind,
  'regal.kind': kind,
  'regal_items.kind': kind,
  'slides.kind': kind,
  'title_genres.kind': kind,
  'title_tags.kind': kind,
  'passkey_challenges.kind': "'register' | 'sign-in'",
  'titles.genres': 'ColumnType<{ id: number; title: string }[], string, string>',
  'videos.audio_tracks': tracks,
  'videos.subtitle_tracks': tracks,
  'passkeys.public_key': 'Uint8Array',
  'playlist_pictures.data': 'Uint8Array',
};

/** One rendition of a stream as stored in `videos.audio_tracks` / `subtitle_tracks`. */
export type MediaTrackRow = Selectable<DB['videos']>['audio_tracks'][number];
