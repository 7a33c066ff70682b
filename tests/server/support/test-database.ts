import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * The PostgreSQL server of the `server-postgres` project (see
 * tests/support/postgres-cluster.ts), or undefined in the `server`
 * project, whose tests run on SQLite.
 */
export function postgresServer(): string | undefined {
  return inject('postgresUrl') || undefined;
}

/** The same server, another database. */
export function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** DATABASE_URL of the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

/** A new empty database on the project's PostgreSQL server. */
export async function createTestDatabase(server: string): Promise<TestDatabase> {
  const name = `t${process.pid}_${randomBytes(6).toString('hex')}`;
  await onServer(server, `create database ${name} template template0`);
  return {
    url: databaseUrl(server, name),
    // `with (force)` ends connections a failed test left open.
    drop: () => onServer(server, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Settings that put a server started by a test on this project's database:
 * nothing on SQLite (the data folder's file), a fresh PostgreSQL database
 * otherwise. `drop` deletes it once the server is stopped.
 */
export async function testDatabaseEnv(): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const server = postgresServer();
  if (!server) return { env: {}, drop: async () => {} };
  const database = await createTestDatabase(server);
  return { env: { DATABASE_URL: database.url }, drop: database.drop };
}
