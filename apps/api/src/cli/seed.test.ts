import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueSize } from '@parde/demo-catalogue';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { artDir, seedConfigured } from './seed';

const dir = mkdtempSync(join(tmpdir(), 'parde-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const config = loadConfig({
  DATA_DIR: join(dir, 'data'),
  EMBEDDED_DATABASE: 'pglite',
  MEDIA_DIR: join(dir, 'media'),
  LOG_LEVEL: 'silent',
});
const art = artDir(config);
const files = (folder: string) => readdirSync(join(art, folder)).sort();

test('the seed draws the catalogue into MEDIA_DIR/art, and draws it again when an upgraded install has none', async () => {
  const lines: string[] = [];
  expect(await seedConfigured(config, { scale: 20, say: (line) => lines.push(line) })).toBe(true);
  expect(lines.some((line) => /^drew \d+ of \d+ pictures into /.test(line))).toBe(true);
  const titles = catalogueSize.movies + catalogueSize.series;
  expect(files('posters')).toHaveLength(titles);
  expect(files('backdrops')).toHaveLength(titles);
  expect(files('portraits')).toHaveLength(catalogueSize.stars);
  expect(files('genres').length).toBeGreaterThan(0);
  expect(files('stills').length).toBeGreaterThan(catalogueSize.series);
  // The benchmark's generated titles (after the demo's movies) get none: clients show their placeholder.
  expect(existsSync(join(art, 'posters', `movie-${catalogueSize.movies + 1}.svg`))).toBe(false);
  const poster = readFileSync(join(art, 'posters', 'movie-1.svg'), 'utf8');
  // The title is lettered as outlines (a path shown twice), never <text>; so are a portrait's initials.
  expect(poster).toMatch(/^<svg[^>]*viewBox="0 0 400 600"/);
  expect(poster).toMatch(/<defs><path id="t\w+" d="M0 0[^"]+"\/><\/defs><use href="#t\w+"/);
  expect(poster).not.toContain('<text');
  expect(readFileSync(join(art, 'portraits', 'star-1.svg'), 'utf8')).toMatch(/<use href="#t\w+"/);

  rmSync(art, { recursive: true });
  lines.length = 0;
  expect(await seedConfigured(config, { say: (line) => lines.push(line) })).toBe(false);
  expect(readFileSync(join(art, 'posters', 'movie-1.svg'), 'utf8')).toBe(poster);
  expect(files('posters')).toHaveLength(titles);

  // Already seeded, art complete: nothing is drawn.
  lines.length = 0;
  expect(await seedConfigured(config, { say: (line) => lines.push(line) })).toBe(false);
  expect(lines).toEqual([]);
  // Drawing the whole catalogue twice is heavy work on a loaded machine, not a wait.
});
