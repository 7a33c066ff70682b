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

/** The request's cookie header without the session cookie. */
function withoutSessionCookie(req: IncomingMessage): IncomingMessage {
  const cookie = (req.headers.cookie ?? '')
    .split(';')
    .filter((pair) => pair.split('=')[0]?.trim() !== SESSION_COOKIE)
    .join(';');
  // iron-session reads nothing of the request but its cookie header.
  return { headers: { ...req.headers, cookie } } as IncomingMessage;
}

/**
 * The sealed cookie session; `Secure` only when the request came over HTTPS.
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
): Promise<Session> {
  const options = sessionOptions(secret, req.secure === true);
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
