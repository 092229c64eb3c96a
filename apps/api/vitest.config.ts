import { defineConfig } from 'vitest/config';

const timeouts = { testTimeout: 30_000, hookTimeout: 120_000 };

/**
 * Suites about HTTP rather than SQL (hostile input, limits, metrics, shutdown, authorisation): with PostgreSQL at hand
 * they run once, on it; PGlite runs them only when it is the one engine. Both engines run every suite that reads or
 * writes data in its own way.
 */
const httpSuites = [
  'test/fuzz.test.ts',
  'test/operations.test.ts',
  'test/security.test.ts',
  'test/hardening.test.ts',
  'test/client-errors.test.ts',
];

export default defineConfig({
  test: {
    // Each file boots its own database (seconds on PGlite), so two files at a time suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: process.env.DATABASE_URL ? httpSuites : [],
          env: { PARDE_TEST_DATABASE: 'pglite' },
          ...timeouts,
        },
      },
      // With DATABASE_URL (CI) the same integration suites run again on PostgreSQL.
      ...(process.env.DATABASE_URL
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
