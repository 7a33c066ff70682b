import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/knex';
import { asciiLower } from '../../db/ascii-lower';
import type { z } from 'zod';
import {
  type Admin as AdminDto,
  type adminCreateSchema,
  adminSortFields,
  type adminUpdateSchema,
} from '../../../shared/admin';
import { ErrorCode } from '../../../shared/errors';
import { type ListRequest, listPage } from '../../db/list';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { type Admin, AdminEntity } from '../account/admin.entity';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../account/password';
import { endSessionsOf } from '../session/session.service';
import { revokeAccessOf } from '../auth/revoke-access';
import type { SecurityChange } from '../auth/security-notice';
import { clearTwoFactor } from '../two-factor/two-factor.service';

/** The signed-in admin making the call, and with what. */
export interface ActingAdmin {
  adminId: number;
  /** The caller's own session, kept when it changes its own password. */
  sessionId?: string | undefined;
  /** Throws 403 (4031) unless the caller's session signed in or confirmed recently. */
  requireConfirmed(): void;
  /** Tells the owner of a change to an admin's sign-in, when mail is set up. */
  notice(change: SecurityChange, username: string): Promise<void>;
}

export type AdminCreate = z.output<typeof adminCreateSchema>;
export type AdminUpdate = z.output<typeof adminUpdateSchema>;

/** Picks the public fields one by one, so the password hash can never leak into a reply. */
const toDto = (admin: Admin): AdminDto => ({
  adminId: admin.adminId,
  username: admin.username,
  active: admin.active,
});

const duplicateUsername = (statusCode: number, verb: string) =>
  AppError.conflict(statusCode, `Failed to ${verb} Admin: the username is already used`, [
    { path: 'username', message: 'Username is already used' },
  ]);

/**
 * A password on the list of common ones is refused like any invalid input
 * (400 with the field), before anything else is looked at. The length rule
 * is the shared schema's; this list stays on the server.
 */
async function refuseCommonPassword(
  password: string | undefined,
  statusCode: number,
  verb: string,
): Promise<void> {
  if (password && (await isCommonPassword(password))) {
    throw AppError.invalid(statusCode, `Failed to ${verb} Admin`, [
      { path: 'password', message: COMMON_PASSWORD_MESSAGE },
    ]);
  }
}

const cannotDeactivate = (reason: string) =>
  AppError.conflict(ErrorCode.updateFailed, `Failed to update Admin: ${reason}`, [
    { path: 'active', message: reason.charAt(0).toUpperCase() + reason.slice(1) },
  ]);

const cannotDelete = (reason: string) =>
  AppError.conflict(ErrorCode.deleteFailed, `Failed to delete Admin: ${reason}`);

/**
 * Admins manage admins. `actingAdminId` is the signed-in admin: it may not
 * lock itself out, and nobody may remove the last active admin, or the back
 * office would be unreachable until someone runs the CLI.
 */
export function adminService(
  em: EntityManager,
  acting: ActingAdmin,
): CrudService<AdminDto, AdminCreate, AdminUpdate> & {
  clearTwoFactor(id: number): Promise<AdminDto>;
} {
  const actingAdminId = acting.adminId;
  async function find(id: number): Promise<Admin> {
    const admin = await em.findOne(AdminEntity, { adminId: id });
    if (!admin) throw AppError.notFound('Admin');
    return admin;
  }

  /** Usernames are unique regardless of case: "Admin" and "admin" could not be told apart. */
  async function assertUsernameFree(
    username: string,
    statusCode: number,
    verb: string,
    exceptId?: number,
  ) {
    const clash = await em
      .createQueryBuilder(AdminEntity, 'a')
      .where('lower(a.username) = ?', [asciiLower(username)])
      .andWhere(exceptId ? { adminId: { $ne: exceptId } } : {})
      .getSingleResult();
    if (clash) throw duplicateUsername(statusCode, verb);
  }

  async function flushOrConflict(statusCode: number, verb: string) {
    try {
      await em.flush();
    } catch (error) {
      // A concurrent write can still win the race past the check above.
      if (error instanceof UniqueConstraintViolationException)
        throw duplicateUsername(statusCode, verb);
      throw error;
    }
  }

  /** Whether `admin` is the only active admin left. */
  async function isLastActive(admin: Admin): Promise<boolean> {
    if (!admin.active) return false;
    const others = await em.count(AdminEntity, { active: true, adminId: { $ne: admin.adminId } });
    return others === 0;
  }

  return {
    list: (request: ListRequest) =>
      listPage(
        em,
        {
          entity: AdminEntity,
          textFields: ['username'],
          sortFields: adminSortFields,
          defaultSort: [['adminId', 'asc']],
        },
        request,
        toDto,
      ),

    get: async (id) => toDto(await find(id)),

    async create(input) {
      acting.requireConfirmed();
      await refuseCommonPassword(input.password, ErrorCode.createFailed, 'create');
      await assertUsernameFree(input.username, ErrorCode.createFailed, 'create');
      const admin = em.create(AdminEntity, {
        username: input.username,
        passwordHash: await hashPassword(input.password),
        // A new admin is always active: the field is disabled when adding.
        active: true,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
      });
      await flushOrConflict(ErrorCode.createFailed, 'create');
      return toDto(admin);
    },

    async update(id, input) {
      const admin = await find(id);
      // Setting a password is sensitive; a rename or (de)activation is not.
      if (input.password) acting.requireConfirmed();
      await refuseCommonPassword(input.password, ErrorCode.updateFailed, 'update');
      await assertUsernameFree(input.username, ErrorCode.updateFailed, 'update', id);
      if (!input.active && admin.active) {
        if (admin.adminId === actingAdminId)
          throw cannotDeactivate('you cannot deactivate yourself');
        if (await isLastActive(admin)) throw cannotDeactivate('it is the last active admin');
      }
      admin.username = input.username;
      admin.active = input.active;
      // An empty or missing password keeps the old one.
      if (input.password) admin.passwordHash = await hashPassword(input.password);
      await flushOrConflict(ErrorCode.updateFailed, 'update');
      if (!admin.active) {
        // A deactivated admin is signed out everywhere at once, and its
        // tokens go for good: re-activating it brings none of them back.
        await revokeAccessOf(em, admin.adminId);
      } else if (input.password) {
        // A new password ends every other session opened with the old one
        // and every token; the admin who changed their own keeps the
        // session they did it from.
        const keep = admin.adminId === actingAdminId ? acting.sessionId : undefined;
        await revokeAccessOf(em, admin.adminId, keep);
      }
      if (input.password) await acting.notice('password-changed', admin.username);
      return toDto(admin);
    },

    async delete(id) {
      const admin = await find(id);
      if (admin.adminId === actingAdminId) throw cannotDelete('you cannot delete yourself');
      if (await isLastActive(admin)) throw cannotDelete('it is the last active admin');
      const dto = toDto(admin);
      // Its sessions, tokens and recovery codes go with it (cascading foreign keys).
      await endSessionsOf(em, admin.adminId);
      await em.remove(admin).flush();
      return dto;
    },

    /** Turns another admin's two-factor sign-in off (a lost phone); they set it up again. */
    async clearTwoFactor(id) {
      const admin = await find(id);
      acting.requireConfirmed();
      // Turning your own off asks for your password and a code (POST
      // /auth/2fa/disable); this shortcut is for an admin who lost their phone,
      // so a stolen session cannot use it to strip its own second factor.
      if (admin.adminId === actingAdminId)
        throw AppError.conflict(
          ErrorCode.updateFailed,
          'Failed to update Admin: turn your own two-factor sign-in off on the Security page',
        );
      await clearTwoFactor(em, admin);
      await acting.notice('two-factor-cleared', admin.username);
      return toDto(admin);
    },
  };
}
