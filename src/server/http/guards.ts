import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { IPV6_CLIENT_PREFIX_BITS } from './address-key';
import type { Logger } from '../logger';
import { AppError } from '../trpc/errors';
import { sendError } from './send-error';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin an Origin or Referer header names, `invalid` when it names none (`null`), or null when absent. */
function originOf(value: string | undefined): URL | 'invalid' | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : 'invalid';
  } catch {
    return 'invalid';
  }
}

/**
 * Whether the page that sent a write is this site: the same scheme, host and
 * port as the request itself (`req.protocol` and `req.host`, which follow a
 * proxy's X-Forwarded-* headers only when TRUST_PROXY trusts it), or the
 * configured public origin. One step is tolerated: an HTTPS page writing to
 * a request the server saw as plain HTTP, which is what a TLS proxy in front
 * looks like when TRUST_PROXY is not set; that page is the same host and
 * port as the browser sees it, over the safer scheme. The reverse, a plain
 * HTTP page writing to the HTTPS site, is refused: anyone on the network
 * can put a script in such a page.
 */
function isOwnOrigin(source: URL, req: Request, publicUrl: string | undefined): boolean {
  if (publicUrl !== undefined && source.origin === publicUrl) return true;
  const scheme = `${req.protocol}:`;
  let host: string;
  try {
    // Through the URL parser, so `host:80` over HTTP reads as `host`, as in an Origin.
    host = new URL(`${scheme}//${req.host}`).host;
  } catch {
    return false;
  }
  if (!req.host || source.host !== host) return false;
  return source.protocol === scheme || (source.protocol === 'https:' && scheme === 'http:');
}

/**
 * Refuses writes whose Origin (or Referer) names another site: the cookie is
 * SameSite=Lax, and this closes what Lax leaves open. Tools that send neither
 * header (curl, API clients) are not browsers and pass.
 */
export function refuseCrossSiteWrites(
  options: { publicUrl?: string | undefined } = {},
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const source = originOf(req.headers.origin) ?? originOf(req.headers.referer);
    if (source !== null && (source === 'invalid' || !isOwnOrigin(source, req, options.publicUrl))) {
      return sendError(res, new AppError(403, 403, 'Cross-site request refused'));
    }
    next();
  };
}

/** A path segment the WHATWG URL parser drops or resolves: `.` or `..`, dots spelled `%2e` or not. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Refuses paths with dot segments (`/auth/x/%2e%2e/login`, `/auth/./login`)
 * or backslashes (`/auth\login`). Express routes match the path as sent,
 * but the REST adapter first resolves it as a URL, where these fold into
 * another path: the login and message rate limiters, mounted on the plain
 * paths, were skipped while the adapter still ran the procedure, so login
 * guessing went unthrottled. Browsers resolve such paths before sending, so
 * only crafted requests are refused; every route then sees one spelling.
 */
export function refuseAmbiguousPaths(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const rawPath = req.url.split('?')[0] ?? '';
    if (rawPath.includes('\\') || rawPath.split('/').some((segment) => DOT_SEGMENT.test(segment))) {
      return sendError(res, AppError.notFound('Path'));
    }
    next();
  };
}

interface LimitOptions {
  windowMs: number;
  limit: number;
  /** Count only failures (login): a signed-in owner is never locked out by success. */
  onlyFailures?: boolean;
  /** Where the counts live; in this process's memory when not given. */
  store?: Store;
  logger: Logger;
}

/**
 * express-rate-limit checks its set-up on the first request and reports what
 * it finds through `console.error`, with a stack trace (for instance
 * TRUST_PROXY=true, or an X-Forwarded-For header reaching a server that
 * trusts no proxy, which any client can send). Its findings go to the app's
 * log as one structured warning each, code and advice, without the stack.
 */
function limiterLog(logger: Logger) {
  const line = (error: unknown) => {
    const { code, message, help } = error as { code?: unknown; message?: unknown; help?: unknown };
    logger.warn({ code, help }, `rate limiter: ${String(message)}`);
  };
  return { warn: line, error: line };
}

export function limitRequests({
  windowMs,
  limit,
  onlyFailures = false,
  store,
  logger,
}: LimitOptions) {
  return rateLimit({
    ...(store ? { store } : {}),
    windowMs,
    limit,
    // The limiter's own key is addressKey's (see address-key.ts): an IPv6
    // client counts per /64, a mapped IPv4 address as that address.
    ipv6Subnet: IPV6_CLIENT_PREFIX_BITS,
    skipSuccessfulRequests: onlyFailures,
    logger: limiterLog(logger),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) =>
      sendError(res, new AppError(429, 429, 'Too many requests, try again later')),
  });
}
