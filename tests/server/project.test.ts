import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { stamped } from './support/stamps';

interface Tool {
  toolId: number;
  name: string;
  icon: string;
  link: string;
}
interface Category {
  categoryId: number;
  name: string;
}
interface Project {
  projectId: number;
  updatedAt: string;
  categoryId: number;
  category: Category;
  name: string;
  publishedAt: string;
  cover: string;
  description: string;
  content: string;
  pinned: boolean;
  hidden: boolean;
  tools: Tool[];
}
interface List<T> {
  items: T[];
  metadata: { totalPages: number; totalItems: number; page: number; limit: number };
}

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;
let web: Category;
let mobile: Category;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

beforeEach(async () => {
  const projects = await admin.get<List<Project>>('/api/project?limit=1000');
  for (const item of projects.body.items) await admin.delete(`/api/project/${item.projectId}`);
  const tools = await admin.get<List<Tool>>('/api/tool?limit=1000');
  for (const tool of tools.body.items) await admin.delete(`/api/tool/${tool.toolId}`);
  const categories = await admin.get<List<Category>>('/api/category?limit=1000');
  for (const category of categories.body.items) {
    await admin.delete(`/api/category/${category.categoryId}`);
  }
  web = (await admin.post<Category>('/api/category', { name: 'Web' })).body;
  mobile = (await admin.post<Category>('/api/category', { name: 'Mobile' })).body;
});

const fields = () => ({
  categoryId: web.categoryId,
  name: 'Portfolio',
  publishedAt: '2024-05-31',
  cover: '/api/media/image/portfolio.png',
  description: 'This very site',
  content: '# Portfolio\n\nBuilt with **care**.',
  pinned: false,
  hidden: false,
  tools: [] as number[],
});

async function createTools(names: string[]): Promise<Tool[]> {
  const tools: Tool[] = [];
  for (const name of names) {
    const response = await admin.post<Tool>('/api/tool', {
      name,
      icon: `/api/media/image/${name.toLowerCase()}.svg`,
      link: `https://${name.toLowerCase()}.example.com`,
    });
    expect(response.status).toBe(200);
    tools.push(response.body);
  }
  return tools;
}

async function createProject(change: Partial<ReturnType<typeof fields>> = {}): Promise<Project> {
  const response = await admin.post<Project>('/api/project', { ...fields(), ...change });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const names = (list: List<Project>) => list.items.map((item) => item.name);

async function projectViews(projectId: number): Promise<number> {
  // Views are counted in memory and written within a second: write them now.
  await server.analytics.flush();
  const rows = await server.orm.em
    .fork()
    .getConnection()
    .execute<{ views: number }[]>(
      'select views from analytics_project_view_day where project_id = ?',
      [projectId],
    );
  return rows.reduce((sum, row) => sum + row.views, 0);
}

describe('Project CRUD', () => {
  it('creates, reads, updates and deletes a project with its category and tools', async () => {
    const [vite, react, css] = await createTools(['Vite', 'React', 'CSS']);
    const created = await admin.post<Project>('/api/project', {
      ...fields(),
      name: '  Portfolio  ',
      tools: [vite!.toolId, react!.toolId, css!.toolId],
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      projectId: expect.any(Number),
      ...fields(),
      category: { categoryId: web.categoryId, name: web.name },
      tools: [css, react, vite],
      ...stamped,
    });
    const id = created.body.projectId;

    expect((await visitor.get(`/api/project/${id}`)).body).toEqual(created.body);

    const updated = await admin.put<Project>(`/api/project/${id}`, {
      ...fields(),
      categoryId: mobile.categoryId,
      name: 'Portfolio app',
      pinned: true,
      tools: [react!.toolId],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      projectId: id,
      ...fields(),
      categoryId: mobile.categoryId,
      category: { categoryId: mobile.categoryId, name: mobile.name },
      name: 'Portfolio app',
      pinned: true,
      tools: [react],
      ...stamped,
    });
    expect((await admin.get(`/api/project/${id}`)).body).toEqual(updated.body);

    const deleted = await admin.delete<Project>(`/api/project/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(updated.body);
    expect((await admin.get(`/api/project/${id}`)).body).toEqual({
      statusCode: 404,
      message: 'Project not found',
    });
  });

  it('applies the create defaults: not pinned, visible, no tools', async () => {
    const { pinned: _pinned, hidden: _hidden, tools: _tools, ...required } = fields();
    const response = await admin.post<Project>('/api/project', required);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ pinned: false, hidden: false, tools: [] });
  });

  it('shows the current name of its category', async () => {
    const project = await createProject();
    await admin.put(`/api/category/${web.categoryId}`, { name: 'Websites' });
    const read = await visitor.get<Project>(`/api/project/${project.projectId}`);
    expect(read.body.category).toEqual({ categoryId: web.categoryId, name: 'Websites' });
  });

  it('keeps markdown and HTML in the content as given', async () => {
    const content =
      '## Notes\n\n<details><summary>x</summary>y</details>\n\n```ts\nconst a = 1 < 2;\n```';
    const project = await createProject({ content });
    expect((await visitor.get<Project>(`/api/project/${project.projectId}`)).body.content).toBe(
      content,
    );
  });
});

describe('Project validation', () => {
  const longUrl = `https://cdn.example.com/${'x'.repeat(2048 - 23)}`;

  it.each([
    ['name missing', { name: undefined }, 'name', 'Name is required'],
    ['name blank', { name: '  ' }, 'name', 'Name is required'],
    ['name of 101', { name: 'x'.repeat(101) }, 'name', 'Name is too long'],
    ['cover empty', { cover: '' }, 'cover', 'Cover is required'],
    ['cover of 2049', { cover: longUrl }, 'cover', 'Cover is too long'],
    ['publishedAt not a date', { publishedAt: 'yesterday' }, 'publishedAt', 'Invalid Date'],
    ['publishedAt missing', { publishedAt: undefined }, 'publishedAt', 'Invalid Date'],
    ['description empty', { description: '' }, 'description', 'Description is required'],
    [
      'description of 257',
      { description: 'x'.repeat(257) },
      'description',
      'Description is too long',
    ],
    ['content empty', { content: '' }, 'content', 'Content is required'],
    ['content blank', { content: ' \n ' }, 'content', 'Content is required'],
    ['content missing', { content: undefined }, 'content', 'Content is required'],
    ['category unselected', { categoryId: 0 }, 'categoryId', 'Category is required'],
    ['category missing', { categoryId: undefined }, 'categoryId', 'Category is required'],
  ])('refuses %s with 1002 on create', async (_label, change, path, message) => {
    const response = await admin.post('/api/project', { ...fields(), ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Project',
      errors: [{ path, message }],
    });
    expect((await admin.get<List<Project>>('/api/project')).body.items).toEqual([]);
  });

  it('accepts the longest allowed values', async () => {
    const response = await admin.post('/api/project', {
      ...fields(),
      name: 'x'.repeat(100),
      description: 'y'.repeat(256),
      cover: `https://cdn.example.com/${'x'.repeat(2048 - 24)}`,
    });
    expect(response.status).toBe(200);
  });

  it('refuses an invalid update with 1003 and changes nothing', async () => {
    const project = await createProject();
    const response = await admin.put(`/api/project/${project.projectId}`, {
      ...fields(),
      description: '',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Project',
      errors: [{ path: 'description', message: 'Description is required' }],
    });
    expect((await admin.get(`/api/project/${project.projectId}`)).body).toEqual(project);
  });
});

describe('Project images without alt text', () => {
  it('are stored as given through the API: the admin form is where they are refused', async () => {
    const content = 'Look:\n\n![](/api/media/image/a.png) <img src="/b.png">';
    const response = await admin.post<Project>('/api/project', { ...fields(), content });
    expect(response.status).toBe(200);
    expect(response.body.content).toBe(content);
  });
});

describe('Project category and tools', () => {
  it('counts a change of tools alone as a change: a new ETag, found by updatedSince, an old If-Match refused', async () => {
    const [vue, deno] = await createTools(['Vue', 'Deno']);
    const created = await createProject({ tools: [vue!.toolId] });
    const path = `/api/project/${created.projectId}`;
    const seen = `"${created.updatedAt}"`;

    const changed = await admin.request<Project>(
      'PUT',
      path,
      { ...fields(), tools: [vue!.toolId, deno!.toolId] },
      { 'if-match': seen },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.updatedAt > created.updatedAt).toBe(true);
    const since = await admin.get<List<Project>>(
      `/api/project?updatedSince=${encodeURIComponent(changed.body.updatedAt)}`,
    );
    expect(names(since.body)).toEqual(['Portfolio']);

    const stale = await admin.request(
      'PUT',
      path,
      { ...fields(), tools: [] },
      { 'if-match': seen },
    );
    expect(stale.status).toBe(412);
    expect((await admin.get<Project>(path)).body.tools.map((tool) => tool.name)).toEqual([
      'Deno',
      'Vue',
    ]);
  });

  it('refuses a category that does not exist', async () => {
    const onCreate = await admin.post('/api/project', { ...fields(), categoryId: 999999 });
    expect(onCreate.status).toBe(400);
    expect(onCreate.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Project',
      errors: [{ path: 'categoryId', message: 'Category does not exist' }],
    });
    const project = await createProject();
    const onUpdate = await admin.put(`/api/project/${project.projectId}`, {
      ...fields(),
      categoryId: 999999,
    });
    expect(onUpdate.status).toBe(400);
    expect(onUpdate.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Project',
      errors: [{ path: 'categoryId', message: 'Category does not exist' }],
    });
    expect((await admin.get(`/api/project/${project.projectId}`)).body).toEqual(project);
  });

  it('refuses unknown tools, naming every bad reference at once', async () => {
    const [react] = await createTools(['React']);
    const response = await admin.post('/api/project', {
      ...fields(),
      categoryId: 999999,
      tools: [react!.toolId, 888888],
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Project',
      errors: [
        { path: 'categoryId', message: 'Category does not exist' },
        { path: 'tools', message: 'Unknown tool: 888888' },
      ],
    });
    const project = await createProject({ tools: [react!.toolId] });
    const onUpdate = await admin.put(`/api/project/${project.projectId}`, {
      ...fields(),
      tools: [777777],
    });
    expect(onUpdate.status).toBe(400);
    expect(onUpdate.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Project',
      errors: [{ path: 'tools', message: 'Unknown tool: 777777' }],
    });
    expect((await admin.get<Project>(`/api/project/${project.projectId}`)).body.tools).toEqual([
      react,
    ]);
  });

  it('drops a deleted tool from the projects that used it', async () => {
    const [react, vue] = await createTools(['React', 'Vue']);
    const project = await createProject({ tools: [react!.toolId, vue!.toolId] });
    expect((await admin.delete(`/api/tool/${vue!.toolId}`)).status).toBe(200);
    expect((await visitor.get<Project>(`/api/project/${project.projectId}`)).body.tools).toEqual([
      react,
    ]);
    expect((await visitor.get<List<Project>>('/api/project')).body.items[0]!.tools).toEqual([
      react,
    ]);
  });

  it('refuses to delete a category that projects still use, and deletes an unused one', async () => {
    const project = await createProject({ categoryId: web.categoryId });
    const refused = await admin.delete(`/api/category/${web.categoryId}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 1004,
      message: 'Failed to delete Category: projects still use it',
    });
    expect((await admin.get(`/api/category/${web.categoryId}`)).status).toBe(200);
    // A hidden project counts too.
    await admin.put(`/api/project/${project.projectId}`, { ...fields(), hidden: true });
    expect((await admin.delete(`/api/category/${web.categoryId}`)).status).toBe(409);

    const unused = await admin.delete<Category>(`/api/category/${mobile.categoryId}`);
    expect(unused.status).toBe(200);
    expect(unused.body).toEqual(mobile);

    await admin.delete(`/api/project/${project.projectId}`);
    expect((await admin.delete(`/api/category/${web.categoryId}`)).status).toBe(200);
  });
});

describe('Project list', () => {
  it('sorts pinned first, then by publishedAt descending, by default', async () => {
    await createProject({ name: 'Old', publishedAt: '2019-01-01' });
    await createProject({ name: 'Pinned old', publishedAt: '2018-01-01', pinned: true });
    await createProject({ name: 'New', publishedAt: '2024-01-01' });
    await createProject({ name: 'Pinned new', publishedAt: '2023-01-01', pinned: true });
    const list = await visitor.get<List<Project>>('/api/project');
    expect(names(list.body)).toEqual(['Pinned new', 'Pinned old', 'New', 'Old']);
    // The home page asks for exactly this order.
    const explicit = await visitor.get<List<Project>>(
      '/api/project?page=1&limit=1000&sort=pinned:desc,publishedAt:desc',
    );
    expect(names(explicit.body)).toEqual(names(list.body));
  });

  it('sorts by the given fields, categoryId included', async () => {
    await createProject({ name: 'B', categoryId: mobile.categoryId });
    await createProject({ name: 'A', categoryId: web.categoryId });
    await createProject({ name: 'C', categoryId: mobile.categoryId });
    const byName = await admin.get<List<Project>>('/api/project?sort=name:desc');
    expect(names(byName.body)).toEqual(['C', 'B', 'A']);
    const byCategory = await admin.get<List<Project>>('/api/project?sort=categoryId:asc,name:asc');
    // Web was created before Mobile, so it has the smaller id.
    expect(names(byCategory.body)).toEqual(['A', 'B', 'C']);
    const byCategoryDesc = await admin.get<List<Project>>(
      '/api/project?sort=categoryId:desc,name:asc',
    );
    expect(names(byCategoryDesc.body)).toEqual(['B', 'C', 'A']);
    expect((await admin.get('/api/project?sort=category:asc')).status).toBe(400);
    expect((await admin.get('/api/project?sort=content:asc')).status).toBe(400);
  });

  it('pages in the default order, every row with its own category and tools', async () => {
    const tools = await createTools(['T0', 'T1', 'T2', 'T3', 'T4']);
    for (let i = 0; i < 5; i += 1) {
      await createProject({
        name: `P${i}`,
        publishedAt: `202${i}-01-01`,
        categoryId: i % 2 ? mobile.categoryId : web.categoryId,
        tools: [tools[i]!.toolId],
      });
    }
    const page = await visitor.get<List<Project>>('/api/project?page=2&limit=2');
    expect(names(page.body)).toEqual(['P2', 'P1']);
    expect(page.body.items.map((item) => [item.category.name, item.tools])).toEqual([
      ['Web', [tools[2]]],
      ['Mobile', [tools[1]]],
    ]);
  });

  it('loads the category and tools of a whole page without a query per row', async () => {
    const tools = await createTools(['T0', 'T1']);
    for (let i = 0; i < 10; i += 1) {
      await createProject({ name: `P${i}`, tools: tools.map((tool) => tool.toolId) });
    }
    const execute = vi.spyOn(server.orm.em.getConnection(), 'execute');
    try {
      const list = await visitor.get<List<Project>>('/api/project?limit=10');
      expect(list.body.items).toHaveLength(10);
      expect(list.body.items.every((item) => item.tools.length === 2)).toBe(true);
      // The page, its count, the categories and the tools of every row at once
      // (the server's look at the shared content version, a few times a
      // second, is no query of this page).
      const queries = execute.mock.calls.filter(([sql]) => !String(sql).includes('content_state'));
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.length).toBeLessThanOrEqual(4);
    } finally {
      execute.mockRestore();
    }
  });

  it('filters over name and description, ignoring case', async () => {
    await createProject({ name: 'Weather app', description: 'Forecasts' });
    await createProject({ name: 'Chess', description: 'A WEATHER-proof chess clock' });
    await createProject({ name: 'Notes', description: 'Plain notes', content: 'weather' });
    const list = await visitor.get<List<Project>>('/api/project?filter=weather&sort=name:asc');
    expect(names(list.body)).toEqual(['Chess', 'Weather app']);
    expect(list.body.metadata.totalItems).toBe(2);
  });

  it("filters over the category's name too, with the same paging and hidden rules", async () => {
    await createProject({ name: 'App', categoryId: mobile.categoryId });
    await createProject({ name: 'Site', description: 'Not for mobile? No: for MOBILE' });
    await createProject({ name: 'Secret app', categoryId: mobile.categoryId, hidden: true });
    await createProject({ name: 'Blog' });

    const forAdmin = await admin.get<List<Project>>('/api/project?filter=mobi&sort=name:asc');
    expect(names(forAdmin.body)).toEqual(['App', 'Secret app', 'Site']);
    expect(forAdmin.body.metadata).toMatchObject({ totalItems: 3, totalPages: 1 });

    const forVisitor = await visitor.get<List<Project>>('/api/project?filter=MOBILE&sort=name:asc');
    expect(names(forVisitor.body)).toEqual(['App', 'Site']);

    // A wildcard in the search is taken as typed, in the category's name as elsewhere.
    const percent = await admin.get<List<Project>>(
      `/api/project?filter=${encodeURIComponent('%')}`,
    );
    expect(percent.body.items).toEqual([]);

    const paged = await admin.get<List<Project>>(
      '/api/project?filter=mobile&sort=name:desc&limit=2&page=2',
    );
    expect(names(paged.body)).toEqual(['App']);
    expect(paged.body.metadata).toMatchObject({ totalItems: 3, totalPages: 2, page: 2 });
  });
});

describe('Project views', () => {
  it("counts a visitor's read by id, and nothing else", async () => {
    const project = await createProject();
    const hidden = await createProject({ name: 'Secret', hidden: true });
    expect(await projectViews(project.projectId)).toBe(0);

    await visitor.get(`/api/project/${project.projectId}`);
    await visitor.get(`/api/project/${project.projectId}`);
    expect(await projectViews(project.projectId)).toBe(2);

    // Admin reads, lists and refused reads are not views.
    await admin.get(`/api/project/${project.projectId}`);
    await visitor.get('/api/project');
    await visitor.get(`/api/project/${hidden.projectId}`);
    await visitor.get('/api/project/999999');
    expect(await projectViews(project.projectId)).toBe(2);
    expect(await projectViews(hidden.projectId)).toBe(0);
    expect(await projectViews(999999)).toBe(0);
  });
});
