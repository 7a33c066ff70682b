import type { EntityManager } from '@mikro-orm/knex';
import { endSessionsOf } from '../session/session.service';
import { ApiTokenEntity } from '../token/token.entity';

/**
 * Everything that lets an admin in without the password: its sessions and
 * its API tokens. Ended on a new password (someone who held the old one may
 * have made them) and on deactivation, so a re-activated admin starts with
 * none: a token is deleted, not suspended. `keepSessionId` is the session
 * an admin changed their own password from.
 */
export async function revokeAccessOf(
  em: EntityManager,
  adminId: number,
  keepSessionId?: string,
): Promise<void> {
  await endSessionsOf(em, adminId, keepSessionId);
  await em.nativeDelete(ApiTokenEntity, { admin: adminId });
}
