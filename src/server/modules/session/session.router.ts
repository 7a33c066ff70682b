import { listResponseSchema } from '../../../shared/list';
import {
  endedSessionsSchema,
  sessionIdParamSchema,
  sessionListQuerySchema,
  sessionSchema,
} from '../../../shared/access';
import type { Context } from '../../trpc/context';
import { adminProcedure, route, router } from '../../trpc/init';
import type { Viewer } from '../auth/viewer';
import { requireConfirmedSession } from '../../trpc/confirmed-session';
import { sessionService } from './session.service';

const tags = ['Sessions'];

const CONFIRM_403 =
  'Cross-site write refused; an API token (which may not manage sessions); or ending another session from a session not confirmed recently (statusCode 4031: confirm with POST /auth/confirm, then repeat the call)';

const serviceFor = (ctx: Context & { signedIn: Viewer }) =>
  sessionService(
    ctx.em,
    ctx.signedIn.admin.adminId,
    ctx.signedIn.via === 'session' ? ctx.signedIn.sessionId : undefined,
  );

/** The signed-in admin's own browser sessions. */
export const sessionRouter = router({
  list: adminProcedure
    .meta(
      route('session.list', {
        summary: "List the signed-in admin's sessions (current marks the one making this call)",
        tags,
      }),
    )
    .input(sessionListQuerySchema)
    .output(listResponseSchema(sessionSchema))
    .query(({ ctx, input }) => serviceFor(ctx).list(input)),

  end: adminProcedure
    .meta(
      route('session.end', {
        summary:
          'End one of your sessions (sign it out); ending the one in use is a sign-out and needs no confirmation',
        tags,
        errors: { 403: CONFIRM_403 },
      }),
    )
    .input(sessionIdParamSchema)
    .output(sessionSchema)
    .mutation(async ({ ctx, input }) => {
      // Ending another browser's session could shut the owner out of it:
      // a sensitive change. Signing out the one in use never is.
      const current = ctx.signedIn.via === 'session' ? ctx.signedIn.sessionId : undefined;
      if (input.id !== current) requireConfirmedSession(ctx);
      const ended = await serviceFor(ctx).end(input.id);
      // Ending the session in use is a sign-out: the browser drops its cookie too.
      if (ended.current) ctx.session.destroy();
      return ended;
    }),

  endOthers: adminProcedure
    .meta(
      route('session.endOthers', {
        summary: 'End every session of yours but the one making this call',
        tags,
        errors: { 403: CONFIRM_403 },
      }),
    )
    .output(endedSessionsSchema)
    .mutation(({ ctx }) => {
      requireConfirmedSession(ctx);
      return serviceFor(ctx).endOthers();
    }),
});
