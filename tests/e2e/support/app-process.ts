import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_ADMIN_PASSWORD = 'e2e-password-123';
export const E2E_SESSION_SECRET = 'e2e-secret-that-is-at-least-32-characters';

export interface AppProcess {
  url: string;
  /** The server's process id, e.g. to read its memory from /proc. */
  pid: number;
  dataDir: string;
  output: () => string;
  /** SIGTERM, wait for the exit, and remove the data folder unless it was given. */
  stop(): Promise<void>;
  /** Ends the process abruptly (no shutdown work), keeping the data folder. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface AppProcessOptions {
  /** An existing data folder (e.g. to restart on the same data); kept on stop. */
  dataDir?: string;
  /** Extra settings, e.g. `{ MESSAGE_RATE_LIMIT: '100000' }`. */
  env?: Record<string, string>;
  /** A given port (e.g. to restart where a balancer expects it); a free one otherwise. */
  port?: number;
  /** How long to wait for `/healthz` to answer 200 (30 s unless given). */
  healthTimeoutMs?: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** The node flags `npm start` runs the server with (its memory limits, decision 0043), and the variables it sets first. */
function startCommand(): { flags: string[]; env: Record<string, string> } {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  // `[NAME=value …] exec node [flags] dist/server/main.js`: the shell hands its place to node.
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = (words.shift() ?? '').split('=');
    env[name ?? ''] = value.join('=');
  }
  if (words[0] === 'exec') words.shift();
  return { flags: words.slice(1, -1), env };
}

/** The built production server, run as `npm start` runs it, on a free port and a data folder. */
export async function startAppProcess(options: AppProcessOptions = {}): Promise<AppProcess> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portfolio-e2e-'));
  const port = options.port ?? (await freePort());
  let log = '';
  const start = startCommand();
  const child = spawn('node', [...start.flags, 'dist/server/main.js'], {
    env: {
      ...process.env,
      ...start.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: E2E_SESSION_SECRET,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => log, options.healthTimeoutMs);
  } catch (error) {
    // A server that never became healthy is no one's to stop: end it here.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  async function end(signal: NodeJS.Signals) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    output: () => log,
    async stop() {
      await end('SIGTERM');
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: (signal = 'SIGKILL') => end(signal),
  };
}
