import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiRoute, HttpMethod } from '../../shared/api-routes';
import { AppError } from '../trpc/errors';
import { sendError } from './send-error';

/** A path template (`/api/tool/{id}`) as a pattern for one concrete path. */
function patternOf(path: string): RegExp {
  const parts = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}/?$`, 'i');
}

export interface AllowedMethods {
  /** The methods some route answers at `path` (HEAD wherever GET is), sorted; empty for an unknown path. */
  at(path: string): string[];
}

/** The methods each path supports, from the route table: one source for routing and for `Allow`. */
export function allowedMethods(routes: readonly ApiRoute[]): AllowedMethods {
  const patterns = routes.map((route) => ({
    method: route.method,
    pattern: patternOf(route.path),
  }));
  return {
    at(path) {
      const methods = new Set<HttpMethod | 'HEAD'>();
      for (const { method, pattern } of patterns) {
        if (!pattern.test(path)) continue;
        methods.add(method);
        // Every GET route answers HEAD as well (the same answer without a body).
        if (method === 'GET') methods.add('HEAD');
      }
      return [...methods].sort();
    },
  };
}

/**
 * Mounted after every route: a request that reached here with a method the
 * path has no route for answers 405 with the methods it has in `Allow`,
 * rather than the 404 that says the path does not exist.
 */
export function refuseUnroutedMethods(allowed: AllowedMethods): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const methods = allowed.at(req.path);
    if (methods.length === 0 || methods.includes(req.method)) return next();
    res.setHeader('Allow', methods.join(', '));
    sendError(res, new AppError(405, 405, 'Method not allowed'));
  };
}
