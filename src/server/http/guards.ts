import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError } from '../trpc/errors';
import { sendError } from './send-error';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).host;
  } catch {
    return 'invalid';
  }
}

/**
 * Refuses writes whose Origin (or Referer) names another site: the cookie is
 * SameSite=Lax, and this closes what Lax leaves open. Tools that send neither
 * header (curl, API clients) are not browsers and pass.
 */
export function refuseCrossSiteWrites(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const source = originOf(req.headers.origin) ?? originOf(req.headers.referer);
    if (source !== null && source !== req.headers.host) {
      return sendError(res, new AppError(403, 403, 'Cross-site request refused'));
    }
    next();
  };
}

interface LimitOptions {
  windowMs: number;
  limit: number;
  /** Count only failures (login): a signed-in owner is never locked out by success. */
  onlyFailures?: boolean;
}

export function limitRequests({ windowMs, limit, onlyFailures = false }: LimitOptions) {
  return rateLimit({
    windowMs,
    limit,
    skipSuccessfulRequests: onlyFailures,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) =>
      sendError(res, new AppError(429, 429, 'Too many requests, try again later')),
  });
}
