/**
 * npm run bench [-- --duration 5] [-- --connections 32,64] [-- --skip-build] [-- --postgres]
 *                [-- --skip-large]
 *
 * Builds, seeds the demo owner into a temporary data folder and starts the
 * production server on it with its access log on (written to a file in that
 * folder), timing spawn to the first healthy /healthz (three starts, the
 * median counts). The server, and each baseline, run on one core
 * (`taskset`), wrk with one thread on another.
 *
 * Three passes follow. identity (no Accept-Encoding) and compressed
 * (`br, gzip`, what a browser sends) each drive, at every connection count,
 * a bare Node server sending the home page's exact bytes (the baseline, the
 * most this machine serves of that page from Node), each route of the
 * product one after the other, and the baseline again; the faster baseline
 * run that measured the baseline server (not wrk at its ceiling) counts, and
 * without one no ratio is reported. admin drives the JSON reads with a
 * session cookie (the long way), with no ratio.
 *
 * Prints per pass requests per second, p50/p90/p99, failures, bytes/s, the
 * CPU of wrk and of the server and the ratio to the baseline; then idle and
 * peak memory, cold start and the public page's JavaScript; checks the
 * targets, the visits counted and the access log lines; writes
 * test-results/bench.json (the run before it kept as bench-previous.json)
 * and exits 1 when a target is missed. With `--postgres` the same run
 * follows on PostgreSQL (a throw-away cluster of Debian's binaries, or the
 * server TEST_POSTGRES_URL names), written to bench-postgres.json, held to
 * the targets with 20% slack and to 0.8 of SQLite's req/s per read route.
 * After each database's passes (unless --skip-large), the large data set
 * (scripts/bench/large-data.ts) on a fresh database: every admin list page
 * and the dashboard's year at 8 connections, held to p99 under 50 ms.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { cleanUp, temporaryDir } from './audit/cleanup';
import { measureJavaScript } from './audit/javascript-size';
import { run } from './audit/processes';
import { seedDemoDatabase } from './demo/seed';
import { SESSION_COOKIE } from '../src/server/http/session';
import { countAccessLogLines } from './bench/access-log';
import { headerText, sendOnce } from './bench/http';
import { type BaselineUnderTest, type DriveSettings, runPassAt } from './bench/passes';
import {
  type RunningBenchServer,
  procStatusMb,
  sampleResidentMemory,
  startBaseline,
  startBenchServer,
} from './bench/processes';
import {
  type BenchReport,
  printComparison,
  printReport,
  RESULTS_DIR,
  writeReport,
} from './bench/report';
import { benchLargeData, printLargeData } from './bench/large-data';
import {
  BROWSER_ENCODINGS,
  hasTargets,
  PAGE_HEADERS,
  PASS_TITLES,
  type PassId,
  passRoutes,
  PROJECT_LIST_PATH,
  SATURATION,
  type SeededIds,
  TARGETS,
} from './bench/routes';
import { checkTargets, describeMissed, type PassReport, type RouteRun } from './bench/targets';
import { ensureWrk, placement } from './bench/wrk';
import { benchPostgresDatabase } from './bench/postgres-database';

const USAGE =
  'Usage: npm run bench [-- --duration SECONDS] [-- --connections N[,N...]] [-- --skip-build] [-- --postgres] [-- --skip-large]';
const COLD_STARTS = 3;
/** After the start and a first page: the server's idle memory is read this long after. */
const SETTLE_MS = 5000;
/** Seconds of load before each measured run, not counted. */
const WARM_UP_SECONDS = 1;

interface Options {
  seconds: number;
  /** Every pass with a baseline runs at each of these, in this order. */
  connections: number[];
  build: boolean;
  postgres: boolean;
  /** The second data set (a thousand projects, five years of visits) and its admin table. */
  large: boolean;
}

/** Where a run keeps its data: SQLite in the data folder, or a PostgreSQL database. */
type BenchDatabase = { label: 'SQLite' } | { label: 'PostgreSQL'; url: string };

function usageError(message: string): never {
  console.error(`${message} ${USAGE}`);
  process.exit(1);
}

function parseConnections(text: string | undefined): number[] {
  const counts = (text ?? '').split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > 1000)) {
    usageError('--connections takes 1 to 1000, or a list such as 32,64');
  }
  return [...new Set(counts)].sort((a, b) => a - b);
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    seconds: 5,
    connections: [32, 64],
    build: true,
    postgres: false,
    large: true,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--skip-build') {
      options.build = false;
    } else if (arg === '--postgres') {
      options.postgres = true;
    } else if (arg === '--skip-large') {
      options.large = false;
    } else if (arg === '--duration') {
      options.seconds = Number(argv[++index]);
      if (!Number.isInteger(options.seconds) || options.seconds < 1 || options.seconds > 600) {
        usageError('--duration takes whole seconds from 1 to 600');
      }
    } else if (arg === '--connections') {
      options.connections = parseConnections(argv[++index]);
    } else {
      usageError(`Unknown argument ${arg}.`);
    }
  }
  return options;
}

/** On Ctrl-C or SIGTERM: stop every child process, remove the temporary folders, then exit. */
function cleanUpOnSignals(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(
        `\n${signal}: stopping the server, baselines and wrk, removing temp folders...`,
      );
      void cleanUp().finally(() => process.exit(code));
    });
  }
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/**
 * A visible project (the public list hides the hidden ones) and its seeded
 * cover as a browser fetches it: for a photo, the 960 px AVIF copy the home
 * page offers (a browser never downloads the multi-megabyte original when a
 * copy is offered); an SVG as it is.
 */
async function seededIds(url: string): Promise<SeededIds> {
  const response = await fetch(`${url}${PROJECT_LIST_PATH}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`the project list answered ${response.status}`);
  const list = (await response.json()) as { items: { projectId: number; cover: string }[] };
  const project = list.items.find((item) =>
    new URL(item.cover, url).pathname.startsWith('/api/media/image/'),
  );
  if (!project) throw new Error('no visible project with a seeded cover');
  const coverPath = new URL(project.cover, url).pathname;
  const page = await (await fetch(`${url}/`)).text();
  const copy = `${coverPath}/${COVER_COPY}`;
  return { projectId: project.projectId, coverPath: page.includes(copy) ? copy : coverPath };
}

/** The copy of a photo a desktop browser picks from the cover's `<picture>`. */
const COVER_COPY = '960.avif';

const VISITS_SQL = 'select coalesce(sum(total_visits), 0) as visits from analytics_visit_day';

/** Visits the stopped server stored; null when the database cannot tell. */
async function countedVisits(
  database: BenchDatabase,
  databaseFile: string,
): Promise<number | null> {
  if (database.label === 'SQLite') return countedSqliteVisits(databaseFile);
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    const result = await client.query<{ visits: string }>(VISITS_SQL);
    return Number(result.rows[0]?.visits ?? 0);
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function countedSqliteVisits(databaseFile: string): number | null {
  interface Sqlite {
    prepare(source: string): { get(): unknown };
    close(): void;
  }
  type SqliteConstructor = new (file: string, options: { readonly: boolean }) => Sqlite;
  try {
    const Database = createRequire(import.meta.url)('better-sqlite3') as SqliteConstructor;
    const db = new Database(databaseFile, { readonly: true });
    try {
      const row = db.prepare(VISITS_SQL).get() as { visits: number };
      return Number(row.visits);
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/** Three starts, each timed from spawn to a healthy /healthz; the last one stays up. */
async function startTimed(
  dataDir: string,
  databaseUrl: string,
  cpuList: string | undefined,
): Promise<{ server: RunningBenchServer; runsMs: number[] }> {
  const runsMs: number[] = [];
  for (let start = 1; ; start += 1) {
    const server = await startBenchServer(dataDir, databaseUrl, { cpuList });
    runsMs.push(server.coldStartMs);
    if (start === COLD_STARTS) return { server, runsMs };
    await server.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);

/**
 * The home page as the product sends it with `headers`, served by a bare
 * Node server (pinned like the product) with the same bytes and encoding.
 */
async function startPageBaseline(
  serverUrl: string,
  headers: Record<string, string>,
  cpuList: string | undefined,
): Promise<BaselineUnderTest & { stop: () => Promise<void> }> {
  const request = { method: 'GET' as const, path: '/', headers };
  const page = await sendOnce(serverUrl, request);
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}`);
  const contentType = headerText(page.headers['content-type']) ?? 'text/html; charset=utf-8';
  const contentEncoding = headerText(page.headers['content-encoding']);
  if (!headers['accept-encoding'] && contentEncoding) {
    throw new Error('GET / without Accept-Encoding came back encoded');
  }
  if (headers['accept-encoding'] && !contentEncoding) {
    throw new Error(
      `GET / with Accept-Encoding: ${headers['accept-encoding']} came back uncompressed`,
    );
  }
  const bodyFile = path.join(temporaryDir('portfolio-bench-page-'), 'index.html');
  writeFileSync(bodyFile, page.body);
  const baseline = await startBaseline(bodyFile, contentType, {
    contentEncoding: contentEncoding ?? undefined,
    cpuList,
  });
  const check = await sendOnce(baseline.url, request);
  if (!check.body.equals(page.body)) throw new Error('the baseline does not serve the page bytes');
  console.log(
    `  baseline ${baseline.url} (pid ${baseline.pid}): ${page.body.length} bytes of ${contentType}` +
      (contentEncoding ? `, ${contentEncoding}` : ''),
  );
  return {
    url: baseline.url,
    pid: baseline.pid,
    stop: baseline.stop,
    request,
    bodyBytes: page.body.length,
    contentType,
    contentEncoding,
  };
}

/** Signs in as the seeded admin through the API, as the admin app does; answers the session cookie. */
async function adminSessionCookie(serverUrl: string, password: string): Promise<string> {
  const response = await fetch(`${serverUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  await response.body?.cancel();
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (response.status !== 200 || !cookie.startsWith(`${SESSION_COOKIE}=`)) {
    throw new Error(`signing in as the seeded admin answered ${response.status} without a session`);
  }
  return cookie;
}

/** Requests wrk measured on the routes that match `keep`, failed answers left out. */
function measuredRequests(
  passes: PassReport[],
  keep: (pass: PassId, route: RouteRun) => boolean,
): number {
  let total = 0;
  for (const pass of passes) {
    for (const connectionsRun of pass.runs) {
      for (const route of connectionsRun.routes) {
        if (keep(pass.id, route)) total += route.requests - route.non2xx;
      }
    }
  }
  return total;
}

/**
 * The passes with a baseline at every connection count (the POST once, in
 * the identity pass at 64 connections or the highest count given), then the
 * admin pass at the highest count.
 */
async function drivePasses(
  server: RunningBenchServer,
  ids: SeededIds,
  connectionCounts: number[],
  settings: DriveSettings,
  { serverCpuList, adminPassword }: { serverCpuList?: string; adminPassword: string },
): Promise<PassReport[]> {
  const product = { url: server.url, pid: server.pid };
  const highest = connectionCounts.at(-1) ?? TARGETS.p99Connections;
  const messageAt = connectionCounts.includes(TARGETS.p99Connections)
    ? TARGETS.p99Connections
    : highest;
  const passes: PassReport[] = [];
  for (const [pass, headers] of [
    ['identity', PAGE_HEADERS],
    ['compressed', { ...PAGE_HEADERS, ...BROWSER_ENCODINGS }],
  ] as const) {
    console.log(`\n ${PASS_TITLES[pass]}`);
    const baseline = await startPageBaseline(server.url, headers, serverCpuList);
    const runs = [];
    for (const connections of connectionCounts) {
      const routes = passRoutes(pass, ids, {
        withMessage: pass === 'identity' && connections === messageAt,
      });
      runs.push(await runPassAt(pass, connections, { product, routes, baseline, settings }));
    }
    await baseline.stop();
    passes.push({ id: pass, title: PASS_TITLES[pass], runs });
  }
  console.log(`\n ${PASS_TITLES.admin}`);
  const sessionCookie = await adminSessionCookie(server.url, adminPassword);
  passes.push({
    id: 'admin',
    title: PASS_TITLES.admin,
    runs: [
      await runPassAt('admin', highest, {
        product,
        routes: passRoutes('admin', ids, { sessionCookie }),
        baseline: null,
        settings,
      }),
    ],
  });
  return passes;
}

async function bench(
  options: Options,
  database: BenchDatabase,
  sqlite?: BenchReport,
): Promise<BenchReport> {
  const commit = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  const loadAtStart = loadAverage();
  const databaseUrl = database.label === 'SQLite' ? '' : database.url;
  const cores = placement();
  console.log(`\n== ${database.label}`);
  const dataDir = temporaryDir('portfolio-bench-data-');
  const adminPassword = randomBytes(12).toString('hex');
  process.stdout.write('Seeding demo content... ');
  const seeded = await seedDemoDatabase({
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: adminPassword,
    },
  });
  if (seeded.outcome !== 'seeded') throw new Error('a fresh data folder refused the demo content');
  console.log('done');

  process.stdout.write(`Starting the production server ${COLD_STARTS} times... `);
  const { server, runsMs } = await startTimed(dataDir, databaseUrl, cores.serverCpuList);
  console.log(`${runsMs.join(', ')} ms to a healthy /healthz`);
  const memory = sampleResidentMemory(server.pid);

  const ids = await seededIds(server.url);
  const first = await sendOnce(server.url, { method: 'GET', path: '/', headers: PAGE_HEADERS });
  if (first.status !== 200) throw new Error(`GET / answered ${first.status}`);
  // Idle: started, one visit served, then a few quiet seconds (no load yet).
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const idleRssMb = procStatusMb(server.pid, 'VmRSS');
  console.log(
    `Idle memory ${SETTLE_MS / 1000} s after a first GET /: ${idleRssMb ?? '?'} MB VmRSS`,
  );
  console.log(
    `Server ${server.url} (pid ${server.pid}${cores.serverCpuList ? `, core ${cores.serverCpuList}` : ''}), ` +
      `log ${server.logFile}; wrk ${cores.generatorCpuList ? `on core ${cores.generatorCpuList}` : 'unpinned'}`,
  );

  const warmUpSeconds = Math.min(WARM_UP_SECONDS, options.seconds);
  const settings: DriveSettings = {
    seconds: options.seconds,
    warmUpSeconds,
    generatorCpuList: cores.generatorCpuList,
  };
  console.log(
    `Driving with wrk (1 thread), ${warmUpSeconds} s warm-up + ${options.seconds} s per run:`,
  );
  let passes: PassReport[];
  try {
    passes = await drivePasses(server, ids, options.connections, settings, {
      serverCpuList: cores.serverCpuList,
      adminPassword,
    });
  } catch (error) {
    // A server that ended during the load explains the failure better than a refused connection.
    const ended = server.ended();
    if (!ended) throw error;
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${ended}`);
  }

  const sampled = memory.stop();
  const kernelPeakRssMb = procStatusMb(server.pid, 'VmHWM');
  const javascript = await measureJavaScript(`${server.url}/`, []);
  // Stopped gracefully, the server writes the visits it holds before it exits.
  await server.stop();
  const counted = await countedVisits(database, seeded.database);
  const accessLogLines = await countAccessLogLines(server.logFile);

  const coldStart = { medianMs: median(runsMs), runsMs };
  const visits = {
    counted,
    homeRequestsMeasured: measuredRequests(
      passes,
      (pass, route) => hasTargets(pass) && route.kind === 'home',
    ),
  };
  const accessLog = {
    lines: accessLogLines,
    fastPathRequestsMeasured: measuredRequests(
      passes,
      (pass, route) => hasTargets(pass) && route.request.method === 'GET',
    ),
  };
  const memoryFigures = {
    idleRssMb,
    peakRssMb: sampled.peakMb,
    samples: sampled.samples,
    kernelPeakRssMb,
  };
  const checks = checkTargets(
    { database: database.label, passes, coldStart, visits, accessLog, memory: memoryFigures },
    sqlite,
  );
  const missed = checks.filter((item) => !item.ok).map(describeMissed);
  return {
    database: database.label,
    date: new Date().toISOString(),
    commit,
    dirty,
    node: process.version,
    cpus: cpus().length,
    loadAverage: { start: loadAtStart, end: loadAverage() },
    placement: cores,
    method:
      'wrk, one thread, pinned away from the server (taskset) where the machine allows; ' +
      'each run after a warm-up; per pass and connection count the baseline first and last ' +
      '(and once more when neither measured the baseline server), the faster server-limited run counts; ' +
      'no ratio when none was server-limited; closed-loop connections; ' +
      'identity pass without Accept-Encoding, compressed pass with br, gzip against a baseline sending the same compressed page; ' +
      'admin pass with a session cookie, no baseline; GET / with a browser User-Agent (counted as a visit); ' +
      'the server runs as npm start runs it (its node flags) with LOG_LEVEL=info, its log written to a file; ' +
      "idle memory = VmRSS 5 s after a first GET /, peak = the kernel's VmHWM over the server's run",
    options: {
      seconds: options.seconds,
      warmUpSeconds,
      connections: options.connections,
      built: options.build,
    },
    coldStart,
    passes,
    memory: memoryFigures,
    javascript: {
      gzipBytes: javascript.gzipBytes,
      kb: javascript.kb,
      files: javascript.files.map(({ url, gzipBytes }) => ({ url, gzipBytes })),
    },
    visits,
    accessLog,
    targets: TARGETS,
    saturation: SATURATION,
    checks,
    missed,
    passed: missed.length === 0,
  };
}

/**
 * The second data set on a fresh database, its admin pages and `/` at 8
 * connections; the table printed and written to test-results. True when
 * every route met its target.
 */
async function largeData(options: Options, database: BenchDatabase): Promise<boolean> {
  console.log(`\n== ${database.label}: the large data set`);
  const cores = placement();
  const report = await benchLargeData({
    database,
    seconds: options.seconds,
    connections: LARGE_DATA_CONNECTIONS,
    serverCpuList: cores.serverCpuList,
    generatorCpuList: cores.generatorCpuList,
  });
  printLargeData(report);
  const file = path.join(
    RESULTS_DIR,
    database.label === 'SQLite' ? 'bench-large.json' : 'bench-large-postgres.json',
  );
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
  return report.checks.every((check) => check.ok);
}

/** The connections the large data set is driven with: a few admins and visitors at once. */
const LARGE_DATA_CONNECTIONS = 8;

cleanUpOnSignals();
let exitCode = 0;
try {
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2));
  ensureWrk();
  if (options.build) {
    process.stdout.write('Building (npm run build)... ');
    await run('npm', ['run', 'build']);
    console.log('done');
  }
  const report = await bench(options, { label: 'SQLite' });
  printReport(report, writeReport(report));
  if (!report.passed) exitCode = 1;
  if (options.large && !(await largeData(options, { label: 'SQLite' }))) exitCode = 1;
  if (options.postgres) {
    const url = await benchPostgresDatabase();
    const postgres = await bench(options, { label: 'PostgreSQL', url }, report);
    printReport(postgres, writeReport(postgres));
    printComparison(report, postgres);
    if (!postgres.passed) exitCode = 1;
    if (options.large) {
      const largeUrl = await benchPostgresDatabase('bench_large');
      if (!(await largeData(options, { label: 'PostgreSQL', url: largeUrl }))) exitCode = 1;
    }
  }
  console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`);
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
// The in-process seeder may leave timers behind; the benchmark is over.
process.exit(exitCode);
