import type { IncomingHttpHeaders } from 'node:http';
import type { EntityManager } from '@mikro-orm/knex';
import type { TokenScope } from '../../../shared/access';
import type { Session } from '../../http/session';
import type { Admin } from '../account/admin.entity';
import { findLiveSession, type SessionLimits } from '../session/session.service';
import { findLiveToken } from '../token/token.service';

/** Who is calling, and with which credential. */
export type Viewer =
  | {
      via: 'session';
      admin: Admin;
      sessionId: string;
      scope: 'write';
      /** The sign-in, or the last confirmation since: sensitive changes count from it. */
      confirmedAt: Date;
    }
  | { via: 'token'; admin: Admin; tokenId: number; scope: TokenScope };

/** The secret of an `Authorization: Bearer …` header, if the request has one. */
export function bearerSecret(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  // A malformed Authorization header is a credential that does not work, not none at all.
  return match?.[1] ?? '';
}

/**
 * `ctx.viewer` for a request: the admin behind a bearer token (when the
 * request has an Authorization header) or behind the session cookie, looked
 * up once, on first use. Null for a visitor, an unknown, expired or revoked
 * credential, or an inactive admin.
 */
export function viewerOf(
  em: EntityManager,
  session: Session,
  headers: IncomingHttpHeaders,
  limits: SessionLimits,
): () => Promise<Viewer | null> {
  let answer: Promise<Viewer | null> | undefined;
  const resolve = async (): Promise<Viewer | null> => {
    const bearer = bearerSecret(headers);
    if (bearer !== undefined) {
      const token = bearer ? await findLiveToken(em, bearer) : null;
      if (!token?.admin.active) return null;
      return {
        via: 'token',
        admin: token.admin,
        tokenId: token.tokenId,
        scope: token.scope as TokenScope,
      };
    }
    if (!session.sid) return null;
    const live = await findLiveSession(em, session.sid, limits);
    if (!live?.admin.active) {
      // A cookie that points at nothing is dropped, so the browser stops sending it.
      session.destroy();
      return null;
    }
    return {
      via: 'session',
      admin: live.admin,
      sessionId: live.sessionId,
      scope: 'write',
      confirmedAt: live.confirmedAt ?? live.createdAt,
    };
  };
  return () => (answer ??= resolve());
}
