import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';

export const SESSION_COOKIE = 'portfolio_session';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface SessionData {
  adminId?: number;
}

/** What procedures need of a session; a visitor-only context has no cookie to write. */
export interface Session extends SessionData {
  save(): Promise<void>;
  destroy(): void;
}

export function sessionOptions(secret: string, secure: boolean): SessionOptions {
  return {
    password: secret,
    cookieName: SESSION_COOKIE,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

/** The sealed cookie session; `Secure` only when the request came over HTTPS. */
export function readSession(
  req: IncomingMessage & { secure?: boolean },
  res: ServerResponse,
  secret: string,
): Promise<Session> {
  return getIronSession<SessionData>(req, res, sessionOptions(secret, req.secure === true));
}

/** The session of server-side calls made on a visitor's behalf (page rendering). */
export function visitorSession(): Session {
  return {
    save: async () => {
      throw new Error('A visitor context cannot start a session');
    },
    destroy: () => {},
  };
}
