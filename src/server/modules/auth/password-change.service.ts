import type { PasswordChange } from '../../../shared/admin';
import { AppError } from '../../trpc/errors';
import { hashPassword, verifyPassword } from '../account/password';
import { WrongSecret } from '../account/wrong-secret';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { requireConfirmedSession, type SignedInContext } from '../../trpc/confirmed-session';
import { asGuess } from './confirm.service';
import { revokeAccessOf } from './revoke-access';
import { noticeMailOf, noticeSecurityChange } from './security-notice';

/**
 * POST /auth/password: the signed-in admin changes their own password with
 * the current one. A wrong current password is a guess (counted toward the
 * lock-out, on the trail). The new one ends the admin's other sessions and
 * every API token; the session it was changed from stays signed in.
 */
export async function changeOwnPassword(
  ctx: SignedInContext,
  input: PasswordChange,
): Promise<void> {
  const viewer = ctx.signedIn;
  if (viewer.via !== 'session') {
    throw new AppError(403, 403, 'API tokens cannot change a password');
  }
  requireConfirmedSession(ctx);
  if (await isCommonPassword(input.newPassword)) {
    throw AppError.invalid(400, 'Failed to change the password', [
      { path: 'newPassword', message: COMMON_PASSWORD_MESSAGE },
    ]);
  }
  const admin = viewer.admin;
  await asGuess(ctx, 'confirm-failed', async () => {
    if (!(await verifyPassword(input.currentPassword, admin.passwordHash))) {
      throw new WrongSecret('currentPassword', 'The current password is wrong');
    }
  });
  admin.passwordHash = await hashPassword(input.newPassword);
  await ctx.em.flush();
  await revokeAccessOf(ctx.em, admin.adminId, viewer.sessionId);
  await noticeSecurityChange(ctx.em, noticeMailOf(ctx), {
    change: 'password-changed',
    username: admin.username,
    by: admin.username,
    at: new Date(),
  });
}
