/**
 * The benchmark's judgement, kept free of processes and files so it can be
 * tested: which baseline runs measured the baseline server rather than wrk,
 * which ratios may be reported, and which targets a run met.
 */
import type { DriveRequest, DriveResult } from './wrk';
import { hasTargets, isRead, type PassId, type RouteKind, SATURATION, TARGETS } from './routes';

/** Which side used its CPU up: the load generator, the server, both or neither. */
export type Limit = 'wrk' | 'server' | 'both' | 'neither';

export interface BaselineRun extends DriveResult {
  /** first (before the routes), last (after them), extra (when neither measured the server). */
  when: 'first' | 'last' | 'extra';
}

export interface BaselineFigures {
  bodyBytes: number;
  contentType: string;
  contentEncoding: string | null;
  runs: BaselineRun[];
  /** Index in `runs` of the faster server-limited run; null when no run was server-limited. */
  counted: number | null;
}

export interface RouteRun extends DriveResult {
  key: string;
  name: string;
  kind: RouteKind;
  request: Omit<DriveRequest, 'body'>;
  /** One request sent before the load: wrk counts only statuses of 400 and above. */
  preflight: { status: number; contentEncoding: string | null; bodyBytes: number };
  /** req/s over the counted baseline's; null when there is none to divide by. */
  ratio: number | null;
}

export interface ConnectionsRun {
  connections: number;
  /** null for a pass without a baseline (admin). */
  baseline: BaselineFigures | null;
  routes: RouteRun[];
}

export interface PassReport {
  id: PassId;
  title: string;
  runs: ConnectionsRun[];
}

export interface Check {
  name: string;
  value: string;
  target: string;
  ok: boolean;
  /** Why the figure could not be judged (a generator-bound baseline). */
  reason?: string;
}

export interface CheckInput {
  database: 'SQLite' | 'PostgreSQL';
  passes: PassReport[];
  coldStart: { medianMs: number };
  memory: { idleRssMb: number | null; peakRssMb: number; kernelPeakRssMb: number | null };
  visits: { counted: number | null; homeRequestsMeasured: number };
  accessLog: { lines: number | null; fastPathRequestsMeasured: number };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The side that held a run back; for a baseline run, only `server` lets it count. */
export function limitOf(run: Pick<DriveResult, 'generatorLoad' | 'serverCpu'>): Limit {
  const generator = run.generatorLoad >= SATURATION.generatorLoadBelow;
  const server = (run.serverCpu[0] ?? 0) >= SATURATION.serverCpuAtLeast;
  if (generator && server) return 'both';
  if (generator) return 'wrk';
  return server ? 'server' : 'neither';
}

export const isServerLimited = (run: Pick<DriveResult, 'generatorLoad' | 'serverCpu'>) =>
  limitOf(run) === 'server';

/** Index of the fastest server-limited run, or null. */
export function countedBaseline(runs: DriveResult[]): number | null {
  let best: number | null = null;
  runs.forEach((run, index) => {
    if (!isServerLimited(run)) return;
    if (best === null || run.requestsPerSecond > (runs[best]?.requestsPerSecond ?? 0)) best = index;
  });
  return best;
}

/**
 * Why no ratio was reported, with the CPU shares of the run that shows it:
 * the fastest run whose generator was saturated, else the fastest run (its
 * baseline server short of its core, the machine busy elsewhere).
 */
export function generatorBoundReason(runs: DriveResult[]): string {
  const fastestFirst = [...runs].sort((a, b) => b.requestsPerSecond - a.requestsPerSecond);
  const saturated = fastestFirst.find((run) => run.generatorLoad >= SATURATION.generatorLoadBelow);
  const shown = saturated ?? fastestFirst[0];
  if (!shown) return 'no baseline run';
  const shares = `wrk ${percent(shown.generatorLoad)} of its core, baseline server ${percent(shown.serverCpu[0] ?? 0)}`;
  return saturated ? `generator-bound: ${shares}` : `baseline not server-limited: ${shares}`;
}

/** Each route's ratio to the counted baseline (null without one). */
export function withRatios(routes: RouteRun[], baseline: BaselineFigures | null): RouteRun[] {
  const counted = baseline?.counted == null ? undefined : baseline.runs[baseline.counted];
  return routes.map((route) => ({
    ...route,
    ratio: counted ? round(route.requestsPerSecond / counted.requestsPerSecond, 3) : null,
  }));
}

const RATIO_TARGETS: Partial<Record<RouteKind, number>> = {
  home: TARGETS.homeRatio,
  json: TARGETS.jsonReadRatio,
  media: TARGETS.mediaRatio,
};

/** Targets on PostgreSQL: the same with slack; SQLite's as they are. */
function limits(database: CheckInput['database']) {
  const slack = database === 'PostgreSQL' ? TARGETS.postgresSlack : 0;
  return {
    ratio: (target: number) => round(target * (1 - slack), 2),
    p99Ms: round(TARGETS.readP99Ms * (1 + slack), 1),
    coldStartMs: Math.round(TARGETS.coldStartMs * (1 + slack)),
  };
}

const runLabel = (pass: PassReport, run: ConnectionsRun, route: { name: string }) =>
  `${pass.id} ${run.connections}c ${route.name}`;

function ratioChecks(input: CheckInput): Check[] {
  const { ratio } = limits(input.database);
  const checks: Check[] = [];
  for (const pass of input.passes.filter((candidate) => hasTargets(candidate.id))) {
    for (const run of pass.runs) {
      const counted = run.baseline?.counted ?? null;
      for (const route of run.routes) {
        const base = RATIO_TARGETS[route.kind];
        if (base === undefined) continue;
        const target = `>= ${ratio(base).toFixed(2)}`;
        const name = `${runLabel(pass, run, route)} ratio`;
        if (counted === null || route.ratio === null) {
          checks.push({
            name,
            value: '—',
            target,
            ok: false,
            reason: generatorBoundReason(run.baseline?.runs ?? []),
          });
        } else {
          checks.push({
            name,
            value: route.ratio.toFixed(2),
            target,
            ok: route.ratio >= ratio(base),
          });
        }
      }
    }
  }
  return checks;
}

function latencyChecks(input: CheckInput): Check[] {
  const { p99Ms } = limits(input.database);
  return input.passes
    .filter((pass) => hasTargets(pass.id))
    .flatMap((pass) =>
      pass.runs
        .filter((run) => run.connections === TARGETS.p99Connections)
        .flatMap((run) =>
          run.routes
            .filter((route) => isRead(route.kind))
            .map((route) => ({
              name: `${runLabel(pass, run, route)} p99`,
              value: `${route.p99Ms} ms`,
              target: `< ${p99Ms} ms`,
              ok: route.p99Ms < p99Ms,
            })),
        ),
    );
}

/** Every answer a 2xx: the status of one request before the load, and nothing wrk counted as failed. */
function answerChecks(input: CheckInput): Check[] {
  const checks: Check[] = [];
  for (const pass of input.passes) {
    for (const run of pass.runs) {
      for (const route of run.routes) {
        const { status } = route.preflight;
        const failed = route.non2xx + route.errors + route.timeouts;
        if (status >= 200 && status < 300 && failed === 0) continue;
        checks.push({
          name: `${runLabel(pass, run, route)} answers`,
          value: status < 200 || status >= 300 ? `status ${status}` : `${failed} failed`,
          target: 'all 2xx',
          ok: false,
        });
      }
    }
  }
  return checks;
}

function memoryChecks(input: CheckInput): Check[] {
  // The small-container promise is made for the embedded default.
  if (input.database !== 'SQLite') return [];
  const { idleRssMb, peakRssMb, kernelPeakRssMb } = input.memory;
  // The kernel's peak sees what a 100 ms sample can miss; the higher counts.
  const peak = Math.max(peakRssMb, kernelPeakRssMb ?? 0);
  return [
    {
      name: 'idle memory (VmRSS, SQLite)',
      value: idleRssMb === null ? 'unknown' : `${idleRssMb} MB`,
      target: `<= ${TARGETS.idleRssMb} MB`,
      ok: idleRssMb !== null && idleRssMb <= TARGETS.idleRssMb,
    },
    {
      name: 'peak memory (VmHWM, SQLite)',
      value: `${peak} MB`,
      target: `<= ${TARGETS.peakRssMb} MB`,
      ok: peak <= TARGETS.peakRssMb,
    },
  ];
}

/** What the server promises besides speed: every visit counted, one access log line per request. */
function bookkeepingChecks(input: CheckInput): Check[] {
  const { counted, homeRequestsMeasured } = input.visits;
  const { lines, fastPathRequestsMeasured } = input.accessLog;
  return [
    {
      name: 'visits counted',
      value: counted === null ? 'unknown' : String(counted),
      target: `>= ${homeRequestsMeasured}`,
      ok: counted !== null && counted >= homeRequestsMeasured,
    },
    {
      name: 'access log lines (request completed)',
      value: lines === null ? 'unknown' : String(lines),
      target: `>= ${fastPathRequestsMeasured}`,
      ok: lines !== null && lines >= fastPathRequestsMeasured,
    },
  ];
}

/** Every route run of the passes with targets, by pass, connections and route key. */
function readRunsByKey(passes: PassReport[]): Map<string, { label: string; route: RouteRun }> {
  const runs = new Map<string, { label: string; route: RouteRun }>();
  for (const pass of passes.filter((candidate) => hasTargets(candidate.id))) {
    for (const run of pass.runs) {
      for (const route of run.routes.filter((candidate) => isRead(candidate.kind))) {
        runs.set(`${pass.id}/${run.connections}/${route.key}`, {
          label: runLabel(pass, run, route),
          route,
        });
      }
    }
  }
  return runs;
}

/** PostgreSQL's read routes at no less than 0.8 of SQLite's req/s, run for run. */
export function parityChecks(postgres: PassReport[], sqlite: PassReport[]): Check[] {
  const floor = 1 - TARGETS.postgresSlack;
  const sqliteRuns = readRunsByKey(sqlite);
  const checks: Check[] = [];
  for (const [key, { label, route }] of readRunsByKey(postgres)) {
    const reference = sqliteRuns.get(key)?.route;
    if (!reference || reference.requestsPerSecond <= 0) continue;
    const share = route.requestsPerSecond / reference.requestsPerSecond;
    checks.push({
      name: `${label} req/s vs SQLite`,
      value: `${share.toFixed(2)}x`,
      target: `>= ${floor.toFixed(2)}x`,
      ok: share >= floor,
    });
  }
  return checks;
}

/**
 * Every target of one run. A pass whose baseline never measured the server
 * fails its ratio checks with the reason instead of a figure; PostgreSQL is
 * also held to SQLite's req/s when SQLite's run is given.
 */
export function checkTargets(input: CheckInput, sqlite?: Pick<CheckInput, 'passes'>): Check[] {
  const { coldStartMs } = limits(input.database);
  return [
    ...ratioChecks(input),
    ...latencyChecks(input),
    {
      name: 'cold start (median)',
      value: `${input.coldStart.medianMs} ms`,
      target: `< ${coldStartMs} ms`,
      ok: input.coldStart.medianMs < coldStartMs,
    },
    ...memoryChecks(input),
    ...bookkeepingChecks(input),
    ...answerChecks(input),
    ...(input.database === 'PostgreSQL' && sqlite ? parityChecks(input.passes, sqlite.passes) : []),
  ];
}

/** A missed check in one line, with its reason when it could not be judged. */
export function describeMissed(check: Check): string {
  return `${check.name} ${check.value} (target ${check.target})${check.reason ? `: ${check.reason}` : ''}`;
}
