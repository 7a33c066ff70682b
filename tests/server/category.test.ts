import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

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
let visitor: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
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
  it('creates, reads, updates and deletes a category', async () => {
    const created = await admin.post<Category>('/api/category', { name: '  Web apps  ' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ categoryId: expect.any(Number), name: 'Web apps' });
    const id = created.body.categoryId;

    expect((await visitor.get(`/api/category/${id}`)).body).toEqual(created.body);

    const updated = await admin.put<Category>(`/api/category/${id}`, { name: 'Mobile apps' });
    expect(updated.body).toEqual({ categoryId: id, name: 'Mobile apps' });
    expect((await admin.get(`/api/category/${id}`)).body).toEqual({
      categoryId: id,
      name: 'Mobile apps',
    });

    const deleted = await admin.delete<Category>(`/api/category/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ categoryId: id, name: 'Mobile apps' });
    expect((await admin.get(`/api/category/${id}`)).status).toBe(404);
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

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await admin.get('/api/category/999999')).body).toEqual({
      statusCode: 404,
      message: 'Category not found',
    });
    expect((await admin.put('/api/category/999999', { name: 'X' })).status).toBe(404);
    expect((await admin.delete('/api/category/999999')).status).toBe(404);
    const malformed = await admin.get('/api/category/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ statusCode: 400, errors: [{ path: 'id' }] });
  });
});

describe('Category list', () => {
  it('pages with metadata, and past the end returns no items', async () => {
    await createCategories(['A1', 'A2', 'A3', 'A4', 'A5']);
    const page2 = await admin.get<CategoryList>('/api/category?page=2&limit=2');
    expect(page2.body.items.map((c) => c.name)).toEqual(['A3', 'A4']);
    expect(page2.body.metadata).toEqual({ totalPages: 3, totalItems: 5, page: 2, limit: 2 });

    const past = await admin.get<CategoryList>('/api/category?page=9&limit=2');
    expect(past.body.items).toEqual([]);
    expect(past.body.metadata.totalPages).toBe(3);
  });

  it('defaults to page 1 of 25 by id, and reports 0 pages when empty', async () => {
    const empty = await admin.get<CategoryList>('/api/category');
    expect(empty.body).toEqual({
      items: [],
      metadata: { totalPages: 0, totalItems: 0, page: 1, limit: 25 },
    });
    await createCategories(['Zeta', 'Alpha']);
    const list = await admin.get<CategoryList>('/api/category');
    expect(list.body.items.map((c) => c.name)).toEqual(['Zeta', 'Alpha']);
  });

  it('sorts by the given fields and directions', async () => {
    await createCategories(['Beta', 'Alpha', 'Gamma']);
    const desc = await admin.get<CategoryList>('/api/category?sort=name:desc');
    expect(desc.body.items.map((c) => c.name)).toEqual(['Gamma', 'Beta', 'Alpha']);
    const asc = await admin.get<CategoryList>('/api/category?sort=name:asc,categoryId:desc');
    expect(asc.body.items.map((c) => c.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('filters case-insensitively by substring, with wildcards taken literally', async () => {
    await createCategories(['Web Design', 'Mobile', 'webhooks', '100% fun', '100 percent']);
    const web = await admin.get<CategoryList>('/api/category?filter=WEB');
    expect(web.body.items.map((c) => c.name)).toEqual(['Web Design', 'webhooks']);
    expect(web.body.metadata.totalItems).toBe(2);
    const percent = await admin.get<CategoryList>(
      `/api/category?filter=${encodeURIComponent('0%')}`,
    );
    expect(percent.body.items.map((c) => c.name)).toEqual(['100% fun']);
  });

  it.each([
    'page=0',
    'page=abc',
    'limit=0',
    'limit=1001',
    'sort=bogus:asc',
    'sort=name:sideways',
    'sort=name:asc:extra',
  ])('refuses the query %s with 400', async (query) => {
    const response = await admin.get(`/api/category?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  it('allows a limit of 1000', async () => {
    expect((await admin.get('/api/category?page=1&limit=1000')).status).toBe(200);
  });
});

describe('Category permissions', () => {
  it('lets visitors read but not write', async () => {
    const [category] = await createCategories(['Public']);
    expect((await visitor.get('/api/category')).status).toBe(200);
    for (const [method, url] of [
      ['POST', '/api/category'],
      ['PUT', `/api/category/${category!.categoryId}`],
      ['DELETE', `/api/category/${category!.categoryId}`],
    ] as const) {
      const response = await visitor.request(method, url, { name: 'Hacked' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in' });
    }
    expect((await visitor.get(`/api/category/${category!.categoryId}`)).body).toEqual(category);
  });

  it('checks the session before the input', async () => {
    const response = await visitor.post('/api/category', {});
    expect(response.status).toBe(401);
  });
});
