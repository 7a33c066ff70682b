import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminService } from '../../src/server/modules/admin/admin.service';
import { AdminEntity } from '../../src/server/modules/account/admin.entity';
import {
  ADMIN_PASSWORD,
  ApiClient,
  type ApiResponse,
  startTestServer,
  type TestServer,
} from './support/test-server';

interface Admin {
  adminId: number;
  username: string;
  active: boolean;
}
interface AdminList {
  items: Admin[];
  metadata: { totalPages: number; totalItems: number; page: number; limit: number };
}

const PASSWORD = 'password-123';
const PASSWORD_MESSAGE = 'Password must be longer than 8 characters';

let server: TestServer;
let root: ApiClient;
let rootAdmin: Admin;

beforeAll(async () => {
  server = await startTestServer();
  root = new ApiClient(server.url);
  await root.login();
  rootAdmin = (await root.get<Admin>('/auth/identity')).body;
});
afterAll(() => server.close());

beforeEach(async () => {
  const all = await root.get<AdminList>('/api/admin?limit=1000');
  for (const admin of all.body.items) {
    if (admin.adminId !== rootAdmin.adminId) await root.delete(`/api/admin/${admin.adminId}`);
  }
});

/** The hash must never leave the server, in any reply. */
function expectNoSecret(response: ApiResponse<unknown>) {
  const text = JSON.stringify(response.body);
  expect(text).not.toMatch(/scrypt|passwordHash|password/i);
}

async function createAdmin(username: string, password = PASSWORD) {
  const response = await root.post<Admin>('/api/admin', { username, password });
  expect(response.status).toBe(200);
  expectNoSecret(response);
  return response.body;
}

async function signIn(username: string, password: string) {
  const client = new ApiClient(server.url);
  const response = await client.post('/auth/login', { username, password });
  return { client, status: response.status, body: response.body };
}

const listNames = async (query = '') =>
  (await root.get<AdminList>(`/api/admin${query}`)).body.items.map((a) => a.username);

describe('Admin permissions', () => {
  it('refuses a signed-out session', async () => {
    const { client } = await signIn('admin', ADMIN_PASSWORD);
    expect((await client.get('/api/admin')).status).toBe(200);
    await client.post('/auth/logout');
    expect((await client.get('/api/admin')).status).toBe(401);
  });
});

describe('Admin CRUD', () => {
  it('creates, reads, updates and deletes an admin, never showing the hash', async () => {
    const created = await root.post<Admin>('/api/admin', {
      username: '  editor  ',
      password: PASSWORD,
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ adminId: expect.any(Number), username: 'editor', active: true });
    expectNoSecret(created);
    const id = created.body.adminId;

    const one = await root.get<Admin>(`/api/admin/${id}`);
    expect(one.body).toEqual(created.body);
    expect(Object.keys(one.body).sort()).toEqual(['active', 'adminId', 'username']);
    expectNoSecret(one);
    const list = await root.get<AdminList>('/api/admin');
    expect(list.body.items).toEqual([rootAdmin, created.body]);
    expectNoSecret(list);

    // The new admin can sign in with the password it was given.
    expect((await signIn('editor', PASSWORD)).status).toBe(200);

    const updated = await root.put<Admin>(`/api/admin/${id}`, {
      username: 'writer',
      password: 'another-password',
      active: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ adminId: id, username: 'writer', active: true });
    expectNoSecret(updated);
    expect((await signIn('writer', 'another-password')).status).toBe(200);
    expect((await signIn('writer', PASSWORD)).status).toBe(401);

    const deleted = await root.delete<Admin>(`/api/admin/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(updated.body);
    expectNoSecret(deleted);
    expect((await root.get(`/api/admin/${id}`)).body).toEqual({
      statusCode: 404,
      message: 'Admin not found',
    });
  });

  it('stores only a salted scrypt hash', async () => {
    const created = await createAdmin('hashed');
    const row = await server.orm.em.fork().findOneOrFail(AdminEntity, { adminId: created.adminId });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
  });

  it('makes every new admin active, whatever the request says', async () => {
    const response = await root.post<Admin>('/api/admin', {
      username: 'eager',
      password: PASSWORD,
      active: false,
    });
    expect(response.body.active).toBe(true);
    expect((await signIn('eager', PASSWORD)).status).toBe(200);
  });

  it.each([
    ['omitted', {}],
    ['empty', { password: '' }],
    ['null', { password: null }],
  ])('keeps the old password when the new one is %s', async (_kind, password) => {
    const admin = await createAdmin('keeper');
    const response = await root.put<Admin>(`/api/admin/${admin.adminId}`, {
      username: 'keeper2',
      active: true,
      ...password,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ adminId: admin.adminId, username: 'keeper2', active: true });
    expect((await signIn('keeper2', PASSWORD)).status).toBe(200);
  });

  it('deactivates and reactivates another admin, ending its sessions at once', async () => {
    const other = await createAdmin('temp');
    const { client } = await signIn('temp', PASSWORD);
    expect((await client.get('/api/admin')).status).toBe(200);

    const off = await root.put<Admin>(`/api/admin/${other.adminId}`, {
      username: 'temp',
      active: false,
    });
    expect(off.body).toEqual({ ...other, active: false });
    expect((await client.get('/api/admin')).status).toBe(401);
    expect((await signIn('temp', PASSWORD)).body).toEqual({
      statusCode: 2001,
      message: 'Bad credentials',
    });

    await root.put(`/api/admin/${other.adminId}`, { username: 'temp', active: true });
    expect((await signIn('temp', PASSWORD)).status).toBe(200);
  });

  it('deletes another admin and signs it out', async () => {
    const other = await createAdmin('leaving');
    const { client } = await signIn('leaving', PASSWORD);
    expect((await root.delete(`/api/admin/${other.adminId}`)).status).toBe(200);
    expect((await client.get('/api/admin')).status).toBe(401);
  });

  it('lets an admin rename itself and change its own password', async () => {
    const other = await createAdmin('self-editor');
    const { client } = await signIn('self-editor', PASSWORD);
    const response = await client.put<Admin>(`/api/admin/${other.adminId}`, {
      username: 'self-edited',
      password: 'fresh-password',
      active: true,
    });
    expect(response.body).toEqual({ ...other, username: 'self-edited' });
    expect((await client.get('/auth/identity')).body).toMatchObject({ username: 'self-edited' });
    expect((await signIn('self-edited', 'fresh-password')).status).toBe(200);
  });
});

describe('Admin self-protection', () => {
  it('refuses to deactivate the signed-in admin with 409 and 1003', async () => {
    const response = await root.put(`/api/admin/${rootAdmin.adminId}`, {
      username: rootAdmin.username,
      active: false,
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Admin: you cannot deactivate yourself',
      errors: [{ path: 'active', message: 'You cannot deactivate yourself' }],
    });
    expect((await root.get(`/api/admin/${rootAdmin.adminId}`)).body).toEqual(rootAdmin);
  });

  it('refuses to delete the signed-in admin with 409 and 1004', async () => {
    await createAdmin('spare');
    const response = await root.delete(`/api/admin/${rootAdmin.adminId}`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      statusCode: 1004,
      message: 'Failed to delete Admin: you cannot delete yourself',
    });
    expect((await root.get(`/api/admin/${rootAdmin.adminId}`)).body).toEqual(rootAdmin);
  });

  // Over HTTP the caller is always an active admin itself, so the last active
  // admin is always the caller and the rule above answers first. The service
  // enforces it on its own too, for any other caller (a CLI, a race).
  it('refuses to deactivate or delete the last active admin, whoever asks', async () => {
    const inactive = await createAdmin('dormant');
    await root.put(`/api/admin/${inactive.adminId}`, { username: 'dormant', active: false });
    const service = adminService(server.orm.em.fork(), {
      adminId: inactive.adminId,
      requireConfirmed: () => {},
      notice: async () => {},
    });

    await expect(
      service.update(rootAdmin.adminId, { username: 'admin', password: undefined, active: false }),
    ).rejects.toMatchObject({
      statusCode: 1003,
      httpStatus: 409,
      message: 'Failed to update Admin: it is the last active admin',
    });
    await expect(service.delete(rootAdmin.adminId)).rejects.toMatchObject({
      statusCode: 1004,
      httpStatus: 409,
      message: 'Failed to delete Admin: it is the last active admin',
    });
    expect((await root.get(`/api/admin/${rootAdmin.adminId}`)).body).toEqual(rootAdmin);

    // An inactive admin is never the last active one: it may go.
    expect((await root.delete(`/api/admin/${inactive.adminId}`)).status).toBe(200);
  });
});

describe('Admin validation', () => {
  it.each([
    ['username missing', { username: undefined }, 'username', 'Username is required'],
    ['username empty', { username: '' }, 'username', 'Username is required'],
    ['username blank', { username: '   ' }, 'username', 'Username is required'],
    ['username 51 chars', { username: 'u'.repeat(51) }, 'username', 'Username is too long'],
    ['password missing', { password: undefined }, 'password', PASSWORD_MESSAGE],
    ['password empty', { password: '' }, 'password', PASSWORD_MESSAGE],
    ['password 7 chars', { password: 'seven77' }, 'password', PASSWORD_MESSAGE],
    ['password not text', { password: 12345678 }, 'password', PASSWORD_MESSAGE],
    ['password 1025 chars', { password: 'p'.repeat(1025) }, 'password', 'Password is too long'],
  ])('refuses %s on create with 1002 and adds nothing', async (_case, fields, path, message) => {
    const response = await root.post('/api/admin', {
      username: 'newcomer',
      password: PASSWORD,
      ...fields,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Admin',
      errors: [{ path, message }],
    });
    expect(await listNames()).toEqual(['admin']);
  });

  it.each([
    ['username empty', { username: '' }, 'username', 'Username is required'],
    ['username 51 chars', { username: 'u'.repeat(51) }, 'username', 'Username is too long'],
    ['password 7 chars', { password: 'seven77' }, 'password', PASSWORD_MESSAGE],
    ['password 1025 chars', { password: 'p'.repeat(1025) }, 'password', 'Password is too long'],
  ])('refuses %s on update with 1003 and changes nothing', async (_case, fields, path, message) => {
    const kept = await createAdmin('kept');
    const response = await root.put(`/api/admin/${kept.adminId}`, {
      username: 'changed',
      active: true,
      ...fields,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Admin',
      errors: [{ path, message }],
    });
    expect((await root.get(`/api/admin/${kept.adminId}`)).body).toEqual(kept);
    expect((await signIn('kept', PASSWORD)).status).toBe(200);
  });

  it('accepts a 50-character username and an 8-character password', async () => {
    const username = 'u'.repeat(50);
    await createAdmin(username, 'k7#Qm2x!');
    expect((await signIn(username, 'k7#Qm2x!')).status).toBe(200);
  });

  it('refuses a username already used, whatever its case, with 409', async () => {
    const editor = await createAdmin('Editor');
    const writer = await createAdmin('writer');
    for (const username of ['Editor', 'editor', ' EDITOR ']) {
      const response = await root.post('/api/admin', { username, password: PASSWORD });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        statusCode: 1002,
        errors: [{ path: 'username', message: 'Username is already used' }],
      });
    }
    const onUpdate = await root.put(`/api/admin/${writer.adminId}`, {
      username: 'EDITOR',
      active: true,
    });
    expect(onUpdate.status).toBe(409);
    expect(onUpdate.body).toMatchObject({
      statusCode: 1003,
      errors: [{ path: 'username', message: 'Username is already used' }],
    });
    expect((await root.get(`/api/admin/${writer.adminId}`)).body).toEqual(writer);

    // Changing the case of one's own name is not a clash.
    const self = await root.put(`/api/admin/${editor.adminId}`, {
      username: 'EDITOR',
      active: true,
    });
    expect(self.status).toBe(200);
  });
});

describe('Admin list', () => {
  it('pages by id, never showing a secret', async () => {
    for (const name of ['b1', 'b2', 'b3']) await createAdmin(name);
    const page = await root.get<AdminList>('/api/admin?page=2&limit=3');
    expect(page.body.items.map((a) => a.username)).toEqual(['b3']);
    expectNoSecret(page);
  });

  it('defaults to id order, and sorts by active', async () => {
    const zed = await createAdmin('zed');
    await createAdmin('bob');
    await root.put(`/api/admin/${zed.adminId}`, { username: 'zed', active: false });
    expect(await listNames()).toEqual(['admin', 'zed', 'bob']);
    expect(await listNames('?sort=active:asc,username:asc')).toEqual(['zed', 'admin', 'bob']);
  });

  it('filters by username case-insensitively', async () => {
    for (const name of ['Maria', 'mario', 'luigi']) await createAdmin(name);
    expect(await listNames('?filter=MARI')).toEqual(['Maria', 'mario']);
    expect(await listNames('?filter=uig')).toEqual(['luigi']);
    expect(await listNames('?filter=scrypt')).toEqual([]);
  });

  it.each(['sort=password:asc', 'sort=passwordHash:asc', 'sort=createdAt:desc'])(
    'refuses the query %s with 400',
    async (query) => {
      const response = await root.get(`/api/admin?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400 });
    },
  );
});
