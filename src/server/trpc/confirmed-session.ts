import { ErrorCode } from '../../shared/errors';
import type { SessionLimits } from '../modules/session/session.service';
import type { Viewer } from '../modules/auth/viewer';
import type { Context } from './context';
import { AppError } from './errors';

export const CONFIRM_MESSAGE = 'Confirm your password to continue.';

/** A signed-in request, as procedures under `adminProcedure` see it. */
export type SignedInContext = Context & { signedIn: Viewer };

/**
 * Sensitive changes (a password, an admin, two-factor sign-in, a write
 * token, ending other sessions) need a session that signed in or confirmed
 * within CONFIRM_MINUTES: a cookie taken from a browser is then soon good
 * for content only. An API token never counts as confirmed; these calls
 * refuse tokens anyway, before they get here.
 */
export function requireConfirmed(viewer: Viewer, limits: Pick<SessionLimits, 'confirmMs'>): void {
  if (viewer.via === 'session' && Date.now() - viewer.confirmedAt.getTime() < limits.confirmMs) {
    return;
  }
  throw new AppError(ErrorCode.confirmRequired, 403, CONFIRM_MESSAGE);
}

/** Whether this request may make a sensitive change now. */
export const requireConfirmedSession = (ctx: SignedInContext) =>
  requireConfirmed(ctx.signedIn, ctx.access.sessionLimits);
