import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import type { Identity, LoginInput } from '../../../shared/auth';
import { ErrorCode } from '../../../shared/errors';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { ApiTokenEntity } from '../token/token.entity';
import { endSessionBySecret, endSessionsOf, startSession } from '../session/session.service';
import { checkSecondFactor, clearTwoFactor, isTwoFactorOn } from '../two-factor/two-factor.service';
import { type Admin, AdminEntity } from '../account/admin.entity';
import {
  clearFailures,
  countersOf,
  type LockoutKeys,
  lockedFor,
  lockoutKeys,
  recordFailure,
} from './lockout';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../account/password';

export const toIdentity = (admin: Admin): Identity => ({
  adminId: admin.adminId,
  username: admin.username,
  active: admin.active,
});

const badCredentials = () => new AppError(ErrorCode.badCredentials, 401, 'Bad credentials');

/**
 * The admin whose credentials these are, or 2001 for anything else (no hint
 * which part was wrong). An unknown name costs the same scrypt work as a
 * known one, so timing tells nothing either.
 */
export async function authenticate(
  em: EntityManager,
  username: string,
  password: string,
): Promise<Admin> {
  const admin = await em.findOne(AdminEntity, { username });
  const valid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !valid || !admin.active) throw badCredentials();
  return admin;
}

/**
 * Signs in: refused with 429 while the account (or this browser) or the
 * address is locked; then password, then the second factor when it is on.
 * Every refusal counts as a failed attempt and goes on the trail; success
 * starts a server-side session and remembers this browser for the account.
 */
export async function signIn(ctx: Context, input: LoginInput): Promise<Admin> {
  const { access, client } = ctx;
  const deviceId = await access.device.idFor(input.username);
  const keys = lockoutKeys(input.username, access.hashAddress(client.address), deviceId);
  // The account's turn is taken by name even when a known browser counts its
  // failures apart: a code or recovery code is then checked by one attempt
  // at a time, never spent twice by two at once. A known browser does not
  // wait behind the address's other attempts: the address does not judge it.
  const turns = [lockoutKeys(input.username, '', null).account, ...countersOf(keys)];
  return access.attemptTurns(turns, () => attemptSignIn(ctx, input, keys));
}

async function attemptSignIn(ctx: Context, input: LoginInput, keys: LockoutKeys): Promise<Admin> {
  const { em, access, client } = ctx;
  const waitMs = await lockedFor(em, keys);
  if (waitMs > 0) {
    ctx.setHeader('Retry-After', String(Math.ceil(waitMs / 1000)));
    throw new AppError(429, 429, 'Too many requests, try again later');
  }

  const known = await em.findOne(AdminEntity, { username: input.username });
  const refuse = async (error: AppError, fields: string[]) => {
    await recordFailure(em, keys);
    await access.audit.record(em, client, {
      action: 'sign-in-failed',
      // The typed name is kept only when it is an admin's: a password typed
      // into the username field must not end up in the trail.
      adminId: known?.adminId ?? null,
      username: known?.username ?? null,
      fields,
    });
    ctx.log.info({ adminId: known?.adminId }, 'sign-in refused');
    return error;
  };

  let admin: Admin;
  try {
    admin = await authenticate(em, input.username, input.password);
  } catch (error) {
    if (error instanceof AppError) throw await refuse(error, ['password']);
    throw error;
  }
  if (isTwoFactorOn(admin)) {
    const codeNeeded = () =>
      new AppError(ErrorCode.twoFactorRequired, 401, 'Two-factor code required');
    // The right password without a code is the first of the two steps, not a
    // failure: counted or on the trail, every two-factor sign-in would leave
    // a failed one behind, and ten of them would lock the owner's address.
    // A guesser gains nothing from it: every wrong password is still counted.
    if (!input.code) throw codeNeeded();
    if (!(await checkSecondFactor(em, admin, input.code)))
      throw await refuse(codeNeeded(), ['code']);
  }

  await clearFailures(em, keys.account);
  const { secret } = await startSession(em, admin, client.userAgent, access.sessionLimits);
  // save() seals anew, so a cookie planted before sign-in is never the one in use.
  ctx.session.sid = secret;
  await ctx.session.save();
  await access.device.remember(admin.username);
  await access.audit.record(em, client, {
    action: 'sign-in',
    adminId: admin.adminId,
    username: admin.username,
    via: 'session',
  });
  ctx.log.info({ adminId: admin.adminId }, 'admin signed in');
  return admin;
}

/** Ends the session on the server and in the browser; a visitor's sign-out is a no-op. */
export async function signOut(ctx: Context): Promise<void> {
  const viewer = await ctx.viewer();
  if (ctx.session.sid) await endSessionBySecret(ctx.em, ctx.session.sid);
  ctx.session.destroy();
  if (viewer?.via === 'session') {
    await ctx.access.audit.record(ctx.em, ctx.client, {
      action: 'sign-out',
      adminId: viewer.admin.adminId,
      username: viewer.admin.username,
      via: 'session',
    });
  }
}

/** Creates the admin, or resets its password and re-activates it if it exists (the CLI). */
export async function upsertAdmin(
  em: EntityManager,
  username: string,
  password: string,
): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(password);
  const existing = await em.findOne(AdminEntity, { username });
  if (existing) {
    existing.passwordHash = passwordHash;
    existing.active = true;
    await em.flush();
    // The command line is the way back into an account someone else may
    // hold: a new password ends every session opened with the old one, and
    // revokes the API tokens, which such a person could have made.
    await endSessionsOf(em, existing.adminId);
    await em.nativeDelete(ApiTokenEntity, { admin: existing.adminId });
    return 'reset';
  }
  em.create(AdminEntity, {
    username,
    passwordHash,
    active: true,
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
  });
  await em.flush();
  return 'created';
}

/** For the CLI: two-factor off for an admin who lost their authenticator and codes. */
export async function clearTwoFactorOf(em: EntityManager, username: string): Promise<boolean> {
  const admin = await em.findOne(AdminEntity, { username });
  if (!admin) return false;
  await clearTwoFactor(em, admin);
  return true;
}

export interface SeededAdmin {
  username: string;
  /** Set only when generated here; it is shown once and stored nowhere in clear. */
  generatedPassword?: string;
}

/** On a database with no admin, creates `admin` so the owner can sign in at all. */
export async function seedFirstAdmin(
  em: EntityManager,
  configuredPassword: string | undefined,
): Promise<SeededAdmin | null> {
  if ((await em.count(AdminEntity)) > 0) return null;
  const password = configuredPassword ?? randomBytes(12).toString('base64url');
  await upsertAdmin(em, 'admin', password);
  return configuredPassword
    ? { username: 'admin' }
    : { username: 'admin', generatedPassword: password };
}
