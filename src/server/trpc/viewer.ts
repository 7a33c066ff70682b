import type { EntityManager } from '@mikro-orm/better-sqlite';
import type { Session } from '../http/session';
import { AdminEntity } from '../modules/auth/admin.entity';

/** `ctx.isAdmin` for a request: looks the admin up once, on first use. */
export function adminCheck(em: EntityManager, session: Session): () => Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  return () => {
    answer ??= session.adminId
      ? em
          .findOne(AdminEntity, { adminId: session.adminId })
          .then((admin) => admin?.active === true)
      : Promise.resolve(false);
    return answer;
  };
}
