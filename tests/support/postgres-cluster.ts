/**
 * The PostgreSQL server the `server-postgres` test project runs against.
 * TEST_POSTGRES_URL names an existing server (tests create and drop their
 * own databases on it); otherwise a throw-away cluster is made with Debian's
 * binaries in a temporary folder, on a free port, and deleted at the end.
 * PostgreSQL refuses to run as root: as root the cluster runs as the
 * `postgres` user the Debian package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const NO_POSTGRES =
  "No PostgreSQL for the server-postgres tests: install Debian's postgresql package (apt-get install postgresql) or set TEST_POSTGRES_URL to a server where the tests may create databases (postgres://user:password@host:5432/postgres).";

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** The newest installed version's bin folder, or undefined. */
function debianBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const statUid = (file: string) => statSync(file).uid;
const statGid = (file: string) => statSync(file).gid;

export interface Cluster {
  url: string;
  stop(): void;
}

/**
 * The password of the cluster's `postgres` user: connections over TCP must
 * give it (the tests of a wrong password need a server that checks).
 */
const PASSWORD = 'portfolio-test';

/** Starts a throw-away cluster, listening on 127.0.0.1 only. */
export async function startCluster(): Promise<Cluster> {
  const bin = debianBinaries();
  if (!bin) throw new Error(NO_POSTGRES);
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(path.join(tmpdir(), 'portfolio-pg-'));
  const dataDir = path.join(folder, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
  }
  chmodSync(folder, 0o700);
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { cwd: folder, encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
    }
  };
  const port = await freePort();
  const passwordFile = path.join(folder, 'password');
  writeFileSync(passwordFile, PASSWORD);
  if (asRoot) chownSync(passwordFile, statUid(folder), statGid(folder));
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    `--pwfile=${passwordFile}`,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '--encoding=UTF8',
    // Like an owner's managed server: the tests must not depend on a C default.
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses='127.0.0.1'",
    // A throw-away cluster: durability only slows the tests down.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.TEST_POSTGRES_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return () => {};
  }
  const cluster = await startCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
