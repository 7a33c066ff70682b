/**
 * What only a PostgreSQL server can show: its refusals at start, and several
 * instances starting at once on one new database. Runs in the
 * server-postgres project only (the SQLite project has no such server).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMain } from './support/start-main';
import { createTestDatabase, databaseUrl, postgresServer } from './support/test-database';
import { ApiClient, startTestServer } from './support/test-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-postgres-start-'));

const start = (url: string) => startMain(dataDir, url);

if (!postgresServer()) throw new Error('this file runs in the server-postgres project only');

describe('DATABASE_URL on a PostgreSQL server that answers', () => {
  it('stops the start with one line when the password is wrong', async () => {
    const url = new URL(postgresServer() ?? '');
    url.password = 'wrong-password';
    const result = await start(url.toString());
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Invalid setting DATABASE_URL: could not connect to postgres:\/\/postgres:\*\*\*@[^ ]+ \(wrong user name or password\)$/,
    );
    expect(result.stderr).not.toContain('wrong-password');
  });

  it('stops the start with one line when the database does not exist', async () => {
    const result = await start(databaseUrl(postgresServer() ?? '', 'no_such_database'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Invalid setting DATABASE_URL: could not connect to postgres:\/\/[^ ]+\/no_such_database \(database does not exist\)$/,
    );
  });
});

// An orchestrator starts every instance at once; on SQLite one file has one server.
describe('instances started at once on a new database', () => {
  it('all start: one makes the tables and the first admin, the others wait and use them', async () => {
    const database = await createTestDatabase(postgresServer()!);
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => startTestServer({ DATABASE_URL: database.url })),
    );
    try {
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);
      for (const result of started) {
        if (result.status !== 'fulfilled') continue;
        const client = new ApiClient(result.value.url);
        await client.login();
        expect((await client.get<{ items: unknown[] }>('/api/admin')).body.items).toHaveLength(1);
      }
    } finally {
      await Promise.all(
        started.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)),
      );
      await database.drop();
    }
  });
});
