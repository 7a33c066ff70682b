/**
 * The same API calls on SQLite and on PostgreSQL give byte-identical
 * answers: ordering of text (case, accents, punctuation), case-insensitive
 * names, filters with wildcards, sorting, paging totals, dates, analytics.
 * Runs in the server-postgres project only (it needs both databases).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

interface Side {
  server: TestServer;
  admin: ApiClient;
  visitor: ApiClient;
}

let sqlite: Side;
let postgres: Side;

async function side(env: Record<string, string>): Promise<Side> {
  const server = await startTestServer(env);
  const admin = new ApiClient(server.url);
  await admin.login();
  return { server, admin, visitor: new ApiClient(server.url) };
}

beforeAll(async () => {
  // An empty DATABASE_URL is unset: the SQLite file in the data folder.
  [sqlite, postgres] = await Promise.all([side({ DATABASE_URL: '' }), side({})]);
  expect(sqlite.server.orm.config.get('dbName')).toMatch(/\.sqlite$/);
  expect(postgres.server.orm.em.getPlatform().constructor.name).toBe('PostgreSqlPlatform');
});
afterAll(() => Promise.all([sqlite?.server.close(), postgres?.server.close()]));

/** Wall-clock times (when a row was written) are the only thing allowed to differ. */
const WALL_CLOCK = /"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z"/g;

/** Sends one call to both servers and expects the same status and the same bytes. */
async function same(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  as: 'admin' | 'visitor' = 'admin',
): Promise<unknown> {
  const [a, b] = await Promise.all(
    [sqlite, postgres].map((s) => s[as].request<unknown>(method, url, body)),
  );
  const text = (value: unknown) =>
    (typeof value === 'string' ? value : JSON.stringify(value)).replace(WALL_CLOCK, '"<time>"');
  expect({ url, status: b!.status, body: text(b!.body) }).toEqual({
    url,
    status: a!.status,
    body: text(a!.body),
  });
  return a!.body;
}

const NAMES = [
  'web',
  'Web',
  'WEB design',
  'Écoles',
  'école',
  'ecole',
  'Zeta',
  'alpha',
  'Alpha',
  '_under_score',
  '50% off',
  '500 off',
  'b',
  'B2',
  'ñandú',
  'Ñ',
  '[brackets]',
  'a\\b',
  'émile',
  'Émile',
  '中文',
  'zz top',
];

describe('the same answers on SQLite and PostgreSQL', () => {
  it('creates categories, refusing names that differ only by (ASCII) case', async () => {
    for (const name of NAMES) await same('POST', '/api/category', { name });
  });

  it.each([
    'sort=name',
    'sort=-name',
    'sort=name&limit=5&page=2',
    'sort=-categoryId&limit=7&page=3',
    'limit=4&page=99',
    'filter=e',
    'filter=É',
    'filter=é',
    'filter=%25',
    'filter=_',
    'filter=%5C',
    'filter=WEB',
    'filter=ñ',
    'filter=Ñ',
    'filter=0%25',
  ])('lists categories with %s', async (query) => {
    await same('GET', `/api/category?${query}`);
  });

  it('renames into a clash and out of one alike', async () => {
    await same('PUT', '/api/category/3', { name: 'WEB' });
    await same('PUT', '/api/category/3', { name: 'Web Design' });
    await same('PUT', '/api/category/4', { name: 'ÉCOLES' });
    await same('GET', '/api/category?sort=name&limit=100');
  });

  it('keeps projects, tools, dates and booleans alike', async () => {
    for (const [index, name] of ['Zed', 'apple', 'Äpfel', 'banana', 'Apple pie'].entries()) {
      await same('POST', '/api/tool', {
        name: `${name} tool`,
        icon: 'https://example.com/icon.svg',
        link: 'https://example.com',
      });
      await same('POST', '/api/project', {
        categoryId: (index % 3) + 1,
        name,
        publishedAt: `202${index}-0${index + 1}-1${index}`,
        cover: 'https://example.com/cover.png',
        description: `About ${name}`,
        content: `# ${name}`,
        pinned: index % 2 === 0,
        hidden: index === 3,
        toolIds: [1, index + 1].filter((id, i, all) => all.indexOf(id) === i),
      });
    }
    for (const query of [
      '',
      'sort=name',
      'sort=-publishedAt',
      'sort=pinned,name',
      'filter=APPLE',
      'filter=äpf',
      'limit=2&page=2',
    ]) {
      await same('GET', `/api/project?${query}`);
      await same('GET', `/api/project?${query}`, undefined, 'visitor');
    }
    await same('GET', '/api/tool?sort=-name');
  });

  it('keeps skillsets, skills, certifications, education and experience alike', async () => {
    for (const [order, name] of ['backend', 'Frontend', 'ÜX', 'data'].entries()) {
      await same('POST', '/api/skillset', { name, order: 3 - order });
      await same('POST', '/api/skill', { skillsetId: order + 1, name: `${name} skill`, order });
    }
    await same('GET', '/api/skillset?sort=order');
    await same('GET', '/api/skillset?sort=-name');
    await same('GET', '/api/skill?sort=skillsetId,-name');
    for (const [index, name] of ['AWS', 'aws pro', 'Azure', 'GCP'].entries()) {
      await same('POST', '/api/certification', {
        name,
        issuer: index % 2 ? 'amazon' : 'Amazon',
        issuedAt: `2021-0${index + 1}-0${index + 1}`,
        expiresAt: index === 2 ? null : `2030-12-3${index % 2}`,
        certificationNumber: index === 1 ? null : `N-${index}`,
        link: null,
      });
      await same('POST', '/api/education', {
        school: `${name} school`,
        location: 'Zürich',
        title: 'BSc',
        startAt: `201${index}-09-01`,
        endAt: index === 3 ? null : `201${index + 3}-06-30`,
        gpa: 3.25 + index / 10,
        hidden: index === 1,
      });
    }
    await same('GET', '/api/certification?sort=-issuedAt');
    await same('GET', '/api/certification?sort=issuer,name');
    await same('GET', '/api/education?sort=-gpa');
    await same('GET', '/api/education', undefined, 'visitor');
  });

  it('keeps variables, messages and the export alike', async () => {
    await same('POST', '/api/variable', { key: 'Zeta_key', value: 'Z', type: 'string' });
    await same('POST', '/api/variable', { key: 'alpha_key', value: '42', type: 'int' });
    await same('POST', '/api/variable', { key: 'flag', value: 'true', type: 'bool' });
    await same('GET', '/api/variable?sort=key&limit=50');
    await same('GET', '/api/variable?sort=-type,key&limit=50');
    await same('GET', '/api/variable/environment', undefined, 'visitor');
    for (const name of ['Bob', 'alice', 'Ørjan']) {
      await same(
        'POST',
        '/api/message',
        { name, email: `${name.toLowerCase()}@example.com`, message: `Hello from ${name}` },
        'visitor',
      );
    }
    await same('PUT', '/api/message/2/read');
    await same('GET', '/api/message?sort=name');
    await same('GET', '/api/message?sort=-read,messageId');
  });

  it('counts visits, views and downloads alike', async () => {
    const agents = ['Mozilla/5.0 Firefox/128.0', 'Mozilla/5.0 Safari/605.1.15'];
    for (const agent of [...agents, agents[0]!]) {
      await Promise.all(
        [sqlite, postgres].map((s) =>
          new ApiClient(s.server.url).request('GET', '/', undefined, { 'user-agent': agent }),
        ),
      );
    }
    for (const id of [1, 2, 1, 5]) await same('GET', `/api/project/${id}`, undefined, 'visitor');
    await Promise.all([sqlite.server.analytics.flush(), postgres.server.analytics.flush()]);
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const path of ['visits', 'cv-downloads', 'project-views']) {
      const body = await same('GET', `/api/analytics/${path}?from=${day(-6)}&to=${day(0)}`);
      expect(Array.isArray(body)).toBe(true);
    }
  });

  it('deletes alike, with the same refusals', async () => {
    await same('DELETE', '/api/category/1');
    await same('DELETE', '/api/skillset/1');
    await same('DELETE', '/api/skill/1');
    await same('DELETE', '/api/skillset/1');
    await same('DELETE', '/api/category/22');
    await same('GET', '/api/category?sort=-name&limit=100');
  });
});
