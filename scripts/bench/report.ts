/** The benchmark's targets checked, its table printed, and its JSON file kept (with the previous run). */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DriveRequest, DriveResult } from './drive';
import { isRead, type RouteKind, TARGETS } from './routes';

export const RESULTS_DIR = path.resolve('test-results');
export const RESULTS_FILE = path.join(RESULTS_DIR, 'bench.json');
export const PREVIOUS_FILE = path.join(RESULTS_DIR, 'bench-previous.json');

export interface RouteFigures extends DriveResult {
  name: string;
  kind: RouteKind;
  request: Omit<DriveRequest, 'body'>;
  /** requestsPerSecond over the baseline's. */
  ratio: number;
}

export interface Check {
  name: string;
  value: string;
  target: string;
  ok: boolean;
}

export interface BenchReport {
  /** The database the server ran on: the memory targets hold for SQLite. */
  database: 'SQLite' | 'PostgreSQL';
  date: string;
  commit: string;
  /** Uncommitted changes in the working tree when the run started. */
  dirty: boolean;
  node: string;
  cpus: number;
  method: string;
  options: { seconds: number; warmUpSeconds: number; connections: number; built: boolean };
  coldStart: { medianMs: number; runsMs: number[] };
  /** The faster of the baseline's two runs (first and last); `runsPerSecond` has both. */
  baseline: DriveResult & { bodyBytes: number; contentType: string; runsPerSecond: number[] };
  routes: RouteFigures[];
  memory: {
    /** VmRSS after the start, a first GET / and a settle, before any load. */
    idleRssMb: number | null;
    peakRssMb: number;
    samples: number;
    kernelPeakRssMb: number | null;
  };
  javascript: { gzipBytes: number; kb: number; files: { url: string; gzipBytes: number }[] };
  visits: { counted: number | null; homeRequestsMeasured: number };
  targets: typeof TARGETS;
  checks: Check[];
  missed: string[];
  passed: boolean;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** Every speed target, plus "every answer was a 2xx" (a fast error page proves nothing). */
export function checkTargets(
  report: Pick<BenchReport, 'database' | 'routes' | 'coldStart' | 'visits' | 'memory'>,
): Check[] {
  const checks: Check[] = [];
  for (const route of report.routes) {
    if (route.kind === 'home' || route.kind === 'json') {
      const target = route.kind === 'home' ? TARGETS.homeRatio : TARGETS.jsonReadRatio;
      checks.push({
        name: `${route.name} ratio`,
        value: fixed(route.ratio, 2),
        target: `>= ${fixed(target, 2)}`,
        ok: route.ratio >= target,
      });
    }
  }
  for (const route of report.routes.filter((route) => isRead(route.kind))) {
    checks.push({
      name: `${route.name} p99`,
      value: `${route.p99Ms} ms`,
      target: `< ${TARGETS.readP99Ms} ms`,
      ok: route.p99Ms < TARGETS.readP99Ms,
    });
  }
  checks.push({
    name: 'cold start (median)',
    value: `${report.coldStart.medianMs} ms`,
    target: `< ${TARGETS.coldStartMs} ms`,
    ok: report.coldStart.medianMs < TARGETS.coldStartMs,
  });
  // The small-container promise is made for the embedded default.
  if (report.database !== 'SQLite') return checks;
  const { idleRssMb, peakRssMb, kernelPeakRssMb } = report.memory;
  checks.push({
    name: 'idle memory (VmRSS, SQLite)',
    value: idleRssMb === null ? 'unknown' : `${idleRssMb} MB`,
    target: `<= ${TARGETS.idleRssMb} MB`,
    ok: idleRssMb !== null && idleRssMb <= TARGETS.idleRssMb,
  });
  // The kernel's peak sees what a 100 ms sample can miss; the higher counts.
  const peak = Math.max(peakRssMb, kernelPeakRssMb ?? 0);
  checks.push({
    name: 'peak memory (VmHWM, SQLite)',
    value: `${peak} MB`,
    target: `<= ${TARGETS.peakRssMb} MB`,
    ok: peak <= TARGETS.peakRssMb,
  });
  const { counted, homeRequestsMeasured } = report.visits;
  checks.push({
    name: 'visits counted',
    value: counted === null ? 'unknown' : String(counted),
    target: `>= ${homeRequestsMeasured}`,
    ok: counted !== null && counted >= homeRequestsMeasured,
  });
  for (const route of report.routes) {
    const bad = route.non2xx + route.errors;
    if (bad > 0) {
      checks.push({
        name: `${route.name} answers`,
        value: `${bad} not 2xx`,
        target: 'all 2xx',
        ok: false,
      });
    }
  }
  return checks;
}

function readPrevious(file: string): BenchReport | null {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BenchReport) : null;
  } catch {
    return null;
  }
}

/**
 * Writes test-results/bench.json (bench-postgres.json for a PostgreSQL run);
 * the run before it becomes bench-previous.json (bench-postgres-previous.json).
 * Answers that one.
 */
export function writeReport(report: BenchReport): BenchReport | null {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const [file, previousFile] =
    report.database === 'SQLite'
      ? [RESULTS_FILE, PREVIOUS_FILE]
      : [
          RESULTS_FILE.replace(/\.json$/, '-postgres.json'),
          PREVIOUS_FILE.replace('bench-', 'bench-postgres-'),
        ];
  const previous = readPrevious(file);
  if (existsSync(file)) renameSync(file, previousFile);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return previous;
}

/** The two runs' routes side by side (`npm run bench -- --postgres`). */
export function printComparison(sqlite: BenchReport, postgres: BenchReport): void {
  console.log('\nSQLite and PostgreSQL, the same routes on the same machine:');
  console.log(
    `${'route'.padEnd(44)} ${'SQLite req/s'.padStart(12)} ${'PG req/s'.padStart(10)} ${'SQLite p99'.padStart(11)} ${'PG p99'.padStart(8)}`,
  );
  for (const route of sqlite.routes) {
    const other = postgres.routes.find((candidate) => candidate.name === route.name);
    console.log(
      `${route.name.padEnd(44)} ${String(Math.round(route.requestsPerSecond)).padStart(12)} ${String(Math.round(other?.requestsPerSecond ?? 0)).padStart(10)} ${`${route.p99Ms} ms`.padStart(11)} ${`${other?.p99Ms ?? '?'} ms`.padStart(8)}`,
    );
  }
  const memory = (report: BenchReport) =>
    `idle ${report.memory.idleRssMb ?? '?'} MB, peak ${Math.max(report.memory.peakRssMb, report.memory.kernelPeakRssMb ?? 0)} MB`;
  console.log(`memory: SQLite ${memory(sqlite)}; PostgreSQL ${memory(postgres)}`);
  console.log(
    `cold start (median): SQLite ${sqlite.coldStart.medianMs} ms; PostgreSQL ${postgres.coldStart.medianMs} ms`,
  );
}

export function printReport(report: BenchReport, previous: BenchReport | null): void {
  const { options } = report;
  console.log(
    `\nBenchmark on ${report.database} at ${report.commit}${report.dirty ? ' (uncommitted changes)' : ''}, Node ${report.node}, ` +
      `${report.cpus} CPUs: ${options.connections} connections, ${options.seconds} s per route ` +
      `after a ${options.warmUpSeconds} s warm-up, no Accept-Encoding (identity on both sides)`,
  );
  const before = new Map(previous?.routes.map((route) => [route.name, route]) ?? []);
  const header = ['route', 'req/s', 'p50', 'p99', 'ratio', 'not 2xx'];
  if (previous) header.push('previous req/s');
  const rows: string[][] = [header];
  const base = report.baseline;
  rows.push([
    'baseline: static GET / (faster run)',
    fixed(base.requestsPerSecond, 0),
    `${base.p50Ms} ms`,
    `${base.p99Ms} ms`,
    '1.00',
    String(base.non2xx + base.errors),
    ...(previous ? [fixed(previous.baseline.requestsPerSecond, 0)] : []),
  ]);
  for (const route of report.routes) {
    const earlier = before.get(route.name);
    rows.push([
      route.name,
      fixed(route.requestsPerSecond, 0),
      `${route.p50Ms} ms`,
      `${route.p99Ms} ms`,
      fixed(route.ratio, 2),
      String(route.non2xx + route.errors),
      ...(previous ? [earlier ? fixed(earlier.requestsPerSecond, 0) : '-'] : []),
    ]);
  }
  const widths = header.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of rows) {
    console.log(
      `  ${row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')}`,
    );
  }
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
  console.log('Targets:');
  const nameWidth = Math.max(...report.checks.map((check) => check.name.length));
  for (const check of report.checks) {
    console.log(
      `  ${check.name.padEnd(nameWidth)}  ${check.value.padStart(9)}  target ${check.target.padEnd(9)}  ${check.ok ? 'ok' : 'MISSED'}`,
    );
  }
  console.log(
    `Results: ${path.relative(process.cwd(), RESULTS_FILE)}` +
      (previous ? ` (the run before: ${path.relative(process.cwd(), PREVIOUS_FILE)})` : ''),
  );
  console.log(report.passed ? 'All targets met.' : `Targets missed: ${report.missed.join('; ')}`);
}
