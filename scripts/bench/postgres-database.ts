import pg from 'pg';
import { startCluster } from '../../tests/support/postgres-cluster';
import { onCleanup } from '../audit/cleanup';

/**
 * A fresh database for the PostgreSQL run: on the server TEST_POSTGRES_URL
 * names, or on a throw-away cluster stopped with the other processes.
 */
export async function benchPostgresDatabase(purpose = 'bench'): Promise<string> {
  let server = process.env.TEST_POSTGRES_URL;
  if (!server) {
    const cluster = await startCluster();
    onCleanup(async () => cluster.stop());
    server = cluster.url;
  }
  const name = `portfolio_${purpose}_${process.pid}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name} template template0`);
  } finally {
    await client.end();
  }
  onCleanup(async () => {
    const dropper = new pg.Client({ connectionString: server });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await dropper.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
