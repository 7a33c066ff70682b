import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        // The media tests again, with the media in a bucket of an S3 server
        // the tests start themselves (s3rver).
        extends: true,
        test: {
          name: 'server-s3',
          include: [
            'tests/server/media.test.ts',
            'tests/server/media-recovery.test.ts',
            'tests/server/cv.test.ts',
            'tests/server/fast-lane.test.ts',
            'tests/server/response-headers.test.ts',
            'tests/server/export.test.ts',
            'tests/server/home-cache.test.ts',
            'tests/server/api-tokens.test.ts',
            'tests/server/fuzz-regressions.test.ts',
          ],
          environment: 'node',
          env: { TEST_MEDIA_STORE: 's3' },
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
