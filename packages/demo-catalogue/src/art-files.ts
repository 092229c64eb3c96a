/**
 * The catalogue's pictures as files: the seed draws them once and the API serves the folder as static files, so
 * the server itself draws nothing and carries no lettering code (decision 020).
 */
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { catalogueSize } from './catalogue';
import { backdropSvg, genreSvg, portraitSvg, posterSvg, stillSvg } from './images';
import { loadLetterer } from './lettering';

// biome-ignore lint/suspicious/noExplicitAny: the art is read from the API's tables by name, as the seed writes them.
type DB = any;

/** The folders under the art folder, as the API serves them at `/media/<folder>/`. */
export const ART_FOLDERS = ['posters', 'backdrops', 'portraits', 'stills', 'genres'] as const;

/** Written last: its presence says the art folder is complete. */
export const ART_MANIFEST = 'manifest.json';

/** What `writeArt` did. */
export interface ArtWritten {
  /** Pictures in the folder now. */
  files: number;
  /** Of those, how many were new or changed (the others kept their bytes, date and so their ETag). */
  written: number;
  /** Files of titles no longer in the database, removed. */
  removed: number;
}

const slug = (kind: string) => (kind === 'Movie' ? 'movie' : 'series');

/**
 * Draws the pictures of the seeded titles, stars, episodes and genres from the database into `dir`:
 * `posters/` and `backdrops/` (`movie-<id>.svg`, `series-<id>.svg`), `portraits/star-<id>.svg`,
 * `stills/episode-<id>.svg` and `genres/genre-<id>.svg`, posters and portraits lettered in Vazirmatn. Each file is
 * written to a temporary name and renamed, so a half-written picture is never served; an unchanged picture is left
 * as it is. The benchmark's generated titles (`seedScaled`, ids after the demo's movies) get no pictures: clients
 * show their placeholder for a missing one. `manifest.json` is written last.
 */
export async function writeArt(db: Kysely<DB>, dir: string): Promise<ArtWritten> {
  const letterer = await loadLetterer();
  const [titles, stars, episodes, genres] = await Promise.all([
    db
      .selectFrom('titles')
      .select(['kind', 'id', 'title', 'color', 'genres'])
      .where((eb: DB) => eb.or([eb('kind', '=', 'Series'), eb('id', '<=', catalogueSize.movies)]))
      .orderBy('kind')
      .orderBy('id')
      .execute() as Promise<
      { kind: string; id: number; title: string; color: string; genres: { id: number }[] | null }[]
    >,
    db.selectFrom('stars').select(['id', 'name']).orderBy('id').execute() as Promise<{ id: number; name: string }[]>,
    db
      .selectFrom('episodes as e')
      .innerJoin('titles as t', (join: DB) => join.on('t.kind', '=', 'Series').onRef('t.id', '=', 'e.series_id'))
      .select(['e.id', 't.color'])
      .orderBy('e.id')
      .execute() as Promise<{ id: number; color: string }[]>,
    db.selectFrom('genres').select('id').orderBy('id').execute() as Promise<{ id: number }[]>,
  ]);

  const pictures = new Map<string, Map<string, () => string>>(ART_FOLDERS.map((folder) => [folder, new Map()]));
  const add = (folder: (typeof ART_FOLDERS)[number], file: string, draw: () => string) =>
    pictures.get(folder)!.set(file, draw);
  for (const t of titles) {
    const genreId = t.genres?.[0]?.id;
    const source = { id: t.id, color: t.color, ...(genreId === undefined ? {} : { genreId }) };
    const file = `${slug(t.kind)}-${t.id}.svg`;
    add('posters', file, () => posterSvg(source, { letterer, title: t.title }));
    add('backdrops', file, () => backdropSvg(source));
  }
  for (const s of stars) add('portraits', `star-${s.id}.svg`, () => portraitSvg({ id: s.id, name: s.name }, letterer));
  for (const e of episodes) add('stills', `episode-${e.id}.svg`, () => stillSvg({ id: e.id, color: e.color }));
  for (const g of genres) add('genres', `genre-${g.id}.svg`, () => genreSvg({ id: g.id }));

  const result: ArtWritten = { files: 0, written: 0, removed: 0 };
  for (const [folder, files] of pictures) {
    const path = join(dir, folder);
    await mkdir(path, { recursive: true });
    for (const [file, draw] of files) {
      if (await writeIfChanged(join(path, file), draw())) result.written++;
      result.files++;
    }
    // Another writer's temporary files are left alone: only pictures of what is no longer there go.
    for (const entry of await readdir(path)) {
      if (entry.endsWith('.svg') && !files.has(entry)) {
        await rm(join(path, entry), { force: true });
        result.removed++;
      }
    }
  }
  const counts = Object.fromEntries([...pictures].map(([folder, files]) => [folder, files.size]));
  await writeIfChanged(join(dir, ART_MANIFEST), `${JSON.stringify({ folders: counts }, null, 2)}\n`);
  return result;
}

/** Writes `text` through a temporary file and a rename, unless the file already holds it. Answers whether it wrote. */
async function writeIfChanged(path: string, text: string): Promise<boolean> {
  const before = await readFile(path, 'utf8').catch(() => undefined);
  if (before === text) return false;
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  return true;
}
