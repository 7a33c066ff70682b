import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { anyMoment, stamped } from './support/stamps';

interface Skillset {
  skillsetId: number;
  name: string;
  order: number;
}
interface Skill {
  skillId: number;
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
  const skills = await admin.get<List<Skill>>('/api/skill?limit=1000');
  for (const skill of skills.body.items) await admin.delete(`/api/skill/${skill.skillId}`);
  const all = await admin.get<List<Skillset>>('/api/skillset?limit=1000');
  for (const item of all.body.items) await admin.delete(`/api/skillset/${item.skillsetId}`);
});

async function createSkillsets(names: string[]) {
  const created: Skillset[] = [];
  for (const name of names) {
    const response = await admin.post<Skillset>('/api/skillset', { name });
    expect(response.status).toBe(200);
    created.push(response.body);
  }
  return created;
}

const listNames = async (query = '') =>
  (await admin.get<List<Skillset>>(`/api/skillset${query}`)).body.items.map((s) => s.name);

describe('Skillset CRUD', () => {
  it('trims the name, and an update sets the order', async () => {
    const created = await admin.post<Skillset>('/api/skillset', { name: '  Languages  ' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      skillsetId: expect.any(Number),
      name: 'Languages',
      order: 1,
      ...stamped,
    });
    const id = created.body.skillsetId;
    const updated = await admin.put<Skillset>(`/api/skillset/${id}`, {
      name: 'Frameworks',
      order: 7,
    });
    expect(updated.body).toEqual({ skillsetId: id, name: 'Frameworks', order: 7, ...stamped });
  });

  it('puts a new skillset at the end of the list', async () => {
    const [a, b, c] = await createSkillsets(['A', 'B', 'C']);
    expect([a!.order, b!.order, c!.order]).toEqual([1, 2, 3]);

    await admin.delete(`/api/skillset/${c!.skillsetId}`);
    const [d] = await createSkillsets(['D']);
    expect(d!.order).toBe(3);

    await admin.put(`/api/skillset/${a!.skillsetId}`, { name: 'A', order: 10 });
    // An order sent on create is not the caller's to choose: the new row still goes last.
    const e = await admin.post<Skillset>('/api/skillset', { name: 'E', order: 0 });
    expect(e.body.order).toBe(11);
    expect(await listNames()).toEqual(['B', 'D', 'A', 'E']);
  });

  it('refuses to delete a skillset that still has skills, until they are gone', async () => {
    const [set] = await createSkillsets(['Tools']);
    const skill = await admin.post<Skill>('/api/skill', {
      skillsetId: set!.skillsetId,
      name: 'Git',
    });
    expect(skill.status).toBe(200);

    const refused = await admin.delete(`/api/skillset/${set!.skillsetId}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 1004,
      message: 'Failed to delete Skillset: it still has skills',
    });
    expect((await admin.get(`/api/skillset/${set!.skillsetId}`)).body).toEqual(set);

    await admin.delete(`/api/skill/${skill.body.skillId}`);
    expect((await admin.delete(`/api/skillset/${set!.skillsetId}`)).status).toBe(200);
  });
});

describe('Skillset validation', () => {
  it.each([
    ['name missing', {}, 'Name is required'],
    ['name empty', { name: '' }, 'Name is required'],
    ['name blank', { name: '   ' }, 'Name is required'],
    ['name 101 chars', { name: 'x'.repeat(101) }, 'Name is too long'],
  ])('refuses %s on create with 1002 and adds nothing', async (_case, body, message) => {
    const response = await admin.post('/api/skillset', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1002,
      message: 'Failed to create Skillset',
      errors: [{ path: 'name', message }],
    });
    expect(await listNames()).toEqual([]);
  });

  it.each([
    ['name empty', { name: '', order: 1 }, 'name', 'Name is required'],
    ['name 101 chars', { name: 'x'.repeat(101), order: 1 }, 'name', 'Name is too long'],
    ['order a fraction', { name: 'Kept', order: 1.5 }, 'order', 'Order must be a whole number'],
    ['order negative', { name: 'Kept', order: -1 }, 'order', 'Order cannot be less than 0'],
    ['order too large', { name: 'Kept', order: 1_000_001 }, 'order', 'Order is too large'],
  ])('refuses %s on update with 1003 and changes nothing', async (_case, body, path, message) => {
    const [kept] = await createSkillsets(['Kept']);
    const response = await admin.put(`/api/skillset/${kept!.skillsetId}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 1003,
      message: 'Failed to update Skillset',
      errors: [{ path, message }],
    });
    expect((await admin.get(`/api/skillset/${kept!.skillsetId}`)).body).toEqual(kept);
  });

  it('keeps the place on an update without order (create takes none either)', async () => {
    const [, second] = await createSkillsets(['First', 'Second']);
    const response = await admin.put<Skillset>(`/api/skillset/${second!.skillsetId}`, {
      name: 'Renamed',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...second, name: 'Renamed', updatedAt: anyMoment });
  });

  it('accepts a 100-character name and orders 0 and 1000000', async () => {
    const [set] = await createSkillsets(['x'.repeat(100)]);
    for (const order of [0, 1_000_000]) {
      const response = await admin.put(`/api/skillset/${set!.skillsetId}`, { name: 'Y', order });
      expect(response.status).toBe(200);
    }
  });
});

describe('Skillset list', () => {
  it('defaults to order ascending, ties broken by id', async () => {
    const [a, b, c] = await createSkillsets(['A', 'B', 'C']);
    await admin.put(`/api/skillset/${a!.skillsetId}`, { name: 'A', order: 5 });
    await admin.put(`/api/skillset/${c!.skillsetId}`, { name: 'C', order: b!.order });
    expect(await listNames()).toEqual(['B', 'C', 'A']);
  });

  it('sorts by order', async () => {
    await createSkillsets(['Beta', 'Alpha', 'Gamma']);
    expect(await listNames('?sort=order:desc')).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('filters by name case-insensitively', async () => {
    await createSkillsets(['Frontend', 'Backend', 'Soft skills']);
    expect(await listNames('?filter=END')).toEqual(['Frontend', 'Backend']);
    expect(await listNames('?filter=soft')).toEqual(['Soft skills']);
  });

  it.each(['sort=skills:asc'])('refuses the query %s with 400', async (query) => {
    const response = await visitor.get(`/api/skillset?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400 });
  });
});
