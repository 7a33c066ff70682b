/** The benchmark's tables printed, and its JSON file kept (with the previous run). */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type PassId, SATURATION, TARGETS } from './routes';
import {
  type BaselineFigures,
  type Check,
  type CheckInput,
  type ConnectionsRun,
  generatorBoundReason,
  limitOf,
  type PassReport,
} from './targets';
import type { DriveResult } from './wrk';

export const RESULTS_DIR = path.resolve('test-results');
export const RESULTS_FILE = path.join(RESULTS_DIR, 'bench.json');
export const PREVIOUS_FILE = path.join(RESULTS_DIR, 'bench-previous.json');

export interface BenchReport extends CheckInput {
  date: string;
  commit: string;
  /** Uncommitted changes in the working tree when the run started. */
  dirty: boolean;
  node: string;
  cpus: number;
  /** The machine's 1, 5 and 15 minute load averages before and after the run. */
  loadAverage: { start: number[]; end: number[] };
  /** The cores the servers and wrk were pinned to (`taskset -c`), when they were. */
  placement: { serverCpuList?: string; generatorCpuList?: string };
  method: string;
  options: { seconds: number; warmUpSeconds: number; connections: number[]; built: boolean };
  coldStart: { medianMs: number; runsMs: number[] };
  passes: PassReport[];
  memory: {
    /** VmRSS after the start, a first GET / and a settle, before any load. */
    idleRssMb: number | null;
    peakRssMb: number;
    samples: number;
    kernelPeakRssMb: number | null;
  };
  javascript: { gzipBytes: number; kb: number; files: { url: string; gzipBytes: number }[] };
  targets: typeof TARGETS;
  saturation: typeof SATURATION;
  checks: Check[];
  missed: string[];
  passed: boolean;
}

/** A report as an earlier version may have written it: every part may be missing. */
type PreviousReport = Partial<Pick<BenchReport, 'passes'>>;

function readPrevious(file: string): PreviousReport | null {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PreviousReport) : null;
  } catch {
    return null;
  }
}

function resultFiles(database: BenchReport['database']): [string, string] {
  return database === 'SQLite'
    ? [RESULTS_FILE, PREVIOUS_FILE]
    : [
        RESULTS_FILE.replace(/\.json$/, '-postgres.json'),
        PREVIOUS_FILE.replace('bench-', 'bench-postgres-'),
      ];
}

/**
 * Writes test-results/bench.json (bench-postgres.json for a PostgreSQL run);
 * the run before it becomes bench-previous.json (bench-postgres-previous.json).
 * Answers that one.
 */
export function writeReport(report: BenchReport): PreviousReport | null {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const [file, previousFile] = resultFiles(report.database);
  const previous = readPrevious(file);
  if (existsSync(file)) renameSync(file, previousFile);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return previous;
}

const whole = (value: number) => String(Math.round(value));
const percent = (share: number | undefined) => `${Math.round((share ?? 0) * 100)}%`;
const megabytes = (bytesPerSecond: number) => (bytesPerSecond / 1e6).toFixed(1);

function previousRun(
  previous: PreviousReport | null,
  pass: PassId,
  connections: number,
): ConnectionsRun | undefined {
  const passes = Array.isArray(previous?.passes) ? previous.passes : [];
  return passes
    .find((candidate) => candidate.id === pass)
    ?.runs?.find((run) => run.connections === connections);
}

function countedBaselineRps(baseline: BaselineFigures | null | undefined): number | undefined {
  if (baseline?.counted == null) return undefined;
  return baseline.runs[baseline.counted]?.requestsPerSecond;
}

/**
 * What processes other than the measured server took of its core during the
 * run (another program on a shared machine), when the server had one core.
 */
function othersOnServerCore(result: DriveResult, serverCore: string | undefined): string {
  const busy = serverCore === undefined ? undefined : result.coreBusy?.[serverCore];
  if (busy === undefined) return '-';
  return percent(Math.max(0, busy - (result.serverCpu[0] ?? 0)));
}

function figureCells(
  result: DriveResult,
  failed: string,
  serverCore: string | undefined,
): string[] {
  return [
    whole(result.requestsPerSecond),
    `${result.p50Ms} ms`,
    `${result.p90Ms} ms`,
    `${result.p99Ms} ms`,
    failed,
    megabytes(result.bytesPerSecond),
    percent(result.generatorLoad),
    percent(result.serverCpu[0]),
    othersOnServerCore(result, serverCore),
    limitOf(result),
  ];
}

/** Rows in columns: the first `textColumns` aligned left, the figures right. */
function printTable(rows: string[][], textColumns = 1): void {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of rows) {
    console.log(
      `    ${row
        .map((cell, column) =>
          column < textColumns
            ? cell.padEnd(widths[column] ?? 0)
            : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')}`,
    );
  }
}

/** One table: the baseline runs (the counted one starred), then the routes. */
function printConnectionsRun(
  pass: PassReport,
  run: ConnectionsRun,
  serverCore: string | undefined,
  before?: ConnectionsRun,
) {
  console.log(`  ${pass.id}, ${run.connections} connections:`);
  const header = [
    'route',
    'req/s',
    'p50',
    'p90',
    'p99',
    'non-2xx',
    'MB/s',
    'wrk CPU',
    'server CPU',
    'others',
    'limited by',
    'ratio',
    'previous req/s',
  ];
  const rows: string[][] = [header];
  const baseline = run.baseline;
  const previousBaseline = countedBaselineRps(before?.baseline);
  baseline?.runs.forEach((result, index) => {
    const counted = baseline.counted === index;
    rows.push([
      `baseline (${result.when})${counted ? ' *' : ''}`,
      ...figureCells(result, String(result.non2xx + result.errors + result.timeouts), serverCore),
      counted ? '1.00' : '',
      counted && previousBaseline !== undefined ? whole(previousBaseline) : counted ? '-' : '',
    ]);
  });
  for (const route of run.routes) {
    const { status } = route.preflight;
    const failed =
      status >= 200 && status < 300
        ? String(route.non2xx + route.errors + route.timeouts)
        : `status ${status}`;
    // The same route and address: a route whose address changed is not compared.
    const earlier = before?.routes?.find(
      (candidate) => candidate.key === route.key && candidate.request?.path === route.request.path,
    );
    rows.push([
      route.name,
      ...figureCells(route, failed, serverCore),
      route.ratio === null ? '—' : route.ratio.toFixed(2),
      earlier ? whole(earlier.requestsPerSecond) : '-',
    ]);
  }
  printTable(rows);
  if (baseline && baseline.counted === null) {
    console.log(`    ratios withheld: ${generatorBoundReason(baseline.runs)}`);
  } else if (baseline) {
    const bytes = `${baseline.bodyBytes} bytes${baseline.contentEncoding ? ` (${baseline.contentEncoding})` : ''}`;
    console.log(`    * the baseline run counted (${bytes} of ${baseline.contentType})`);
  }
}

export function printReport(report: BenchReport, previous: PreviousReport | null): void {
  const { options } = report;
  const pinning = report.placement.serverCpuList
    ? `servers on core ${report.placement.serverCpuList}, wrk (1 thread) on core ${report.placement.generatorCpuList}`
    : 'no pinning (fewer than 2 cores or no taskset)';
  console.log(
    `\nBenchmark on ${report.database} at ${report.commit}${report.dirty ? ' (uncommitted changes)' : ''}, ` +
      `Node ${report.node}, ${report.cpus} CPUs, ${pinning}; ${options.seconds} s per run after a ` +
      `${options.warmUpSeconds} s warm-up; load average ${report.loadAverage.start.join(' ')} before, ` +
      `${report.loadAverage.end.join(' ')} after`,
  );
  console.log(
    `A baseline run counts only when wrk used < ${percent(SATURATION.generatorLoadBelow)} of its core ` +
      `and the baseline server >= ${percent(SATURATION.serverCpuAtLeast)} of its own ("limited by server"); ` +
      '"others": what other processes (and the kernel outside them) took of the server\'s core during the run.',
  );
  // One core for the servers: what others took of it is shown beside the server's share.
  const serverCore = /^\d+$/.test(report.placement.serverCpuList ?? '')
    ? report.placement.serverCpuList
    : undefined;
  for (const pass of report.passes) {
    console.log(`\n${pass.title}`);
    for (const run of pass.runs) {
      printConnectionsRun(pass, run, serverCore, previousRun(previous, pass.id, run.connections));
    }
  }
  console.log('');
  console.log(
    `  Cold start to a healthy /healthz: ${report.coldStart.medianMs} ms ` +
      `(median of ${report.coldStart.runsMs.join(', ')} ms)`,
  );
  console.log(
    `  Server idle memory: ${report.memory.idleRssMb ?? 'unknown'} MB VmRSS ` +
      '(after the start, a first GET / and a settle, before the load)',
  );
  console.log(
    `  Server peak memory: ${report.memory.peakRssMb} MB VmRSS sampled ` +
      `(${report.memory.samples} samples)` +
      (report.memory.kernelPeakRssMb === null
        ? ''
        : `, ${report.memory.kernelPeakRssMb} MB VmHWM (the kernel's peak)`),
  );
  console.log(
    `  Public page JavaScript, gzipped: ${report.javascript.kb} kB in ` +
      `${report.javascript.files.length} file(s)`,
  );
  console.log(
    `  Visits counted: ${report.visits.counted ?? 'unknown'} ` +
      `(measured GET / requests: ${report.visits.homeRequestsMeasured})`,
  );
  console.log(
    `  Access log lines: ${report.accessLog.lines ?? 'unknown'} ` +
      `(measured GET requests of the public reads: ${report.accessLog.fastPathRequestsMeasured})`,
  );
  printChecks(report);
}

function printChecks(report: BenchReport): void {
  console.log('Targets:');
  if (!report.options.connections.includes(TARGETS.p99Connections)) {
    console.log(
      `  (p99 is held at ${TARGETS.p99Connections} connections, which this run did not drive: not checked)`,
    );
  }
  const nameWidth = Math.max(...report.checks.map((check) => check.name.length));
  for (const check of report.checks) {
    console.log(
      `  ${check.name.padEnd(nameWidth)}  ${check.value.padStart(9)}  target ${check.target.padEnd(10)}  ` +
        `${check.ok ? 'ok' : 'MISSED'}${check.reason ? ` (${check.reason})` : ''}`,
    );
  }
  const [file, previousFile] = resultFiles(report.database);
  console.log(
    `Results: ${path.relative(process.cwd(), file)} (the run before: ${path.relative(process.cwd(), previousFile)})`,
  );
  console.log(
    report.passed
      ? 'All targets met.'
      : `${report.missed.length} target(s) missed: ${report.checks
          .filter((check) => !check.ok)
          .map((check) => check.name)
          .join('; ')}`,
  );
}

/** The two runs' routes side by side (`npm run bench -- --postgres`). */
export function printComparison(sqlite: BenchReport, postgres: BenchReport): void {
  console.log('\nSQLite and PostgreSQL, the same routes on the same machine:');
  const rows: string[][] = [
    ['pass', 'route', 'SQLite req/s', 'PG req/s', 'PG/SQLite', 'SQLite p99', 'PG p99'],
  ];
  for (const pass of sqlite.passes) {
    for (const run of pass.runs) {
      const other = previousRun(postgres, pass.id, run.connections);
      for (const route of run.routes) {
        const twin = other?.routes.find((candidate) => candidate.key === route.key);
        rows.push([
          `${pass.id} ${run.connections}c`,
          route.name,
          whole(route.requestsPerSecond),
          twin ? whole(twin.requestsPerSecond) : '-',
          twin ? `${(twin.requestsPerSecond / route.requestsPerSecond).toFixed(2)}x` : '-',
          `${route.p99Ms} ms`,
          twin ? `${twin.p99Ms} ms` : '-',
        ]);
      }
    }
  }
  printTable(rows, 2);
  const memory = (report: BenchReport) =>
    `idle ${report.memory.idleRssMb ?? '?'} MB, peak ${Math.max(report.memory.peakRssMb, report.memory.kernelPeakRssMb ?? 0)} MB`;
  console.log(`  memory: SQLite ${memory(sqlite)}; PostgreSQL ${memory(postgres)}`);
  console.log(
    `  cold start (median): SQLite ${sqlite.coldStart.medianMs} ms; PostgreSQL ${postgres.coldStart.medianMs} ms`,
  );
}
