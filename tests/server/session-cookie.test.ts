import type { IncomingMessage, ServerResponse } from 'node:http';
import { sealData, unsealData } from 'iron-session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, SESSION_COOKIE } from '../../src/server/http/session';

const SECRET = 'session-cookie-test-secret-of-32-characters-at-least';
const TTL_MS = 60 * 60 * 1000;

function request(cookie: string): IncomingMessage {
  return { headers: { cookie } } as IncomingMessage;
}

/** A response that keeps the Set-Cookie lines it is given. */
function response() {
  const headers = new Map<string, unknown>();
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
  } as unknown as ServerResponse;
  return { res, setCookies: () => (headers.get('set-cookie') as string[] | undefined) ?? [] };
}

async function sealFor(sid: string, ttlSeconds = TTL_MS / 1000): Promise<string> {
  return sealData({ sid }, { password: SECRET, ttl: ttlSeconds });
}

async function read(cookie: string) {
  const { res, setCookies } = response();
  const session = await readSession(request(cookie), res, SECRET, TTL_MS);
  return { session, setCookies };
}

describe('the session cookie', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the same session from a seal each time it is sent', async () => {
    const seal = await sealFor('first-session');
    for (let time = 0; time < 3; time += 1) {
      const { session } = await read(`theme=dark; ${SESSION_COOKIE}=${seal}`);
      expect(session.sid).toBe('first-session');
    }
  });

  it('saves and ends a session read again the way it does the first time', async () => {
    const seal = await sealFor('saved-session');
    await read(`${SESSION_COOKIE}=${seal}`);

    const again = await read(`${SESSION_COOKIE}=${seal}`);
    again.session.sid = 'renewed-session';
    await again.session.save();
    const saved = again.setCookies()[0] ?? '';
    const newSeal = decodeURIComponent(saved.split(';')[0]!.slice(SESSION_COOKIE.length + 1));
    expect(await unsealData(newSeal, { password: SECRET })).toEqual({ sid: 'renewed-session' });

    const ended = await read(`${SESSION_COOKIE}=${seal}`);
    ended.session.destroy();
    expect(ended.session.sid).toBeUndefined();
    expect(ended.setCookies()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
  });

  it('refuses a seal once it has expired, though it was read before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seal = await sealFor('short-session', 120);
    expect((await read(`${SESSION_COOKIE}=${seal}`)).session.sid).toBe('short-session');
    // Past its expiry and the clock skew a seal is allowed.
    vi.setSystemTime(Date.now() + 200_000);
    expect((await read(`${SESSION_COOKIE}=${seal}`)).session.sid).toBeUndefined();
  });

  it('refuses a seal altered in any character, and one sealed with another secret', async () => {
    const seal = await sealFor('real-session');
    await read(`${SESSION_COOKIE}=${seal}`);
    const altered = seal.replace(/\*([A-Za-z0-9_-])/, (_match, char: string) =>
      char === 'A' ? '*B' : '*A',
    );
    expect(altered).not.toBe(seal);
    expect((await read(`${SESSION_COOKIE}=${altered}`)).session.sid).toBeUndefined();
    const foreign = await sealData(
      { sid: 'real-session' },
      { password: 'another-secret-of-at-least-32-characters!!', ttl: 3600 },
    );
    expect((await read(`${SESSION_COOKIE}=${foreign}`)).session.sid).toBeUndefined();
  });
});
