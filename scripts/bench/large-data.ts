/**
 * Cost as the work grows: the demo owner plus the large data set (see
 * large-data-set.ts) in a fresh database, the production server on it, and
 * wrk at a few connections on every admin list page (first page, last page,
 * another order, a search), the dashboard's year, and the home page as a
 * visitor sees it. Every answer must come within LARGE_DATA_P99_MS at the
 * 99th percentile.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { seedDemoDatabase } from '../demo/seed';
import { temporaryDir } from '../audit/cleanup';
import type { DatabaseSetting } from '../../src/server/settings';
import {
  ADMIN_LIST_PAGES,
  dashboardYearPaths,
  listQuery,
  type ReadKind,
} from './large-data-routes';
import { type GeneratedCounts, generateLargeData, type GenerationResult } from './large-data-set';
import { startBenchServer } from './processes';
import { type DriveResult, runWrk } from './wrk';

/** The target: every route's 99th percentile under this many milliseconds. */
export const LARGE_DATA_P99_MS = 50;

const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export interface LargeDataOptions {
  /** A fresh, empty database (PostgreSQL: a fresh database's URL). */
  database: { label: 'SQLite' } | { label: 'PostgreSQL'; url: string };
  /** Measured seconds per route (5 by default in the bench). */
  seconds: number;
  connections: number;
  /** `taskset` lists from placement() in wrk.ts. */
  serverCpuList?: string;
  generatorCpuList?: string;
  /** Only the routes whose name this accepts (all by default). */
  routeFilter?: (name: string) => boolean;
}

export interface PreparedLargeData {
  dataDir: string;
  /** Empty for SQLite (the file in the data folder). */
  databaseUrl: string;
  adminPassword: string;
  seedMillis: number;
  generation: GenerationResult;
}

export interface LargeDataRoute {
  name: string;
  path: string;
  /** Status of one request before the run. */
  status: number;
  /** Items in the answer (a list's page, the dashboard's days), when it is a list. */
  rows: number | null;
  /** The list's total items, when it has paging. */
  totalItems: number | null;
  bytes: number;
  result: DriveResult;
  ok: boolean;
}

export interface LargeDataCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface LargeDataReport {
  database: string;
  counts: GeneratedCounts;
  /** Milliseconds: the demo owner through the API, then the bulk insert per group. */
  seedMillis: number;
  generationMillis: GenerationResult['millis'];
  coldStartMs: number;
  connections: number;
  seconds: number;
  targetP99Ms: number;
  /** The machine's load average (1, 5, 15 minutes) when the runs ended. */
  loadAverage: number[];
  routes: LargeDataRoute[];
  checks: LargeDataCheck[];
}

/** The demo owner through the real API, then the large data set in bulk. */
export async function prepareLargeData(
  database: LargeDataOptions['database'],
  dataDir = temporaryDir('portfolio-bench-large-'),
): Promise<PreparedLargeData> {
  const databaseUrl = database.label === 'PostgreSQL' ? database.url : '';
  const adminPassword = `Bench-${randomBytes(12).toString('base64url')}`;
  const seedStarted = performance.now();
  const seeded = await seedDemoDatabase({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: adminPassword,
    },
  });
  if (seeded.outcome !== 'seeded') throw new Error('the large data set needs an empty database');
  const seedMillis = Math.round(performance.now() - seedStarted);
  const setting: DatabaseSetting = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'sqlite', file: path.join(dataDir, 'portfolio.sqlite') };
  const generation = await generateLargeData(setting);
  return { dataDir, databaseUrl, adminPassword, seedMillis, generation };
}

/** Signs in as the admin through the API, as the login page does; answers the session cookie. */
async function signIn(url: string, password: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  if (!response.ok || cookie.length === 0) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return cookie.join('; ');
}

interface Probe {
  status: number;
  bytes: number;
  rows: number | null;
  totalItems: number | null;
  totalPages: number | null;
}

/** One request before the run: is it a 200, how big, how many rows. */
async function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  let rows: number | null = null;
  let totalItems: number | null = null;
  let totalPages: number | null = null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const data = JSON.parse(body) as unknown;
    if (Array.isArray(data)) rows = data.length;
    else if (data && typeof data === 'object' && 'items' in data) {
      const list = data as {
        items: unknown[];
        metadata?: { totalItems: number; totalPages: number };
      };
      rows = list.items.length;
      totalItems = list.metadata?.totalItems ?? null;
      totalPages = list.metadata?.totalPages ?? null;
    }
  }
  return { status: response.status, bytes: Buffer.byteLength(body), rows, totalItems, totalPages };
}

interface PlannedRoute {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** Every route, in the table's order; a list's last page needs its first page's metadata. */
async function planRoutes(url: string, cookie: string): Promise<PlannedRoute[]> {
  const admin = { cookie, accept: 'application/json', 'user-agent': BROWSER_USER_AGENT };
  const routes: PlannedRoute[] = [];
  for (const list of ADMIN_LIST_PAGES) {
    const first = await probe(`${url}${listQuery(list, 'first')}`, admin);
    const kinds: ReadKind[] = [
      'first',
      'last',
      ...(list.otherSort ? ['sorted' as const] : []),
      'filtered',
    ];
    for (const kind of kinds) {
      routes.push({
        name: `${list.page}: ${kind}`,
        path: listQuery(list, kind, first.totalPages ?? 1),
        headers: admin,
      });
    }
  }
  for (const call of dashboardYearPaths()) routes.push({ ...call, headers: admin });
  routes.push({
    name: 'Home page (visitor)',
    path: '/',
    headers: { 'user-agent': BROWSER_USER_AGENT, accept: 'text/html' },
  });
  return routes;
}

/** Pins every thread of the server to the given cores (taskset's -a), as the bench places it. */
function pinProcess(pid: number, cpuList: string | undefined): void {
  if (!cpuList) return;
  execFileSync('taskset', ['-a', '-pc', cpuList, String(pid)], { stdio: 'ignore' });
}

/** The production server on the prepared data, signed in as the admin. */
async function startSignedIn(prepared: PreparedLargeData, options: LargeDataOptions) {
  const server = await startBenchServer(prepared.dataDir, prepared.databaseUrl);
  pinProcess(server.pid, options.serverCpuList);
  const cookie = await signIn(server.url, prepared.adminPassword);
  return { server, cookie };
}

/** Starts the production server on prepared data and drives every route with wrk. */
export async function measureLargeData(
  prepared: PreparedLargeData,
  options: LargeDataOptions,
): Promise<Omit<LargeDataReport, 'counts' | 'seedMillis' | 'generationMillis'>> {
  const running = await startSignedIn(prepared, options);
  const coldStartMs = running.server.coldStartMs;
  try {
    const planned = (await planRoutes(running.server.url, running.cookie)).filter(
      (route) => options.routeFilter?.(route.name) ?? true,
    );
    const drive = async (route: PlannedRoute) => {
      const headers = route.headers;
      const before = await probe(`${running.server.url}${route.path}`, headers);
      const result = await runWrk({
        url: running.server.url,
        request: { method: 'GET', path: route.path, headers },
        connections: options.connections,
        seconds: options.seconds,
        warmUpSeconds: 1,
        watchPids: [running.server.pid],
        ...(options.generatorCpuList ? { cpuList: options.generatorCpuList } : {}),
      });
      return { before, result };
    };
    const routes: LargeDataRoute[] = [];
    for (const route of planned) {
      const { before, result } = await drive(route);
      routes.push({
        name: route.name,
        path: route.path,
        status: before.status,
        rows: before.rows,
        totalItems: before.totalItems,
        bytes: before.bytes,
        result,
        ok:
          before.status === 200 &&
          result.non2xx === 0 &&
          result.errors === 0 &&
          result.timeouts === 0 &&
          result.p99Ms < LARGE_DATA_P99_MS,
      });
    }
    const missed = routes.filter((route) => !route.ok);
    const checks: LargeDataCheck[] = [
      {
        name: `every route p99 < ${LARGE_DATA_P99_MS} ms at ${options.connections} connections`,
        ok: missed.length === 0,
        detail:
          missed.length === 0
            ? `${routes.length} routes`
            : missed.map((route) => route.name).join(', '),
      },
    ];
    return {
      database: options.database.label,
      coldStartMs,
      connections: options.connections,
      seconds: options.seconds,
      targetP99Ms: LARGE_DATA_P99_MS,
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      routes,
      checks,
    };
  } finally {
    await running.server.stop();
  }
}

export async function benchLargeData(options: LargeDataOptions): Promise<LargeDataReport> {
  const prepared = await prepareLargeData(options.database);
  const measured = await measureLargeData(prepared, options);
  return {
    ...measured,
    counts: prepared.generation.counts,
    seedMillis: prepared.seedMillis,
    generationMillis: prepared.generation.millis,
  };
}

const seconds = (millis: number) => `${(millis / 1000).toFixed(1)} s`;

export function printLargeData(report: LargeDataReport): void {
  const c = report.counts;
  const g = report.generationMillis;
  console.log(
    `\nLarge data set on ${report.database}: ${c.projects} projects, ${c.experiences} experiences, ` +
      `${c.messages} messages, ${c.visitDays} days of analytics with ${c.uniqueVisitors} unique-visitor rows, ` +
      `${c.projectViewDays} project-view rows`,
  );
  console.log(
    `Generated in ${seconds(g.total)} (demo owner through the API ${seconds(report.seedMillis)} before it; ` +
      `projects ${seconds(g.projects)}, experiences ${seconds(g.experiences)}, messages ${seconds(g.messages)}, ` +
      `analytics ${seconds(g.visitDays)} of which unique visitors ${seconds(g.uniqueVisitors)})`,
  );
  console.log(
    `wrk, ${report.connections} connections, ${report.seconds} s per route; target p99 < ${report.targetP99Ms} ms; ` +
      `load average ${report.loadAverage.join(' ')}`,
  );
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'rows', 'bytes', 'server CPU', ''];
  const lines = report.routes.map((route) => [
    route.name,
    route.result.requestsPerSecond.toFixed(0),
    route.result.p50Ms.toFixed(2),
    route.result.p99Ms.toFixed(2),
    route.rows === null
      ? ''
      : route.totalItems === null
        ? String(route.rows)
        : `${route.rows}/${route.totalItems}`,
    String(route.bytes),
    (route.result.serverCpu[0] ?? 0).toFixed(2),
    route.ok
      ? 'ok'
      : `MISSED${route.status !== 200 ? ` (${route.status})` : route.result.non2xx ? ` (${route.result.non2xx} non-2xx)` : ''}`,
  ]);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => (line[index] ?? '').length)),
  );
  const row = (cells: string[]) =>
    cells
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('  ');
  console.log(row(header));
  for (const line of lines) console.log(row(line));
  for (const check of report.checks) {
    console.log(`${check.ok ? 'ok    ' : 'MISSED'} ${check.name}: ${check.detail}`);
  }
}
