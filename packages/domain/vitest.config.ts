import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Real HTTP on a shared 2-core machine: leave room for a slow moment.
    testTimeout: 15_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/ports.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { branches: 95, lines: 95, statements: 95, functions: 95 },
    },
  },
});
