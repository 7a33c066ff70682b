import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectRefusedOnCreateAndUpdate } from './support/refusal';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { stamped } from './support/stamps';

interface Education {
  educationId: number;
  school: string;
  location: string;
  title: string;
  startAt: string;
  endAt: string | null;
  gpa: number;
  hidden: boolean;
}
interface EducationList {
  items: Education[];
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
  const all = await admin.get<EducationList>('/api/education?limit=1000');
  for (const item of all.body.items) await admin.delete(`/api/education/${item.educationId}`);
});

const valid = {
  school: 'ETH Zurich',
  location: 'Zurich',
  title: 'MSc Computer Science',
  startAt: '2018-09-01',
  endAt: '2020-08-31',
  gpa: 5.5,
  hidden: false,
};

async function create(fields: Record<string, unknown> = {}) {
  const response = await admin.post<Education>('/api/education', { ...valid, ...fields });
  expect(response.status).toBe(200);
  return response.body;
}

const schools = (list: { body: EducationList }) => list.body.items.map((e) => e.school);
const listSchools = async (query = '', client = admin) =>
  schools(await client.get<EducationList>(`/api/education${query}`));

describe('Education CRUD', () => {
  it('trims the school', async () => {
    const created = await admin.post<Education>('/api/education', {
      ...valid,
      school: ' ETH Zurich ',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ educationId: expect.any(Number), ...valid, ...stamped });
  });

  it('defaults to no end date, a GPA of 0 and visible', async () => {
    const created = await admin.post<Education>('/api/education', {
      school: 'School',
      location: 'Town',
      title: 'Diploma',
      startAt: '2010-09-01',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ endAt: null, gpa: 0, hidden: false });
  });

  it.each([
    ['empty', ''],
    ['null', null],
  ])('stores an %s end date as null', async (_kind, endAt) => {
    const created = await create({ endAt });
    expect(created.endAt).toBeNull();
    expect((await admin.get<Education>(`/api/education/${created.educationId}`)).body.endAt).toBe(
      null,
    );
  });
});

describe('Education validation', () => {
  const endMessage = 'End date cannot be less or equal to start date';
  it.each([
    ['school missing', { school: undefined }, 'school', 'School is required'],
    ['school blank', { school: '   ' }, 'school', 'School is required'],
    ['school 101 chars', { school: 'x'.repeat(101) }, 'school', 'School is too long'],
    ['location missing', { location: undefined }, 'location', 'Location is required'],
    ['location empty', { location: '' }, 'location', 'Location is required'],
    ['location 101 chars', { location: 'x'.repeat(101) }, 'location', 'Location is too long'],
    ['title missing', { title: undefined }, 'title', 'Title is required'],
    ['title empty', { title: '' }, 'title', 'Title is required'],
    ['title 101 chars', { title: 'x'.repeat(101) }, 'title', 'Title is too long'],
    ['startAt missing', { startAt: undefined }, 'startAt', 'Invalid Date'],
    ['startAt not in the calendar', { startAt: '2019-02-29' }, 'startAt', 'Invalid Date'],
    ['startAt not a date', { startAt: 'last fall' }, 'startAt', 'Invalid Date'],
    ['endAt not in the calendar', { endAt: '2024-02-30' }, 'endAt', 'Invalid Date'],
    ['endAt equal to startAt', { endAt: '2018-09-01' }, 'endAt', endMessage],
    ['endAt before startAt', { endAt: '2017-06-30' }, 'endAt', endMessage],
    ['gpa text', { gpa: 'abc' }, 'gpa', 'GPA is not a number'],
    ['gpa a list', { gpa: [1, 2] }, 'gpa', 'GPA is not a number'],
    ['gpa below 0', { gpa: -0.1 }, 'gpa', 'GPA cannot be less than 0'],
  ])(
    'refuses %s: 1002 on create, 1003 on update, nothing changed',
    async (_case, fields, path, message) =>
      expectRefusedOnCreateAndUpdate({
        admin,
        entity: 'education',
        label: 'Education',
        body: { ...valid, ...fields },
        errors: [{ path, message }],
        list: listSchools,
        createKept: async () => {
          const kept = await create();
          return { id: kept.educationId, row: kept };
        },
      }),
  );

  it('accepts the longest texts, a GPA of 0, a large GPA and a leap day', async () => {
    const created = await create({
      school: 'x'.repeat(100),
      location: 'y'.repeat(100),
      title: 'z'.repeat(100),
      startAt: '2020-02-29',
      endAt: '2020-03-01',
      gpa: 0,
    });
    expect(created).toMatchObject({ startAt: '2020-02-29', gpa: 0 });
    expect((await create({ gpa: 110 })).gpa).toBe(110);
  });
});

describe('Education visibility', () => {
  it('leaves hidden rows out for visitors and shows them to the admin', async () => {
    await create({ school: 'Shown A' });
    const hidden = await create({ school: 'Secret', hidden: true });
    await create({ school: 'Shown B' });

    const forVisitor = await visitor.get<EducationList>('/api/education');
    expect(schools(forVisitor)).toEqual(['Shown A', 'Shown B']);
    expect(forVisitor.body.metadata.totalItems).toBe(2);
    expect(await listSchools('?filter=secret', visitor)).toEqual([]);
    expect(await listSchools('?sort=hidden:desc', visitor)).toEqual(['Shown A', 'Shown B']);

    expect(await visitor.get(`/api/education/${hidden.educationId}`)).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: 'Education not found' },
    });

    const forAdmin = await admin.get<EducationList>('/api/education');
    expect(schools(forAdmin)).toEqual(['Shown A', 'Secret', 'Shown B']);
    expect((await admin.get(`/api/education/${hidden.educationId}`)).body).toEqual(hidden);
  });
});

describe('Education list', () => {
  it('sorts by the given fields and directions', async () => {
    await create({ school: 'B', startAt: '2015-01-01', endAt: null, gpa: 3 });
    await create({ school: 'A', startAt: '2010-01-01', endAt: '2012-01-01', gpa: 4 });
    await create({ school: 'C', startAt: '2012-01-01', endAt: '2014-01-01', gpa: 3 });
    expect(await listSchools('?sort=school:desc')).toEqual(['C', 'B', 'A']);
    expect(await listSchools('?sort=startAt:asc')).toEqual(['A', 'C', 'B']);
    expect(await listSchools('?sort=gpa:desc,school:asc')).toEqual(['A', 'B', 'C']);
  });

  it('filters school, location and title case-insensitively', async () => {
    await create({ school: 'Oxford', location: 'England', title: 'BA History' });
    await create({ school: 'MIT', location: 'Cambridge MA', title: 'BSc Physics' });
    await create({ school: 'Cambridge', location: 'England', title: 'MPhil Physics' });
    expect(await listSchools('?filter=OXFORD')).toEqual(['Oxford']);
    expect(await listSchools('?filter=cambridge')).toEqual(['MIT', 'Cambridge']);
    expect(await listSchools('?filter=physics')).toEqual(['MIT', 'Cambridge']);
    expect(await listSchools('?filter=england')).toEqual(['Oxford', 'Cambridge']);
  });

  it.each(['sort=description:asc', 'sort=hidden:down'])(
    'refuses the query %s with 400',
    async (query) => {
      const response = await visitor.get(`/api/education?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400 });
    },
  );
});
