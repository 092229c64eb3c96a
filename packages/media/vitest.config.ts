import { defineConfig } from 'vitest/config';

// The ffmpeg tests encode real video: minutes on a busy 2-core machine.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000 } });
