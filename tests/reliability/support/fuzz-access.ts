import { generate } from 'otplib';
import { type RawReply, sendRaw } from './fuzz-client';
import type { Operation } from './fuzz-contract';
import type { FuzzRequest, Pools } from './fuzz-requests';
import { type AdminHttp, sessionCookieOf, signIn } from './fuzz-setup';

/**
 * The calls that manage how one signs in (sign-out, sessions, API tokens,
 * two-factor sign-in, clearing another admin's two-factor), fuzzed as a
 * second admin so the fuzzer's own session and tokens are never the ones
 * they end, revoke or lock.
 *
 * They run first, before any fuzzed sign-in fails: the lock-out counts 10
 * failures per address in 15 minutes, and every request of the run comes
 * from the same loopback address (the suite's server trusts no proxy), so
 * once the fuzzed logins have locked that address no one can sign in again.
 * The second admin's session is renewed whenever a call ends it; the first
 * admin's, used for everything else, is never renewed and must last the run.
 */

export const ACCESS_ADMIN = { username: 'fuzz-access', password: 'access-password-1' };

const SIGN_IN_CALLS =
  /^(POST \/auth\/logout|\S+ \/auth\/2fa(\/.*)?|\S+ \/api\/(session|token)(\/.*)?|DELETE \/api\/admin\/\{id\}\/2fa)$/;

/** Whether an operation (by id, `POST /auth/logout`) is one the second admin makes. */
export function managesSignIn(operationId: string): boolean {
  return SIGN_IN_CALLS.test(operationId);
}

/** Operations whose success path the two-factor round drives (they need a live secret). */
export const TWO_FACTOR_SCRIPTED = new Set(['POST /auth/2fa/enable', 'POST /auth/2fa/disable']);

/** A TOTP code for a secret, `steps` 30-second steps from now, as an authenticator app shows it. */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Turns two-factor sign-in on for a signed-in admin, as its owner would. */
export async function enableTwoFactor(api: AdminHttp): Promise<string> {
  const setup = await api.send('POST', '/auth/2fa/setup');
  const { secret } = setup.body as { secret?: string };
  if (setup.status !== 200 || !secret) throw new Error(`setup 2fa: ${setup.status}`);
  const enabled = await api.send('POST', '/auth/2fa/enable', { code: await totpCode(secret) });
  if (enabled.status !== 200) throw new Error(`enable 2fa: ${enabled.status}`);
  return secret;
}

/**
 * The second admin's session cookie, renewed by signing in again after a
 * call ended it. A cookie is renewed once however many requests find it
 * ended; cookies that stopped working without a sign-out by the fuzzer are
 * kept, as that would be a defect of the server.
 */
export class RenewableSession {
  renewals = 0;
  private renewing: Promise<void> | undefined;
  private readonly ended = new Set<string>();
  private readonly lost = new Set<string>();

  constructor(
    private readonly baseUrl: string,
    public cookie: string,
    /** Turns two-factor off for this admin, should a fuzzed call ever have turned it on. */
    private readonly clearTwoFactor: () => Promise<void>,
  ) {}

  /** The cookie was ended by a sign-out or by ending its session: sign in again. */
  async endedBy(sentCookie: string): Promise<void> {
    this.ended.add(sentCookie);
    await this.renew(sentCookie, false);
  }

  /** A 401 with this cookie: sign in again if the session is really gone. */
  async refusedWith(sentCookie: string): Promise<void> {
    await this.renew(sentCookie, true);
  }

  /** Cookies found ended that no sign-out or session end of the fuzzer explains. */
  unexplainedLosses(): string[] {
    return [...this.lost].filter((cookie) => !this.ended.has(cookie));
  }

  private async renew(sentCookie: string, check: boolean): Promise<void> {
    // One renewal at a time; a request that waited for one may find its cookie renewed.
    while (this.renewing) await this.renewing;
    // Another request already renewed this one.
    if (sentCookie !== this.cookie) return;
    this.renewing = (async () => {
      if (check) {
        const identity = await fetch(`${this.baseUrl}/auth/identity`, {
          headers: { cookie: sentCookie },
        });
        await identity.arrayBuffer();
        if (identity.status === 200) return;
        this.lost.add(sentCookie);
      }
      this.cookie = await this.signIn();
      this.renewals++;
    })();
    try {
      await this.renewing;
    } finally {
      this.renewing = undefined;
    }
  }

  private async signIn(): Promise<string> {
    let login = await sessionCookieOf(this.baseUrl, ACCESS_ADMIN);
    if (!login.cookie && login.body.includes('2002')) {
      await this.clearTwoFactor();
      login = await sessionCookieOf(this.baseUrl, ACCESS_ADMIN);
    }
    if (!login.cookie) {
      throw new Error(
        `the second admin could not sign in again: ${login.status} ${login.body} ` +
          '(a lock-out here means fuzzed logins ran before the sign-in calls)',
      );
    }
    return login.cookie;
  }
}

export interface Access {
  adminId: number;
  session: RenewableSession;
  /** The first admin's API tokens, in Authorization for the `read` and `write` requests. */
  tokens: { read: string; write: string };
}

async function check(reply: Promise<{ status: number; body: unknown }>, what: string) {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`setup ${what}: ${status} ${JSON.stringify(body)}`);
  return body as Record<string, unknown>;
}

/**
 * Sets up what the sign-in calls and the token requests need, and adds it to
 * the pools: the second admin with a few sessions (one to work with, the
 * others for its session ends) and tokens (for its revokes); the first
 * admin's read and write tokens; two-factor sign-in on for the first target
 * admin, so clearing it clears something.
 */
export async function prepareAccess(
  main: AdminHttp,
  baseUrl: string,
  pools: Pools,
): Promise<Access> {
  const tokens = {
    read: (
      await check(
        main.send('POST', '/api/token', { name: 'fuzz read', scope: 'read' }),
        'read token',
      )
    ).token as string,
    write: (
      await check(
        main.send('POST', '/api/token', { name: 'fuzz write', scope: 'write' }),
        'write token',
      )
    ).token as string,
  };
  const created = await check(main.send('POST', '/api/admin', ACCESS_ADMIN), 'second admin');
  const adminId = created.adminId as number;
  // The second admin is no target of the first one's admin calls: renaming it,
  // changing its password or deactivating it would end its sessions.
  pools.ids.admin = (pools.ids.admin ?? []).filter((id) => id !== adminId);

  const [target] = pools.refs.admin ?? [];
  const targetName = (
    (await check(main.send('GET', `/api/admin/${target}`), 'target')) as {
      username: string;
    }
  ).username;
  await enableTwoFactor(await signIn(baseUrl, 'target-password-1', targetName));

  const [working, ...others] = await Promise.all(
    Array.from({ length: 4 }, () => signIn(baseUrl, ACCESS_ADMIN.password, ACCESS_ADMIN.username)),
  );
  if (!working) throw new Error('setup: no session for the second admin');
  const listed = await check(working.send('GET', '/api/session?limit=100'), 'sessions');
  const sessions = listed.items as { sessionId: string; current: boolean }[];
  const current = sessions.find((session) => session.current)?.sessionId;
  const otherIds = sessions.filter((session) => !session.current).map((s) => s.sessionId);
  if (!current || otherIds.length !== others.length) {
    throw new Error(`setup: unexpected sessions ${JSON.stringify(sessions)}`);
  }
  pools.refs.session = otherIds.slice(0, 2);
  pools.deletable.session = otherIds.slice(2);
  // Ending the session in use is a sign-out: the fuzzer signs in again.
  pools.ids.session = [current];

  const tokenIds: number[] = [];
  for (const scope of ['read', 'write', 'read', 'write']) {
    const token = await check(
      working.send('POST', '/api/token', { name: `access ${scope} ${tokenIds.length}`, scope }),
      'access token',
    );
    tokenIds.push(token.tokenId as number);
  }
  pools.refs.token = tokenIds.slice(0, 3);
  pools.deletable.token = tokenIds.slice(3);
  // The tokens above, and those the run's creates will take.
  pools.ids.token = Array.from({ length: 30 }, (_, i) => (tokenIds[0] as number) + i);

  const session = new RenewableSession(baseUrl, working.cookie, async () => {
    await check(main.send('DELETE', `/api/admin/${adminId}/2fa`), 'clear 2fa');
  });
  return { adminId, session, tokens };
}

/** What the two-factor round found wrong beyond the status of each call. */
export interface RoundResult {
  problems: string[];
}

/**
 * The success path of two-factor sign-in, in order, as the second admin:
 * set-up, enable with a code from the secret, a sign-in that asks for the
 * code (401, statusCode 2002), a sign-in with a recovery code, and disable
 * with the password and the next code (the one enable used may not be used
 * again). Each call goes to `record` like any other request of the run.
 */
export async function twoFactorRound(
  baseUrl: string,
  operations: Operation[],
  session: RenewableSession,
  record: (request: FuzzRequest, reply: RawReply) => void,
): Promise<RoundResult> {
  const problems: string[] = [];
  const known = new Set(operations.map((operation) => operation.id));
  let index = -1;
  const call = async (
    operationId: string,
    body: unknown,
    expect: number | '2xx',
    signedIn = true,
  ): Promise<{ status: number; json: Record<string, unknown> }> => {
    if (!known.has(operationId)) problems.push(`${operationId} is not in openapi.json`);
    const [method = '', path = ''] = operationId.split(' ');
    const text = body === undefined ? undefined : JSON.stringify(body);
    const request: FuzzRequest = {
      index: index--,
      operation: operationId,
      method,
      path,
      session: signedIn ? 'admin' : 'none',
      headers: text === undefined ? {} : { 'content-type': 'application/json' },
      body: text,
      kind: 'two-factor round',
      json: text === undefined ? undefined : { value: JSON.parse(text) as unknown },
      expect,
    };
    const headers = signedIn ? { ...request.headers, cookie: session.cookie } : request.headers;
    const reply = await sendRaw(baseUrl, { ...request, headers });
    record(request, reply);
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(reply.text) as Record<string, unknown>;
    } catch {
      // Judged by `record`.
    }
    return { status: reply.status, json };
  };

  const setup = await call('POST /auth/2fa/setup', undefined, 200);
  const secret = typeof setup.json.secret === 'string' ? setup.json.secret : '';
  if (!secret) {
    problems.push(`set-up gave no secret (${setup.status})`);
    return { problems };
  }
  const enabled = await call('POST /auth/2fa/enable', { code: await totpCode(secret) }, 200);
  const recoveryCodes = (enabled.json.recoveryCodes ?? []) as string[];
  if (recoveryCodes.length !== 10) problems.push(`${recoveryCodes.length} recovery codes, not 10`);

  const status = await call('GET /auth/2fa', undefined, 200);
  if (status.json.enabled !== true) problems.push('status does not say two-factor is on');

  const codeNeeded = await call('POST /auth/login', ACCESS_ADMIN, 401, false);
  if (codeNeeded.json.statusCode !== 2002) {
    problems.push(`sign-in without a code: statusCode ${String(codeNeeded.json.statusCode)}`);
  }
  if (recoveryCodes[0]) {
    await call('POST /auth/login', { ...ACCESS_ADMIN, code: recoveryCodes[0] }, 200, false);
  }

  const disable = { password: ACCESS_ADMIN.password, code: await totpCode(secret, 1) };
  await call('POST /auth/2fa/disable', disable, 200);
  const after = await call('GET /auth/2fa', undefined, 200);
  if (after.json.enabled !== false) problems.push('status still says two-factor is on');
  return { problems };
}
