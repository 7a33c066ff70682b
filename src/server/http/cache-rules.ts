import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { carriesSession } from './fast-lane';
import { isPublicRead } from './public-reads';

/** Files that are the same for everyone and named by their content: caching them leaks nothing. */
const SHARED_STATIC = /^\/(?:assets|api\/docs\/assets)\//;

/** The API's own documentation, public and the same for every caller. */
const API_DOCS = /^\/api\/(?:openapi\.json|docs(?:\/init\.js)?)$/;

/**
 * Whether an answer must not be kept by any cache, the browser's included:
 * everything under /auth (sign-in state, two-factor secrets), every /api
 * answer but the public reads and the API's documentation (admin reads such
 * as messages, exports and the activity trail), and any answer to a request
 * that carries credentials (the session cookie or an Authorization header),
 * since it may hold what only an admin sees. A shared computer's back button
 * or a proxy could otherwise show it to the next person.
 */
export function mustNotBeStored(req: Pick<Request, 'method' | 'path' | 'headers'>): boolean {
  const { path } = req;
  if (SHARED_STATIC.test(path)) return false;
  if (carriesSession(req)) return true;
  if (path === '/auth' || path.startsWith('/auth/')) return true;
  if (path === '/api' || path.startsWith('/api/')) {
    const read = req.method === 'GET' || req.method === 'HEAD';
    return !(read && (isPublicRead(path) || API_DOCS.test(path)));
  }
  return false;
}

function withoutCacheControl(
  headers: OutgoingHttpHeaders | OutgoingHttpHeader[],
): OutgoingHttpHeaders | OutgoingHttpHeader[] {
  if (Array.isArray(headers)) {
    // A flat list of name, value pairs.
    const kept: OutgoingHttpHeader[] = [];
    for (let index = 0; index + 1 < headers.length; index += 2) {
      if (String(headers[index]).toLowerCase() === 'cache-control') continue;
      kept.push(headers[index] as OutgoingHttpHeader, headers[index + 1] as OutgoingHttpHeader);
    }
    return kept;
  }
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'),
  );
}

/**
 * Makes the answer `Cache-Control: no-store` just before its headers go out,
 * whatever a handler set on the way (a media file's `public, max-age=3600`,
 * the CV's caching), so no route can forget it. An answer that already says
 * `no-store` (a private file's `private, no-store`) keeps its own wording.
 */
export function forceNoStore(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const current = String(this.getHeader('cache-control') ?? '');
    const last = args[args.length - 1];
    const headers =
      typeof last === 'object' && last !== null
        ? withoutCacheControl(last as OutgoingHttpHeaders | OutgoingHttpHeader[])
        : undefined;
    if (headers !== undefined) args[args.length - 1] = headers;
    if (!/\bno-store\b/i.test(current)) this.setHeader('Cache-Control', 'no-store');
    return writeHead.apply(this, args as Parameters<ServerResponse['writeHead']>);
  } as ServerResponse['writeHead'];
}

/** Applies `mustNotBeStored` to every request that reaches the app. */
export function noStoreForPrivateAnswers(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (mustNotBeStored(req)) forceNoStore(res);
    next();
  };
}
