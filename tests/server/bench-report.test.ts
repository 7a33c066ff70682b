import { describe, expect, it } from 'vitest';
import {
  type BaselineFigures,
  type BaselineRun,
  type CheckInput,
  checkTargets,
  countedBaseline,
  type PassReport,
  type RouteRun,
  withRatios,
} from '../../scripts/bench/targets';
import type { DriveResult } from '../../scripts/bench/wrk';
import type { RouteKind } from '../../scripts/bench/routes';

function result(requestsPerSecond: number, generatorLoad: number, serverCpu: number): DriveResult {
  return {
    requests: requestsPerSecond * 5,
    requestsPerSecond,
    p50Ms: 2,
    p90Ms: 4,
    p99Ms: 8,
    maxMs: 20,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    bytesPerSecond: requestsPerSecond * 1000,
    generatorCpu: generatorLoad,
    generatorLoad,
    serverCpu: [serverCpu],
  };
}

const baselineRun = (
  when: BaselineRun['when'],
  requestsPerSecond: number,
  generatorLoad: number,
  serverCpu: number,
): BaselineRun => ({ when, ...result(requestsPerSecond, generatorLoad, serverCpu) });

function route(key: string, kind: RouteKind, requestsPerSecond: number, p99Ms = 8): RouteRun {
  return {
    key,
    name: `GET /${key}`,
    kind,
    request: { method: 'GET', path: `/${key}`, headers: {} },
    preflight: { status: 200, contentEncoding: null, bodyBytes: 1000 },
    ...result(requestsPerSecond, 0.6, 1),
    p99Ms,
    ratio: null,
  };
}

function baseline(runs: BaselineRun[]): BaselineFigures {
  return {
    bodyBytes: 60_000,
    contentType: 'text/html',
    contentEncoding: null,
    runs,
    counted: countedBaseline(runs),
  };
}

function identityPass(base: BaselineFigures, routes: RouteRun[], connections = 64): PassReport {
  return {
    id: 'identity',
    title: 'identity',
    runs: [{ connections, baseline: base, routes: withRatios(routes, base) }],
  };
}

function input(passes: PassReport[], database: CheckInput['database'] = 'SQLite'): CheckInput {
  return {
    database,
    passes,
    coldStart: { medianMs: 500 },
    memory: { idleRssMb: 100, peakRssMb: 150, kernelPeakRssMb: 160 },
    visits: { counted: 1_000_000, homeRequestsMeasured: 10 },
    accessLog: { lines: 1_000_000, fastPathRequestsMeasured: 10 },
  };
}

const check = (checks: ReturnType<typeof checkTargets>, name: string) =>
  checks.find((candidate) => candidate.name === name);

describe('bench: the baseline that counts', () => {
  it('counts the faster run that measured the baseline server, not the faster run', () => {
    const runs = [
      baselineRun('first', 30_000, 0.99, 0.8), // wrk at its ceiling
      baselineRun('last', 25_000, 0.7, 0.97),
    ];
    expect(countedBaseline(runs)).toBe(1);
  });

  it('withholds every ratio and fails the ratio checks with the reason when the generator was saturated', () => {
    const base = baseline([
      baselineRun('first', 26_000, 0.97, 0.9),
      baselineRun('last', 24_000, 1, 0.8),
      baselineRun('extra', 25_000, 0.96, 0.78),
    ]);
    const pass = identityPass(base, [route('home', 'home', 20_000), route('list', 'json', 20_000)]);
    expect(pass.runs[0]?.routes.map((run) => run.ratio)).toEqual([null, null]);
    const checks = checkTargets(input([pass]));
    const home = check(checks, 'identity 64c GET /home ratio');
    expect(home).toMatchObject({ value: '—', ok: false });
    expect(home?.reason).toBe('generator-bound: wrk 97% of its core, baseline server 90%');
    expect(check(checks, 'identity 64c GET /list ratio')?.ok).toBe(false);
  });

  it('says when neither side used its core (the machine busy elsewhere) rather than blaming wrk', () => {
    const base = baseline([
      baselineRun('first', 9_000, 0.4, 0.3),
      baselineRun('last', 8_000, 0.5, 0.2),
    ]);
    const checks = checkTargets(input([identityPass(base, [route('home', 'home', 5_000)])]));
    expect(check(checks, 'identity 64c GET /home ratio')).toMatchObject({
      ok: false,
      reason: 'baseline not server-limited: wrk 40% of its core, baseline server 30%',
    });
  });

  it('judges a server-limited baseline on the figures', () => {
    const base = baseline([baselineRun('first', 40_000, 0.7, 0.99)]);
    const pass = identityPass(base, [
      route('home', 'home', 18_000),
      route('list', 'json', 20_000),
      route('cover', 'media', 16_800),
    ]);
    const checks = checkTargets(input([pass]));
    expect(check(checks, 'identity 64c GET /home ratio')).toMatchObject({
      value: '0.45',
      ok: true,
    });
    expect(check(checks, 'identity 64c GET /list ratio')).toMatchObject({
      value: '0.50',
      ok: true,
    });
    expect(check(checks, 'identity 64c GET /cover ratio')).toMatchObject({
      value: '0.42',
      target: '>= 0.45',
      ok: false,
    });
    expect(check(checks, 'identity 64c GET /cover ratio')?.reason).toBeUndefined();
  });

  it('holds p99 to 10 ms at 64 connections only, and fails a route that did not answer 2xx', () => {
    const base = baseline([baselineRun('first', 40_000, 0.7, 0.99)]);
    const slow = route('home', 'home', 20_000, 12);
    const broken = {
      ...route('list', 'json', 20_000),
      preflight: { status: 404, contentEncoding: null, bodyBytes: 9 },
    };
    const at32 = identityPass(base, [route('home', 'home', 20_000, 30)], 32);
    const at64 = identityPass(base, [slow, broken], 64);
    const passes: PassReport[] = [{ ...at64, runs: [...at32.runs, ...at64.runs] }];
    const checks = checkTargets(input(passes));
    expect(check(checks, 'identity 32c GET /home p99')).toBeUndefined();
    expect(check(checks, 'identity 64c GET /home p99')).toMatchObject({
      ok: false,
      target: '< 10 ms',
    });
    expect(check(checks, 'identity 64c GET /list answers')).toMatchObject({
      value: 'status 404',
      ok: false,
    });
  });

  it('misses the access log check when fewer lines than measured requests were written', () => {
    const checks = checkTargets({
      ...input([]),
      accessLog: { lines: 9, fastPathRequestsMeasured: 10 },
    });
    expect(check(checks, 'access log lines (request completed)')?.ok).toBe(false);
  });
});

describe('bench: PostgreSQL', () => {
  const base = baseline([baselineRun('first', 40_000, 0.7, 0.99)]);

  it('allows 20% slack on ratio, p99 and cold start, and no memory targets', () => {
    const pass = identityPass(base, [route('home', 'home', 14_800, 11.5)]);
    const checks = checkTargets({ ...input([pass], 'PostgreSQL'), coldStart: { medianMs: 950 } });
    expect(check(checks, 'identity 64c GET /home ratio')).toMatchObject({
      value: '0.37',
      target: '>= 0.36',
      ok: true,
    });
    expect(check(checks, 'identity 64c GET /home p99')).toMatchObject({
      target: '< 12 ms',
      ok: true,
    });
    expect(check(checks, 'cold start (median)')).toMatchObject({ target: '< 960 ms', ok: true });
    expect(checks.some((candidate) => candidate.name.includes('memory'))).toBe(false);
    const sqliteChecks = checkTargets({ ...input([pass]), coldStart: { medianMs: 950 } });
    expect(check(sqliteChecks, 'identity 64c GET /home ratio')?.ok).toBe(false);
    expect(check(sqliteChecks, 'cold start (median)')?.ok).toBe(false);
  });

  it("holds each read route's req/s to 0.8 of SQLite's, run for run", () => {
    const sqlite = identityPass(base, [
      route('home', 'home', 20_000),
      route('list', 'json', 20_000),
    ]);
    const postgres = identityPass(base, [
      route('home', 'home', 16_000),
      route('list', 'json', 15_000),
    ]);
    const checks = checkTargets(input([postgres], 'PostgreSQL'), { passes: [sqlite] });
    expect(check(checks, 'identity 64c GET /home req/s vs SQLite')).toMatchObject({
      value: '0.80x',
      ok: true,
    });
    expect(check(checks, 'identity 64c GET /list req/s vs SQLite')).toMatchObject({
      value: '0.75x',
      target: '>= 0.80x',
      ok: false,
    });
    // SQLite's own run is not compared with anything.
    expect(
      checkTargets(input([sqlite]), { passes: [postgres] }).some((c) =>
        c.name.includes('vs SQLite'),
      ),
    ).toBe(false);
  });
});
