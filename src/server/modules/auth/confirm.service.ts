import type { AuditAction } from '../../../shared/access';
import type { ConfirmInput } from '../../../shared/auth';
import { AppError } from '../../trpc/errors';
import { verifyPassword } from '../account/password';
import { WrongSecret } from '../account/wrong-secret';
import { AdminSessionEntity } from '../session/session.entity';
import { checkSecondFactor, isTwoFactorOn } from '../two-factor/two-factor.service';
import { clearFailures, countersOf, lockedFor, lockoutKeys, recordFailure } from './lockout';
import type { SignedInContext } from '../../trpc/confirmed-session';

/**
 * Runs a check of the signed-in admin's password or code as a sign-in
 * attempt would be: in turn with other attempts on the account and address,
 * refused with 429 while they are locked, a `WrongSecret` counted as a
 * failure and recorded as `failedAction`. A success clears the account's
 * (or this browser's) failures, as a sign-in does.
 */
export async function asGuess<T>(
  ctx: SignedInContext,
  failedAction: AuditAction,
  check: () => Promise<T>,
): Promise<T> {
  const { em, access, client } = ctx;
  const admin = ctx.signedIn.admin;
  const deviceId = await access.device.idFor(admin.username);
  const keys = lockoutKeys(admin.username, access.hashAddress(client.address), deviceId);
  // The same turns as a sign-in's: a browser known to the account waits
  // only behind its own attempts, never behind its address's.
  const turns = [lockoutKeys(admin.username, '', null).account, ...countersOf(keys)];
  return access.attemptTurns(turns, async () => {
    const waitMs = await lockedFor(em, keys);
    if (waitMs > 0) {
      ctx.setHeader('Retry-After', String(Math.ceil(waitMs / 1000)));
      throw new AppError(429, 429, 'Too many requests, try again later');
    }
    let result: T;
    try {
      result = await check();
    } catch (error) {
      if (error instanceof WrongSecret) {
        await recordFailure(em, keys);
        await access.audit.record(em, client, {
          action: failedAction,
          adminId: admin.adminId,
          username: admin.username,
          via: 'session',
          fields: [error.field],
        });
        ctx.log.info({ adminId: admin.adminId, action: failedAction }, 'wrong password or code');
      }
      throw error;
    }
    await clearFailures(em, keys.account);
    return result;
  });
}

/**
 * POST /auth/confirm: the password, or with two-factor sign-in on a code
 * instead, marks the session confirmed for CONFIRM_MINUTES from now.
 */
export async function confirmSession(
  ctx: SignedInContext,
  input: ConfirmInput,
): Promise<{ confirmedUntil: Date }> {
  const viewer = ctx.signedIn;
  if (viewer.via !== 'session') {
    throw new AppError(403, 403, 'API tokens cannot confirm: sign in with the password');
  }
  const admin = viewer.admin;
  if (input.code !== undefined && !isTwoFactorOn(admin)) {
    throw AppError.invalid(400, 'Two-factor sign-in is off: confirm with your password', [
      { path: 'code', message: 'Two-factor sign-in is off: confirm with your password' },
    ]);
  }
  await asGuess(ctx, 'confirm-failed', async () => {
    if (input.code !== undefined) {
      if (!(await checkSecondFactor(ctx.em, admin, input.code))) {
        throw new WrongSecret('code', 'The code is wrong');
      }
    } else if (!(await verifyPassword(input.password ?? '', admin.passwordHash))) {
      throw new WrongSecret('password', 'The password is wrong');
    }
  });
  const now = new Date();
  await ctx.em.nativeUpdate(
    AdminSessionEntity,
    { sessionId: viewer.sessionId },
    { confirmedAt: now },
  );
  await ctx.access.audit.record(ctx.em, ctx.client, {
    action: 'confirm',
    adminId: admin.adminId,
    username: admin.username,
    via: 'session',
    fields: [input.code !== undefined ? 'code' : 'password'],
  });
  return { confirmedUntil: new Date(now.getTime() + ctx.access.sessionLimits.confirmMs) };
}
