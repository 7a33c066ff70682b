/**
 * Benchmark driver: one route against one target, from its own process so
 * the load generator's CPU and event loop are neither the server's nor the
 * baseline's.
 *
 *   node --import tsx scripts/bench/drive.ts '<json DriveConfig>'
 *
 * A warm-up of `warmUpSeconds` (answers discarded), then `seconds` measured
 * with `connections` closed-loop connections: each sends its next request as
 * soon as the previous answer arrives. The only thing on stdout is one JSON
 * `DriveResult`.
 */
import autocannon from 'autocannon';

export interface DriveRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface DriveConfig {
  url: string;
  request: DriveRequest;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

export interface DriveResult {
  requests: number;
  requestsPerSecond: number;
  /** Latency of the 2xx answers, in milliseconds (autocannon's histogram, whole ms). */
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Bytes of answers per second, headers included. */
  bytesPerSecond: number;
  /** The first few unexpected answers. */
  failures: string[];
}

const FAILURES_KEPT = 5;
/** Characters of an answer kept for a failure message. */
const BODY_KEPT = 200;

interface BodyQueue {
  peek(): { body: string } | undefined;
  addBody(data: Buffer): void;
}

/**
 * autocannon appends every answer's body to a string (for `onResponse`),
 * decoding it as UTF-8: for a 50 KB page with a few non-ASCII characters
 * that kept the driver's core busy at about 12,000 answers a second on
 * this machine, so the baseline measured the driver, not the server. Only
 * the start of a body is kept (for failure messages); bytes are counted
 * as before.
 */
function keepOnlyTheStartOfBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: BodyQueue }).pipelinedRequests;
  if (!queue || typeof queue.addBody !== 'function') {
    throw new Error('autocannon changed: its client has no pipelinedRequests.addBody');
  }
  queue.addBody = function (this: BodyQueue, data: Buffer) {
    const request = this.peek();
    if (request && request.body.length < BODY_KEPT) {
      request.body += data.toString('latin1', 0, Math.min(data.length, BODY_KEPT));
    }
  };
}

function runOnce(config: DriveConfig, seconds: number): Promise<DriveResult> {
  const failures: string[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: config.url,
        connections: config.connections,
        duration: seconds,
        timeout: 10,
        setupClient: keepOnlyTheStartOfBodies,
        requests: [
          {
            method: config.request.method,
            path: config.request.path,
            headers: config.request.headers,
            ...(config.request.body === undefined ? {} : { body: config.request.body }),
            onResponse: (status, body) => {
              if ((status < 200 || status >= 300) && failures.length < FAILURES_KEPT) {
                failures.push(`${status} ${body.slice(0, 200)}`);
              }
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const statusCodes = Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
            code,
            stat.count ?? 0,
          ]),
        );
        const requests = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
        resolve({
          requests,
          requestsPerSecond: Math.round((requests / result.duration) * 10) / 10,
          p50Ms: result.latency.p50,
          p90Ms: result.latency.p90,
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes,
          bytesPerSecond: Math.round(result.throughput.average),
          failures,
        });
      },
    );
    instance.on('reqError', (error: Error) => {
      if (failures.length < FAILURES_KEPT) failures.push(`request error: ${error.message}`);
    });
  });
}

export async function drive(config: DriveConfig): Promise<DriveResult> {
  if (config.warmUpSeconds > 0) await runOnce(config, config.warmUpSeconds);
  return runOnce(config, config.seconds);
}

const argument = process.argv[2];
if (argument) {
  drive(JSON.parse(argument) as DriveConfig).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error: unknown) => {
      process.stderr.write(
        `bench driver failed: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
