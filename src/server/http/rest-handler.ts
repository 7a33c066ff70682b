import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import type { Logger } from '../logger';
import type { AnalyticsRecorder } from '../modules/analytics/analytics.recorder';
import { keepInputTypesStrict } from './coercion';
import { unsafeInput } from './input-limits';
import { sendError } from './send-error';
import type { AppRouter } from '../composition/app-router';
import type { Context } from '../trpc/context';
import { toEnvelope } from '../trpc/errors';

const API_PATH = /^\/(api|auth)(\/|$)/i;

interface RestHandlerOptions {
  router: AppRouter;
  createContext: (req: Request, res: Response) => Promise<Context>;
  logger: Logger;
}

/**
 * Serves every procedure at its REST path through trpc-to-openapi, mounted at
 * the root so `/api/*` and `/auth/*` share it; unknown paths fall through.
 * The adapter builds error bodies itself, so the error formatter tucks the
 * contract's envelope into `envelope` and this wrapper sends that alone.
 */
export function restHandler({ router, createContext, logger }: RestHandlerOptions): RequestHandler {
  keepInputTypesStrict(router);
  const handle = createOpenApiNodeHttpHandler({
    router,
    createContext: async ({ req, res }) => {
      const ctx = await createContext(req as Request, res as Response);
      return heads.has(req) ? { ...ctx, analytics: countingNothing(ctx.analytics) } : ctx;
    },
    responseMeta: ({ errors }) => (errors[0] ? { status: toEnvelope(errors[0]).httpStatus } : {}),
    onError: ({ error, path, req }) => {
      if (toEnvelope(error).httpStatus >= 500) {
        logger.error(
          {
            err: error,
            procedure: path,
            reqId: (req as { id?: unknown }).id,
            // Credential parameters in it are masked by the logger's serializer.
            url: (req as { originalUrl?: string }).originalUrl ?? req.url,
          },
          'request failed',
        );
      }
    },
  });

  /** HEAD requests handed to the adapter as GETs. */
  const heads = new WeakSet<object>();

  return (req: Request, res: Response, next: NextFunction) => {
    // Bodiless writes (logout, mark as read) must work without a content type.
    if (req.method === 'POST' || req.method === 'PUT' || req.method === 'DELETE') {
      if (!req.headers['content-type']) req.headers['content-type'] = 'application/json';
      if (req.body === undefined) req.body = {};
    }
    // Only the API's own paths: a page address falls through to the site's 404 page.
    const refused = API_PATH.test(req.path) ? unsafeInput(req) : null;
    if (refused) return sendError(res, refused);
    unwrapEnvelopeOnError(res);
    if (req.method !== 'HEAD') return handle(req, res, next);
    // HEAD is the GET without its body, as Express answers it for its own GET
    // routes; the adapter routes GET only. Node leaves the body out by itself
    // (it knows the request was a HEAD); a path with no GET goes on as a HEAD.
    req.method = 'GET';
    heads.add(req);
    return handle(req, res, () => {
      req.method = 'HEAD';
      heads.delete(req);
      next();
    });
  };
}

/**
 * The recorder a HEAD's procedure gets: a HEAD reads nothing, so it counts no
 * project view (as `/cv` counts no download for it).
 */
function countingNothing(analytics: AnalyticsRecorder): AnalyticsRecorder {
  return new Proxy(analytics, {
    get: (target, name, receiver) =>
      typeof name === 'string' && name.startsWith('record')
        ? () => undefined
        : Reflect.get(target, name, receiver),
  });
}

function unwrapEnvelopeOnError(res: Response) {
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => Response;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (res.statusCode >= 400 && typeof chunk === 'string') {
      try {
        const body = JSON.parse(chunk) as { envelope?: unknown };
        if (body.envelope) {
          const json = JSON.stringify(body.envelope);
          res.setHeader('Content-Length', Buffer.byteLength(json));
          return end(json, ...rest);
        }
      } catch {
        // Not JSON: leave it as it is.
      }
    }
    return end(chunk, ...rest);
  }) as Response['end'];
}
