/**
 * The benchmark's load generator: Debian's `wrk` (C, one event loop per
 * thread), driven with a generated Lua script for the method, headers and
 * body, pinned to its own core with `taskset` where the machine has one to
 * spare. A JavaScript generator (autocannon) topped out below a bare Node
 * server on this 2-core machine, so it measured itself; wrk costs a few
 * microseconds per answer, most of it the kernel copying the bytes in.
 *
 * While wrk runs, the CPU time of wrk and of the processes it loads is read
 * from /proc, so every figure says which side was busy: a run whose
 * generator used its whole core measured the generator, not the server.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { onCleanup, temporaryDir } from '../audit/cleanup';

export interface DriveRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface WrkConfig {
  url: string;
  request: DriveRequest;
  connections: number;
  seconds: number;
  /** Seconds of load before the measured run, whose answers are not counted. */
  warmUpSeconds: number;
  /** Processes whose CPU time is read during the measured run (the server). */
  watchPids: number[];
  /** wrk's threads; one leaves the other core to the server. */
  threads?: number;
  /** `taskset -c` list for wrk (`1`), or undefined to let it run anywhere. */
  cpuList?: string;
}

export interface DriveResult {
  requests: number;
  requestsPerSecond: number;
  /** Latency in milliseconds, from wrk's histogram (microsecond resolution). */
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers of status 400 and above (wrk counts these; the route was checked to answer 2xx before). */
  non2xx: number;
  /** Connect, read and write errors. */
  errors: number;
  timeouts: number;
  /** Bytes of answers per second, headers included. */
  bytesPerSecond: number;
  /** Share of one core wrk used over the measured run (all its threads). */
  generatorCpu: number;
  /** Share of the cores wrk could use: 1 means it had none to spare. */
  generatorLoad: number;
  /** Per watched process, the share of one core it used over the measured run. */
  serverCpu: number[];
  /**
   * Per core (by number), the share of it that was busy over the measured
   * run, whoever used it: beside `serverCpu`, it shows what other processes
   * took from the server's core.
   */
  coreBusy?: Record<string, number>;
}

/** Installs Debian's wrk when it is missing (the machine has apt-get and runs as root). */
export function ensureWrk(): string {
  const found = which('wrk');
  if (found) return found;
  console.log('wrk is not installed: installing the Debian package (apt-get install wrk)...');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    execFileSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '-q', 'wrk']);
  } catch {
    apt(['update', '-q']);
    apt(['install', '-y', '-q', 'wrk']);
  }
  const installed = which('wrk');
  if (!installed) throw new Error('wrk could not be installed (apt-get install wrk)');
  return installed;
}

function which(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const candidate = path.join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Where wrk and the server run: on a machine with two cores or more and
 * `taskset`, the server on core 0 and wrk on the last core, so neither
 * takes the other's; otherwise both wherever the kernel puts them.
 */
export function placement(): { serverCpuList?: string; generatorCpuList?: string } {
  const allowed = allowedCpus();
  const [first] = allowed;
  const last = allowed.at(-1);
  if (allowed.length < 2 || first === undefined || last === undefined || !which('taskset')) {
    return {};
  }
  return { serverCpuList: String(first), generatorCpuList: String(last) };
}

/** A Lua string literal. */
function luaString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;
}

/**
 * The request as wrk's static request (no `request()` function, so wrk
 * builds it once), and a `done` that prints the figures as one JSON line.
 */
function luaScript(request: DriveRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
    .join('\n');
  return `wrk.method = ${luaString(request.method)}
wrk.path = ${luaString(request.path)}
${request.body === undefined ? '' : `wrk.body = ${luaString(request.body)}`}
${headers}

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User and system CPU ticks of a process, all its threads; null when it is gone. */
function cpuTicks(pid: number): number | null {
  try {
    // Fields 14 and 15 (utime, stime) of /proc/<pid>/stat count the whole process.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Busy and total jiffies of each core, from /proc/stat; empty when it cannot be read. */
function coreTimes(): Map<string, { busy: number; total: number }> {
  const times = new Map<string, { busy: number; total: number }>();
  try {
    for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
      const match = /^cpu(\d+)\s+(.+)$/.exec(line);
      if (!match?.[1] || !match[2]) continue;
      const fields = match[2].trim().split(/\s+/).map(Number);
      // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
      const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
      const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
      times.set(match[1], { busy: total - idle, total });
    }
  } catch {
    // No /proc/stat: no per-core figures.
  }
  return times;
}

function coreShares(
  before: Map<string, { busy: number; total: number }>,
  after: Map<string, { busy: number; total: number }>,
): Record<string, number> {
  const shares: Record<string, number> = {};
  for (const [core, end] of after) {
    const start = before.get(core);
    const total = start ? end.total - start.total : 0;
    if (start && total > 0)
      shares[core] = Math.round(((end.busy - start.busy) / total) * 100) / 100;
  }
  return shares;
}

interface WrkFigures {
  requests: number;
  durationUs: number;
  bytes: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (us: number) => Math.round(us / 10) / 100;

let scriptDir: string | undefined;

/** One wrk run; CPU shares are read between a quarter second in and a quarter second before its end. */
async function runOnce(
  wrk: string,
  config: WrkConfig,
  seconds: number,
): Promise<{
  figures: WrkFigures;
  cpu: { generator: number; servers: number[]; cores: Record<string, number> };
}> {
  scriptDir ??= temporaryDir('portfolio-bench-wrk-');
  const script = path.join(scriptDir, `request-${Date.now()}-${Math.random()}.lua`);
  writeFileSync(script, luaScript(config.request));
  const threads = config.threads ?? 1;
  const args = [
    `-t${threads}`,
    `-c${Math.max(config.connections, threads)}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    script,
    config.url,
  ];
  const [command, commandArgs] = config.cpuList
    ? ['taskset', ['-c', config.cpuList, wrk, ...args]]
    : [wrk, args];
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  onCleanup(stop);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });

  // taskset execs wrk in the same process, so the child's pid is wrk's.
  const pids = [child.pid ?? -1, ...config.watchPids];
  await sleep(250);
  const first = pids.map(cpuTicks);
  const firstCores = coreTimes();
  const firstAt = performance.now();
  await sleep(Math.max(250, seconds * 1000 - 500));
  const last = pids.map(cpuTicks);
  const lastCores = coreTimes();
  const elapsedTicks = ((performance.now() - firstAt) / 1000) * CLOCK_TICKS;
  const share = (index: number) => {
    const before = first[index];
    const after = last[index];
    if (before == null || after == null || elapsedTicks <= 0) return 0;
    return Math.round(((after - before) / elapsedTicks) * 100) / 100;
  };

  const code = await exited;
  const line = stdout.split('\n').find((text) => text.startsWith('WRK_RESULT '));
  if (code !== 0 || !line) {
    throw new Error(`wrk ended with ${code}:\n${stdout.slice(-2000)}${stderr.slice(-2000)}`);
  }
  return {
    figures: JSON.parse(line.slice('WRK_RESULT '.length)) as WrkFigures,
    cpu: {
      generator: share(0),
      servers: config.watchPids.map((_, index) => share(index + 1)),
      cores: coreShares(firstCores, lastCores),
    },
  };
}

/** A warm-up (not counted), then the measured run. */
export async function runWrk(config: WrkConfig): Promise<DriveResult> {
  const wrk = ensureWrk();
  if (config.warmUpSeconds > 0) await runOnce(wrk, config, config.warmUpSeconds);
  const { figures, cpu } = await runOnce(wrk, config, config.seconds);
  const seconds = figures.durationUs / 1e6;
  const threads = config.threads ?? 1;
  const usableCores = config.cpuList
    ? Math.min(threads, config.cpuList.split(',').length)
    : Math.min(threads, cpus().length);
  return {
    requests: figures.requests,
    requestsPerSecond: Math.round((figures.requests / seconds) * 10) / 10,
    p50Ms: ms(figures.p50),
    p90Ms: ms(figures.p90),
    p99Ms: ms(figures.p99),
    maxMs: ms(figures.max),
    non2xx: figures.status,
    errors: figures.connect + figures.read + figures.write,
    timeouts: figures.timeout,
    bytesPerSecond: Math.round(figures.bytes / seconds),
    generatorCpu: cpu.generator,
    generatorLoad: Math.round((cpu.generator / usableCores) * 100) / 100,
    serverCpu: cpu.servers,
    coreBusy: cpu.cores,
  };
}

/** The cores this process may run on (a container may allow fewer than the machine has). */
export function allowedCpus(): number[] {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const list = /^Cpus_allowed_list:\s*(.+)$/m.exec(status)?.[1] ?? '';
    return list.split(',').flatMap((part) => {
      const [from, to] = part.split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) return [];
      return Array.from({ length: (to ?? from) - from + 1 }, (_, index) => from + index);
    });
  } catch {
    return cpus().map((_, index) => index);
  }
}
