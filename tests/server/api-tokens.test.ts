import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiTokenEntity } from '../../src/server/modules/token/token.entity';
import { createToken, TokenClient } from './support/access';
import { ADMIN_PASSWORD, ApiClient, startTestServer, type TestServer } from './support/test-server';

const run = promisify(execFile);

let server: TestServer;
let owner: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  owner = new ApiClient(server.url);
  await owner.login();
});
afterAll(() => server.close());

interface TokenRow {
  tokenId: number;
  name: string;
  scope: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

describe('making and listing tokens', () => {
  it('answers the secret once and stores only its hash', async () => {
    const created = await owner.post<TokenRow & { token: string }>('/api/token', {
      name: 'Deploy script',
      scope: 'write',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Deploy script',
      scope: 'write',
      expiresAt: null,
      lastUsedAt: null,
    });
    expect(created.body.token).toMatch(/^pcms_[\w-]{43}$/);

    const list = await owner.get<{ items: TokenRow[] }>('/api/token');
    expect(list.status).toBe(200);
    const row = list.body.items.find((item) => item.tokenId === created.body.tokenId)!;
    expect(Object.keys(row).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'lastUsedAt',
      'name',
      'scope',
      'tokenId',
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);
    const stored = await server.orm.em.fork().findOneOrFail(ApiTokenEntity, {
      tokenId: created.body.tokenId,
    });
    expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.secretHash).not.toContain(created.body.token);
  });

  it('refuses a bad name, scope or expiry with 1002 and the field', async () => {
    const cases = [
      [{ name: '', scope: 'read' }, 'name', 'Name is required'],
      [{ name: 'x', scope: 'admin' }, 'scope', "Scope must be 'read' or 'write'"],
      [
        { name: 'x', scope: 'read', expiresAt: 'tomorrow' },
        'expiresAt',
        'Expiry must be an ISO-8601 timestamp',
      ],
      [
        { name: 'x', scope: 'read', expiresAt: '2000-01-01T00:00:00Z' },
        'expiresAt',
        'Expiry must be in the future',
      ],
    ] as const;
    for (const [body, path, message] of cases) {
      const refused = await owner.post('/api/token', body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        statusCode: 1002,
        message: 'Failed to create Token',
        errors: [{ path, message }],
      });
    }
  });

  it("lists and revokes only the admin's own tokens", async () => {
    await owner.post('/api/admin', { username: 'other', password: ADMIN_PASSWORD });
    const other = new ApiClient(server.url);
    await other.login('other', ADMIN_PASSWORD);
    const mine = await createToken(owner, 'read');
    const list = await other.get<{ items: TokenRow[] }>('/api/token');
    expect(list.body.items.some((item) => item.tokenId === mine.tokenId)).toBe(false);
    expect((await other.delete(`/api/token/${mine.tokenId}`)).status).toBe(404);
  });
});

describe('a read token', () => {
  it('reads everything an admin may read, hidden rows included, and writes nothing', async () => {
    const { token } = await createToken(owner, 'read');
    const reader = new TokenClient(server.url, token);
    const category = await owner.post<{ categoryId: number }>('/api/category', {
      name: 'Secret work',
    });
    const hidden = await owner.post<{ projectId: number }>('/api/project', {
      name: 'Hidden project',
      categoryId: category.body.categoryId,
      publishedAt: '2024-01-01',
      cover: '/cover.png',
      description: 'Not for visitors',
      content: 'x',
      hidden: true,
    });
    expect(hidden.status).toBe(200);

    expect(
      (await new ApiClient(server.url).get(`/api/project/${hidden.body.projectId}`)).status,
    ).toBe(404);
    expect((await reader.get(`/api/project/${hidden.body.projectId}`)).status).toBe(200);
    for (const path of [
      '/api/message',
      '/api/admin',
      '/api/media',
      '/api/export',
      '/api/audit',
      '/api/analytics/visits',
      '/auth/identity',
    ]) {
      const read = await reader.get(path);
      expect(read.status, path).toBe(200);
      expect(read.headers.get('cache-control'), path).toMatch(/no-store/);
    }

    const write = await reader.post('/api/category', { name: 'By a reader' });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ statusCode: 403, message: 'This token may only read' });
    expect((await reader.delete(`/api/project/${hidden.body.projectId}`)).status).toBe(403);
    const upload = new FormData();
    upload.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    const uploaded = await fetch(`${server.url}/api/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: upload,
    });
    expect(uploaded.status).toBe(403);
    expect((await owner.get<{ items: unknown[] }>('/api/media')).body.items).toEqual([]);
  });
});

describe('a write token', () => {
  it('writes as its admin, needs no Origin check, and records when it was last used', async () => {
    const { token, tokenId } = await createToken(owner, 'write');
    const writer = new TokenClient(server.url, token);
    const created = await writer.request(
      'POST',
      '/api/category',
      { name: 'From a script' },
      { origin: 'https://elsewhere.example' },
    );
    expect(created.status).toBe(200);
    const row = (await owner.get<{ items: TokenRow[] }>('/api/token')).body.items.find(
      (item) => item.tokenId === tokenId,
    )!;
    expect(Date.parse(row.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('cannot make tokens, change admins, sessions or two-factor sign-in', async () => {
    const { token } = await createToken(owner, 'write');
    const writer = new TokenClient(server.url, token);
    for (const [method, path, body] of [
      ['POST', '/api/token', { name: 'more', scope: 'write' }],
      ['DELETE', '/api/token/1', undefined],
      ['POST', '/api/admin', { username: 'mallory', password: ADMIN_PASSWORD }],
      ['PUT', '/api/admin/1', { username: 'admin', password: 'hijacked-password', active: true }],
      ['DELETE', '/api/admin/2', undefined],
      ['DELETE', '/api/session', undefined],
      ['POST', '/auth/2fa/setup', undefined],
    ] as const) {
      const refused = await writer.request(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    await owner.login(); // the owner's password is unchanged
  });

  it('stops working when revoked, expired, or its admin is deactivated', async () => {
    const revoked = await createToken(owner, 'write');
    expect((await new TokenClient(server.url, revoked.token).get('/api/message')).status).toBe(200);
    expect((await owner.delete(`/api/token/${revoked.tokenId}`)).status).toBe(200);
    expect((await new TokenClient(server.url, revoked.token).get('/api/message')).status).toBe(401);

    const expiring = await createToken(owner, 'read', {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await server.orm.em
      .fork()
      .nativeUpdate(
        ApiTokenEntity,
        { tokenId: expiring.tokenId },
        { expiresAt: new Date(Date.now() - 1) },
      );
    const expired = await new TokenClient(server.url, expiring.token).get('/api/message');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ statusCode: 401, message: 'Not signed in' });

    await owner.post('/api/admin', { username: 'leaver', password: ADMIN_PASSWORD });
    const leaver = new ApiClient(server.url);
    await leaver.login('leaver', ADMIN_PASSWORD);
    const leaverToken = await createToken(leaver, 'write');
    const leaverId = (await leaver.get<{ adminId: number }>('/auth/identity')).body.adminId;
    await owner.put(`/api/admin/${leaverId}`, { username: 'leaver', active: false });
    expect((await new TokenClient(server.url, leaverToken.token).get('/api/message')).status).toBe(
      401,
    );

    for (const header of ['Bearer pcms_made-up', 'Bearer', 'Basic abc', 'Bearer a b']) {
      const response = await fetch(`${server.url}/api/message`, {
        headers: { authorization: header },
      });
      expect(response.status, header).toBe(401);
    }
  });

  it("is revoked when the command line resets its admin's password, the way back into a taken account", async () => {
    await owner.post('/api/admin', { username: 'taken', password: ADMIN_PASSWORD });
    const taken = new ApiClient(server.url);
    await taken.login('taken', ADMIN_PASSWORD);
    const planted = await createToken(taken, 'write');
    expect((await new TokenClient(server.url, planted.token).get('/api/message')).status).toBe(200);

    const env = {
      ...process.env,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'silent',
      ...server.databaseEnv,
    };
    const done = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin.ts', 'taken', 'a-new-long-passphrase'],
      { env },
    );
    expect(done.stdout).toContain('Reset the password of admin "taken"');
    expect(done.stdout).toContain('API tokens');
    expect((await new TokenClient(server.url, planted.token).get('/api/message')).status).toBe(401);
    expect((await taken.get('/auth/identity')).status).toBe(401);
  });

  it('gets a public read with hidden rows rather than the visitor page kept in memory', async () => {
    const { token } = await createToken(owner, 'read');
    const visitorList = await new ApiClient(server.url).get<{ items: unknown[] }>('/api/project');
    const tokenList = await new TokenClient(server.url, token).get<{ items: unknown[] }>(
      '/api/project',
    );
    expect(tokenList.body.items.length).toBeGreaterThan(visitorList.body.items.length);
  });
});

describe('openapi.json tells which calls take a token', () => {
  type Operation = { security?: Record<string, unknown>[] };
  const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  };

  it('declares the bearer scheme beside the cookie', () => {
    expect(document.components.securitySchemes.bearerToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('holds for every operation: a write token is refused exactly where the document says', async () => {
    const { token } = await createToken(owner, 'write');
    const writer = new TokenClient(server.url, token);
    let checked = 0;
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemes = (operation.security ?? []).flatMap((requirement) =>
          Object.keys(requirement),
        );
        // Public calls (an empty requirement, or none) are the visitors'.
        if (
          schemes.length === 0 ||
          (operation.security ?? []).some((r) => Object.keys(r).length === 0)
        ) {
          continue;
        }
        // Ids that name nothing: the credential is checked before anything is looked up.
        const path = template.replace(/\{[^}]+\}/g, '999999');
        const verb = method.toUpperCase();
        const response = await writer.request(verb, path, verb === 'GET' ? undefined : {});
        if (schemes.includes('bearerToken')) {
          expect([401, 403], `${method} ${template}`).not.toContain(response.status);
        } else {
          expect(response.status, `${method} ${template}`).toBe(403);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
    await owner.login();
  });
});
