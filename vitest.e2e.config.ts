import { defineConfig } from 'vitest/config';

/** Browser tests: a real built server and Debian's Chromium, one file at a time. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
