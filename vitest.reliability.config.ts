import { defineConfig } from 'vitest/config';

/**
 * Reliability suites (fuzzing, security, durability, load, backup): the built
 * production server in its own process, one file at a time so their figures
 * are not skewed by each other. Each suite prints its figures.
 */
export default defineConfig({
  test: {
    include: ['tests/reliability/**/*.reliability.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
