import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSessionEntity } from '../../src/server/modules/session/session.entity';
import { anotherBrowser } from './support/access';
import { ADMIN_PASSWORD, ApiClient, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface SessionRow {
  sessionId: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  current: boolean;
}

async function sessionsOf(client: ApiClient): Promise<SessionRow[]> {
  const response = await client.get<{ items: SessionRow[] }>('/api/session?limit=100');
  expect(response.status).toBe(200);
  return response.body.items;
}

async function createAdmin(admin: ApiClient, username: string) {
  const created = await admin.post<{ adminId: number }>('/api/admin', {
    username,
    password: ADMIN_PASSWORD,
  });
  expect(created.status).toBe(200);
  return created.body.adminId;
}

describe('a session lives on the server', () => {
  it('ends on sign-out: a copy of the cookie no longer works', async () => {
    const client = new ApiClient(server.url);
    await client.login();
    const copied = client.cookie;
    expect((await client.post('/auth/logout')).status).toBe(200);

    const thief = new ApiClient(server.url);
    thief.cookie = copied;
    expect((await thief.get('/auth/identity')).status).toBe(401);
    expect((await thief.post('/api/category', { name: 'After logout' })).status).toBe(401);
  });

  it("ends the admin's other sessions on a password change, keeping the one that changed it", async () => {
    const here = await anotherBrowser(server.url, 'Laptop');
    const elsewhere = await anotherBrowser(server.url, 'Phone');
    const me = (await here.get<{ adminId: number }>('/auth/identity')).body.adminId;

    const changed = await here.put(`/api/admin/${me}`, {
      username: 'admin',
      password: ADMIN_PASSWORD,
      active: true,
    });
    expect(changed.status).toBe(200);
    expect((await here.get('/auth/identity')).status).toBe(200);
    expect((await elsewhere.get('/auth/identity')).status).toBe(401);
  });

  it("ends all of another admin's sessions when an admin sets their password", async () => {
    const root = await anotherBrowser(server.url, 'Root');
    const id = await createAdmin(root, 'pat');
    const pat = new ApiClient(server.url);
    await pat.login('pat', ADMIN_PASSWORD);

    await root.put(`/api/admin/${id}`, {
      username: 'pat',
      password: 'a-new-long-passphrase',
      active: true,
    });
    expect((await pat.get('/auth/identity')).status).toBe(401);
    await pat.login('pat', 'a-new-long-passphrase');
    expect((await pat.get('/auth/identity')).status).toBe(200);
  });

  it('ends every session of an admin who is deactivated or deleted, for good', async () => {
    const root = await anotherBrowser(server.url, 'Root');
    const id = await createAdmin(root, 'sam');
    const sam = new ApiClient(server.url);
    await sam.login('sam', ADMIN_PASSWORD);
    const samCookie = sam.cookie;

    await root.put(`/api/admin/${id}`, { username: 'sam', active: false });
    expect((await sam.get('/auth/identity')).status).toBe(401);
    // Active again: the old cookie stays dead; a new sign-in is needed.
    await root.put(`/api/admin/${id}`, { username: 'sam', active: true });
    sam.cookie = samCookie;
    expect((await sam.get('/auth/identity')).status).toBe(401);

    await sam.login('sam', ADMIN_PASSWORD);
    expect((await root.delete(`/api/admin/${id}`)).status).toBe(200);
    expect((await sam.get('/auth/identity')).status).toBe(401);
    const em = server.orm.em.fork();
    expect(await em.count(AdminSessionEntity, { admin: id })).toBe(0);
  });
});

describe('the sessions list', () => {
  it("lists the admin's own sessions with the current one marked, and never a secret", async () => {
    const laptop = await anotherBrowser(server.url, 'Mozilla/5.0 (X11; Linux x86_64) Laptop');
    await anotherBrowser(server.url, 'Mozilla/5.0 (iPhone) Phone');
    const response = await laptop.get<{ items: SessionRow[]; metadata: Record<string, number> }>(
      '/api/session',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const { items, metadata } = response.body;
    expect(metadata).toMatchObject({ page: 1, limit: 25, totalItems: items.length });
    const current = items.filter((item) => item.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.userAgent).toBe('Mozilla/5.0 (X11; Linux x86_64) Laptop');
    expect(items.some((item) => item.userAgent === 'Mozilla/5.0 (iPhone) Phone')).toBe(true);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'createdAt',
        'current',
        'lastSeenAt',
        'sessionId',
        'userAgent',
      ]);
      expect(item.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(JSON.stringify(response.body)).not.toContain(laptop.cookie.split('=')[1]!);
  });

  it('ends one other session, then all but the current one', async () => {
    const laptop = await anotherBrowser(server.url, 'Laptop');
    const phone = await anotherBrowser(server.url, 'Phone');
    const tablet = await anotherBrowser(server.url, 'Tablet');
    const phoneId = (await sessionsOf(phone)).find((item) => item.current)!.sessionId;

    const ended = await laptop.delete<SessionRow>(`/api/session/${phoneId}`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ sessionId: phoneId, current: false, userAgent: 'Phone' });
    expect((await phone.get('/auth/identity')).status).toBe(401);
    expect((await tablet.get('/auth/identity')).status).toBe(200);
    expect((await laptop.delete(`/api/session/${phoneId}`)).status).toBe(404);

    const others = await laptop.delete<{ endedSessions: number }>('/api/session');
    expect(others.status).toBe(200);
    expect(others.body.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await tablet.get('/auth/identity')).status).toBe(401);
    expect((await laptop.get('/auth/identity')).status).toBe(200);
    expect((await sessionsOf(laptop)).map((item) => item.current)).toEqual([true]);
  });

  it("cannot see or end another admin's session", async () => {
    const root = await anotherBrowser(server.url, 'Root');
    await createAdmin(root, 'kim');
    const kim = new ApiClient(server.url);
    await kim.login('kim', ADMIN_PASSWORD);
    const kimSession = (await sessionsOf(kim))[0]!.sessionId;

    expect((await sessionsOf(root)).some((item) => item.sessionId === kimSession)).toBe(false);
    expect((await root.delete(`/api/session/${kimSession}`)).status).toBe(404);
    expect((await kim.get('/auth/identity')).status).toBe(200);
  });

  it('ending the current session signs this browser out', async () => {
    const client = await anotherBrowser(server.url, 'Kiosk');
    const current = (await sessionsOf(client)).find((item) => item.current)!;
    const ended = await client.delete(`/api/session/${current.sessionId}`);
    expect(ended.status).toBe(200);
    expect(ended.headers.get('set-cookie')).toMatch(/portfolio_session=;.*Max-Age=0/i);
    expect((await client.get('/auth/identity')).status).toBe(401);
  });

  it('refuses a malformed session id with 400', async () => {
    const client = await anotherBrowser(server.url, 'Laptop');
    expect((await client.delete('/api/session/not%20an%20id')).status).toBe(400);
  });
});

describe('session lifetime', () => {
  async function currentRow(client: ApiClient) {
    const id = (await sessionsOf(client)).find((item) => item.current)!.sessionId;
    return { id, em: server.orm.em.fork() };
  }

  it('ends a session unused for longer than the idle timeout (24 hours by default)', async () => {
    const client = await anotherBrowser(server.url, 'Idle');
    const { id, em } = await currentRow(client);
    await em.nativeUpdate(
      AdminSessionEntity,
      { sessionId: id },
      { lastSeenAt: new Date(Date.now() - 24 * 3_600_000 - 1000) },
    );
    expect((await client.get('/auth/identity')).status).toBe(401);
    expect(await em.count(AdminSessionEntity, { sessionId: id })).toBe(0);
  });

  it('ends a session past its lifetime however much it is used', async () => {
    const client = await anotherBrowser(server.url, 'Busy');
    const { id, em } = await currentRow(client);
    await em.nativeUpdate(
      AdminSessionEntity,
      { sessionId: id },
      { expiresAt: new Date(Date.now() - 1) },
    );
    expect((await client.get('/auth/identity')).status).toBe(401);
  });

  it('writes the last use at most once a minute', async () => {
    const client = await anotherBrowser(server.url, 'Seen');
    const { id, em } = await currentRow(client);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await em.nativeUpdate(AdminSessionEntity, { sessionId: id }, { lastSeenAt: twoMinutesAgo });
    await client.get('/auth/identity');
    const seen = (await server.orm.em.fork().findOneOrFail(AdminSessionEntity, { sessionId: id }))
      .lastSeenAt;
    expect(seen.getTime()).toBeGreaterThan(Date.now() - 10_000);
    await client.get('/auth/identity');
    const again = (await server.orm.em.fork().findOneOrFail(AdminSessionEntity, { sessionId: id }))
      .lastSeenAt;
    expect(again.getTime()).toBe(seen.getTime());
  });

  it('takes its limits from SESSION_IDLE_HOURS and SESSION_MAX_DAYS', async () => {
    const short = await startTestServer({ SESSION_IDLE_HOURS: '1', SESSION_MAX_DAYS: '2' });
    try {
      const client = new ApiClient(short.url);
      const login = await client.login();
      expect(login.headers.get('set-cookie')).toMatch(/Max-Age=172\d{3}/);
      const id = (await sessionsOf(client))[0]!.sessionId;
      const em = short.orm.em.fork();
      const row = await em.findOneOrFail(AdminSessionEntity, { sessionId: id });
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(2 * 86_400_000);
      await em.nativeUpdate(
        AdminSessionEntity,
        { sessionId: id },
        { lastSeenAt: new Date(Date.now() - 3_600_000 - 1000) },
      );
      expect((await client.get('/auth/identity')).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});
