import { defineConfig } from 'vitest/config';

const timeouts = { testTimeout: 30_000, hookTimeout: 120_000 };

/**
 * Suites whose subject is the database layer: the schema, search's trigram and edit-distance SQL, the counts under
 * concurrent writes, paging, and the change notifications each engine implements its own way. With PostgreSQL at hand
 * (CI) they run on both engines; every other suite checks HTTP behaviour over the same repositories, so it runs once,
 * on PostgreSQL, the production engine (decision 008). Without DATABASE_URL everything runs on PGlite.
 */
const databaseSuites = [
  'test/migrations.test.ts',
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
