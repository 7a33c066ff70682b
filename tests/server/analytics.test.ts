import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryEntity } from '../../src/server/modules/category/category.entity';
import { ProjectEntity } from '../../src/server/modules/project/project.entity';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

interface VisitsDay {
  date: string;
  totalVisits: number;
  uniqueVisits: number;
}
interface CvDownloadsDay {
  date: string;
  downloads: number;
}
interface ProjectViewsDay {
  date: string;
  views: { projectId: number; name: string; count: number }[];
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

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

async function today<T>(path: string): Promise<T> {
  const day = utcDay();
  const response = await admin.get<T[]>(`${path}?from=${day}&to=${day}`);
  expect(response.status).toBe(200);
  expect(response.body).toHaveLength(1);
  return response.body[0]!;
}

function renderHome(userAgent?: string) {
  return new ApiClient(server.url).request<string>(
    'GET',
    '/',
    undefined,
    userAgent === undefined ? {} : { 'user-agent': userAgent },
  );
}

async function insertProject(name: string): Promise<number> {
  const em = server.orm.em.fork();
  const category = em.create(CategoryEntity, { name: `Category ${randomUUID()}` });
  const project = em.create(ProjectEntity, {
    category,
    name,
    publishedAt: '2024-01-01',
    cover: '/cover.png',
    description: 'A project',
    content: '# Project',
  });
  await em.flush();
  return project.projectId;
}

async function insertProjectViews(date: string, projectId: number, views: number) {
  await server.orm.em
    .fork()
    .getConnection()
    .execute(
      'insert into analytics_project_view_day (date, project_id, views) values (?, ?, ?) on conflict (date, project_id) do update set views = analytics_project_view_day.views + excluded.views',
      [date, projectId, views],
    );
}

describe('visits', () => {
  it('counts server renders of / by visitors, unique per user agent and address', async () => {
    const before = await today<VisitsDay>('/api/analytics/visits');
    const firefox = `Mozilla/5.0 (X11; Linux x86_64; rv:${randomUUID()}) Gecko/20100101 Firefox/128.0`;
    const safari = `Mozilla/5.0 (Macintosh; ${randomUUID()}) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15`;

    expect((await renderHome(firefox)).status).toBe(200);
    expect(await today<VisitsDay>('/api/analytics/visits')).toEqual({
      date: utcDay(),
      totalVisits: before.totalVisits + 1,
      uniqueVisits: before.uniqueVisits + 1,
    });

    await renderHome(safari);
    let after = await today<VisitsDay>('/api/analytics/visits');
    expect(after.totalVisits - before.totalVisits).toBe(2);
    expect(after.uniqueVisits - before.uniqueVisits).toBe(2);

    // The same visitor again: one more visit, no new unique visitor.
    await renderHome(firefox);
    after = await today<VisitsDay>('/api/analytics/visits');
    expect(after.totalVisits - before.totalVisits).toBe(3);
    expect(after.uniqueVisits - before.uniqueVisits).toBe(2);
  });

  it("keeps the day's unique count equal to its stored visitors, write after write", async () => {
    const agents = [1, 2, 3].map((n) => `Mozilla/5.0 (counted-${n}-${randomUUID()}) Firefox/128.0`);
    // Each read writes what is pending: these visits reach the database in
    // separate writes, the same visitor coming back in a later one.
    for (const agent of [agents[0], agents[1], agents[0], agents[2], agents[1]]) {
      await renderHome(agent);
      await today<VisitsDay>('/api/analytics/visits');
    }
    const connection = server.orm.em.fork().getConnection();
    const [stored] = await connection.execute<{ count: number | string }[]>(
      'select count(*) as count from analytics_unique_visitor where date = ?',
      [utcDay()],
    );
    const [day] = await connection.execute<{ unique_visits: number | string }[]>(
      'select unique_visits from analytics_visit_day where date = ?',
      [utcDay()],
    );
    expect(Number(day?.unique_visits)).toBe(Number(stored?.count));
    expect((await today<VisitsDay>('/api/analytics/visits')).uniqueVisits).toBe(
      Number(stored?.count),
    );
  });

  it('does not count bots, clients without a user agent, or other pages', async () => {
    const before = await today<VisitsDay>('/api/analytics/visits');
    await renderHome('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await renderHome('curl/8.5.0');
    await renderHome('');
    await new ApiClient(server.url).request('GET', '/no-such-page', undefined, {
      'user-agent': 'Mozilla/5.0 Firefox/128.0',
    });
    await new ApiClient(server.url).request('GET', '/admin', undefined, {
      'user-agent': 'Mozilla/5.0 Firefox/128.0',
    });
    expect(await today<VisitsDay>('/api/analytics/visits')).toEqual(before);
  });

  it('stores no raw address or user agent', async () => {
    const agent = `Mozilla/5.0 marker-${randomUUID()}`;
    await renderHome(agent);
    const rows = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ visitor_hash: string }[]>('select visitor_hash from analytics_unique_visitor');
    for (const row of rows) {
      expect(row.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.visitor_hash).not.toContain('127.0.0.1');
    }
  });
});

function downloadCv(userAgent?: string) {
  return new ApiClient(server.url).request<string>(
    'GET',
    '/cv',
    undefined,
    userAgent === undefined ? {} : { 'user-agent': userAgent },
  );
}

describe('CV downloads', () => {
  it('counts every request of /cv', async () => {
    const before = await today<CvDownloadsDay>('/api/analytics/cv-downloads');
    for (let i = 0; i < 3; i += 1) expect((await visitor.get('/cv')).status).toBe(200);
    expect(await today<CvDownloadsDay>('/api/analytics/cv-downloads')).toEqual({
      date: utcDay(),
      downloads: before.downloads + 3,
    });
  });

  it('leaves out the bots and agentless clients that visits leave out', async () => {
    const before = await today<CvDownloadsDay>('/api/analytics/cv-downloads');
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'facebookexternalhit/1.1',
      '',
    ];
    for (const agent of bots) expect((await downloadCv(agent)).status).toBe(200);
    expect(await today<CvDownloadsDay>('/api/analytics/cv-downloads')).toEqual(before);

    const browser =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect((await downloadCv(browser)).status).toBe(200);
    expect(await today<CvDownloadsDay>('/api/analytics/cv-downloads')).toEqual({
      date: utcDay(),
      downloads: before.downloads + 1,
    });
  });
});

describe('project views', () => {
  it("counts a visitor's reads of a project, not the admin's", async () => {
    const projectId = await insertProject('Viewed project');
    const before = await today<ProjectViewsDay>('/api/analytics/project-views');
    expect(before.views.find((view) => view.projectId === projectId)).toBeUndefined();

    expect((await visitor.get(`/api/project/${projectId}`)).status).toBe(200);
    expect((await visitor.get(`/api/project/${projectId}`)).status).toBe(200);
    expect((await admin.get(`/api/project/${projectId}`)).status).toBe(200);

    const after = await today<ProjectViewsDay>('/api/analytics/project-views');
    expect(after.views.find((view) => view.projectId === projectId)).toEqual({
      projectId,
      name: 'Viewed project',
      count: 2,
    });
  });

  it("lists a day's projects by views, most first, naming deleted ones", async () => {
    const day = '2023-03-15';
    const quiet = await insertProject('Quiet project');
    const popular = await insertProject('Popular project');
    await insertProjectViews(day, quiet, 2);
    await insertProjectViews(day, popular, 9);
    await insertProjectViews(day, 987654, 5);

    const response = await admin.get<ProjectViewsDay[]>(
      `/api/analytics/project-views?from=2023-03-14&to=2023-03-16`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { date: '2023-03-14', views: [] },
      {
        date: day,
        views: [
          { projectId: popular, name: 'Popular project', count: 9 },
          { projectId: 987654, name: 'Deleted project', count: 5 },
          { projectId: quiet, name: 'Quiet project', count: 2 },
        ],
      },
      { date: '2023-03-16', views: [] },
    ]);
  });
});

describe('ranges', () => {
  it('answers one entry per day, oldest first, with zeros for quiet days', async () => {
    const visits = await admin.get<VisitsDay[]>(
      '/api/analytics/visits?from=2020-02-27&to=2020-03-02',
    );
    expect(visits.body).toEqual(
      ['2020-02-27', '2020-02-28', '2020-02-29', '2020-03-01', '2020-03-02'].map((date) => ({
        date,
        totalVisits: 0,
        uniqueVisits: 0,
      })),
    );
    const downloads = await admin.get<CvDownloadsDay[]>(
      '/api/analytics/cv-downloads?from=2020-12-31&to=2021-01-01',
    );
    expect(downloads.body).toEqual([
      { date: '2020-12-31', downloads: 0 },
      { date: '2021-01-01', downloads: 0 },
    ]);
  });

  it('defaults to the last 7 days ending today', async () => {
    const expected = [-6, -5, -4, -3, -2, -1, 0].map((offset) => utcDay(offset));
    for (const path of [
      '/api/analytics/visits',
      '/api/analytics/cv-downloads',
      '/api/analytics/project-views',
    ]) {
      const response = await admin.get<{ date: string }[]>(path);
      expect(response.status, path).toBe(200);
      expect(response.body.map((entry) => entry.date)).toEqual(expected);
    }
    const onlyTo = await admin.get<{ date: string }[]>('/api/analytics/visits?to=2024-03-02');
    expect(onlyTo.body.map((entry) => entry.date)).toEqual([
      '2024-02-25',
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    const onlyFrom = await admin.get<{ date: string }[]>(
      `/api/analytics/visits?from=${utcDay(-2)}`,
    );
    expect(onlyFrom.body.map((entry) => entry.date)).toEqual([utcDay(-2), utcDay(-1), utcDay()]);
  });

  it('accepts a range of 366 days', async () => {
    const response = await admin.get<unknown[]>(
      '/api/analytics/visits?from=2024-01-01&to=2024-12-31',
    );
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(366);
  });

  it.each([
    ['from after to', 'from=2024-05-02&to=2024-05-01'],
    ['over 366 days', 'from=2023-01-01&to=2024-01-02'],
    ['from in the future with to defaulting to today', `from=${utcDay(3)}`],
    ['an impossible date', 'from=2024-02-30&to=2024-03-01'],
    ['not a date', 'from=yesterday'],
  ])('refuses %s with 400', async (_label, query) => {
    for (const path of [
      '/api/analytics/visits',
      '/api/analytics/cv-downloads',
      '/api/analytics/project-views',
    ]) {
      const response = await admin.get(`${path}?${query}`);
      expect(response.status, path).toBe(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        message: expect.any(String),
        errors: [{ path: expect.stringMatching(/^(from|to)$/) }],
      });
    }
  });
});

describe('analytics permissions', () => {
  it.each(['/api/analytics/visits', '/api/analytics/cv-downloads', '/api/analytics/project-views'])(
    'answers 401 to visitors at %s',
    async (path) => {
      const response = await visitor.get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in' });
    },
  );
});
