/**
 * One pass of the benchmark at one connection count: the baseline, the
 * product's routes one after the other, the baseline again, and once more
 * when neither baseline run measured the baseline server (wrk at its
 * ceiling, or the machine busy elsewhere).
 */
import { headerText, sendOnce } from './http';
import type { BenchRoute, PassId } from './routes';
import {
  type BaselineFigures,
  type BaselineRun,
  type ConnectionsRun,
  countedBaseline,
  limitOf,
  type RouteRun,
  withRatios,
} from './targets';
import { type DriveRequest, type DriveResult, runWrk } from './wrk';

/** A process under load: where to send requests, and whose CPU time to read. */
export interface LoadTarget {
  url: string;
  pid: number;
}

export interface DriveSettings {
  seconds: number;
  warmUpSeconds: number;
  /** `taskset -c` list for wrk; anywhere when unset. */
  generatorCpuList?: string;
}

export interface BaselineUnderTest extends LoadTarget {
  request: DriveRequest;
  bodyBytes: number;
  contentType: string;
  contentEncoding: string | null;
}

const BASELINE_TRIES = 3;

function drive(
  target: LoadTarget,
  request: DriveRequest,
  connections: number,
  settings: DriveSettings,
): Promise<DriveResult> {
  return runWrk({
    url: target.url,
    request,
    connections,
    seconds: settings.seconds,
    warmUpSeconds: settings.warmUpSeconds,
    watchPids: [target.pid],
    threads: 1,
    cpuList: settings.generatorCpuList,
  });
}

const percent = (share: number | undefined) => `${Math.round((share ?? 0) * 100)}%`;

function progress(name: string, result: DriveResult): void {
  console.log(
    `    ${name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, ` +
      `p99 ${result.p99Ms} ms; wrk ${percent(result.generatorLoad)}, server ${percent(result.serverCpu[0])} ` +
      `(limited by ${limitOf(result)})`,
  );
}

/** Headers as the results file keeps them: a session cookie is a credential, so only its presence is. */
function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return 'cookie' in headers ? { ...headers, cookie: '[redacted]' } : headers;
}

/** One request before the load: its status (wrk counts only 400 and above) and encoding. */
async function preflight(url: string, request: DriveRequest): Promise<RouteRun['preflight']> {
  const answer = await sendOnce(url, request);
  return {
    status: answer.status,
    contentEncoding: headerText(answer.headers['content-encoding']),
    bodyBytes: answer.body.length,
  };
}

async function driveRoute(
  product: LoadTarget,
  route: BenchRoute,
  connections: number,
  settings: DriveSettings,
): Promise<RouteRun> {
  const checked = await preflight(product.url, route.request);
  const result = await drive(product, route.request, connections, settings);
  progress(
    `${route.name} (${checked.status}${checked.contentEncoding ? `, ${checked.contentEncoding}` : ''})`,
    result,
  );
  const { body: _body, ...request } = route.request;
  return {
    key: route.key,
    name: route.name,
    kind: route.kind,
    request: { ...request, headers: withoutCredentials(request.headers) },
    preflight: checked,
    ...result,
    ratio: null,
  };
}

/**
 * Drives the routes of one pass at one connection count, between baseline
 * runs when the pass has a baseline. Ratios divide by the faster baseline
 * run that measured the server; there are none when no run did.
 */
export async function runPassAt(
  pass: PassId,
  connections: number,
  parts: {
    product: LoadTarget;
    routes: BenchRoute[];
    baseline: BaselineUnderTest | null;
    settings: DriveSettings;
  },
): Promise<ConnectionsRun> {
  const { product, routes, baseline, settings } = parts;
  console.log(`  ${pass}, ${connections} connections:`);
  const baselineRuns: BaselineRun[] = [];
  const driveBaseline = async (when: BaselineRun['when']) => {
    if (!baseline) return;
    const result = await drive(baseline, baseline.request, connections, settings);
    progress(`baseline (${when} run)`, result);
    baselineRuns.push({ when, ...result });
  };

  await driveBaseline('first');
  const measured: RouteRun[] = [];
  for (const route of routes) {
    measured.push(await driveRoute(product, route, connections, settings));
  }
  await driveBaseline('last');
  if (baseline && countedBaseline(baselineRuns) === null && baselineRuns.length < BASELINE_TRIES) {
    await driveBaseline('extra');
  }

  const figures: BaselineFigures | null = baseline
    ? {
        bodyBytes: baseline.bodyBytes,
        contentType: baseline.contentType,
        contentEncoding: baseline.contentEncoding,
        runs: baselineRuns,
        counted: countedBaseline(baselineRuns),
      }
    : null;
  return { connections, baseline: figures, routes: withRatios(measured, figures) };
}
