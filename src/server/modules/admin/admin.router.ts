import {
  adminCreateSchema,
  adminListQuerySchema,
  adminSchema,
  adminUpdateSchema,
} from '../../../shared/admin';
import { idParamSchema } from '../../../shared/list';
import { crudRouter } from '../../trpc/crud';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { adminProcedure, route, router } from '../../trpc/init';
import type { Viewer } from '../auth/viewer';
import { requireConfirmed } from '../../trpc/confirmed-session';
import { noticeMailOf, noticeSecurityChange } from '../auth/security-notice';
import { type ActingAdmin, adminService } from './admin.service';

/**
 * The factory types its context as the plain `Context`, but every admin call
 * runs under `adminProcedure` (publicRead is false), which adds the signed-in
 * admin. Refusing when it is absent keeps a wiring mistake from acting as nobody.
 */
function actingAdmin(ctx: Context): ActingAdmin {
  const viewer = (ctx as Context & { signedIn?: Viewer }).signedIn;
  if (!viewer) throw AppError.unauthorized();
  return {
    adminId: viewer.admin.adminId,
    sessionId: viewer.via === 'session' ? viewer.sessionId : undefined,
    requireConfirmed: () => requireConfirmed(viewer, ctx.access.sessionLimits),
    notice: (change, username) =>
      noticeSecurityChange(ctx.em, noticeMailOf(ctx), {
        change,
        username,
        by: viewer.admin.username,
        at: new Date(),
      }),
  };
}

const adminCrudRouter = crudRouter({
  name: 'admin',
  label: 'Admin',
  item: adminSchema,
  createInput: adminCreateSchema,
  updateInput: adminUpdateSchema,
  listQuery: adminListQuerySchema,
  publicRead: false,
  service: (ctx) => adminService(ctx.em, actingAdmin(ctx)),
});

export const adminRouter = router({
  ...adminCrudRouter._def.record,
  clearTwoFactor: adminProcedure
    .meta(
      route('admin.clearTwoFactor', {
        summary: "Turn another admin's two-factor sign-in off (they set it up again)",
        tags: ['Admin'],
        errors: {
          409: 'The admin is the caller: their own is turned off with a password and code',
        },
      }),
    )
    .input(idParamSchema)
    .output(adminSchema)
    .mutation(({ ctx, input }) => adminService(ctx.em, actingAdmin(ctx)).clearTwoFactor(input.id)),
});
