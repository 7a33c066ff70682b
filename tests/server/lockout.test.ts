import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/server';
import { loadSettings } from '../../src/server/settings';
import { enableTwoFactor } from './support/access';
import { testDatabaseEnv } from './support/test-database';
import { ADMIN_PASSWORD, ApiClient, startTestServer, type TestServer } from './support/test-server';

const run = promisify(execFile);
const TOO_MANY = { statusCode: 429, message: 'Too many requests, try again later' };

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server behind a trusted proxy on loopback, so each test can speak from several addresses. */
async function behindProxy(): Promise<TestServer> {
  const server = await startTestServer({ TRUST_PROXY: 'loopback' });
  servers.push(server);
  return server;
}

function attempt(
  server: { url: string },
  from: string,
  username: string,
  password: string,
  cookie = '',
) {
  return fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
}

/** The `name=value` of the known-device cookie a sign-in answer sets. */
function deviceCookieOf(response: Response): string {
  const device = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('portfolio_device='));
  expect(device).toBeDefined();
  return device!.split(';')[0]!;
}

/** Makes ten failed sign-ins from `from`, each for another unknown name, so only the address counts them. */
async function lockAddress(server: { url: string }, from: string) {
  for (let i = 0; i < 10; i++) {
    expect((await attempt(server, from, `neighbour-${i}`, 'guess')).status).toBe(401);
  }
}

describe('lock-out per account', () => {
  it('locks an account guessed at from many addresses, with Retry-After, and lets the right password wait too', async () => {
    const server = await behindProxy();
    for (let i = 0; i < 10; i++) {
      const failed = await attempt(
        server,
        `198.51.100.${i % 2 === 0 ? 1 : 2}`,
        'admin',
        `guess-${i}`,
      );
      expect(failed.status).toBe(401);
    }
    const locked = await attempt(server, '198.51.100.3', 'admin', ADMIN_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual(TOO_MANY);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another account from the same fresh address is not affected.
    expect((await attempt(server, '198.51.100.3', 'nobody', 'x')).status).toBe(401);
  });

  it('counts guesses sent all at once one by one: thirty at the same moment make ten guesses, not thirty', async () => {
    const server = await behindProxy();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attempt(server, `198.51.100.${10 + i}`, 'admin', `parallel-${i}`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('answers an unknown username exactly as a wrong password, locked or not', async () => {
    const server = await behindProxy();
    const answers = async (username: string, from: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await attempt(server, `${from}.${i}`, username, 'wrong-password');
        seen.push(
          `${response.status} ${await response.text()} ${response.headers.get('retry-after') !== null}`,
        );
      }
      return seen;
    };
    expect(await answers('ghost-user', '203.0.113')).toEqual(await answers('admin', '192.0.2'));
  });

  it('never locks the owner out of a browser where they signed in before', async () => {
    const server = await behindProxy();
    const first = await attempt(server, '192.0.2.10', 'admin', ADMIN_PASSWORD);
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('portfolio_device='));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/Path=\/auth/);
    const deviceCookie = device!.split(';')[0]!;

    for (let i = 0; i < 12; i++) await attempt(server, `198.51.100.${i}`, 'admin', `guess-${i}`);
    expect((await attempt(server, '198.51.100.99', 'admin', ADMIN_PASSWORD)).status).toBe(429);

    const owner = await attempt(server, '192.0.2.10', 'admin', ADMIN_PASSWORD, deviceCookie);
    expect(owner.status).toBe(200);
    // A forged device cookie is no device.
    const forged = await attempt(
      server,
      '192.0.2.11',
      'admin',
      ADMIN_PASSWORD,
      'portfolio_device=Fe26.2**forged',
    );
    expect(forged.status).toBe(429);
  });

  it('is lifted by the command line', async () => {
    const server = await behindProxy();
    for (let i = 0; i < 10; i++) await attempt(server, `198.51.100.${i}`, 'admin', 'guess');
    expect((await attempt(server, '192.0.2.50', 'admin', ADMIN_PASSWORD)).status).toBe(429);
    const env = {
      ...process.env,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'silent',
      ...server.databaseEnv,
    };
    const unlocked = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin.ts', '--unlock', 'admin'],
      { env },
    );
    expect(unlocked.stdout).toContain('may sign in again');
    expect((await attempt(server, '192.0.2.50', 'admin', ADMIN_PASSWORD)).status).toBe(200);
  });
});

describe('lock-out per address', () => {
  it('locks an address after 10 failures over any usernames, for the rest of the 15 minutes', async () => {
    const server = await behindProxy();
    for (let i = 0; i < 10; i++) {
      expect((await attempt(server, '198.51.100.7', `user-${i}`, 'guess')).status).toBe(401);
    }
    const locked = await attempt(server, '198.51.100.7', 'admin', ADMIN_PASSWORD);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await attempt(server, '198.51.100.8', 'admin', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('keeps its counts across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-lockout-'));
    const database = await testDatabaseEnv();
    const settings = loadSettings({
      ...database.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
    });
    try {
      const before = await startServer(settings);
      const client = new ApiClient(before.url);
      for (let i = 0; i < 10; i++)
        await client.post('/auth/login', { username: 'admin', password: 'no' });
      await before.stop();
      const after = await startServer(settings);
      try {
        const locked = await new ApiClient(after.url).post('/auth/login', {
          username: 'admin',
          password: ADMIN_PASSWORD,
        });
        expect(locked.status).toBe(429);
      } finally {
        await after.stop();
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a browser where the owner signed in before', () => {
  it('is not locked out by guesses from the address it shares with the guesser', async () => {
    const server = await behindProxy();
    const shared = '192.0.2.20';
    const owner = deviceCookieOf(await attempt(server, shared, 'admin', ADMIN_PASSWORD));
    const admin = new ApiClient(server.url);
    await admin.login();
    expect(
      (await admin.post('/api/admin', { username: 'bea', password: ADMIN_PASSWORD })).status,
    ).toBe(200);
    const bea = deviceCookieOf(await attempt(server, '192.0.2.21', 'bea', ADMIN_PASSWORD));

    await lockAddress(server, shared);
    // A browser without the cookie is held by the address limit, right password or not.
    const stranger = await attempt(server, shared, 'admin', ADMIN_PASSWORD);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    // The owner's own browser, on the same address, is judged by its own counter only.
    expect((await attempt(server, shared, 'admin', 'a typo', owner)).status).toBe(401);
    expect((await attempt(server, shared, 'admin', ADMIN_PASSWORD, owner)).status).toBe(200);
    expect((await attempt(server, shared, 'bea', ADMIN_PASSWORD, bea)).status).toBe(200);

    // The cookie vouches only for the account it was sealed for, and cannot be made up.
    expect((await attempt(server, shared, 'admin', ADMIN_PASSWORD, bea)).status).toBe(429);
    const forged = 'portfolio_device=Fe26.2**forged';
    expect((await attempt(server, shared, 'admin', ADMIN_PASSWORD, forged)).status).toBe(429);
  });

  it('gives a copied device cookie no more than its own ten tries, then its own growing lock', async () => {
    const server = await behindProxy();
    const device = deviceCookieOf(await attempt(server, '192.0.2.30', 'admin', ADMIN_PASSWORD));
    for (let i = 0; i < 10; i++) {
      // A fresh address each time: no address counter is what stops it.
      const guess = await attempt(server, `203.0.113.${i}`, 'admin', `guess-${i}`, device);
      expect(guess.status).toBe(401);
    }
    const locked = await attempt(server, '203.0.113.50', 'admin', ADMIN_PASSWORD, device);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});

describe('addresses as the lock-out counts them', () => {
  it('counts every spelling of an IPv4 address as one, IPv4-mapped IPv6 included', async () => {
    const server = await behindProxy();
    const spellings = [
      '198.51.100.30',
      '::ffff:198.51.100.30',
      '::FFFF:198.51.100.30',
      '0:0:0:0:0:ffff:198.51.100.30',
      '::ffff:c633:641e',
    ];
    for (let i = 0; i < 10; i++) {
      const failed = await attempt(server, spellings[i % spellings.length]!, `user-${i}`, 'guess');
      expect(failed.status).toBe(401);
    }
    for (const spelling of spellings) {
      expect((await attempt(server, spelling, 'admin', ADMIN_PASSWORD)).status).toBe(429);
    }
    expect((await attempt(server, '198.51.100.31', 'admin', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('counts an IPv6 client per /64, however its addresses are written', async () => {
    const server = await behindProxy();
    const inOneNetwork = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2::2',
      '2001:0db8:0001:0002:0000:0000:0000:0003',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a:b:c:d',
    ];
    for (let i = 0; i < 10; i++) {
      const from = inOneNetwork[i % inOneNetwork.length]!;
      expect((await attempt(server, from, `user-${i}`, 'guess')).status).toBe(401);
    }
    const sameNetwork = await attempt(server, '2001:db8:1:2:1234::99', 'admin', ADMIN_PASSWORD);
    expect(sameNetwork.status).toBe(429);
    expect(Number(sameNetwork.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The next /64 is another client.
    expect((await attempt(server, '2001:db8:1:3::1', 'admin', ADMIN_PASSWORD)).status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('leaves no failure behind: ten sign-ins in two steps from one address do not lock it', async () => {
    const server = await behindProxy();
    const admin = new ApiClient(server.url);
    await admin.login();
    expect(
      (await admin.post('/api/admin', { username: 'tess', password: ADMIN_PASSWORD })).status,
    ).toBe(200);
    const tess = new ApiClient(server.url);
    await tess.login('tess', ADMIN_PASSWORD);
    const { recoveryCodes } = await enableTwoFactor(tess);

    const office = '192.0.2.60';
    const login = (body: Record<string, string>) =>
      fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': office },
        body: JSON.stringify({ username: 'tess', password: ADMIN_PASSWORD, ...body }),
      });
    for (const code of recoveryCodes) {
      expect((await login({})).status).toBe(401);
      expect((await login({ code })).status).toBe(200);
    }
    // The address still has all its tries: a wrong password is refused as such, not locked.
    expect((await attempt(server, office, 'tess', 'wrong')).status).toBe(401);
  });
});
