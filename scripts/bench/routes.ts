/**
 * What the benchmark measures, and its targets on this 2-core machine.
 *
 * Three passes drive the same server:
 * - identity: no Accept-Encoding, so the server answers uncompressed bytes,
 *   as the baseline does, and the ratio compares serving, not compressing;
 * - compressed: what a browser sends (`Accept-Encoding: br, gzip` and a
 *   browser's agent), against a baseline sending the same compressed bytes;
 * - admin: the JSON reads with a signed-in session cookie, which take the
 *   long way (session, tRPC, database); figures only, no ratio target.
 */
import type { DriveRequest } from './wrk';

export const TARGETS = {
  /** GET / requests per second over the baseline's, with visits counted. */
  homeRatio: 0.45,
  /** The public JSON reads' requests per second over the baseline's. */
  jsonReadRatio: 0.45,
  /** A media file's requests per second over the baseline's. */
  mediaRatio: 0.45,
  /** p99 latency of every read route at `p99Connections` connections. */
  readP99Ms: 10,
  p99Connections: 64,
  /** Spawn to the first healthy /healthz (median of the starts). */
  coldStartMs: 800,
  /**
   * The server's resident memory (SQLite), so it runs in a 256 MB container
   * (decisions 0042, 0043): idle after a start, a first page and a settle;
   * peak over its whole run (the kernel's VmHWM, start and load included).
   */
  idleRssMb: 150,
  peakRssMb: 230,
  /**
   * PostgreSQL is held to the same figures with this much slack (ratios and
   * req/s times 0.8, p99 and cold start times 1.2), and each read route's
   * req/s to at least 0.8 of SQLite's.
   */
  postgresSlack: 0.2,
} as const;

/**
 * When a baseline run measured the baseline server and not wrk: wrk below
 * 95% of the core it may use, and the baseline server at 85% of its core or
 * more. A generator at its ceiling caps the baseline, which would flatter
 * every ratio; a baseline server well below its core was held back by
 * something else (the generator's pace, the machine's other load).
 */
export const SATURATION = {
  generatorLoadBelow: 0.95,
  serverCpuAtLeast: 0.85,
} as const;

/**
 * A real browser's agent: the home page counts it as a visit, as in
 * production (a missing or bot-like agent is not counted).
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

export const PAGE_HEADERS = {
  'user-agent': BROWSER_USER_AGENT,
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'en-US,en;q=0.9',
};
const JSON_HEADERS = { ...PAGE_HEADERS, accept: 'application/json' };
const MEDIA_HEADERS = { ...PAGE_HEADERS, accept: 'image/avif,image/webp,image/svg+xml,image/*' };

/** What a browser sends for compression. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip' };

/** home: the page; json: a JSON read; media: a file read; write: a POST. */
export type RouteKind = 'home' | 'json' | 'media' | 'write';

/** identity: uncompressed; compressed: what browsers send; admin: signed in. */
export type PassId = 'identity' | 'compressed' | 'admin';

export const PASS_TITLES: Record<PassId, string> = {
  identity: 'identity (no Accept-Encoding), against a bare Node server sending the page bytes',
  compressed:
    'compressed (Accept-Encoding: br, gzip, browser agent), against a bare Node server sending the same compressed page',
  admin: 'admin (session cookie, Accept-Encoding: br, gzip): the long way, no ratio target',
};

export interface BenchRoute {
  /** Stable across runs and databases (names carry ids that may differ). */
  key: string;
  name: string;
  kind: RouteKind;
  request: DriveRequest;
}

export interface SeededIds {
  projectId: number;
  /** A seeded project cover as a browser fetches it: `/api/media/image/<name>[/<width>.<format>]`. */
  coverPath: string;
}

export const PROJECT_LIST_PATH = '/api/project?page=1&limit=1000&sort=pinned:desc,publishedAt:desc';

const get = (path: string, headers: Record<string, string>): DriveRequest => ({
  method: 'GET',
  path,
  headers,
});

/** The public reads, as a visitor without a session asks for them. */
function readRoutes(ids: SeededIds): BenchRoute[] {
  return [
    { key: 'home', name: 'GET /', kind: 'home', request: get('/', PAGE_HEADERS) },
    {
      key: 'project-list',
      name: 'GET /api/project (list)',
      kind: 'json',
      request: get(PROJECT_LIST_PATH, JSON_HEADERS),
    },
    {
      key: 'project-item',
      name: `GET /api/project/${ids.projectId}`,
      kind: 'json',
      request: get(`/api/project/${ids.projectId}`, JSON_HEADERS),
    },
    {
      key: 'environment',
      name: 'GET /api/variable/environment',
      kind: 'json',
      request: get('/api/variable/environment', JSON_HEADERS),
    },
    {
      key: 'cover',
      name: `GET ${ids.coverPath}`,
      kind: 'media',
      request: get(ids.coverPath, MEDIA_HEADERS),
    },
  ];
}

const MESSAGE_ROUTE: BenchRoute = {
  key: 'message',
  name: 'POST /api/message',
  kind: 'write',
  request: {
    method: 'POST',
    path: '/api/message',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench visitor',
      email: 'bench.visitor@example.com',
      message: 'Hello! I saw your portfolio and would like to talk about a project.',
    }),
  },
};

const withHeaders = (route: BenchRoute, headers: Record<string, string>): BenchRoute => ({
  ...route,
  request: { ...route.request, headers: { ...route.request.headers, ...headers } },
});

/**
 * The routes of one pass at one connection count. The POST (a row per
 * message) runs last and once, in the identity pass at its highest count,
 * so the reads before it meet the kept answers it makes stale.
 */
export function passRoutes(
  pass: PassId,
  ids: SeededIds,
  options: { withMessage?: boolean; sessionCookie?: string } = {},
): BenchRoute[] {
  const reads = readRoutes(ids);
  if (pass === 'identity') return options.withMessage ? [...reads, MESSAGE_ROUTE] : reads;
  if (pass === 'compressed') return reads.map((route) => withHeaders(route, BROWSER_ENCODINGS));
  return reads
    .filter((route) => route.kind === 'json')
    .map((route) =>
      withHeaders(route, { ...BROWSER_ENCODINGS, cookie: options.sessionCookie ?? '' }),
    );
}

export const isRead = (kind: RouteKind) => kind !== 'write';
/** Passes whose reads are held to the ratio and p99 targets. */
export const hasTargets = (pass: PassId) => pass !== 'admin';
