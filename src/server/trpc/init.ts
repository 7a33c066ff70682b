import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { apiRoutes, type ProcedurePath } from '../../shared/api-routes';
import { AdminEntity } from '../modules/auth/admin.entity';
import type { Context } from './context';
import { AppError, toEnvelope, zodFieldErrors } from './errors';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // The REST wrapper unwraps `envelope`, so every adapter error leaves in contract §1's shape.
    errorFormatter: ({ error }) => ({ envelope: toEnvelope(error).body }),
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** Signed in as an admin that still exists and is active; 401 otherwise. */
export const adminProcedure = t.procedure.use(async ({ ctx, next }) => {
  const adminId = ctx.session.adminId;
  const admin = adminId ? await ctx.em.findOne(AdminEntity, { adminId }) : null;
  if (!admin?.active) {
    if (adminId) ctx.session.destroy();
    throw new TRPCError({ code: 'UNAUTHORIZED', cause: AppError.unauthorized() });
  }
  return next({ ctx: { ...ctx, admin } });
});

/**
 * Input that fails its schema on a create or update answers 1002/1003 (contract §1).
 * Placed before `.input()`, so it sees the parse failure of the input middleware.
 */
export function validationFailsWith(statusCode: number, message: string) {
  return t.middleware(async ({ next }) => {
    const result = await next();
    if (
      !result.ok &&
      result.error.code === 'BAD_REQUEST' &&
      result.error.cause instanceof ZodError
    ) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        cause: AppError.invalid(statusCode, message, zodFieldErrors(result.error.cause)),
      });
    }
    return result;
  });
}

interface RouteDoc {
  summary: string;
  tags: string[];
  /** A call visitors may make (contract §3); everything else needs the session cookie. */
  isPublic?: boolean;
  /** Error statuses beyond those every call of its kind can answer. */
  errors?: Record<number, string>;
}

/** The error statuses a call can answer, from its method, path and protection. */
function errorResponses(path: ProcedurePath, doc: RouteDoc): Record<number, string> {
  const { method, path: urlPath } = apiRoutes[path];
  const isWrite = method !== 'GET';
  const responses: Record<number, string> = { 400: 'Invalid input' };
  if (!doc.isPublic) responses[401] = 'Not signed in, or the session expired';
  if (isWrite) responses[403] = 'Cross-site write refused';
  if (urlPath.includes('{')) responses[404] = 'No such item';
  if (isWrite && !doc.isPublic) responses[409] = 'Conflicts with existing data';
  // The body parser and the adapter answer these before any procedure runs (seen by the fuzzer).
  if (method === 'POST' || method === 'PUT') {
    responses[413] = 'JSON body over 1 MB';
    responses[415] = 'Body sent with a content type other than application/json';
  }
  return { ...responses, ...doc.errors, 500: 'Unexpected server fault' };
}

/** OpenAPI meta from the shared route table, so the path lives in one place. */
export function route(path: ProcedurePath, doc: RouteDoc): OpenApiMeta {
  return {
    openapi: {
      ...apiRoutes[path],
      summary: doc.summary,
      tags: doc.tags,
      protect: !doc.isPublic,
      errorResponses: errorResponses(path, doc),
    },
  };
}
