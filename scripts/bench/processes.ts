/**
 * Child processes of the benchmark: the production server (timed from spawn
 * to its first healthy /healthz) and the static baseline, each pinned to the
 * cores it is given. Every one is stopped by the clean-up, whether the run
 * ends, fails or is interrupted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { onCleanup } from '../audit/cleanup';
import { freePort, productionServerArgs, productionServerEnv } from '../audit/processes';

const OUTPUT_KEPT = 20_000;
/** A start on one busy core of a shared machine can take many seconds; a minute means it is stuck. */
const START_TIMEOUT_MS = 60_000;
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

/** The end of a file, to explain a failure; empty when it cannot be read. */
function tailOf(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(-OUTPUT_KEPT);
  } catch {
    return '';
  }
}

/**
 * A command run on the given cores (`taskset -c`), or as it is without a
 * list. taskset execs the command in its own process, so the child's pid is
 * the command's, and its CPU time is the command's.
 */
function pinned(cpuList: string | undefined, command: string, args: string[]): [string, string[]] {
  return cpuList ? ['taskset', ['-c', cpuList, command, ...args]] : [command, args];
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

/** The server ended at start on a signal this process did not send (another program's). */
export class ServerKilledError extends Error {
  constructor(
    readonly signal: string,
    output: string,
  ) {
    super(`the server was killed by ${signal} at start (not by the bench):\n${output}`);
  }
}

export interface RunningBenchServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of /healthz. */
  coldStartMs: number;
  /** The file the server's stdout and stderr (its JSON log) go to. */
  logFile: string;
  /** Stops it gracefully (SIGTERM: the server finishes requests and writes pending counts). */
  stop: () => Promise<void>;
  /** How it ended when it is no longer running (exit code or signal), with its last log lines; null while it runs. */
  ended: () => string | null;
}

export interface BenchServerOptions {
  /** `taskset -c` list the server runs on; anywhere when unset. */
  cpuList?: string;
  /** Where its output goes; by default a new `server-<time>.log` in the data folder. */
  logFile?: string;
}

/**
 * `npm start`'s command (`node`, its memory flags, `dist/server/main.js`) as
 * in production on a free port, the access log on (`info`, one JSON line per
 * request) and written to a file: the output goes straight from the server to
 * the file, so no pipe of this process has to keep up with it. Resolves at the
 * first healthy /healthz (polled every 10 ms on fresh connections).
 */
export async function startBenchServer(
  dataDir: string,
  databaseUrl = '',
  options: BenchServerOptions = {},
): Promise<RunningBenchServer> {
  const port = await freePort();
  const logFile =
    options.logFile ?? path.join(dataDir, `server-${Date.now()}-${process.hrtime()[1]}.log`);
  const log = openSync(logFile, 'a');
  const [command, args] = pinned(options.cpuList, process.execPath, productionServerArgs());
  const started = performance.now();
  let child: ChildProcess;
  try {
    child = spawn(command, args, {
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        ...productionServerEnv(),
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        // As in production: one access log line per request.
        LOG_LEVEL: 'info',
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
  } finally {
    // The child holds its own copy of the descriptor.
    closeSync(log);
  }
  const stop = () => stopChild(child);
  onCleanup(stop);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      // This process sends no signal before the server is up: one seen here came from elsewhere.
      if (child.signalCode) throw new ServerKilledError(child.signalCode, tailOf(logFile));
      throw new Error(`the server exited with ${child.exitCode} at start:\n${tailOf(logFile)}`);
    }
    if (await healthy(url)) {
      const coldStartMs = Math.round(performance.now() - started);
      if (child.pid === undefined) throw new Error('the server has no process id');
      const ended = () => {
        if (child.exitCode === null && child.signalCode === null) return null;
        const how = child.signalCode
          ? `killed by ${child.signalCode}`
          : `exited with ${child.exitCode}`;
        return `the server ${how}; the end of its log:\n${tailOf(logFile).slice(-2000)}`;
      };
      return { url, pid: child.pid, coldStartMs, logFile, stop, ended };
    }
    await sleep(10);
  }
  throw new Error(
    `the server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s:\n${tailOf(logFile)}`,
  );
}

export interface RunningBaseline {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The static baseline (scripts/bench/baseline.ts) serving `bodyFile`, with
 * `contentEncoding` when the file holds compressed bytes, on the given cores.
 */
export async function startBaseline(
  bodyFile: string,
  contentType: string,
  options: { contentEncoding?: string; cpuList?: string } = {},
): Promise<RunningBaseline> {
  const [command, args] = pinned(options.cpuList, process.execPath, [
    '--import',
    'tsx',
    'scripts/bench/baseline.ts',
    bodyFile,
    contentType,
    ...(options.contentEncoding ? [options.contentEncoding] : []),
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captureOutput(child);
  const stop = () => stopChild(child);
  onCleanup(stop);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the baseline did not start within 15 s:\n${output()}`)),
      15_000,
    );
    child.stdout?.on('data', () => {
      const port = /listening (\d+)/.exec(output())?.[1];
      if (port && child.pid !== undefined) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the baseline stopped (${code}):\n${output()}`));
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
