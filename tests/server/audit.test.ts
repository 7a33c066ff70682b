import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntryEntity } from '../../src/server/modules/audit/audit.entity';
import { pruneAudit } from '../../src/server/modules/audit/audit.service';
import { createToken, enableTwoFactor, TokenClient, totpCode } from './support/access';
import { ADMIN_PASSWORD, ApiClient, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let owner: ApiClient;
let ownerId: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = new ApiClient(server.url);
  await owner.login();
  ownerId = (await owner.get<{ adminId: number }>('/auth/identity')).body.adminId;
});
afterAll(() => server.close());

interface Entry {
  auditId: number;
  at: string;
  adminId: number | null;
  username: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  fields: string[];
  via: string | null;
  tokenId: number | null;
  address: string | null;
  userAgent: string | null;
}

async function trail(query = ''): Promise<Entry[]> {
  const response = await owner.get<{ items: Entry[] }>(`/api/audit?limit=1000${query}`);
  expect(response.status).toBe(200);
  return response.body.items;
}

const latest = async (query = '') => (await trail(query))[0]!;

describe('the activity trail records', () => {
  it('sign-ins, failed ones and sign-outs, with a hashed address and the user agent', async () => {
    const browser = new ApiClient(server.url);
    await browser.request(
      'POST',
      '/auth/login',
      { username: 'admin', password: 'wrong-password' },
      { 'user-agent': 'Trail Browser' },
    );
    expect(await latest('&action=sign-in-failed')).toMatchObject({
      adminId: ownerId,
      username: 'admin',
      entity: null,
      userAgent: 'Trail Browser',
    });
    await browser.request(
      'POST',
      '/auth/login',
      { username: 'ADMIN_PASSWORD typed as a name', password: 'x' },
      { 'user-agent': 'Trail Browser' },
    );
    // A name that is no admin is not kept: it may be a password typed in the wrong field.
    expect(await latest('&action=sign-in-failed')).toMatchObject({ adminId: null, username: null });

    await browser.request(
      'POST',
      '/auth/login',
      { username: 'admin', password: ADMIN_PASSWORD },
      { 'user-agent': 'Trail Browser' },
    );
    const signIn = await latest('&action=sign-in');
    expect(signIn).toMatchObject({ adminId: ownerId, username: 'admin', via: 'session' });
    expect(signIn.address).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(await trail())).not.toMatch(/127\.0\.0\.1|::1|::ffff/);

    await browser.request('POST', '/auth/logout', undefined, { 'user-agent': 'Trail Browser' });
    expect(await latest('&action=sign-out')).toMatchObject({
      adminId: ownerId,
      userAgent: 'Trail Browser',
    });
  });

  it('every admin write with the fields it really changed, and deletes', async () => {
    const created = await owner.post<{ categoryId: number }>('/api/category', { name: 'Audited' });
    const id = String(created.body.categoryId);
    expect(await latest()).toMatchObject({
      action: 'create',
      entity: 'category',
      entityId: id,
      fields: expect.arrayContaining(['name']),
      via: 'session',
      adminId: ownerId,
    });
    await owner.put(`/api/category/${id}`, { name: 'Audited again' });
    expect(await latest()).toMatchObject({
      action: 'update',
      entity: 'category',
      entityId: id,
      fields: ['name'],
    });
    await owner.delete(`/api/category/${id}`);
    expect(await latest()).toMatchObject({
      action: 'delete',
      entity: 'category',
      entityId: id,
      fields: [],
    });

    await owner.post('/api/variable', {
      key: 'audit_key',
      value: 'v',
      type: 'string',
      private: true,
    });
    expect(await latest()).toMatchObject({
      action: 'create',
      entity: 'variable',
      entityId: 'audit_key',
    });

    const message = await new ApiClient(server.url).post<{ messageId: number }>('/api/message', {
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Hello',
    });
    await owner.put(`/api/message/${message.body.messageId}/read`);
    expect(await latest()).toMatchObject({
      action: 'update',
      entity: 'message',
      entityId: String(message.body.messageId),
      fields: ['read'],
    });

    const readEntry = await latest();
    await owner.put(`/api/message/${message.body.messageId}/unread`);
    const unreadEntry = await latest();
    expect(unreadEntry.auditId).not.toBe(readEntry.auditId);
    expect(unreadEntry).toMatchObject({
      action: 'update',
      entity: 'message',
      entityId: String(message.body.messageId),
      fields: ['read'],
    });
  });

  it('a password change by name only, never its value or hash', async () => {
    const bob = await owner.post<{ adminId: number }>('/api/admin', {
      username: 'bob',
      password: 'first-secret-passphrase',
    });
    await owner.put(`/api/admin/${bob.body.adminId}`, {
      username: 'bob',
      password: 'second-secret-passphrase',
      active: true,
    });
    expect(await latest()).toMatchObject({
      action: 'update',
      entity: 'admin',
      entityId: String(bob.body.adminId),
      fields: ['password'],
    });
    const text = JSON.stringify(await trail());
    expect(text).not.toMatch(/secret-passphrase|scrypt|\$/);
  });

  it('writes made with a token, naming the token', async () => {
    const { token, tokenId } = await createToken(owner, 'write');
    expect(await latest()).toMatchObject({
      action: 'create',
      entity: 'token',
      entityId: String(tokenId),
    });
    const tool = await new TokenClient(server.url, token).post('/api/tool', {
      name: 'Audited tool',
      icon: 'https://example.com/i.svg',
      link: 'https://example.com',
    });
    expect(tool.status).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'create',
      entity: 'tool',
      via: 'token',
      tokenId,
    });
    expect(JSON.stringify(await trail())).not.toContain(token);
    await owner.delete(`/api/token/${tokenId}`);
    expect(await latest()).toMatchObject({
      action: 'delete',
      entity: 'token',
      entityId: String(tokenId),
    });
  });

  it('two-factor changes and ended sessions, with no secret or code in them', async () => {
    const carl = await owner.post<{ adminId: number }>('/api/admin', {
      username: 'carl',
      password: ADMIN_PASSWORD,
    });
    const client = new ApiClient(server.url);
    await client.login('carl', ADMIN_PASSWORD);
    const { secret, recoveryCodes } = await enableTwoFactor(client);
    expect(await latest(`&adminId=${carl.body.adminId}`)).toMatchObject({
      action: 'two-factor-enabled',
      entity: 'admin',
      entityId: String(carl.body.adminId),
    });
    await client.post('/auth/2fa/disable', {
      password: ADMIN_PASSWORD,
      code: await totpCode(secret, 1),
    });
    expect(await latest(`&adminId=${carl.body.adminId}`)).toMatchObject({
      action: 'two-factor-disabled',
    });
    await enableTwoFactor(client);
    await owner.delete(`/api/admin/${carl.body.adminId}/2fa`);
    expect(await latest()).toMatchObject({
      action: 'two-factor-cleared',
      adminId: ownerId,
      entityId: String(carl.body.adminId),
    });
    await client.delete('/api/session');
    expect(await latest(`&adminId=${carl.body.adminId}`)).toMatchObject({
      action: 'delete',
      entity: 'session',
    });

    const text = JSON.stringify(await trail());
    expect(text).not.toContain(secret);
    for (const code of recoveryCodes) expect(text).not.toContain(code);
  });

  it('a two-factor sign-in as one sign-in, with no failed one for its first step', async () => {
    const dora = await owner.post<{ adminId: number }>('/api/admin', {
      username: 'dora',
      password: ADMIN_PASSWORD,
    });
    const setUp = new ApiClient(server.url);
    await setUp.login('dora', ADMIN_PASSWORD);
    const { recoveryCodes } = await enableTwoFactor(setUp);

    const browser = new ApiClient(server.url);
    const credentials = { username: 'dora', password: ADMIN_PASSWORD };
    expect((await browser.post('/auth/login', credentials)).status).toBe(401);
    const signedIn = await browser.post('/auth/login', { ...credentials, code: recoveryCodes[0] });
    expect(signedIn.status).toBe(200);

    const doras = await trail(`&adminId=${dora.body.adminId}`);
    // One before two-factor was on, one for the sign-in in two steps.
    expect(doras.filter((entry) => entry.action === 'sign-in')).toHaveLength(2);
    expect(doras.filter((entry) => entry.action === 'sign-in-failed')).toEqual([]);
  });
});

describe('reading the trail', () => {
  it('is newest first and filters by admin, entity, action and days', async () => {
    const all = await trail();
    const times = all.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    for (const entry of await trail('&entity=category')) expect(entry.entity).toBe('category');
    for (const entry of await trail('&action=sign-in')) expect(entry.action).toBe('sign-in');
    for (const entry of await trail(`&adminId=${ownerId}`)) expect(entry.adminId).toBe(ownerId);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(`&from=${today}&to=${today}`)).length).toBe(all.length);
    expect(await trail('&to=2000-01-01')).toEqual([]);
    expect((await owner.get('/api/audit?action=explode')).status).toBe(400);
    expect((await owner.get('/api/audit?from=yesterday')).status).toBe(400);

    const page = await owner.get<{ items: Entry[]; metadata: Record<string, number> }>(
      '/api/audit?limit=2&page=2',
    );
    expect(page.body.items).toEqual(all.slice(2, 4));
    expect(page.body.metadata).toEqual({
      totalItems: all.length,
      totalPages: Math.ceil(all.length / 2),
      page: 2,
      limit: 2,
    });
  });

  it('is for admins only', async () => {
    expect((await new ApiClient(server.url).get('/api/audit')).status).toBe(401);
  });

  it('forgets entries older than the retention period', async () => {
    const em = server.orm.em.fork();
    await em.insert(AuditEntryEntity, {
      at: new Date(Date.now() - 400 * 86_400_000),
      action: 'sign-in',
      fields: '',
    });
    await em.insert(AuditEntryEntity, {
      at: new Date(Date.now() - 300 * 86_400_000),
      action: 'sign-in',
      fields: '',
    });
    const before = (await trail()).length;
    expect(await pruneAudit(server.orm.em.fork(), 365)).toBe(1);
    expect((await trail()).length).toBe(before - 1);
  });

  it('takes the retention from AUDIT_RETENTION_DAYS and prunes at start', async () => {
    const short = await startTestServer({ AUDIT_RETENTION_DAYS: '30' });
    try {
      const em = short.orm.em.fork();
      await em.insert(AuditEntryEntity, {
        at: new Date(Date.now() - 31 * 86_400_000),
        action: 'sign-in',
        fields: '',
      });
      expect(await pruneAudit(short.orm.em.fork(), 30)).toBe(1);
    } finally {
      await short.close();
    }
  });
});
