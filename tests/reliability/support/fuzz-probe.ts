import { Worker } from 'node:worker_threads';

/**
 * A visitor's requests (`GET /healthz`, which asks the database, and `GET /`)
 * sent one after the other from a thread of their own, each one's time from
 * sending to the last byte recorded. On its own thread the probe measures
 * the server, not the test's main thread, which is busy building and
 * sending megabytes of hostile bodies at the same time.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const paths = ['/healthz', '/'];
const latencies = [];
let failures = 0;
let stopped = false;
parentPort.on('message', () => { stopped = true; });
function once(path) {
  return new Promise((resolve) => {
    const at = Date.now();
    const started = performance.now();
    const req = http.get(workerData.url + path, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) failures++;
        resolve({ at, ms: performance.now() - started });
      });
    });
    req.setTimeout(10000, () => req.destroy(new Error('timeout')));
    req.on('error', () => { failures++; resolve({ at, ms: performance.now() - started }); });
  });
}
(async () => {
  for (let i = 0; !stopped; i++) {
    latencies.push(await once(paths[i % paths.length]));
    await new Promise((resolve) => setTimeout(resolve, workerData.pauseMs));
  }
  agent.destroy();
  parentPort.postMessage({ latencies, failures });
})();
`;

/** One probe: when it was sent (epoch ms) and how long it took. */
export interface ProbeSample {
  at: number;
  ms: number;
}

export interface ProbeResult {
  /** The slowest probes, slowest first. */
  slowest: ProbeSample[];
  count: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number;
}

/** Starts probing `url`; `stop()` ends it and answers the figures. */
export function startProbe(url: string, pauseMs = 20): { stop(): Promise<ProbeResult> } {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url, pauseMs } });
  const done = new Promise<{ latencies: ProbeSample[]; failures: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const { latencies: samples, failures } = await done;
      await worker.terminate();
      const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
      const round = (value: number) => Math.round(value * 10) / 10;
      return {
        slowest: [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5),
        count: sorted.length,
        failures,
        p50: round(percentile(sorted, 0.5)),
        p99: round(percentile(sorted, 0.99)),
        max: round(sorted[sorted.length - 1] ?? 0),
      };
    },
  };
}
