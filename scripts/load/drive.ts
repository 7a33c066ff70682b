/**
 * Load driver: mixed traffic against a running portfolio server, from its own
 * process so the load generator's CPU and event loop are not the server's.
 *
 *   npx tsx scripts/load/drive.ts '<json config>'
 *
 * The config (see `DriverConfig`) names the server, the admin session cookie,
 * the visible project ids and the server's pid (for its memory). Progress goes
 * to stderr; the only thing on stdout is one JSON `DriverReport`, which the
 * load suite (tests/reliability/load.reliability.test.ts) reads.
 *
 * One autocannon instance per route, all at once, so every route keeps its
 * own latency histogram while they compete for the server as real traffic
 * does. Connections are closed-loop: each sends its next request as soon as
 * the previous answer arrives.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface DriverConfig {
  url: string;
  /** The server process, whose resident memory is sampled from /proc. */
  pid: number;
  /** `name=value` of a signed-in admin's session cookie, for the admin writes. */
  adminCookie: string;
  /** Projects a visitor may read (not hidden). */
  projectIds: number[];
  /** A public variable the admin writes PUT. */
  variableKey: string;
  seconds: number;
  connections: number;
  seed: number;
  /** Run only these routes (by name), e.g. to look into one locally; all when absent. */
  only?: string[];
}

export interface RouteReport {
  route: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  /** Connection errors and timeouts (autocannon counts timeouts among errors). */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The first few unexpected answers, to say what went wrong. */
  failures: string[];
}

export interface MemorySample {
  /** Seconds since the load started. */
  at: number;
  rssMb: number;
}

export interface DriverReport {
  seed: number;
  seconds: number;
  connections: number;
  routes: RouteReport[];
  memory: { samples: MemorySample[]; startMb: number; middleMb: number; endMb: number };
}

/** Share of the connections per kind of traffic, roughly as a portfolio's visitors and owner spread. */
const SHARES = { home: 0.4, lists: 0.25, projectReads: 0.15, messages: 0.1, adminWrites: 0.1 };

const BROWSER_HEADERS = {
  // A real browser's agent: the home page counts it as a visit (a database write), as in production.
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US,en;q=0.9',
};
const JSON_HEADERS = { ...BROWSER_HEADERS, accept: 'application/json' };
const JSON_BODY_HEADERS = { ...JSON_HEADERS, 'content-type': 'application/json' };
// The admin writes read ids from the answers: plain JSON, as the admin app's fetch sees it decoded.
const ADMIN_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

const MEMORY_EVERY_MS = 2_000;
const FAILURES_KEPT = 5;

/** mulberry32: small, seedable, good enough to vary request content reproducibly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round((Number(kb) / 1024) * 10) / 10;
}

/** Splits `total` connections by share, rounding so the parts add up to `total` exactly. */
function split(total: number, shares: number[]): number[] {
  const exact = shares.map((share) => share * total);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((part) => Math.max(1, part));
}

interface RouteSpec {
  route: string;
  connections: number;
  requests: autocannon.Request[];
}

function routeSpecs(config: DriverConfig): RouteSpec[] {
  const next = random(config.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const [home, lists, projectReads, messages, adminWrites] = split(config.connections, [
    SHARES.home,
    SHARES.lists,
    SHARES.projectReads,
    SHARES.messages,
    SHARES.adminWrites,
  ]) as [number, number, number, number, number];
  // The four lists the home page's client and third-party readers ask for.
  const [projectList, experienceList, expertiseList, environment] = split(
    lists,
    [0.25, 0.25, 0.25, 0.25],
  ) as [number, number, number, number];
  const get = (path: string): autocannon.Request => ({
    method: 'GET',
    path,
    headers: JSON_HEADERS,
  });
  const admin = { ...ADMIN_HEADERS, cookie: config.adminCookie };
  let serial = 0;
  // Names must be unique across runs against the same database, whatever the seed.
  const run = Date.now().toString(36);
  const unique = () => `${run}-${(serial += 1).toString(36)}`;

  /** Create, then update, then delete one row; the id travels in the connection's context. */
  const writeCycle = (
    entity: string,
    idField: string,
    body: () => Record<string, unknown>,
  ): autocannon.Request[] => [
    {
      method: 'POST',
      path: `/api/${entity}`,
      headers: admin,
      setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
      onResponse: (status, responseBody, context) => {
        const ids = context as Record<string, number | undefined>;
        ids[entity] =
          status < 300 ? (JSON.parse(responseBody) as Record<string, number>)[idField] : undefined;
      },
    },
    {
      method: 'PUT',
      // A falsy answer makes autocannon start the sequence over when the create failed.
      setupRequest: (request, context) => {
        const id = (context as Record<string, number | undefined>)[entity];
        if (id === undefined) return null as unknown as autocannon.Request;
        return { ...request, path: `/api/${entity}/${id}`, body: JSON.stringify(body()) };
      },
      headers: admin,
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) => {
        const id = (context as Record<string, number | undefined>)[entity];
        if (id === undefined) return null as unknown as autocannon.Request;
        return { ...request, path: `/api/${entity}/${id}` };
      },
      headers: { accept: 'application/json', cookie: config.adminCookie },
    },
  ];

  const words = [
    'hello',
    'project',
    'Grüße',
    'café',
    'déjà vu',
    '日本語',
    'emoji 🚀',
    'line\nbreak',
  ];
  const messageBody = () => {
    const length = 20 + Math.floor(next() * 900);
    let text = '';
    while (text.length < length) text += `${pick(words)} `;
    return JSON.stringify({
      name: `Load visitor ${unique()}`,
      email: `visitor-${unique()}@example.com`,
      message: text.slice(0, length).trim(),
    });
  };

  return [
    {
      route: 'home',
      connections: home,
      requests: [
        { method: 'GET', path: '/', headers: { ...BROWSER_HEADERS, accept: 'text/html' } },
      ],
    },
    {
      route: 'list projects',
      connections: projectList,
      requests: [get('/api/project?page=1&limit=1000&sort=pinned:desc,publishedAt:desc')],
    },
    {
      route: 'list experience',
      connections: experienceList,
      requests: [get('/api/experience?page=1&limit=1000&sort=startAt:desc')],
    },
    {
      route: 'list expertise',
      connections: expertiseList,
      requests: [get('/api/expertise?page=1&limit=1000')],
    },
    {
      route: 'environment',
      connections: environment,
      requests: [get('/api/variable/environment')],
    },
    {
      route: 'project read',
      connections: projectReads,
      requests: [
        {
          ...get('/api/project/0'),
          setupRequest: (request) => ({
            ...request,
            path: `/api/project/${pick(config.projectIds)}`,
          }),
        },
      ],
    },
    {
      route: 'message post',
      connections: messages,
      requests: [
        {
          method: 'POST',
          path: '/api/message',
          headers: JSON_BODY_HEADERS,
          setupRequest: (request) => ({ ...request, body: messageBody() }),
        },
      ],
    },
    {
      route: 'admin writes',
      connections: adminWrites,
      requests: [
        ...writeCycle('category', 'categoryId', () => ({ name: `Load category ${unique()}` })),
        ...writeCycle('tool', 'toolId', () => ({
          name: `Load tool ${unique()}`,
          icon: 'https://example.com/icon.svg',
          link: `https://example.com/tools/${unique()}`,
        })),
        {
          method: 'PUT',
          path: `/api/variable/${encodeURIComponent(config.variableKey)}`,
          headers: admin,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ value: `Updated under load ${unique()}`, private: false }),
          }),
        },
      ],
    },
  ];
}

/** Wraps each request's onResponse to keep the first few unexpected answers. */
function keepFailures(requests: autocannon.Request[], failures: string[]): autocannon.Request[] {
  return requests.map((request) => ({
    ...request,
    onResponse: (status, body, context, headers) => {
      if (status >= 300 && failures.length < FAILURES_KEPT) {
        failures.push(`${status} ${request.method ?? 'GET'} ${body.slice(0, 300)}`);
      }
      if (typeof request.onResponse === 'function')
        request.onResponse(status, body, context, headers);
    },
  }));
}

function runRoute(config: DriverConfig, spec: RouteSpec): Promise<RouteReport> {
  const failures: string[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: config.url,
        connections: spec.connections,
        duration: config.seconds,
        requests: keepFailures(spec.requests, failures),
        // A visitor who waits more than ten seconds has left: count it as an error.
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const codes = Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
            code,
            stat.count ?? 0,
          ]),
        );
        const requests = Object.values(codes).reduce((sum, count) => sum + count, 0);
        resolve({
          route: spec.route,
          connections: spec.connections,
          requests,
          requestsPerSecond: Math.round((requests / result.duration) * 10) / 10,
          p50Ms: result.latency.p50,
          p90Ms: result.latency.p90,
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes: codes,
          failures,
        });
      },
    );
    instance.on('reqError', (error: Error) => {
      if (failures.length < FAILURES_KEPT) failures.push(`request error: ${error.message}`);
    });
  });
}

export async function drive(config: DriverConfig): Promise<DriverReport> {
  const started = Date.now();
  const samples: MemorySample[] = [];
  const sample = () => {
    const at = Math.round((Date.now() - started) / 100) / 10;
    samples.push({ at, rssMb: residentMb(config.pid) });
    return samples.at(-1) as MemorySample;
  };
  const startMb = sample().rssMb;
  let middleMb = startMb;
  const middle = setTimeout(
    () => {
      middleMb = sample().rssMb;
    },
    (config.seconds * 1000) / 2,
  );
  const trend = setInterval(() => {
    const { at, rssMb } = sample();
    process.stderr.write(`load: ${at}s rss ${rssMb} MB\n`);
  }, MEMORY_EVERY_MS);
  try {
    const specs = routeSpecs(config).filter(
      (spec) => !config.only || config.only.includes(spec.route),
    );
    const routes = await Promise.all(specs.map((spec) => runRoute(config, spec)));
    // Taken as the traffic stops, before the server idles and collects its garbage.
    const endMb = sample().rssMb;
    return {
      seed: config.seed,
      seconds: config.seconds,
      connections: config.connections,
      routes,
      memory: { samples: samples.sort((a, b) => a.at - b.at), startMb, middleMb, endMb },
    };
  } finally {
    clearTimeout(middle);
    clearInterval(trend);
  }
}

const argument = process.argv[2];
if (argument) {
  const config = JSON.parse(argument) as DriverConfig;
  drive(config).then(
    (report) => process.stdout.write(`${JSON.stringify(report)}\n`),
    (error: unknown) => {
      process.stderr.write(
        `load driver failed: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
