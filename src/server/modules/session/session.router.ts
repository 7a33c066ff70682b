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
import { sessionService } from './session.service';

const tags = ['Sessions'];

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
    .meta(route('session.end', { summary: 'End one of your sessions (sign it out)', tags }))
    .input(sessionIdParamSchema)
    .output(sessionSchema)
    .mutation(async ({ ctx, input }) => {
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
      }),
    )
    .output(endedSessionsSchema)
    .mutation(({ ctx }) => serviceFor(ctx).endOthers()),
});
