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
          // These need the PostgreSQL project's server and run there: one
          // compares a SQLite server with a PostgreSQL one, the other holds
          // two transactions open at once, which SQLite's single connection
          // cannot.
          exclude: [
            'tests/server/postgres-parity.test.ts',
            'tests/server/concurrent-transactions.test.ts',
          ],
          environment: 'node',
          testTimeout: 20_000,
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
            // `npm run backup` and `restore` copy the SQLite file page by page;
            // on PostgreSQL they refuse, pointing to pg_dump, which
            // database-url.test.ts checks in this project.
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
