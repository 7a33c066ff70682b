import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import type { Session as SessionDto } from '../../../shared/access';
import { type ListRequest, listPage } from '../../db/list';
import { sessionSortFields } from '../../../shared/access';
import type { ListResponse } from '../../../shared/list';
import { AppError } from '../../trpc/errors';
import type { Admin } from '../account/admin.entity';
import { type AdminSession, AdminSessionEntity } from './session.entity';

/** How long sessions may live: idle (since last use) and in all (since sign-in). */
export interface SessionLimits {
  idleMs: number;
  maxMs: number;
  /** How long a sign-in or a confirmation lets the session make sensitive changes. */
  confirmMs: number;
}

/** Last use is written at most this often: a busy admin app would otherwise write on every call. */
const LAST_SEEN_PRECISION_MS = 60_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const USER_AGENT_MAX = 512;

/** Starts a session for a signed-in admin; the returned secret goes into the sealed cookie only. */
export async function startSession(
  em: EntityManager,
  admin: Admin,
  userAgent: string | undefined,
  limits: SessionLimits,
): Promise<{ secret: string; session: AdminSession }> {
  const secret = randomBytes(32).toString('base64url');
  const now = new Date();
  const session = em.create(AdminSessionEntity, {
    sessionId: randomBytes(16).toString('base64url'),
    secretHash: sha256(secret),
    admin,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + limits.maxMs),
    userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
    confirmedAt: null,
  });
  await em.flush();
  return { secret, session };
}

/**
 * The live session a cookie's secret names, with its admin, or null. A
 * session past its idle time or lifetime is deleted on the way.
 */
export async function findLiveSession(
  em: EntityManager,
  secret: string,
  limits: SessionLimits,
): Promise<AdminSession | null> {
  const session = await em.findOne(
    AdminSessionEntity,
    { secretHash: sha256(secret) },
    { populate: ['admin'] },
  );
  if (!session) return null;
  const now = Date.now();
  const idleUntil = session.lastSeenAt.getTime() + limits.idleMs;
  if (now >= session.expiresAt.getTime() || now >= idleUntil) {
    await em.nativeDelete(AdminSessionEntity, { sessionId: session.sessionId });
    return null;
  }
  if (now - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
    // A plain update: this must not wait for, or join, the request's own unit of work.
    session.lastSeenAt = new Date(now);
    await em.nativeUpdate(
      AdminSessionEntity,
      { sessionId: session.sessionId },
      { lastSeenAt: session.lastSeenAt },
    );
  }
  return session;
}

export async function endSessionBySecret(em: EntityManager, secret: string): Promise<void> {
  await em.nativeDelete(AdminSessionEntity, { secretHash: sha256(secret) });
}

/** Ends every session of an admin but one (the one making the change, if any). */
export async function endSessionsOf(
  em: EntityManager,
  adminId: number,
  exceptSessionId?: string,
): Promise<number> {
  return em.nativeDelete(AdminSessionEntity, {
    admin: adminId,
    ...(exceptSessionId ? { sessionId: { $ne: exceptSessionId } } : {}),
  });
}

/** Sessions expired by either limit: deleted now and then so the table does not grow forever. */
export async function pruneSessions(
  em: EntityManager,
  limits: Pick<SessionLimits, 'idleMs' | 'maxMs'>,
): Promise<number> {
  const now = Date.now();
  return em.nativeDelete(AdminSessionEntity, {
    $or: [
      { expiresAt: { $lte: new Date(now) } },
      { lastSeenAt: { $lte: new Date(now - limits.idleMs) } },
    ],
  });
}

const toDto = (session: AdminSession, currentId: string | undefined): SessionDto => ({
  sessionId: session.sessionId,
  createdAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  userAgent: session.userAgent ?? null,
  current: session.sessionId === currentId,
});

/** An admin's own sessions: nobody lists or ends another admin's (deactivating them does that). */
export function sessionService(em: EntityManager, adminId: number, currentId?: string) {
  async function own(sessionId: string): Promise<AdminSession> {
    const session = await em.findOne(AdminSessionEntity, { sessionId, admin: adminId });
    if (!session) throw AppError.notFound('Session');
    return session;
  }

  return {
    list: (request: ListRequest): Promise<ListResponse<SessionDto>> =>
      listPage(
        em,
        {
          entity: AdminSessionEntity,
          textFields: ['userAgent'],
          sortFields: sessionSortFields,
          defaultSort: [['lastSeenAt', 'desc']],
          where: { admin: adminId },
        },
        request,
        (session) => toDto(session, currentId),
      ),

    async end(sessionId: string): Promise<SessionDto> {
      const session = await own(sessionId);
      const dto = toDto(session, currentId);
      await em.nativeDelete(AdminSessionEntity, { sessionId });
      return dto;
    },

    endOthers: async () => ({ endedSessions: await endSessionsOf(em, adminId, currentId) }),
  };
}
