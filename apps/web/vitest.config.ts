import { defineConfig } from 'vitest/config';

// Node-side tests only: the content checks and the browser journeys (which drive Chromium through
// playwright-core against the built app and a real API process).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    // One seeded database for the run, copied by each file's API.
    globalSetup: ['e2e/global-setup.mjs'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // As long as a page action may wait (helpers.ts): a poll's own second was too short beside a loaded machine.
    expect: { poll: { timeout: 15_000 } },
    // One browser and one API per file; files run one after another on this small machine.
    fileParallelism: false,
  },
});
