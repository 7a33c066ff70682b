import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { anyMoment, stamped } from './support/stamps';

interface Tool {
  toolId: number;
  name: string;
  icon: string;
  link: string;
}
interface Experience {
  experienceId: number;
  company: string;
  title: string;
  location: string;
  cover: string;
  startAt: string;
  endAt: string | null;
  type: string;
  description: string;
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

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

beforeEach(async () => {
  const experiences = await admin.get<List<Experience>>('/api/experience?limit=1000');
  for (const item of experiences.body.items) {
    await admin.delete(`/api/experience/${item.experienceId}`);
  }
  const tools = await admin.get<List<Tool>>('/api/tool?limit=1000');
  for (const tool of tools.body.items) await admin.delete(`/api/tool/${tool.toolId}`);
});

const valid = {
  company: 'Acme',
  title: 'Engineer',
  location: 'Berlin',
  cover: '/api/media/image/acme.png',
  startAt: '2020-01-01',
  endAt: '2022-06-30',
  type: 'part_time',
  description: 'Built things',
  hidden: false,
  tools: [] as number[],
};

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

async function createExperience(fields: Partial<typeof valid> = {}): Promise<Experience> {
  const response = await admin.post<Experience>('/api/experience', { ...valid, ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const companies = (list: List<Experience>) => list.items.map((item) => item.company);

describe('Experience CRUD', () => {
  it('creates, reads, updates and deletes an experience with its tools', async () => {
    const [react, angular, css] = await createTools(['React', 'Angular', 'CSS']);
    const created = await admin.post<Experience>('/api/experience', {
      ...valid,
      company: '  Acme  ',
      tools: [react!.toolId, css!.toolId, angular!.toolId],
    });
    expect(created.status).toBe(200);
    // Tools come back as objects, by name, whatever order they were sent in.
    expect(created.body).toEqual({
      experienceId: expect.any(Number),
      ...valid,
      company: 'Acme',
      tools: [angular, css, react],
      ...stamped,
    });
    const id = created.body.experienceId;

    expect((await visitor.get(`/api/experience/${id}`)).body).toEqual(created.body);

    const updated = await admin.put<Experience>(`/api/experience/${id}`, {
      ...valid,
      title: 'Lead Engineer',
      endAt: null,
      type: 'freelance',
      tools: [css!.toolId],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      experienceId: id,
      ...valid,
      title: 'Lead Engineer',
      endAt: null,
      type: 'freelance',
      tools: [css],
      ...stamped,
    });
    expect((await admin.get(`/api/experience/${id}`)).body).toEqual(updated.body);

    const deleted = await admin.delete<Experience>(`/api/experience/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(updated.body);
    expect((await admin.get(`/api/experience/${id}`)).body).toEqual({
      statusCode: 404,
      message: 'Experience not found',
    });
    // The tools themselves stay.
    expect((await admin.get(`/api/tool/${css!.toolId}`)).status).toBe(200);
  });

  it('applies the create defaults: full-time, no end, visible, no tools', async () => {
    const response = await admin.post<Experience>('/api/experience', {
      company: 'Acme',
      title: 'Engineer',
      location: 'Remote',
      cover: 'https://cdn.example.com/cover.png',
      startAt: '2024-02-29',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      type: 'full_time',
      endAt: null,
      hidden: false,
      description: '',
      tools: [],
    });
  });

  it('stores an empty end date as none', async () => {
    const experience = await createExperience({ endAt: '' as unknown as string });
    expect(experience.endAt).toBeNull();
  });
});

describe('Experience validation', () => {
  const longUrl = `https://cdn.example.com/${'x'.repeat(2048 - 23)}`;

  it.each([
    ['company missing', { company: undefined }, 'company', 'Company is required'],
    ['company blank', { company: '   ' }, 'company', 'Company is required'],
    ['company of 101', { company: 'x'.repeat(101) }, 'company', 'Company is too long'],
    ['title empty', { title: '' }, 'title', 'Title is required'],
    ['title of 101', { title: 'x'.repeat(101) }, 'title', 'Title is too long'],
    ['location empty', { location: '' }, 'location', 'Location is required'],
    ['location of 101', { location: 'x'.repeat(101) }, 'location', 'Location is too long'],
    ['cover empty', { cover: '' }, 'cover', 'Cover is required'],
    ['cover of 2049', { cover: longUrl }, 'cover', 'Cover is too long'],
    ['startAt not in the calendar', { startAt: '2021-02-30' }, 'startAt', 'Invalid Date'],
    ['startAt missing', { startAt: undefined }, 'startAt', 'Invalid Date'],
    ['endAt in another format', { endAt: '31.12.2022' }, 'endAt', 'Invalid Date'],
    [
      'endAt equal to startAt',
      { endAt: '2020-01-01' },
      'endAt',
      'End date cannot be less or equal to start date',
    ],
    [
      'endAt before startAt',
      { endAt: '2019-12-31' },
      'endAt',
      'End date cannot be less or equal to start date',
    ],
  ])('refuses %s with 1002 on create', async (_label, change, path, message) => {
    const response = await admin.post('/api/experience', { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Experience',
      errors: [{ path, message }],
    });
    expect((await admin.get<List<Experience>>('/api/experience')).body.items).toEqual([]);
  });

  it('refuses an unknown type and a javascript: cover', async () => {
    const type = await admin.post('/api/experience', { ...valid, type: 'contract' });
    expect(type.status).toBe(400);
    expect(type.body).toMatchObject({ statusCode: 1002, errors: [{ path: 'type' }] });
    const cover = await admin.post('/api/experience', { ...valid, cover: 'javascript:alert(1)' });
    expect(cover.status).toBe(400);
    expect(cover.body).toMatchObject({ statusCode: 1002, errors: [{ path: 'cover' }] });
  });

  it('accepts the longest allowed values', async () => {
    const response = await admin.post('/api/experience', {
      ...valid,
      company: 'x'.repeat(100),
      title: 'y'.repeat(100),
      location: 'z'.repeat(100),
      cover: `https://cdn.example.com/${'x'.repeat(2048 - 24)}`,
    });
    expect(response.status).toBe(200);
  });

  it('refuses an invalid update with 1003 and changes nothing', async () => {
    const experience = await createExperience();
    const response = await admin.put(`/api/experience/${experience.experienceId}`, {
      ...valid,
      company: '',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Experience',
      errors: [{ path: 'company', message: 'Company is required' }],
    });
    expect((await admin.get(`/api/experience/${experience.experienceId}`)).body).toEqual(
      experience,
    );
  });
});

describe('Experience tools', () => {
  it('refuses unknown tool ids on create and update', async () => {
    const [react] = await createTools(['React']);
    const onCreate = await admin.post('/api/experience', {
      ...valid,
      tools: [react!.toolId, 999999, 999998, 999999],
    });
    expect(onCreate.status).toBe(400);
    expect(onCreate.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Experience',
      errors: [
        { path: 'tools', message: 'Unknown tool: 999999' },
        { path: 'tools', message: 'Unknown tool: 999998' },
      ],
    });
    expect((await admin.get<List<Experience>>('/api/experience')).body.items).toEqual([]);

    const experience = await createExperience({ tools: [react!.toolId] });
    const onUpdate = await admin.put(`/api/experience/${experience.experienceId}`, {
      ...valid,
      tools: [999999],
    });
    expect(onUpdate.status).toBe(400);
    expect(onUpdate.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Experience',
      errors: [{ path: 'tools', message: 'Unknown tool: 999999' }],
    });
    expect(
      (await admin.get<Experience>(`/api/experience/${experience.experienceId}`)).body.tools,
    ).toEqual([react]);
  });

  it('refuses tools that are not a list of ids', async () => {
    for (const tools of ['React', [0], ['1'], [1.5]]) {
      const response = await admin.post('/api/experience', { ...valid, tools });
      expect(response.status, JSON.stringify(tools)).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 1002 });
    }
  });

  it('keeps duplicate tool ids once', async () => {
    const [react] = await createTools(['React']);
    const experience = await createExperience({ tools: [react!.toolId, react!.toolId] });
    expect(experience.tools).toEqual([react]);
  });

  it('drops a deleted tool from the experiences that used it', async () => {
    const [react, vue] = await createTools(['React', 'Vue']);
    const experience = await createExperience({ tools: [react!.toolId, vue!.toolId] });
    expect((await admin.delete(`/api/tool/${react!.toolId}`)).status).toBe(200);
    expect(
      (await visitor.get<Experience>(`/api/experience/${experience.experienceId}`)).body.tools,
    ).toEqual([vue]);
    const list = await visitor.get<List<Experience>>('/api/experience');
    expect(list.body.items[0]!.tools).toEqual([vue]);
  });

  it('reflects a renamed tool', async () => {
    const [react] = await createTools(['React']);
    const experience = await createExperience({ tools: [react!.toolId] });
    await admin.put(`/api/tool/${react!.toolId}`, { ...react, name: 'Preact' });
    const read = await admin.get<Experience>(`/api/experience/${experience.experienceId}`);
    expect(read.body.tools).toEqual([{ ...react, name: 'Preact', updatedAt: anyMoment }]);
  });
});

describe('Experience list', () => {
  it('sorts by startAt descending by default', async () => {
    await createExperience({ company: 'Old', startAt: '2015-03-01', endAt: '2016-01-01' });
    await createExperience({ company: 'New', startAt: '2023-03-01', endAt: null as never });
    await createExperience({ company: 'Mid', startAt: '2019-03-01', endAt: '2020-01-01' });
    const list = await visitor.get<List<Experience>>('/api/experience');
    expect(companies(list.body)).toEqual(['New', 'Mid', 'Old']);
  });

  it('sorts by the given fields', async () => {
    await createExperience({ company: 'B', type: 'freelance' });
    await createExperience({ company: 'A', type: 'internship' });
    await createExperience({ company: 'C', type: 'freelance' });
    const byCompany = await admin.get<List<Experience>>('/api/experience?sort=company:asc');
    expect(companies(byCompany.body)).toEqual(['A', 'B', 'C']);
    const byType = await admin.get<List<Experience>>('/api/experience?sort=type:desc,company:desc');
    expect(companies(byType.body)).toEqual(['A', 'C', 'B']);
    expect((await admin.get('/api/experience?sort=tools:asc')).status).toBe(400);
    expect((await admin.get('/api/experience?sort=description:asc')).status).toBe(400);
  });

  it('pages by start date, every row with its own tools', async () => {
    const tools = await createTools(['T0', 'T1', 'T2', 'T3', 'T4']);
    for (let i = 0; i < 5; i += 1) {
      await createExperience({
        company: `C${i}`,
        startAt: `201${i}-01-01`,
        endAt: null as never,
        tools: [tools[i]!.toolId],
      });
    }
    const page = await visitor.get<List<Experience>>('/api/experience?page=2&limit=2');
    expect(companies(page.body)).toEqual(['C2', 'C1']);
    expect(page.body.items.map((item) => item.tools)).toEqual([[tools[2]], [tools[1]]]);
  });

  it('loads the tools of a whole page without a query per row', async () => {
    const tools = await createTools(['T0', 'T1', 'T2']);
    for (let i = 0; i < 10; i += 1) {
      await createExperience({ company: `C${i}`, tools: tools.map((tool) => tool.toolId) });
    }
    const connection = server.orm.em.getConnection();
    const execute = vi.spyOn(connection, 'execute');
    try {
      const list = await visitor.get<List<Experience>>('/api/experience?limit=10');
      expect(list.body.items).toHaveLength(10);
      expect(list.body.items.every((item) => item.tools.length === 3)).toBe(true);
      // The page, its count, and the tools of every row at once (the
      // server's look at the shared content version, a few times a second,
      // is no query of this page).
      const queries = execute.mock.calls.filter(([sql]) => !String(sql).includes('content_state'));
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.length).toBeLessThanOrEqual(3);
    } finally {
      execute.mockRestore();
    }
  });

  it('filters over company, title and location, ignoring case', async () => {
    await createExperience({ company: 'Globex', title: 'Developer', location: 'Paris' });
    await createExperience({ company: 'Initech', title: 'Globe trotter', location: 'Rome' });
    await createExperience({ company: 'Hooli', title: 'Engineer', location: 'GLOBE City' });
    await createExperience({ company: 'Umbrella', title: 'Engineer', location: 'Oslo' });
    const list = await visitor.get<List<Experience>>(
      '/api/experience?filter=glob&sort=company:asc',
    );
    expect(companies(list.body)).toEqual(['Globex', 'Hooli', 'Initech']);
    expect(list.body.metadata.totalItems).toBe(3);
    const description = await visitor.get<List<Experience>>('/api/experience?filter=Built');
    expect(description.body.items).toEqual([]);
  });
});

describe('Hidden experiences', () => {
  it('are left out for visitors and shown to admins', async () => {
    const shown = await createExperience({ company: 'Shown' });
    const hidden = await createExperience({ company: 'Hidden', hidden: true });

    const forVisitor = await visitor.get<List<Experience>>('/api/experience');
    expect(companies(forVisitor.body)).toEqual(['Shown']);
    expect(forVisitor.body.metadata.totalItems).toBe(1);
    const filtered = await visitor.get<List<Experience>>('/api/experience?filter=hidden');
    expect(filtered.body.items).toEqual([]);

    expect((await visitor.get(`/api/experience/${hidden.experienceId}`)).body).toEqual({
      statusCode: 404,
      message: 'Experience not found',
    });
    expect((await visitor.get(`/api/experience/${shown.experienceId}`)).status).toBe(200);

    const forAdmin = await admin.get<List<Experience>>('/api/experience?sort=company:asc');
    expect(companies(forAdmin.body)).toEqual(['Hidden', 'Shown']);
    expect((await admin.get(`/api/experience/${hidden.experienceId}`)).body).toEqual(hidden);
  });
});
