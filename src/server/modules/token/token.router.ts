import {
  createdTokenSchema,
  tokenCreateSchema,
  tokenListQuerySchema,
  tokenSchema,
} from '../../../shared/access';
import { ErrorCode } from '../../../shared/errors';
import { idParamSchema, listResponseSchema } from '../../../shared/list';
import { adminProcedure, route, router, validationFailsWith } from '../../trpc/init';
import { requireConfirmedSession } from '../../trpc/confirmed-session';
import { tokenService } from './token.service';

const tags = ['API tokens'];

/**
 * API tokens for scripts and other machines: `Authorization: Bearer <token>`
 * acts as the admin who made it, read-only or read-write. Only a person
 * signed in with the session cookie may make or revoke one.
 */
export const tokenRouter = router({
  list: adminProcedure
    .meta(route('token.list', { summary: 'List your API tokens (never their secrets)', tags }))
    .input(tokenListQuerySchema)
    .output(listResponseSchema(tokenSchema))
    .query(({ ctx, input }) => tokenService(ctx.em, ctx.admin).list(input)),

  create: adminProcedure
    .meta(
      route('token.create', {
        summary: 'Create an API token; its secret is in this answer only',
        tags,
        errors: {
          403: 'Cross-site write refused; an API token (which may not make tokens); or a write token asked for from a session not confirmed recently (statusCode 4031: confirm with POST /auth/confirm, then repeat the call)',
        },
      }),
    )
    .use(validationFailsWith(ErrorCode.createFailed, 'Failed to create Token'))
    .input(tokenCreateSchema)
    .output(createdTokenSchema)
    .mutation(({ ctx, input }) => {
      // A write token acts as its admin for as long as it lives: made only
      // from a recently confirmed session. A read token changes nothing.
      if (input.scope === 'write') requireConfirmedSession(ctx);
      return tokenService(ctx.em, ctx.admin).create(input);
    }),

  revoke: adminProcedure
    .meta(route('token.revoke', { summary: 'Revoke an API token at once', tags }))
    .input(idParamSchema)
    .output(tokenSchema)
    .mutation(({ ctx, input }) => tokenService(ctx.em, ctx.admin).revoke(input.id)),
});
