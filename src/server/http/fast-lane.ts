import { randomUUID } from 'node:crypto';
import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { localToday } from '../../shared/dates';
import type { AccessLog } from '../logger';
import {
  KeptResponse,
  type KeptResponses,
  type KeptResponseOptions,
  sendKept,
} from './kept-responses';
import { plainRequest, type RequestView, type TrustProxy } from './plain-request';
import { SESSION_COOKIE } from './session';

/**
 * The session cookie anywhere in a Cookie header, spelled as leniently as the
 * session's own cookie parser reads it (spaces or tabs around the name):
 * `portfolio_session =…` is still a signed-in request.
 */
const SESSION_COOKIE_NAMED = new RegExp(`(?:^|;)[ \\t]*${SESSION_COOKIE}[ \\t]*=`);

/**
 * Requests answered from memory (decision 0025). A kept response is the
 * same for every request that carries no credential, so a request with the
 * session cookie or an Authorization header (an API token) always goes the
 * long way: an admin may see hidden rows.
 */
export function carriesSession(req: Pick<IncomingMessage, 'headers'>): boolean {
  return (
    SESSION_COOKIE_NAMED.test(req.headers.cookie ?? '') || req.headers.authorization !== undefined
  );
}

/** Whether a request may be answered from memory, or its answer kept. */
function mayUseKept(req: Pick<IncomingMessage, 'method' | 'headers'>): boolean {
  // A range is a part of the body; the long way answers it from the file.
  return req.method === 'GET' && !req.headers.range && !carriesSession(req);
}

export interface FastLaneOptions {
  kept: KeptResponses;
  /** The key a response is kept under: the origin and the URL. */
  keyOf: (req: RequestView) => string;
  /** Headers that depend on the request (HSTS only over HTTPS) as name, value pairs, as the long way sets them. */
  requestHeaders: (req: RequestView) => readonly string[];
  /** Express's compiled `trust proxy`, so the lane reads addresses and protocols as the app does. */
  trustProxy: TrustProxy;
  /** Where the line per answered request goes (buffered: `createAccessLog`). */
  accessLog: AccessLog;
}

/**
 * The server's request listener: a request whose answer is kept gets it
 * here, before Express routes it through its middleware (the load showed
 * the routing and the per-request work of the middleware cost more than
 * the rest of such a request). It works on Node's own request and response
 * (through `plainRequest`, never turning them into Express's objects), so
 * Express sees an untouched request when the lane leaves it alone. The kept
 * headers already hold everything the long way would have set (security
 * headers included); only the request id is new, and the access log line is
 * written here. Any other request goes to the app.
 */
export function withFastLane(
  app: RequestListener,
  { kept, keyOf, requestHeaders, trustProxy, accessLog }: FastLaneOptions,
): RequestListener {
  const serve = (incoming: IncomingMessage, res: ServerResponse): boolean => {
    const req = plainRequest(incoming, trustProxy);
    const response = kept.get(keyOf(req));
    if (!response) return false;
    const started = performance.now();
    const id = randomUUID();
    response.onServe?.(req);
    sendKept(req, res, response, ['x-request-id', id, ...requestHeaders(req)]);
    accessLog.completed({
      id,
      method: req.method,
      url: req.originalUrl,
      statusCode: res.statusCode,
      responseTime: Math.round(performance.now() - started),
    });
    return true;
  };

  return (req, res) => {
    if (mayUseKept(req) && serve(req, res)) return;
    app(req, res);
  };
}

/** Headers that belong to one request or one encoding of the body, never kept. */
const NOT_KEPT_HEADERS = new Set([
  'x-request-id',
  'content-length',
  'transfer-encoding',
  'etag',
  'vary',
  'date',
  'connection',
  'keep-alive',
  // Sent only over HTTPS: set per request (see createApp).
  'strict-transport-security',
]);

/**
 * The headers of a response in the making, fit to be sent again to anyone
 * (`undefined` when they are not): no cookie, not private, not varying on
 * anything but the encoding (which the fast lane chooses again), not encoded
 * already. The request's own headers are left out.
 */
export function keepableHeaders(res: Response): OutgoingHttpHeaders | undefined {
  const all = res.getHeaders();
  if (all['set-cookie'] !== undefined || all['content-encoding'] !== undefined) return undefined;
  if (/\b(private|no-store)\b/i.test(String(all['cache-control'] ?? ''))) return undefined;
  const vary = String(all.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => name !== 'accept-encoding')) return undefined;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(all)) {
    if (!NOT_KEPT_HEADERS.has(name)) headers[name] = value;
  }
  return headers;
}

export interface KeepAnswersOptions {
  kept: KeptResponses;
  keyOf: (req: Request) => string;
  /** Whether the request is one of the reads whose answer depends on the content alone. */
  isKeepable: (req: Request) => boolean;
  /** What serving the answer from memory must still do (count a project view). */
  onServeFor?: (req: Request) => KeptResponseOptions['onServe'];
  brotliQuality: number;
  /** A larger body is sent, not kept. */
  maxBodyBytes: number;
}

type Chunk = string | Buffer | Uint8Array;

/**
 * Keeps the 200 answers of keepable reads as they are sent, so the next
 * request for the same URL is answered by `withFastLane`. Mounted after
 * `compression`, so it sees the body before it is compressed; the headers
 * are taken as the handler set them, before the first byte goes out.
 */
export function keepAnswers(options: KeepAnswersOptions): RequestHandler {
  const { kept, keyOf, isKeepable, onServeFor, brotliQuality, maxBodyBytes } = options;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!mayUseKept(req) || !isKeepable(req)) return next();
    const key = keyOf(req);
    const version = kept.currentVersion;
    const day = localToday();
    const chunks: Buffer[] = [];
    let size = 0;
    let keepable = true;
    let headers: OutgoingHttpHeaders | undefined;
    let etag: string | undefined;

    const collect = (chunk: unknown, encoding: unknown) => {
      if (headers === undefined && keepable) {
        headers = keepableHeaders(res);
        etag = res.getHeader('etag')?.toString();
        if (!headers || res.statusCode !== 200) keepable = false;
      }
      if (!keepable || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      if (size > maxBodyBytes) {
        keepable = false;
        chunks.length = 0;
        return;
      }
      chunks.push(bytes);
    };

    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: Chunk, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return write.apply(this, [chunk, ...rest] as Parameters<Response['write']>);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      if (!keepable || !headers) {
        return end.apply(this, [chunk, ...rest] as Parameters<Response['end']>);
      }
      const response = new KeptResponse(
        headers,
        Buffer.concat(chunks),
        { brotliQuality, onServe: onServeFor?.(req) },
        etag,
      );
      kept.set(key, response, version, day);
      if (res.headersSent) {
        return end.apply(this, [chunk, ...rest] as Parameters<Response['end']>);
      }
      // Sent in one piece (a JSON answer): sent as it will be from memory,
      // so the first answer has the same ETag and encodings as the next ones.
      res.write = write;
      res.end = end;
      sendKept(req, res, response);
      return res;
    } as Response['end'];
    next();
  };
}
