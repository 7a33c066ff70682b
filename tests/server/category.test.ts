import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { stamped } from './support/stamps';

interface Category {
  categoryId: number;
  name: string;
}
interface CategoryList {
  items: Category[];
  metadata: { totalPages: number; totalItems: number; page: number; limit: number };
}

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

beforeEach(async () => {
  const all = await admin.get<CategoryList>('/api/category?limit=1000');
  for (const category of all.body.items) await admin.delete(`/api/category/${category.categoryId}`);
});

async function createCategories(names: string[]) {
  const created: Category[] = [];
  for (const name of names) {
    const response = await admin.post<Category>('/api/category', { name });
    expect(response.status).toBe(200);
    created.push(response.body);
  }
  return created;
}

describe('Category CRUD', () => {
  it('trims the name', async () => {
    const created = await admin.post<Category>('/api/category', { name: '  Web apps  ' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ categoryId: expect.any(Number), name: 'Web apps', ...stamped });
  });
});

describe('Category validation', () => {
  it.each([
    [{}, 'Name is required'],
    [{ name: '' }, 'Name is required'],
    [{ name: '    ' }, 'Name is required'],
    [{ name: 42 }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name is too long'],
  ])('refuses %j on create with 1002 and "%s"', async (body, message) => {
    const response = await admin.post('/api/category', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Category',
      errors: [{ path: 'name', message }],
    });
    expect((await admin.get<CategoryList>('/api/category')).body.items).toEqual([]);
  });

  it('accepts exactly 100 characters', async () => {
    const response = await admin.post<Category>('/api/category', { name: 'x'.repeat(100) });
    expect(response.status).toBe(200);
  });

  it('refuses an invalid update with 1003 and changes nothing', async () => {
    const [category] = await createCategories(['Design']);
    const response = await admin.put(`/api/category/${category!.categoryId}`, { name: '' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Category',
      errors: [{ path: 'name', message: 'Name is required' }],
    });
    expect((await admin.get(`/api/category/${category!.categoryId}`)).body).toEqual(category);
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    const [design, web] = await createCategories(['Design', 'Web']);
    const onCreate = await admin.post('/api/category', { name: 'design' });
    expect(onCreate.status).toBe(409);
    expect(onCreate.body).toMatchObject({ statusCode: 1002, errors: [{ path: 'name' }] });

    const onUpdate = await admin.put(`/api/category/${web!.categoryId}`, { name: 'DESIGN' });
    expect(onUpdate.status).toBe(409);
    expect(onUpdate.body).toMatchObject({ statusCode: 1003 });

    // Renaming a category to its own name in another case is not a clash.
    const self = await admin.put(`/api/category/${design!.categoryId}`, { name: 'DESIGN' });
    expect(self.status).toBe(200);
  });
});

describe('Category list', () => {
  it('defaults to id order', async () => {
    await createCategories(['Zeta', 'Alpha']);
    const list = await admin.get<CategoryList>('/api/category');
    expect(list.body.items.map((c) => c.name)).toEqual(['Zeta', 'Alpha']);
  });
});
