/**
 * What the benchmark measures, and its targets (this 2-core
 * machine, 64 connections).
 *
 * Requests carry no Accept-Encoding: the server then answers identity (no
 * gzip), as the baseline does, so both send the same bytes and the ratio
 * compares serving, not compressing.
 */
import type { DriveRequest } from './drive';

export const TARGETS = {
  /** GET / requests per second over the baseline's, with visits counted. */
  homeRatio: 0.3,
  /** The JSON reads' requests per second over the baseline's. */
  jsonReadRatio: 0.25,
  /** p99 latency of every read route at 64 connections. */
  readP99Ms: 25,
  /** Spawn to the first healthy /healthz (median of the starts). */
  coldStartMs: 1500,
  /**
   * The server's resident memory (SQLite), so it runs in a 256 MB container
   * (decisions 0042, 0043): idle after a start, a first page and a settle;
   * peak over its whole run (the kernel's VmHWM, start and load included).
   */
  idleRssMb: 150,
  peakRssMb: 230,
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

/** home: the page; json: a JSON read; media: a file read; write: a POST. */
export type RouteKind = 'home' | 'json' | 'media' | 'write';

export interface BenchRoute {
  name: string;
  kind: RouteKind;
  request: DriveRequest;
}

export interface SeededIds {
  projectId: number;
  /** A seeded project cover: `/api/media/image/<name>`. */
  coverPath: string;
}

export const PROJECT_LIST_PATH = '/api/project?page=1&limit=1000&sort=pinned:desc,publishedAt:desc';

const get = (path: string, headers = JSON_HEADERS): DriveRequest => ({
  method: 'GET',
  path,
  headers,
});

export function benchRoutes(ids: SeededIds): BenchRoute[] {
  return [
    { name: 'GET /', kind: 'home', request: get('/', PAGE_HEADERS) },
    { name: 'GET /api/project (list)', kind: 'json', request: get(PROJECT_LIST_PATH) },
    {
      name: `GET /api/project/${ids.projectId}`,
      kind: 'json',
      request: get(`/api/project/${ids.projectId}`),
    },
    {
      name: 'GET /api/variable/environment',
      kind: 'json',
      request: get('/api/variable/environment'),
    },
    {
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
    },
    {
      name: `GET ${ids.coverPath}`,
      kind: 'media',
      request: get(ids.coverPath, { ...PAGE_HEADERS, accept: 'image/svg+xml,image/*' }),
    },
  ];
}

export const isRead = (kind: RouteKind) => kind !== 'write';
