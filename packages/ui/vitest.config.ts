import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { chromiumOptions } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// A fresh object per project: Vitest writes each project's instance names into it.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    // Play functions click with synthetic events, which carry no user activation; without this flag Chromium
    // refuses `video.play()` with sound, while a real click in the app is a gesture and plays.
    launchOptions: chromiumOptions({ args: ['--autoplay-policy=no-user-gesture-required'] }),
  }),
  instances: [{ browser: 'chromium' as const }],
});

// Makes the browser answer matching requests with a bare HTTP status, as a signing server refusing a link does.
const answerWithStatus: BrowserCommand<[pattern: string, status: number]> = async (context, pattern, status) => {
  if (context.provider.name !== 'playwright') throw new Error('answerWithStatus needs the playwright provider');
  await context.page.route(pattern, (route) => route.fulfill({ status, body: '' }));
};

// Serves requests under one path prefix from another, as a CDN serves a signed link's files.
const servePrefix: BrowserCommand<[from: string, to: string]> = async (context, from, to) => {
  if (context.provider.name !== 'playwright') throw new Error('servePrefix needs the playwright provider');
  await context.page.route(`**${from}**`, (route) => route.continue({ url: route.request().url().replace(from, to) }));
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Pre-bundled up front: a dependency first met mid-run makes Vite reload the page and fail the test file.
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'sonner', 'keen-slider/react', '@parde/fa', 'hls.js'],
  },
  test: {
    // The player's stories play real video; the next-episode story alone waits out a 10 s countdown after seeking.
    testTimeout: 40_000,
    projects: [
      {
        extends: true,
        // A don't example may break a rule on purpose (that is its point), so only the do examples are tested.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), tags: { exclude: ['dont'] } })],
        test: { name: 'stories', browser: browser() },
      },
      {
        extends: true,
        // Checks of the docs site that need Node: the props tables' coverage and the DTCG tokens file.
        test: {
          name: 'docs',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/built-storybook.test.ts'],
        },
      },
      {
        extends: true,
        // Every story again, against the production build of Storybook (`pnpm docs` first): a story may pass in dev
        // mode and fail built (minified class names, CSS lowered for older browsers). Two stories at a time.
        test: {
          name: 'built-storybook',
          environment: 'node',
          include: ['test/built-storybook.test.ts'],
          maxConcurrency: 2,
          hookTimeout: 60_000,
          // After the browser projects, so its two pages do not compete with theirs for the CPU.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // The repository's demo HLS clips at /demo/, for the player's tests.
        publicDir: path.join(dirname, '../../media'),
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          browser: { ...browser(), commands: { answerWithStatus, servePrefix } },
        },
      },
    ],
  },
});
