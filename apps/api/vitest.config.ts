import { defineConfig } from 'vitest/config';

// Many tests boot a database, a PostgreSQL or a whole server of their own; CI runs these suites niced beside the
// browser journeys on two cores, where one such test has taken 40 s. A hang still fails, two minutes later.
const timeouts = { testTimeout: 120_000, hookTimeout: 120_000 };

/**
 * Suites whose subject is the database layer: the schema, search's trigram and edit-distance SQL, the counts under
 * concurrent writes, paging, and the change notifications each engine implements its own way. With PostgreSQL at hand
 * (CI) they run on both engines; every other suite checks HTTP behaviour over the same repositories, so it runs once,
 * on PostgreSQL, the production engine (decision 008). Without DATABASE_URL everything runs on PGlite.
 */
const databaseSuites = [
  'test/migrations.test.ts',
  'test/db-types.test.ts',
  'test/search.test.ts',
  'test/search-mistakes.test.ts',
  'test/races.test.ts',
  'test/catalogue.test.ts',
  'test/continue-watching.test.ts',
  'test/download-rights.test.ts',
];

const postgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    // Each file boots its own database (seconds on PGlite), so two files at a time suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'pglite',
          include: postgres ? ['src/**/*.test.ts', ...databaseSuites] : ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { PARDE_TEST_DATABASE: 'pglite' },
          ...timeouts,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'postgres',
                include: ['test/**/*.test.ts'],
                env: { PARDE_TEST_DATABASE: 'postgres' },
                ...timeouts,
              },
            },
          ]
        : []),
    ],
  },
});
