/**
 * npm run bench [-- --duration 10] [-- --connections 64] [-- --skip-build] [-- --postgres]
 *
 * Builds, seeds the demo owner into a temporary data folder and starts the
 * production server on it, timing spawn to the first healthy /healthz (three
 * starts, the median counts). Takes the rendered home page's bytes and serves
 * them from a bare Node `http` server in its own process: the baseline, the
 * most this machine serves of that page. A separate driver process
 * (autocannon) then loads the baseline, each route of the product and the
 * baseline again, one after the other, with the same connections and
 * duration, each after a short warm-up; the faster baseline run counts. Prints requests per second, p50 and p99 latency and the
 * ratio to the baseline, the server's idle memory (after a first page and a
 * settle, before the load) and peak memory, and the public page's
 * JavaScript gzipped, checks the speed targets, writes
 * test-results/bench.json (the run before it kept as bench-previous.json)
 * and exits 1 when a target is missed. With `--postgres` the same run follows
 * on PostgreSQL (a throw-away cluster of Debian's binaries, or the server
 * TEST_POSTGRES_URL names), written to bench-postgres.json and printed beside
 * SQLite's; the memory targets hold for SQLite.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { get } from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { cleanUp, onCleanup, temporaryDir } from './audit/cleanup';
import { startCluster } from '../tests/support/postgres-cluster';
import { measureJavaScript } from './audit/javascript-size';
import { run } from './audit/processes';
import { seedDemoDatabase } from './demo/seed';
import {
  type RunningBenchServer,
  procStatusMb,
  runDriver,
  sampleResidentMemory,
  startBaseline,
  startBenchServer,
} from './bench/processes';
import {
  type BenchReport,
  checkTargets,
  printComparison,
  printReport,
  type RouteFigures,
  writeReport,
} from './bench/report';
import {
  benchRoutes,
  PAGE_HEADERS,
  PROJECT_LIST_PATH,
  type SeededIds,
  TARGETS,
} from './bench/routes';

const USAGE =
  'Usage: npm run bench [-- --duration SECONDS] [-- --connections N] [-- --skip-build] [-- --postgres]';
const COLD_STARTS = 3;
/** After the start and a first page: the server's idle memory is read this long after. */
const SETTLE_MS = 5000;

interface Options {
  seconds: number;
  connections: number;
  build: boolean;
  postgres: boolean;
}

/** Where a run keeps its data: SQLite in the data folder, or a PostgreSQL database. */
type BenchDatabase = { label: 'SQLite' } | { label: 'PostgreSQL'; url: string };

function usageError(message: string): never {
  console.error(`${message} ${USAGE}`);
  process.exit(1);
}

function parseOptions(argv: string[]): Options {
  const options: Options = { seconds: 10, connections: 64, build: true, postgres: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--skip-build') {
      options.build = false;
    } else if (arg === '--postgres') {
      options.postgres = true;
    } else if (arg === '--duration') {
      options.seconds = Number(argv[++index]);
      if (!Number.isInteger(options.seconds) || options.seconds < 1 || options.seconds > 600) {
        usageError('--duration takes whole seconds from 1 to 600');
      }
    } else if (arg === '--connections') {
      options.connections = Number(argv[++index]);
      if (
        !Number.isInteger(options.connections) ||
        options.connections < 1 ||
        options.connections > 1000
      ) {
        usageError('--connections takes 1 to 1000');
      }
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
        `\n${signal}: stopping the server, baseline and driver, removing temp folders...`,
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

/** One GET with exact bytes: no Accept-Encoding, so the answer is what travels uncompressed. */
function fetchRaw(
  url: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: PAGE_HEADERS, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** A visible project (the public list hides the hidden ones) and its seeded cover. */
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
  return { projectId: project.projectId, coverPath: new URL(project.cover, url).pathname };
}

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
): Promise<{ server: RunningBenchServer; runsMs: number[] }> {
  const runsMs: number[] = [];
  for (let start = 1; ; start += 1) {
    const server = await startBenchServer(dataDir, databaseUrl);
    runsMs.push(server.coldStartMs);
    if (start === COLD_STARTS) return { server, runsMs };
    await server.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

async function bench(options: Options, database: BenchDatabase): Promise<BenchReport> {
  const commit = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  const databaseUrl = database.label === 'SQLite' ? '' : database.url;
  console.log(`\n== ${database.label}`);
  const dataDir = temporaryDir('portfolio-bench-data-');
  process.stdout.write('Seeding demo content... ');
  const seeded = await seedDemoDatabase({
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    },
  });
  if (seeded.outcome !== 'seeded') throw new Error('a fresh data folder refused the demo content');
  console.log('done');

  process.stdout.write(`Starting the production server ${COLD_STARTS} times... `);
  const { server, runsMs } = await startTimed(dataDir, databaseUrl);
  console.log(`${runsMs.join(', ')} ms to a healthy /healthz`);
  const memory = sampleResidentMemory(server.pid);

  const ids = await seededIds(server.url);
  const page = await fetchRaw(`${server.url}/`);
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}`);
  if (page.headers['content-encoding'])
    throw new Error('GET / without Accept-Encoding came back encoded');
  const contentType = String(page.headers['content-type'] ?? 'text/html; charset=utf-8');
  // Idle: started, one visit served, then a few quiet seconds (no load yet).
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const idleRssMb = procStatusMb(server.pid, 'VmRSS');
  console.log(
    `Idle memory ${SETTLE_MS / 1000} s after a first GET /: ${idleRssMb ?? '?'} MB VmRSS`,
  );
  const bodyFile = path.join(temporaryDir('portfolio-bench-page-'), 'index.html');
  writeFileSync(bodyFile, page.body);
  const baselineUrl = await startBaseline(bodyFile, contentType);
  const check = await fetchRaw(`${baselineUrl}/`);
  if (!check.body.equals(page.body)) throw new Error('the baseline does not serve the page bytes');
  console.log(
    `Server ${server.url} (pid ${server.pid}), baseline ${baselineUrl}: ${page.body.length} bytes of ${contentType}`,
  );

  const warmUpSeconds = Math.min(2, options.seconds);
  const drive = (url: string, request: Parameters<typeof runDriver>[0]['request']) =>
    runDriver({
      url,
      request,
      connections: options.connections,
      seconds: options.seconds,
      warmUpSeconds,
    });
  const line = (
    name: string,
    result: { requestsPerSecond: number; p50Ms: number; p99Ms: number },
  ) =>
    console.log(
      `  ${name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
    );

  console.log(
    `Driving ${options.connections} connections, ${warmUpSeconds} s warm-up + ${options.seconds} s per route:`,
  );
  const driveBaseline = () =>
    drive(baselineUrl, { method: 'GET', path: '/', headers: PAGE_HEADERS });
  // The baseline runs first and again last; the faster run counts. A
  // machine that was busy for one of them would otherwise flatter every ratio.
  const firstBaseline = await driveBaseline();
  line('baseline: static GET / (first run)', firstBaseline);
  const measured: (RouteFigures & { ratio: number })[] = [];
  for (const route of benchRoutes(ids)) {
    const result = await drive(server.url, route.request);
    line(route.name, result);
    const { body: _body, ...request } = route.request;
    measured.push({ name: route.name, kind: route.kind, request, ...result, ratio: 0 });
  }
  const lastBaseline = await driveBaseline();
  line('baseline: static GET / (last run)', lastBaseline);
  const baseline =
    lastBaseline.requestsPerSecond > firstBaseline.requestsPerSecond ? lastBaseline : firstBaseline;
  const routes: RouteFigures[] = measured.map((route) => ({
    ...route,
    ratio: Math.round((route.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000,
  }));

  const sampled = memory.stop();
  const kernelPeakRssMb = procStatusMb(server.pid, 'VmHWM');
  const javascript = await measureJavaScript(`${server.url}/`, []);
  // Stopped gracefully, the server writes the visits it holds before it exits.
  await server.stop();
  const counted = await countedVisits(database, seeded.database);
  const homeRequestsMeasured =
    routes.find((route) => route.kind === 'home')?.statusCodes['200'] ?? 0;

  const coldStart = { medianMs: median(runsMs), runsMs };
  const visits = { counted, homeRequestsMeasured };
  const memoryFigures = {
    idleRssMb,
    peakRssMb: sampled.peakMb,
    samples: sampled.samples,
    kernelPeakRssMb,
  };
  const checks = checkTargets({
    database: database.label,
    routes,
    coldStart,
    visits,
    memory: memoryFigures,
  });
  const missed = checks
    .filter((item) => !item.ok)
    .map((item) => `${item.name} ${item.value} (target ${item.target})`);
  return {
    database: database.label,
    date: new Date().toISOString(),
    commit,
    dirty,
    node: process.version,
    cpus: cpus().length,
    method:
      'baseline (first and last; the faster run counts) and routes one after the other ' +
      'from a separate autocannon process that keeps only the start of each body; ' +
      'closed-loop connections; no Accept-Encoding, so both sides answer identity; ' +
      'GET / with a browser User-Agent (counted as a visit); ratio = route req/s / baseline req/s; ' +
      "the server runs as npm start runs it (its node flags); idle memory = VmRSS 5 s after a first GET /, peak = the kernel's VmHWM over the server's run",
    options: { ...options, warmUpSeconds, built: options.build },
    coldStart,
    baseline: {
      ...baseline,
      bodyBytes: page.body.length,
      contentType,
      runsPerSecond: [firstBaseline.requestsPerSecond, lastBaseline.requestsPerSecond],
    },
    routes,
    memory: memoryFigures,
    javascript: {
      gzipBytes: javascript.gzipBytes,
      kb: javascript.kb,
      files: javascript.files.map(({ url, gzipBytes }) => ({ url, gzipBytes })),
    },
    visits,
    targets: TARGETS,
    checks,
    missed,
    passed: missed.length === 0,
  };
}

/**
 * A fresh database for the PostgreSQL run: on the server TEST_POSTGRES_URL
 * names, or on a throw-away cluster stopped with the other processes.
 */
async function benchPostgresDatabase(): Promise<string> {
  let server = process.env.TEST_POSTGRES_URL;
  if (!server) {
    const cluster = await startCluster();
    onCleanup(async () => cluster.stop());
    server = cluster.url;
  }
  const name = `portfolio_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name} template template0`);
  } finally {
    await client.end();
  }
  onCleanup(async () => {
    const dropper = new pg.Client({ connectionString: server });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await dropper.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

cleanUpOnSignals();
let exitCode = 0;
try {
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2));
  if (options.build) {
    process.stdout.write('Building (npm run build)... ');
    await run('npm', ['run', 'build']);
    console.log('done');
  }
  const report = await bench(options, { label: 'SQLite' });
  printReport(report, writeReport(report));
  if (!report.passed) exitCode = 1;
  if (options.postgres) {
    const url = await benchPostgresDatabase();
    const postgres = await bench(options, { label: 'PostgreSQL', url });
    printReport(postgres, writeReport(postgres));
    printComparison(report, postgres);
    if (!postgres.passed) exitCode = 1;
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
