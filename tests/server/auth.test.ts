import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminEntity } from '../../src/server/modules/account/admin.entity';
import { seedFirstAdmin } from '../../src/server/modules/auth/auth.service';
import { ADMIN_PASSWORD, ApiClient, startTestServer, type TestServer } from './support/test-server';

const run = promisify(execFile);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign in and out', () => {
  it('signs in, reports the identity, and signs out', async () => {
    const client = new ApiClient(server.url);
    expect(await client.get('/auth/identity')).toMatchObject({
      status: 401,
      body: { statusCode: 401, message: 'Not signed in' },
    });

    const login = await client.login();
    expect(login.body).toEqual({ statusCode: 0 });
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^portfolio_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604\d{3}/); // 7 days
    expect(cookie).not.toMatch(/Secure/i); // plain HTTP here

    const identity = await client.get('/auth/identity');
    expect(identity).toMatchObject({
      status: 200,
      body: { adminId: expect.any(Number), username: 'admin', active: true },
    });
    expect(Object.keys(identity.body).sort()).toEqual(['active', 'adminId', 'username']);

    const logout = await client.post('/auth/logout');
    expect(logout).toMatchObject({ status: 200, body: { statusCode: 0 } });
    expect((await client.get('/auth/identity')).status).toBe(401);
  });

  it('logs out with no body and no content type', async () => {
    const response = await fetch(`${server.url}/auth/logout`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ statusCode: 0 });
  });

  it('refuses bad credentials with 2001, without saying which part was wrong', async () => {
    const client = new ApiClient(server.url);
    for (const body of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody', password: ADMIN_PASSWORD },
    ]) {
      const response = await client.post('/auth/login', body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 2001, message: 'Bad credentials' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a malformed login body with 400 and the spec messages', async () => {
    const client = new ApiClient(server.url);
    const response = await client.post('/auth/login', { username: '', password: '' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Invalid input',
      errors: [
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
  });

  it('refuses an inactive admin and ends its open sessions', async () => {
    const em = server.orm.em.fork();
    await em.insert(AdminEntity, {
      username: 'retired',
      passwordHash: (await em.findOneOrFail(AdminEntity, { username: 'admin' })).passwordHash,
      active: true,
      createdAt: new Date(),
    });
    const client = new ApiClient(server.url);
    await client.login('retired', ADMIN_PASSWORD);
    expect((await client.get('/auth/identity')).status).toBe(200);

    await em.nativeUpdate(AdminEntity, { username: 'retired' }, { active: false });
    expect((await client.get('/auth/identity')).status).toBe(401);
    const again = await client.post('/auth/login', {
      username: 'retired',
      password: ADMIN_PASSWORD,
    });
    expect(again.body).toEqual({ statusCode: 2001, message: 'Bad credentials' });
  });

  it('ignores a tampered session cookie', async () => {
    const client = new ApiClient(server.url);
    await client.login();
    const [name, value] = client.cookie.split('=');
    client.cookie = `${name}=${value!.slice(0, -4)}AAAA`;
    expect((await client.get('/auth/identity')).status).toBe(401);
    expect((await client.post('/api/category', { name: 'Tampered' })).status).toBe(401);
  });

  it('never returns the password hash', async () => {
    const client = new ApiClient(server.url);
    await client.login();
    const identity = await client.get('/auth/identity');
    expect(JSON.stringify(identity.body)).not.toMatch(/scrypt|hash|password/i);
  });
});

describe('cross-site writes', () => {
  it('refuses a write whose Origin names another site with 403', async () => {
    const client = new ApiClient(server.url);
    await client.login();
    const host = new URL(server.url).host;
    const foreign = await client.request(
      'POST',
      '/api/category',
      { name: 'CSRF' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ statusCode: 403, message: 'Cross-site request refused' });

    const byReferer = await client.request('DELETE', '/api/category/1', undefined, {
      referer: 'https://evil.example/page',
    });
    expect(byReferer.status).toBe(403);

    const sameSite = await client.request(
      'POST',
      '/api/category',
      { name: 'Same site' },
      {
        origin: `http://${host}`,
      },
    );
    expect(sameSite.status).toBe(200);
  });
});

describe('login rate limit', () => {
  it('answers 429 after 10 failed attempts from one address, not counting successes', async () => {
    const limited = await startTestServer();
    try {
      const client = new ApiClient(limited.url);
      for (let attempt = 0; attempt < 5; attempt++) {
        await client.post('/auth/login', { username: 'admin', password: 'wrong-password' });
      }
      await client.login(); // a success does not count
      for (let attempt = 0; attempt < 5; attempt++) {
        const failed = await client.post('/auth/login', { username: 'admin', password: 'nope' });
        expect(failed.status).toBe(401);
      }
      const blocked = await client.post('/auth/login', {
        username: 'admin',
        password: ADMIN_PASSWORD,
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        statusCode: 429,
        message: 'Too many requests, try again later',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('first admin and the admin CLI', () => {
  it('creates "admin" with a generated password on an empty database, once', async () => {
    const em = server.orm.em.fork();
    expect(await seedFirstAdmin(em, undefined)).toBeNull(); // there are admins already

    const fresh = await startTestServer({ ADMIN_PASSWORD: '' });
    try {
      await fresh.orm.em.fork().nativeDelete(AdminEntity, {});
      const seeded = await seedFirstAdmin(fresh.orm.em.fork(), undefined);
      expect(seeded?.username).toBe('admin');
      expect(seeded?.generatedPassword).toMatch(/^[\w-]{16}$/);
      await new ApiClient(fresh.url).login('admin', seeded!.generatedPassword!);
    } finally {
      await fresh.close();
    }
  });

  it('creates an admin and resets its password from the command line', async () => {
    const env = {
      ...process.env,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'silent',
      ...server.databaseEnv,
    };
    const created = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin.ts', 'owner', 'first-password'],
      {
        env,
      },
    );
    expect(created.stdout).toContain('Created admin "owner"');
    await new ApiClient(server.url).login('owner', 'first-password');

    const reset = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin.ts', 'owner'],
      { env },
    );
    const password = /Password: (\S+)/.exec(reset.stdout)?.[1];
    expect(password).toBeDefined();
    await new ApiClient(server.url).login('owner', password!);
    const old = await new ApiClient(server.url).post('/auth/login', {
      username: 'owner',
      password: 'first-password',
    });
    expect(old.status).toBe(401);
  });
});

describe('cross-site writes: the whole origin counts', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    // Behind a trusted TLS proxy on loopback: the request says it came over HTTPS.
    proxied = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => proxied.close());

  const write = (base: string, cookie: string, headers: Record<string, string>) =>
    fetch(`${base}/api/category`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      body: JSON.stringify({ name: `Origin ${Math.random()}` }),
    });

  it('refuses a plain-HTTP page writing to the HTTPS site, and takes the same origin', async () => {
    const client = new ApiClient(proxied.url);
    await client.login();
    const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'ada.example' };
    const downgraded = await write(proxied.url, client.cookie, {
      ...overHttps,
      origin: 'http://ada.example',
    });
    expect(downgraded.status).toBe(403);
    expect(await downgraded.json()).toEqual({
      statusCode: 403,
      message: 'Cross-site request refused',
    });
    const byReferer = await write(proxied.url, client.cookie, {
      ...overHttps,
      referer: 'http://ada.example/admin/categories',
    });
    expect(byReferer.status).toBe(403);
    const otherPort = await write(proxied.url, client.cookie, {
      ...overHttps,
      origin: 'https://ada.example:8443',
    });
    expect(otherPort.status).toBe(403);

    const same = await write(proxied.url, client.cookie, {
      ...overHttps,
      origin: 'https://ada.example',
    });
    expect(same.status).toBe(200);
    const sameByReferer = await write(proxied.url, client.cookie, {
      ...overHttps,
      referer: 'https://ada.example/admin/categories',
    });
    expect(sameByReferer.status).toBe(200);
  });

  it('compares the port, and takes an HTTPS page of the same host seen as HTTP (a TLS proxy not trusted)', async () => {
    const client = new ApiClient(server.url);
    await client.login();
    const { host, hostname, port } = new URL(server.url);
    const otherPort = await write(server.url, client.cookie, {
      origin: `http://${hostname}:${Number(port) + 1}`,
    });
    expect(otherPort.status).toBe(403);
    expect((await write(server.url, client.cookie, { origin: `http://${host}` })).status).toBe(200);
    expect((await write(server.url, client.cookie, { origin: `https://${host}` })).status).toBe(
      200,
    );
  });
});

describe('cross-site writes with PUBLIC_URL set', () => {
  it('takes the public origin, whatever address the request reached the server by', async () => {
    const site = await startTestServer({ PUBLIC_URL: 'https://ada.dev' });
    try {
      const client = new ApiClient(site.url);
      await client.login();
      const send = (origin: string) =>
        client.request('POST', '/api/category', { name: `From ${origin}` }, { origin });
      expect((await send('https://ada.dev')).status).toBe(200);
      expect((await send('http://ada.dev')).status).toBe(403);
      expect((await send('https://evil.example')).status).toBe(403);
    } finally {
      await site.close();
    }
  });
});
