import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectRefusedOnCreateAndUpdate } from './support/refusal';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

interface Tool {
  toolId: number;
  name: string;
  icon: string;
  link: string;
}
interface ToolList {
  items: Tool[];
  metadata: { totalPages: number; totalItems: number; page: number; limit: number };
}

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

beforeEach(async () => {
  const all = await admin.get<ToolList>('/api/tool?limit=1000');
  for (const tool of all.body.items) await admin.delete(`/api/tool/${tool.toolId}`);
});

const valid = {
  name: 'TypeScript',
  icon: '/api/media/image/typescript.svg',
  link: 'https://www.typescriptlang.org',
};

async function createTools(names: string[], extra: Partial<Tool> = {}) {
  const created: Tool[] = [];
  for (const name of names) {
    const response = await admin.post<Tool>('/api/tool', { ...valid, name, ...extra });
    expect(response.status).toBe(200);
    created.push(response.body);
  }
  return created;
}

const listNames = async (query = '') =>
  (await admin.get<ToolList>(`/api/tool${query}`)).body.items.map((tool) => tool.name);

describe('Tool CRUD', () => {
  it('creates, reads, updates and deletes a tool', async () => {
    const created = await admin.post<Tool>('/api/tool', {
      name: '  React  ',
      icon: ' https://cdn.example.com/react.svg ',
      link: 'https://react.dev',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      toolId: expect.any(Number),
      name: 'React',
      icon: 'https://cdn.example.com/react.svg',
      link: 'https://react.dev',
    });
    const id = created.body.toolId;

    expect((await visitor.get(`/api/tool/${id}`)).body).toEqual(created.body);
    expect((await visitor.get<ToolList>('/api/tool')).body.items).toEqual([created.body]);

    const changes = { name: 'Preact', icon: '/icons/preact.svg', link: 'https://preactjs.com' };
    const updated = await admin.put<Tool>(`/api/tool/${id}`, changes);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ toolId: id, ...changes });
    expect((await admin.get(`/api/tool/${id}`)).body).toEqual({ toolId: id, ...changes });

    const deleted = await admin.delete<Tool>(`/api/tool/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ toolId: id, ...changes });
    expect((await admin.get(`/api/tool/${id}`)).status).toBe(404);
  });

  it('deletes a tool that no experience or project uses', async () => {
    const [unused] = await createTools(['Unused']);
    const response = await admin.delete(`/api/tool/${unused!.toolId}`);
    expect(response.status).toBe(200);
    expect(await listNames()).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await visitor.get('/api/tool/999999')).body).toEqual({
      statusCode: 404,
      message: 'Tool not found',
    });
    expect((await admin.put('/api/tool/999999', valid)).status).toBe(404);
    expect((await admin.delete('/api/tool/999999')).status).toBe(404);
    const malformed = await admin.get('/api/tool/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ statusCode: 400, errors: [{ path: 'id' }] });
  });
});

describe('Tool validation', () => {
  const url100 = `https://t.io/${'a'.repeat(100 - 'https://t.io/'.length)}`;
  it.each([
    ['name missing', 'name', undefined, 'Name is required'],
    ['name empty', 'name', '', 'Name is required'],
    ['name blank', 'name', '   ', 'Name is required'],
    ['name not text', 'name', 7, 'Name is required'],
    ['name 101 chars', 'name', 'x'.repeat(101), 'Name is too long'],
    ['icon missing', 'icon', undefined, 'Icon URL is required'],
    ['icon empty', 'icon', '', 'Icon URL is required'],
    ['icon 101 chars', 'icon', `${url100}a`, 'Icon URL is too long'],
    [
      'icon javascript:',
      'icon',
      'javascript:alert(1)',
      'Icon URL must be an http(s) URL or a site path',
    ],
    ['link missing', 'link', undefined, 'Link URL is required'],
    ['link empty', 'link', '', 'Link URL is required'],
    ['link 101 chars', 'link', `${url100}a`, 'Link URL is too long'],
    ['link data:', 'link', 'data:text/html,hi', 'Link URL must be an http(s) URL or a site path'],
  ])(
    'refuses %s: 1002 on create, 1003 on update, nothing changed',
    async (_case, field, value, message) =>
      expectRefusedOnCreateAndUpdate({
        admin,
        entity: 'tool',
        label: 'Tool',
        body: { ...valid, [field]: value },
        errors: [{ path: field, message }],
        list: listNames,
        createKept: async () => {
          const [tool] = await createTools(['Kept']);
          return { id: tool!.toolId, row: tool };
        },
      }),
  );

  it('accepts the longest allowed values', async () => {
    const response = await admin.post<Tool>('/api/tool', {
      name: 'x'.repeat(100),
      icon: url100,
      link: url100,
    });
    expect(response.status).toBe(200);
    expect(response.body.icon).toHaveLength(100);
  });
});

describe('Tool list', () => {
  it('pages by id with metadata, and past the end returns no items', async () => {
    await createTools(['T1', 'T2', 'T3', 'T4', 'T5']);
    const page2 = await visitor.get<ToolList>('/api/tool?page=2&limit=2');
    expect(page2.body.items.map((tool) => tool.name)).toEqual(['T3', 'T4']);
    expect(page2.body.metadata).toEqual({ totalPages: 3, totalItems: 5, page: 2, limit: 2 });
    const past = await visitor.get<ToolList>('/api/tool?page=4&limit=2');
    expect(past.body.items).toEqual([]);
    expect(past.body.metadata.totalPages).toBe(3);
  });

  it('defaults to id order and answers an empty list with 0 pages', async () => {
    expect((await admin.get<ToolList>('/api/tool')).body).toEqual({
      items: [],
      metadata: { totalPages: 0, totalItems: 0, page: 1, limit: 25 },
    });
    await createTools(['Zig', 'Ada']);
    expect(await listNames()).toEqual(['Zig', 'Ada']);
  });

  it('sorts by the given fields and directions', async () => {
    await admin.post('/api/tool', { ...valid, name: 'B', link: 'https://c.example' });
    await admin.post('/api/tool', { ...valid, name: 'A', link: 'https://a.example' });
    await admin.post('/api/tool', { ...valid, name: 'C', link: 'https://b.example' });
    expect(await listNames('?sort=name:desc')).toEqual(['C', 'B', 'A']);
    expect(await listNames('?sort=link:asc')).toEqual(['A', 'C', 'B']);
    expect(await listNames('?sort=toolId:desc')).toEqual(['C', 'A', 'B']);
  });

  it('filters name and link case-insensitively, but not the icon', async () => {
    await admin.post('/api/tool', { ...valid, name: 'Vue', link: 'https://vuejs.org' });
    await admin.post('/api/tool', { ...valid, name: 'Svelte', link: 'https://svelte.dev' });
    await admin.post('/api/tool', {
      name: 'Nuxt',
      icon: '/icons/vue-based.svg',
      link: 'https://nuxt.com',
    });
    expect(await listNames('?filter=VUE')).toEqual(['Vue']);
    expect(await listNames('?filter=.dev')).toEqual(['Svelte']);
    expect(await listNames('?filter=')).toEqual(['Vue', 'Svelte', 'Nuxt']);
  });

  it.each(['sort=icon:asc', 'sort=bogus:asc', 'sort=name:up', 'page=0', 'limit=1001'])(
    'refuses the query %s with 400',
    async (query) => {
      const response = await visitor.get(`/api/tool?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400 });
    },
  );
});

describe('Tool permissions', () => {
  it.each([
    ['POST', () => '/api/tool'],
    ['PUT', (id: number) => `/api/tool/${id}`],
    ['DELETE', (id: number) => `/api/tool/${id}`],
  ] as const)('refuses a visitor %s with 401 and changes nothing', async (method, url) => {
    const [tool] = await createTools(['Guarded']);
    const response = await visitor.request(method, url(tool!.toolId), valid);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in' });
    expect((await visitor.get<ToolList>('/api/tool')).body.items).toEqual([tool]);
  });
});
