import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectRefusedOnCreateAndUpdate } from './support/refusal';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { stamped } from './support/stamps';

interface Expertise {
  expertiseId: number;
  icon: string;
  name: string;
  description: string;
}
interface ExpertiseList {
  items: Expertise[];
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
  const all = await admin.get<ExpertiseList>('/api/expertise?limit=1000');
  for (const item of all.body.items) await admin.delete(`/api/expertise/${item.expertiseId}`);
});

const valid = {
  icon: '/api/media/image/frontend.svg',
  name: 'Frontend',
  description: 'Accessible, fast interfaces with React and TypeScript.',
};

async function create(fields: Record<string, unknown> = {}) {
  const response = await admin.post<Expertise>('/api/expertise', { ...valid, ...fields });
  expect(response.status).toBe(200);
  return response.body;
}

const listNames = async (query = '') =>
  (await admin.get<ExpertiseList>(`/api/expertise${query}`)).body.items.map((e) => e.name);

describe('Expertise CRUD', () => {
  it('trims the name', async () => {
    const created = await admin.post<Expertise>('/api/expertise', { ...valid, name: ' Frontend ' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ expertiseId: expect.any(Number), ...valid, ...stamped });
  });
});

describe('Expertise validation', () => {
  const longUrl = (length: number) => `https://x.io/${'a'.repeat(length - 13)}`;
  it.each([
    ['icon missing', { icon: undefined }, 'icon', 'Icon is required'],
    ['icon empty', { icon: '' }, 'icon', 'Icon is required'],
    ['icon 2049 chars', { icon: longUrl(2049) }, 'icon', 'Icon is too long'],
    [
      'icon javascript:',
      { icon: 'javascript:alert(1)' },
      'icon',
      'Icon must be an http(s) URL or a site path',
    ],
    ['name missing', { name: undefined }, 'name', 'Name is required'],
    ['name blank', { name: '  ' }, 'name', 'Name is required'],
    ['name 101 chars', { name: 'x'.repeat(101) }, 'name', 'Name is too long'],
    ['description missing', { description: undefined }, 'description', 'Description is required'],
    ['description empty', { description: '' }, 'description', 'Description is required'],
    [
      'description 1025 chars',
      { description: 'x'.repeat(1025) },
      'description',
      'Description is too long',
    ],
  ])(
    'refuses %s: 1002 on create, 1003 on update, nothing changed',
    async (_case, fields, path, message) =>
      expectRefusedOnCreateAndUpdate({
        admin,
        entity: 'expertise',
        label: 'Expertise',
        body: { ...valid, ...fields },
        errors: [{ path, message }],
        list: listNames,
        createKept: async () => {
          const kept = await create();
          return { id: kept.expertiseId, row: kept };
        },
      }),
  );

  it('accepts the longest allowed values', async () => {
    const created = await create({
      icon: longUrl(2048),
      name: 'x'.repeat(100),
      description: 'y'.repeat(1024),
    });
    expect(created.icon).toHaveLength(2048);
    expect(created.description).toHaveLength(1024);
  });
});

describe('Expertise list', () => {
  it('defaults to id order', async () => {
    for (const name of ['Mobile', 'Cloud', 'Security']) await create({ name });
    expect(await listNames()).toEqual(['Mobile', 'Cloud', 'Security']);
  });

  it('filters name and description case-insensitively', async () => {
    await create({ name: 'Frontend', description: 'React apps' });
    await create({ name: 'Backend', description: 'Node services' });
    await create({ name: 'DevOps', description: 'CI for react and node' });
    expect(await listNames('?filter=END')).toEqual(['Frontend', 'Backend']);
    expect(await listNames('?filter=react')).toEqual(['Frontend', 'DevOps']);
    expect(await listNames('?filter=frontend.svg')).toEqual([]);
  });

  it.each(['sort=description:asc', 'sort=icon:desc'])(
    'refuses the query %s with 400',
    async (query) => {
      const response = await visitor.get(`/api/expertise?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400 });
    },
  );
});
