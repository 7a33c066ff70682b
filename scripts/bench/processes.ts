/**
 * Child processes of the benchmark: the production server (timed from spawn
 * to its first healthy /healthz), the static baseline and the load driver.
 * Every one is stopped by the clean-up, whether the run ends, fails or is
 * interrupted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { onCleanup } from '../audit/cleanup';
import { freePort, productionServerArgs } from '../audit/processes';
import type { DriveConfig, DriveResult } from './drive';

const OUTPUT_KEPT = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM, then SIGKILL after five seconds; resolves once the process has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
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

/** Keeps the last few kilobytes a child printed, to explain a failure. */
function captureOutput(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

/** One GET /healthz on a fresh connection: true when it answers 200. */
function healthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(`${url}/healthz`, { agent: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

export interface RunningBenchServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of /healthz. */
  coldStartMs: number;
  /** Stops it gracefully (SIGTERM: the server finishes requests and writes pending counts). */
  stop: () => Promise<void>;
}

/**
 * `npm start`'s command (`node`, its memory flags, `dist/server/main.js`) as
 * in production on a free port; resolves at the
 * first healthy /healthz (polled every 10 ms on fresh connections).
 */
export async function startBenchServer(
  dataDir: string,
  databaseUrl = '',
): Promise<RunningBenchServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, productionServerArgs(), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // The benchmark posts thousands of messages from one address.
      MESSAGE_RATE_LIMIT: '1000000',
      // Empty counts as unset, and keeps a developer's .env from setting these.
      TRUST_PROXY: '',
      // Empty: the SQLite file in the data folder.
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: '',
      PUBLIC_URL: '',
    },
  });
  const output = captureOutput(child);
  const stop = () => stopChild(child);
  onCleanup(stop);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${output()}`);
    if (await healthy(url)) {
      const coldStartMs = Math.round(performance.now() - started);
      if (child.pid === undefined) throw new Error('the server has no process id');
      return { url, pid: child.pid, coldStartMs, stop };
    }
    await sleep(10);
  }
  throw new Error(`the server did not answer /healthz within 30 s:\n${output()}`);
}

/** The static baseline (scripts/bench/baseline.ts) serving `bodyFile`; answers its URL. */
export async function startBaseline(bodyFile: string, contentType: string): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/baseline.ts', bodyFile, contentType],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = captureOutput(child);
  onCleanup(() => stopChild(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the baseline did not start within 15 s:\n${output()}`)),
      15_000,
    );
    child.stdout?.on('data', () => {
      const port = /listening (\d+)/.exec(output())?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the baseline stopped (${code}):\n${output()}`));
    });
  });
}

/** Runs scripts/bench/drive.ts in its own process and answers the result it prints. */
export function runDriver(config: DriveConfig): Promise<DriveResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/drive.ts', JSON.stringify(config)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const stop = () => stopChild(child);
    onCleanup(stop);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`the driver ended with ${signal ?? code}:\n${stderr}`));
        return;
      }
      try {
        resolve(JSON.parse(stdout) as DriveResult);
      } catch {
        reject(new Error(`the driver printed no result:\n${stdout.slice(0, 2000)}${stderr}`));
      }
    });
  });
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: the kernel's resident peak). */
export function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1];
    return kb === undefined ? null : Math.round((Number(kb) / 1024) * 10) / 10;
  } catch {
    return null;
  }
}

/** Samples a process's VmRSS every `everyMs` until stopped; answers the highest sample. */
export function sampleResidentMemory(pid: number, everyMs = 100) {
  let peakMb = procStatusMb(pid, 'VmRSS') ?? 0;
  let samples = 1;
  const timer = setInterval(() => {
    const mb = procStatusMb(pid, 'VmRSS');
    if (mb === null) return;
    samples += 1;
    if (mb > peakMb) peakMb = mb;
  }, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return { peakMb, samples };
    },
  };
}
