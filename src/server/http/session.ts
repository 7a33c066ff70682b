import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';

export const SESSION_COOKIE = 'portfolio_session';

export interface SessionData {
  /**
   * The secret of a session row in the database. The cookie only points at
   * the session: signing out, a password change or an admin's removal ends
   * the row, and the cookie with it, on every instance at once.
   */
  sid?: string;
}

/** What procedures need of a session cookie; a visitor-only context has none to write. */
export interface Session extends SessionData {
  save(): Promise<void>;
  destroy(): void;
}

export function sessionOptions(secret: string, secure: boolean, ttlMs: number): SessionOptions {
  return {
    password: secret,
    cookieName: SESSION_COOKIE,
    ttl: Math.round(ttlMs / 1000),
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

/** The request's cookie header without the session cookie. */
function withoutSessionCookie(req: IncomingMessage): IncomingMessage {
  const cookie = (req.headers.cookie ?? '')
    .split(';')
    .filter((pair) => pair.split('=')[0]?.trim() !== SESSION_COOKIE)
    .join(';');
  // iron-session reads nothing of the request but its cookie header.
  return { headers: { ...req.headers, cookie } } as IncomingMessage;
}

/** Whether a request carries the session cookie at all (valid or not). */
export function hasSessionCookie(req: IncomingMessage): boolean {
  return req.headers.cookie?.includes(`${SESSION_COOKIE}=`) === true;
}

/**
 * The sealed cookie; `Secure` only when the request came over HTTPS.
 *
 * iron-session turns only some bad seals into an empty session (a wrong
 * HMAC, an expired seal); a cookie altered in its prefix or its expiration
 * field makes it throw ("Wrong mac prefix", "Invalid expiration"), which
 * would answer 500 to a visitor with a damaged or forged cookie. Any cookie
 * that does not unseal is no session at all: the request is read as if it
 * had none, so it gets the same 401 as any visitor.
 */
export async function readSession(
  req: IncomingMessage & { secure?: boolean },
  res: ServerResponse,
  secret: string,
  ttlMs: number,
): Promise<Session> {
  const options = sessionOptions(secret, req.secure === true, ttlMs);
  try {
    return await getIronSession<SessionData>(req, res, options);
  } catch (error) {
    const stripped = withoutSessionCookie(req);
    // No session cookie to blame: a real fault (such as a short secret) stays one.
    if (stripped.headers.cookie === (req.headers.cookie ?? '')) throw error;
    return getIronSession<SessionData>(stripped, res, options);
  }
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
