import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectRefusedOnCreateAndUpdate } from './support/refusal';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { anyMoment, stamped } from './support/stamps';

interface Skillset {
  skillsetId: number;
  name: string;
  order: number;
}
interface Skill {
  skillId: number;
  skillsetId: number;
  skillset: { skillsetId: number; name: string };
  name: string;
  order: number;
}
interface List<T> {
  items: T[];
  metadata: { totalPages: number; totalItems: number; page: number; limit: number };
}

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;
let languages: Skillset;
let frameworks: Skillset;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();
  languages = (await admin.post<Skillset>('/api/skillset', { name: 'Languages' })).body;
  frameworks = (await admin.post<Skillset>('/api/skillset', { name: 'Frameworks' })).body;
});
afterAll(() => server.close());

beforeEach(async () => {
  const all = await admin.get<List<Skill>>('/api/skill?limit=1000');
  for (const skill of all.body.items) await admin.delete(`/api/skill/${skill.skillId}`);
});

async function createSkill(name: string, skillset = languages) {
  const response = await admin.post<Skill>('/api/skill', { skillsetId: skillset.skillsetId, name });
  expect(response.status).toBe(200);
  return response.body;
}

const listNames = async (query = '') =>
  (await admin.get<List<Skill>>(`/api/skill${query}`)).body.items.map((s) => s.name);

const inSet = (set: Skillset) => ({
  skillsetId: set.skillsetId,
  skillset: { skillsetId: set.skillsetId, name: set.name },
});

describe('Skill CRUD', () => {
  it('trims the name and always names its skillset, on create, read and update', async () => {
    const created = await admin.post<Skill>('/api/skill', {
      skillsetId: languages.skillsetId,
      name: '  TypeScript ',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      skillId: expect.any(Number),
      ...inSet(languages),
      name: 'TypeScript',
      order: 1,
      ...stamped,
    });
    const id = created.body.skillId;
    expect((await visitor.get(`/api/skill/${id}`)).body).toEqual(created.body);
    expect((await visitor.get<List<Skill>>('/api/skill')).body.items).toEqual([created.body]);

    const updated = await admin.put<Skill>(`/api/skill/${id}`, {
      skillsetId: frameworks.skillsetId,
      name: 'React',
      order: 4,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      skillId: id,
      ...inSet(frameworks),
      name: 'React',
      order: 4,
      ...stamped,
    });
    expect((await admin.get<List<Skill>>('/api/skill')).body.items).toEqual([updated.body]);
  });

  it('puts a new skill at the end of its own skillset', async () => {
    const ts = await createSkill('TypeScript');
    const go = await createSkill('Go');
    const react = await createSkill('React', frameworks);
    expect([ts.order, go.order, react.order]).toEqual([1, 2, 1]);

    await admin.put(`/api/skill/${go.skillId}`, { ...inSet(languages), name: 'Go', order: 9 });
    const rust = await admin.post<Skill>('/api/skill', {
      skillsetId: languages.skillsetId,
      name: 'Rust',
      order: 0,
    });
    expect(rust.body.order).toBe(10);
    expect((await createSkill('Vue', frameworks)).order).toBe(2);
  });

  it('shows a renamed skillset in its skills', async () => {
    const set = (await admin.post<Skillset>('/api/skillset', { name: 'Old name' })).body;
    const skill = await createSkill('Docker', set);
    await admin.put(`/api/skillset/${set.skillsetId}`, { name: 'New name', order: set.order });
    expect((await admin.get<Skill>(`/api/skill/${skill.skillId}`)).body.skillset).toEqual({
      skillsetId: set.skillsetId,
      name: 'New name',
    });
    await admin.delete(`/api/skill/${skill.skillId}`);
    await admin.delete(`/api/skillset/${set.skillsetId}`);
  });
});

describe('Skill validation', () => {
  const unknownSkillset = [{ path: 'skillsetId', message: 'Skillset does not exist' }];

  it('refuses an unknown skillset with 400: 1002 on create, 1003 on update', async () => {
    const onCreate = await admin.post('/api/skill', { skillsetId: 999999, name: 'Orphan' });
    expect(onCreate.status).toBe(400);
    expect(onCreate.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Skill',
      errors: unknownSkillset,
    });
    expect(await listNames()).toEqual([]);

    const kept = await createSkill('Kept');
    const onUpdate = await admin.put(`/api/skill/${kept.skillId}`, {
      skillsetId: 999999,
      name: 'Moved',
      order: 1,
    });
    expect(onUpdate.status).toBe(400);
    expect(onUpdate.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Skill',
      errors: unknownSkillset,
    });
    expect((await admin.get(`/api/skill/${kept.skillId}`)).body).toEqual(kept);
  });

  it.each([
    ['skillset missing', { skillsetId: undefined }, 'skillsetId', 'Skillset is required'],
    ['skillset unselected (0)', { skillsetId: 0 }, 'skillsetId', 'Skillset is required'],
    ['skillset negative', { skillsetId: -3 }, 'skillsetId', 'Skillset is required'],
    ['skillset a fraction', { skillsetId: 1.5 }, 'skillsetId', 'Skillset is required'],
    ['name missing', { name: undefined }, 'name', 'Name is required'],
    ['name blank', { name: ' ' }, 'name', 'Name is required'],
    ['name 101 chars', { name: 'x'.repeat(101) }, 'name', 'Name is too long'],
  ])(
    'refuses %s: 1002 on create, 1003 on update, nothing changed',
    async (_case, fields, path, message) =>
      expectRefusedOnCreateAndUpdate({
        admin,
        entity: 'skill',
        label: 'Skill',
        body: { skillsetId: languages.skillsetId, name: 'Valid', order: 1, ...fields },
        errors: [{ path, message }],
        list: listNames,
        createKept: async () => {
          const kept = await createSkill('Kept');
          return { id: kept.skillId, row: kept };
        },
      }),
  );

  it('keeps the place on an update without order (create takes none either)', async () => {
    await createSkill('First');
    const second = await createSkill('Second');
    const response = await admin.put<Skill>(`/api/skill/${second.skillId}`, {
      skillsetId: languages.skillsetId,
      name: 'Renamed',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...second, name: 'Renamed', updatedAt: anyMoment });
  });

  it.each([
    ['order a fraction', 2.5, 'Order must be a whole number'],
    ['order negative', -1, 'Order cannot be less than 0'],
    ['order too large', 1_000_001, 'Order is too large'],
  ])('refuses %s on update with 1003', async (_case, order, message) => {
    const kept = await createSkill('Kept');
    const response = await admin.put(`/api/skill/${kept.skillId}`, {
      skillsetId: languages.skillsetId,
      name: 'Kept',
      order,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Skill',
      errors: [{ path: 'order', message }],
    });
    expect((await admin.get(`/api/skill/${kept.skillId}`)).body).toEqual(kept);
  });
});

describe('Skill list', () => {
  it('defaults to order ascending, ties broken by id', async () => {
    await createSkill('TypeScript'); // order 1
    await createSkill('React', frameworks); // order 1
    const go = await createSkill('Go'); // order 2
    await createSkill('Vue', frameworks); // order 2
    await admin.put(`/api/skill/${go.skillId}`, { ...inSet(languages), name: 'Go', order: 0 });
    expect(await listNames()).toEqual(['Go', 'TypeScript', 'React', 'Vue']);
  });

  it('sorts by skillsetId and order', async () => {
    await createSkill('Go');
    await createSkill('Angular', frameworks);
    await createSkill('C');
    // frameworks was created after languages, so its id is larger.
    expect(await listNames('?sort=skillsetId:desc,name:asc')).toEqual(['Angular', 'C', 'Go']);
    expect(await listNames('?sort=skillsetId:asc,order:desc')).toEqual(['C', 'Go', 'Angular']);
  });

  it('filters by skill name and by the skillset name shown beside it, ignoring case', async () => {
    await createSkill('JavaScript');
    await createSkill('Java');
    await createSkill('Spring', frameworks);
    expect(await listNames('?filter=JAVA')).toEqual(['JavaScript', 'Java']);
    expect(await listNames('?filter=script')).toEqual(['JavaScript']);
    expect(await listNames('?filter=FRAMEworks')).toEqual(['Spring']);
    expect(await listNames('?filter=nothing-like-it')).toEqual([]);
  });

  it.each(['sort=skillset:asc', 'sort=skillset.name:asc'])(
    'refuses the query %s with 400',
    async (query) => {
      const response = await visitor.get(`/api/skill?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400 });
    },
  );
});
