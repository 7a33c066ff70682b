import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The test files that upload or serve media: run on each media store. */
const MEDIA_TESTS = [
  'tests/server/media.test.ts',
  'tests/server/media-variants.test.ts',
  'tests/server/media-recovery.test.ts',
  'tests/server/orphan-sweep.test.ts',
  'tests/server/cv.test.ts',
  'tests/server/fast-lane.test.ts',
  'tests/server/response-headers.test.ts',
  'tests/server/export.test.ts',
  'tests/server/home-cache.test.ts',
  'tests/server/api-tokens.test.ts',
  'tests/server/fuzz-regressions.test.ts',
  'tests/server/preview-image.test.ts',
  'tests/server/backup-setups.test.ts',
  'tests/server/media-hostile-images.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts'],
          // These need the PostgreSQL project's server and run there: one
          // compares a SQLite server with a PostgreSQL one, one copies between
          // the two, one holds two transactions open at once (SQLite's single
          // connection cannot), one shows a PostgreSQL server's refusals and
          // instances starting at once on one database.
          exclude: [
            'tests/server/postgres-parity.test.ts',
            'tests/server/db-copy.test.ts',
            'tests/server/concurrent-transactions.test.ts',
            'tests/server/postgres-start.test.ts',
          ],
          environment: 'node',
          testTimeout: 20_000,
          // Starting a real server (migrations, first build) can take more
          // than the default 10 s on a busy machine; a slow start is not a failure.
          hookTimeout: 30_000,
        },
      },
      {
        // The media tests again, with the media in a bucket of an S3 server
        // the tests start themselves (s3rver): on SQLite here, and on
        // PostgreSQL in the next project, so every pairing of database and
        // media store runs them.
        extends: true,
        test: {
          name: 'server-s3',
          include: MEDIA_TESTS,
          environment: 'node',
          env: { TEST_MEDIA_STORE: 's3' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres-s3',
          include: MEDIA_TESTS,
          environment: 'node',
          env: { TEST_MEDIA_STORE: 's3' },
          globalSetup: ['tests/support/postgres-cluster.ts'],
          testTimeout: 40_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The same tests on PostgreSQL (decision 0039): every server a test
          // starts gets a fresh database on a throw-away cluster, or on the
          // server TEST_POSTGRES_URL names.
          name: 'server-postgres',
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts'],
          exclude: [
            // These check what is particular to a SQLite file: its online
            // backup under writes, its locks, a damaged archive. Backup and
            // restore on PostgreSQL (and with a bucket) run through the
            // scripts in backup-setups.test.ts, one of the media tests.
            'tests/server/backup.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/support/postgres-cluster.ts'],
          // Each server start creates and migrates a database, and a process
          // started by a test (the admin CLI, main.ts) connects over TCP:
          // slower than a SQLite file on a busy machine.
          testTimeout: 40_000,
          hookTimeout: 30_000,
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
