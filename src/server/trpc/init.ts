import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { type ProcedurePath, requireRoute } from '../../shared/api-routes';
import { changesOf } from '../db/audit-changes';
import { describeWrite } from '../db/audit-writes';
import type { Context } from './context';
import { AppError, toEnvelope, zodFieldErrors } from './errors';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // The REST wrapper unwraps `envelope`, so every adapter error leaves as the one error envelope.
    errorFormatter: ({ error }) => ({ envelope: toEnvelope(error).body }),
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
/** For middleware shared by several routers (see if-match.ts). */
export const middleware = t.middleware;

/**
 * Writes that manage how one signs in (sessions, tokens, two-factor, admins'
 * accounts, one's own password and its confirmation) need a person at a browser: an API token is refused with 403,
 * so a leaked token can never mint more access or lock the owner out.
 * openapi.json documents these writes as taking the cookie alone.
 */
export function managesSignIn(path: string): boolean {
  return (
    /^(admin|session|token|twoFactor)\./.test(path) || /^auth\.(confirm|changePassword)$/.test(path)
  );
}

const forbidden = (message: string) =>
  new TRPCError({ code: 'FORBIDDEN', cause: new AppError(403, 403, message) });

/**
 * Signed in as an admin that still exists and is active, by a live session
 * or API token; 401 otherwise. A read token may call every query and no
 * write (403), and no token may manage sign-in (403). Every write that succeeds is put on the activity trail with
 * the fields it changed.
 */
export const adminProcedure = t.procedure.use(async ({ ctx, next, type, path, getRawInput }) => {
  const viewer = await ctx.viewer();
  if (!viewer) throw new TRPCError({ code: 'UNAUTHORIZED', cause: AppError.unauthorized() });
  if (type === 'mutation' && viewer.scope !== 'write') {
    throw forbidden('This token may only read');
  }
  if (type === 'mutation' && viewer.via === 'token' && managesSignIn(path)) {
    throw forbidden('API tokens cannot manage sessions, tokens, admins or two-factor sign-in');
  }
  const result = await next({ ctx: { ...ctx, admin: viewer.admin, signedIn: viewer } });
  if (type === 'mutation' && result.ok) {
    const write = describeWrite(
      path,
      await getRawInput(),
      result.data,
      changesOf(ctx.em),
      viewer.admin.adminId,
    );
    if (write) {
      await ctx.access.audit
        .record(ctx.em, ctx.client, {
          ...write,
          adminId: viewer.admin.adminId,
          username: viewer.admin.username,
          via: viewer.via,
          tokenId: viewer.via === 'token' ? viewer.tokenId : null,
        })
        // The write itself is done and acknowledged: a trail failure is logged, not answered.
        .catch((error: unknown) => ctx.log.error({ err: error }, 'could not record audit entry'));
    }
  }
  return result;
});

/**
 * Input that fails its schema answers 1002 on a create and 1003 on an update.
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
  /** A call visitors may make; everything else needs the session cookie. */
  isPublic?: boolean;
  /** Error statuses beyond those every call of its kind can answer. */
  errors?: Record<number, string>;
  /** Headers the call reads (If-Match), for openapi.json. */
  requestHeaders?: NonNullable<OpenApiMeta['openapi']>['requestHeaders'];
  /** Headers its success answer carries (ETag), for openapi.json. */
  responseHeaders?: NonNullable<OpenApiMeta['openapi']>['responseHeaders'];
}

/** The error statuses a call can answer, from its method, path and protection. */
function errorResponses(path: ProcedurePath, doc: RouteDoc): Record<number, string> {
  const { method, path: urlPath } = requireRoute(path);
  const isWrite = method !== 'GET';
  const responses: Record<number, string> = { 400: 'Invalid input' };
  if (!doc.isPublic) responses[401] = 'Not signed in, or the session expired';
  if (isWrite) {
    responses[403] =
      'Cross-site write refused, or an API token may not make this call (a read token writing, or any token managing sign-in)';
    // Sensitive changes among these also want a recently confirmed session.
    if (managesSignIn(path)) {
      responses[403] +=
        '; or a sensitive change (a password, a new admin, two-factor sign-in) from a session not confirmed recently: statusCode 4031, confirm with POST /auth/confirm and repeat the call';
    }
  }
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
      ...requireRoute(path),
      summary: doc.summary,
      tags: doc.tags,
      protect: !doc.isPublic,
      errorResponses: errorResponses(path, doc),
      ...(doc.requestHeaders ? { requestHeaders: doc.requestHeaders } : {}),
      ...(doc.responseHeaders ? { responseHeaders: doc.responseHeaders } : {}),
    },
  };
}
