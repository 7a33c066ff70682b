/** Child processes of the audit: the build and the production server. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { onCleanup } from './cleanup';

/** Runs a command quietly; its output is shown only when it fails. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** `npm start`'s command split into its leading `NAME=value` settings and the words after `exec`. */
function startCommand(): { env: Record<string, string>; words: string[] } {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = (words.shift() ?? '').split('=');
    env[name ?? ''] = value.join('=');
  }
  // `exec node …`: the shell hands its place to node, so signals reach the server.
  if (words[0] === 'exec') words.shift();
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server/main.js') {
    throw new Error(
      `npm start is not "[NAME=value …] exec node [flags] dist/server/main.js": ${pkg.scripts.start}`,
    );
  }
  return { env, words: words.slice(1) };
}

/**
 * The arguments `npm start` gives node (its V8 memory limits, decision 0043)
 * followed by the server script: what is measured is what runs in production.
 */
export function productionServerArgs(): string[] {
  return startCommand().words;
}

/** The variables `npm start` sets before node starts (glibc's arenas, decision 0081). */
export function productionServerEnv(): Record<string, string> {
  return startCommand().env;
}

/** `npm start`'s command as in production, on a free port; resolves once /healthz answers. */
export async function startProductionServer(dataDir: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, productionServerArgs(), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...productionServerEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // Empty counts as unset, and keeps a developer's .env from setting these.
      TRUST_PROXY: '',
      DATABASE_URL: '',
      ADMIN_PASSWORD: '',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  onCleanup(() => stopChild(child));

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${output}`);
    try {
      const health = await fetch(`${url}/healthz`);
      if (health.ok) return url;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer /healthz within 30 s:\n${output}`);
}
