import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectRefusedOnCreateAndUpdate } from './support/refusal';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { stamped } from './support/stamps';

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
  it('trims the name and the URLs', async () => {
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
      ...stamped,
    });
  });

  it('deletes a tool that no experience or project uses', async () => {
    const [unused] = await createTools(['Unused']);
    const response = await admin.delete(`/api/tool/${unused!.toolId}`);
    expect(response.status).toBe(200);
    expect(await listNames()).toEqual([]);
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
  it('defaults to id order', async () => {
    await createTools(['Zig', 'Ada']);
    expect(await listNames()).toEqual(['Zig', 'Ada']);
  });

  it('sorts by link too', async () => {
    await admin.post('/api/tool', { ...valid, name: 'B', link: 'https://c.example' });
    await admin.post('/api/tool', { ...valid, name: 'A', link: 'https://a.example' });
    await admin.post('/api/tool', { ...valid, name: 'C', link: 'https://b.example' });
    expect(await listNames('?sort=link:asc')).toEqual(['A', 'C', 'B']);
    expect(await listNames('?sort=link:desc')).toEqual(['B', 'C', 'A']);
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

  it('refuses to sort by the icon', async () => {
    const response = await visitor.get('/api/tool?sort=icon:asc');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400 });
  });
});
