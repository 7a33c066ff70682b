import {
  adminCreateSchema,
  adminListQuerySchema,
  adminSchema,
  adminUpdateSchema,
} from '../../../shared/admin';
import { crudRouter } from '../../trpc/crud';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import type { Admin } from '../auth/admin.entity';
import { adminService } from './admin.service';

/**
 * The factory types its context as the plain `Context`, but every admin call
 * runs under `adminProcedure` (publicRead is false), which adds the signed-in
 * admin. Refusing when it is absent keeps a wiring mistake from acting as nobody.
 */
function signedInAdminId(ctx: Context): number {
  const admin = (ctx as Context & { admin?: Admin }).admin;
  if (!admin) throw AppError.unauthorized();
  return admin.adminId;
}

export const adminRouter = crudRouter({
  name: 'admin',
  label: 'Admin',
  item: adminSchema,
  createInput: adminCreateSchema,
  updateInput: adminUpdateSchema,
  listQuery: adminListQuerySchema,
  publicRead: false,
  service: (ctx) => adminService(ctx.em, signedInAdminId(ctx)),
});
