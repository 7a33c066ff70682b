import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/support/app-process';
import { testDatabaseEnv } from './support/test-database';

/**
 * `npm start` with no settings at all is the real product: production (no
 * development shortcuts), with a session secret made once and kept in the
 * data folder, and every failure to start one line.
 */

const run = promisify(execFile);
const PASSWORD = 'production-start-password';

/** The environment of this test process without the settings a fresh shell does not have. */
function bareEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_ENV;
  delete env.SESSION_SECRET;
  // Empty counts as unset, and keeps a developer's .env from setting these.
  return { ...env, TRUST_PROXY: '', PUBLIC_URL: '', HOST: env.HOST ?? '' };
}

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

async function startMain(env: NodeJS.ProcessEnv): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('npm start with no NODE_ENV and no SESSION_SECRET', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof testDatabaseEnv>>;
  let env: NodeJS.ProcessEnv;
  let first: Started;
  const assets = path.resolve('dist/client/assets');
  const probe = `probe-${randomUUID()}.js.map`;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-production-start-'));
    database = await testDatabaseEnv();
    // A source map left by a development build: development serves it, production does not.
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(assets, probe), JSON.stringify({ version: 3, sourcesContent: ['x'] }));
    env = bareEnvironment({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'info',
      ...database.env,
    });
    first = await startMain(env);
  }, 60_000);

  afterAll(async () => {
    await first?.stop();
    rmSync(path.join(assets, probe), { force: true });
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves production: a development leftover such as a source map is not handed out', async () => {
    const response = await fetch(`${first.url}/assets/${probe}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('sourcesContent');
  });

  it('keeps a generated secret in the data folder (mode 0600) and signs in with it across restarts', async () => {
    const file = path.join(dataDir, 'session-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    const signIn = await fetch(`${first.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

    await first.stop();
    const second = await startMain(env);
    try {
      // The same secret, so the session sealed before the restart still opens.
      expect(readFileSync(file, 'utf8')).toBe(secret);
      const identity = await fetch(`${second.url}/auth/identity`, { headers: { cookie } });
      expect(identity.status).toBe(200);
      expect(await identity.json()).toMatchObject({ username: 'admin' });
    } finally {
      await second.stop();
    }
    // Not one line of either log holds the secret.
    expect(first.output() + second.output()).not.toContain(secret);
  }, 60_000);

  it('logs one JSON line per request when the log is not a terminal, credentials masked', async () => {
    const server = await startMain(env);
    const ids: string[] = [];
    try {
      for (const address of ['/?token=tok-7f3a9c2e', '/api/project?page=1&api_key=key-51b0d8e4']) {
        const response = await fetch(`${server.url}${address}`);
        await response.arrayBuffer();
        ids.push(response.headers.get('x-request-id') ?? '');
      }
    } finally {
      await server.stop();
    }
    const lines = server
      .output()
      .split('\n')
      .filter((line) => ids.some((id) => id && line.includes(id)));
    expect(lines).toHaveLength(2);
    const urls = lines.map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
    expect(urls).toEqual(['/?token=***', '/api/project?page=1&api_key=***']);
    expect(server.output()).not.toContain('tok-7f3a9c2e');
    expect(server.output()).not.toContain('key-51b0d8e4');
  }, 60_000);
});

describe('a start that cannot succeed', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-failed-start-'));
  let busy: Server;
  let busyPort: number;

  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const address = busy.address();
    busyPort = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise((resolve) => busy.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the entry point to its exit; answers its code and what it wrote to stderr. */
  async function failedStart(env: Record<string, string>) {
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: bareEnvironment({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env }),
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    return { code: failure.code, stderr: failure.stderr.trim() };
  }

  it('says in one line that the port is in use, naming the port and HOST', async () => {
    const { code, stderr } = await failedStart({ PORT: String(busyPort), HOST: '127.0.0.1' });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(
        `^Cannot listen on port ${busyPort} on 127\\.0\\.0\\.1: the port is already in use[^\\n]+set PORT to a free port$`,
      ),
    );
  }, 40_000);

  it('says in one line that HOST is not an address of this machine', async () => {
    const port = await freePort();
    const { code, stderr } = await failedStart({ PORT: String(port), HOST: '192.0.2.1' });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Cannot listen on port \d+ on 192\.0\.2\.1: 192\.0\.2\.1 is not an address of this machine[^\n]+$/,
    );
  }, 40_000);

  it('refuses a data folder it cannot use in one line', async () => {
    const file = path.join(dataDir, 'a-file');
    writeFileSync(file, '');
    const { code, stderr } = await failedStart({ PORT: '0', DATA_DIR: file });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Invalid setting DATA_DIR: cannot create, read and write [^\n]+$/);
  }, 40_000);

  it('reports any other failure as one line, "Failed to start:" and the reason, no stack', async () => {
    // A database "file" that is a folder: the driver's own error.
    const { code, stderr } = await failedStart({ PORT: '0', DATABASE_URL: dataDir });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^(Failed to start: |Invalid setting DATABASE_URL: )[^\n]+$/);
  }, 40_000);
});
