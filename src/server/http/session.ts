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
 * Seals this process has opened, with what they hold, by secret. Opening a
 * seal costs two key derivations, an HMAC and a decryption: the largest
 * share of a signed-in request's CPU. A browser sends the same seal on every
 * request until it is saved anew, so each is opened once and its content
 * kept until the expiry written inside it (covered by its HMAC, so it can be
 * trusted once the seal opened). Only the exact text that opened is found
 * here: a forged or altered cookie misses and takes the full check, and a
 * seal that fails to open is never kept. The session row is still read on
 * every request, so signing out or revoking takes effect at once.
 */
const openedSeals = new Map<string, Map<string, { data: SessionData; expiresAt: number }>>();
/** Seals kept per secret: the oldest goes first once full (about 300 bytes each). */
const OPENED_SEALS_KEPT = 1000;

/** The expiry an iron seal carries (its sixth `*`-separated field), in epoch ms. */
function sealExpiry(seal: string): number {
  const expiration = seal.split('~')[0]?.split('*')[5];
  return expiration && /^\d+$/.test(expiration) ? Number(expiration) : Number.POSITIVE_INFINITY;
}

function sessionCookieOf(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header?.includes(`${SESSION_COOKIE}=`)) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === SESSION_COOKIE) {
      const value = pair.slice(at + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
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
  const seal = sessionCookieOf(req);
  let opened = openedSeals.get(secret);
  const kept = seal === undefined ? undefined : opened?.get(seal);
  if (seal !== undefined && kept) {
    if (Date.now() < kept.expiresAt) {
      // A session without a cookie to open costs no cryptography; it saves
      // and destroys exactly as the opened one would.
      const session = await getIronSession<SessionData>(withoutSessionCookie(req), res, options);
      return Object.assign(session, kept.data);
    }
    opened?.delete(seal);
  }
  let session: Session;
  try {
    session = await getIronSession<SessionData>(req, res, options);
  } catch (error) {
    const stripped = withoutSessionCookie(req);
    // No session cookie to blame: a real fault (such as a short secret) stays one.
    if (stripped.headers.cookie === (req.headers.cookie ?? '')) throw error;
    return getIronSession<SessionData>(stripped, res, options);
  }
  if (seal !== undefined && session.sid !== undefined) {
    if (!opened) openedSeals.set(secret, (opened = new Map()));
    if (opened.size >= OPENED_SEALS_KEPT) opened.delete(opened.keys().next().value!);
    opened.set(seal, { data: { sid: session.sid }, expiresAt: sealExpiry(seal) });
  }
  return session;
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
