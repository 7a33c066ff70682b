import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/better-sqlite';
import type { Identity } from '../../../shared/auth';
import { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../trpc/errors';
import { type Admin, AdminEntity } from './admin.entity';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

export const toIdentity = (admin: Admin): Identity => ({
  adminId: admin.adminId,
  username: admin.username,
  active: admin.active,
});

/** The admin whose credentials these are, or 2001 for anything else (no hint which part was wrong). */
export async function authenticate(
  em: EntityManager,
  username: string,
  password: string,
): Promise<Admin> {
  const admin = await em.findOne(AdminEntity, { username });
  const valid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !valid || !admin.active) {
    throw new AppError(ErrorCode.badCredentials, 401, 'Bad credentials');
  }
  return admin;
}

/** Creates the admin, or resets its password and re-activates it if it exists. */
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
    return 'reset';
  }
  em.create(AdminEntity, { username, passwordHash, active: true });
  await em.flush();
  return 'created';
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
