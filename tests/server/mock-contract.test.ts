import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers, http, resetMockDb } from '../mocks';
import { MOCK_ADMIN } from '../mocks/db';
import { crudCases, type FixtureName, fixtureNames } from './support/crud-cases';
import { ADMIN_PASSWORD, ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * The mocks the client tests use must answer like the real server. One list
 * of calls runs against both, each from an empty database; every call must
 * get the same status and the same body once ids, times and secrets are
 * replaced by placeholders. A mock that invents a rule (a 409 the server
 * never sends, a 201 on create) or drops one fails here.
 */

interface Context {
  ids: Record<string, number>;
  password: string;
  /** The rows each entity's fixture refers to, made by its `prepare`. */
  refs: Record<string, Record<string, unknown>>;
}

interface Step {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | ((ctx: Context) => string);
  body?: unknown;
  /** Keeps an id from the answer for later steps. */
  keep?: string;
  /** The answer's field `keep` reads (the first `...Id` field unless given). */
  idField?: string;
}

/** Not a call of its own: makes the rows an entity's fixture refers to (answers not compared). */
interface Prepare {
  prepare: FixtureName;
}

/**
 * The five calls of every registered module that has a fixture, from the
 * fixture table: so a module added to the registry is held to the same
 * contract by its mock at once.
 */
function everyEntitySteps(): (Step | Prepare | ((ctx: Context) => Step))[] {
  return fixtureNames.flatMap((name) => {
    const { idField, create, update } = crudCases[name];
    const text = `Contract ${name}`;
    const item = (ctx: Context) => `/api/${name}/${ctx.ids[`${name}-fixture`]}`;
    return [
      { prepare: name },
      (ctx: Context): Step => ({
        name: `create a ${name} from its fixture`,
        method: 'POST',
        path: `/api/${name}`,
        body: create(text, ctx.refs[name] ?? {}),
        keep: `${name}-fixture`,
        idField,
      }),
      { name: `get the ${name}`, method: 'GET', path: item },
      {
        name: `list ${name} rows filtered`,
        method: 'GET',
        path: `/api/${name}?filter=${encodeURIComponent(text)}`,
      },
      (ctx: Context): Step => ({
        name: `update the ${name} from its fixture`,
        method: 'PUT',
        path: item(ctx),
        body: update(`${text} updated`, ctx.refs[name] ?? {}),
      }),
      { name: `an invalid ${name}`, method: 'POST', path: `/api/${name}`, body: {} },
      { name: `delete the ${name}`, method: 'DELETE', path: item },
      { name: `get the deleted ${name}`, method: 'GET', path: item },
    ];
  });
}

const tool = (name: string) => ({
  name,
  icon: `/api/media/image/${name.toLowerCase()}.svg`,
  link: `https://example.com/${name.toLowerCase()}`,
});

/** A CV with a tool the site has, one it lacks, a repeated job and a section the site has none of. */
const resumeDocument = {
  work: [
    {
      name: 'Acme',
      position: 'Engineer',
      startDate: '2020-03',
      endDate: '2021',
      summary: 'Built things',
      highlights: ['Shipped'],
      keywords: ['React', 'Nope'],
      url: 'https://acme.example',
    },
    { name: 'Initech', position: 'Intern', location: 'Austin', startDate: '2019-06-01' },
    { name: 'ACME', position: 'engineer', startDate: '2020-03' },
  ],
  certificates: [{ name: 'Cert', issuer: 'Board', date: '2019', url: 'https://c.example' }],
  languages: [{ language: 'English' }],
};

const scenario: (Step | Prepare | ((ctx: Context) => Step))[] = [
  { name: 'write before signing in', method: 'POST', path: '/api/tool', body: tool('Vite') },
  { name: 'identity before signing in', method: 'GET', path: '/auth/identity' },
  {
    name: 'sign in with a wrong password',
    method: 'POST',
    path: '/auth/login',
    body: { username: 'admin', password: 'wrong-password' },
  },
  (ctx) => ({
    name: 'sign in',
    method: 'POST',
    path: '/auth/login',
    body: { username: 'admin', password: ctx.password },
  }),
  { name: 'identity', method: 'GET', path: '/auth/identity' },
  { name: 'create a tool', method: 'POST', path: '/api/tool', body: tool('Vite'), keep: 'vite' },
  { name: 'create another', method: 'POST', path: '/api/tool', body: tool('React') },
  { name: 'create a third', method: 'POST', path: '/api/tool', body: tool('Redux') },
  { name: 'a duplicate tool name is fine', method: 'POST', path: '/api/tool', body: tool('Vite') },
  {
    name: 'create an invalid tool',
    method: 'POST',
    path: '/api/tool',
    body: { name: '', icon: 'not a url', link: '' },
  },
  { name: 'list', method: 'GET', path: '/api/tool' },
  { name: 'list filtered', method: 'GET', path: '/api/tool?filter=RE' },
  { name: 'list sorted', method: 'GET', path: '/api/tool?sort=name:desc,toolId:desc' },
  { name: 'list paged', method: 'GET', path: '/api/tool?page=2&limit=3' },
  { name: 'list with a bad sort', method: 'GET', path: '/api/tool?sort=icon:sideways' },
  { name: 'list with a bad limit', method: 'GET', path: '/api/tool?limit=0' },
  { name: 'get', method: 'GET', path: (ctx) => `/api/tool/${ctx.ids.vite}` },
  { name: 'get a missing tool', method: 'GET', path: '/api/tool/999999' },
  { name: 'get with a bad id', method: 'GET', path: '/api/tool/0x10' },
  {
    name: 'update',
    method: 'PUT',
    path: (ctx) => `/api/tool/${ctx.ids.vite}`,
    body: tool('Vitest'),
  },
  {
    name: 'update invalid',
    method: 'PUT',
    path: (ctx) => `/api/tool/${ctx.ids.vite}`,
    body: { name: 'x'.repeat(101), icon: 'javascript:alert(1)', link: '/ok' },
  },
  { name: 'update a missing tool', method: 'PUT', path: '/api/tool/999999', body: tool('Gone') },
  { name: 'delete', method: 'DELETE', path: (ctx) => `/api/tool/${ctx.ids.vite}` },
  { name: 'delete again', method: 'DELETE', path: (ctx) => `/api/tool/${ctx.ids.vite}` },
  { name: 'list after delete', method: 'GET', path: '/api/tool?sort=name:asc' },
  { name: 'create a category', method: 'POST', path: '/api/category', body: { name: 'Web' } },
  {
    name: 'category names are unique regardless of case',
    method: 'POST',
    path: '/api/category',
    body: { name: 'WEB' },
  },
  {
    name: 'create a skillset',
    method: 'POST',
    path: '/api/skillset',
    body: { name: 'Frontend' },
    keep: 'skillset',
  },
  {
    name: 'a duplicate skillset name is fine',
    method: 'POST',
    path: '/api/skillset',
    body: { name: 'Frontend' },
  },
  {
    name: 'a skill of a missing skillset',
    method: 'POST',
    path: '/api/skill',
    body: { skillsetId: 999999, name: 'CSS' },
  },
  (ctx) => ({
    name: 'create a skill',
    method: 'POST',
    path: '/api/skill',
    body: { skillsetId: ctx.ids.skillset, name: 'CSS' },
  }),
  {
    name: 'update a skillset without order',
    method: 'PUT',
    path: (ctx) => `/api/skillset/${ctx.ids.skillset}`,
    body: { name: 'Front' },
  },
  {
    name: 'a skillset with skills is not deleted',
    method: 'DELETE',
    path: (ctx) => `/api/skillset/${ctx.ids.skillset}`,
  },
  { name: 'list skills', method: 'GET', path: '/api/skill' },
  {
    name: 'create a hidden education',
    method: 'POST',
    path: '/api/education',
    body: {
      school: 'TU',
      location: 'Berlin',
      title: 'BSc',
      startAt: '2018-10-01',
      endAt: null,
      gpa: 1.3,
      hidden: true,
    },
    keep: 'education',
  },
  { name: 'an admin sees hidden rows', method: 'GET', path: '/api/education' },
  {
    name: 'create a variable',
    method: 'POST',
    path: '/api/variable',
    body: { key: 'site_name', value: 'Portfolio' },
  },
  { name: 'get a variable by key', method: 'GET', path: '/api/variable/site_name' },
  {
    name: 'a variable key is unique',
    method: 'POST',
    path: '/api/variable',
    body: { key: 'site_name', value: 'Other' },
  },
  {
    name: 'create a publication',
    method: 'POST',
    path: '/api/publication',
    body: { title: 'Typed mocks', publisher: 'Blog', publishedAt: '2026-01-05' },
    keep: 'publication',
  },
  {
    name: 'create an invalid publication',
    method: 'POST',
    path: '/api/publication',
    body: { title: '', publishedAt: '2026-13-45', link: 'ftp://x' },
  },
  { name: 'list publications filtered', method: 'GET', path: '/api/publication?filter=blog' },
  { name: 'two-factor status', method: 'GET', path: '/auth/2fa' },
  {
    name: 'visits over three days',
    method: 'GET',
    path: '/api/analytics/visits?from=2024-01-01&to=2024-01-03',
  },
  {
    name: 'visits with from after to',
    method: 'GET',
    path: '/api/analytics/visits?from=2024-01-03&to=2024-01-01',
  },
  { name: 'media library', method: 'GET', path: '/api/media' },
  { name: 'inbox', method: 'GET', path: '/api/message' },
  {
    name: 'import a document that is not JSON Resume',
    method: 'POST',
    path: '/api/import/json-resume?dryRun=true',
    body: { work: [{ name: 5, startDate: 'last spring' }], skills: 'many' },
  },
  {
    name: "import items breaking the site's rules",
    method: 'POST',
    path: '/api/import/json-resume',
    body: { work: [{ name: 'Acme', position: 'x'.repeat(101) }], certificates: [{ name: 'C' }] },
  },
  {
    name: 'dry run of an import',
    method: 'POST',
    path: '/api/import/json-resume?dryRun=true',
    body: resumeDocument,
  },
  { name: 'nothing written by the dry run', method: 'GET', path: '/api/experience' },
  { name: 'import', method: 'POST', path: '/api/import/json-resume', body: resumeDocument },
  { name: 'import again', method: 'POST', path: '/api/import/json-resume', body: resumeDocument },
  { name: 'experiences after the import', method: 'GET', path: '/api/experience' },
  { name: 'certifications after the import', method: 'GET', path: '/api/certification' },
  { name: 'a missing message', method: 'GET', path: '/api/message/999999' },
  { name: 'unread on a missing message', method: 'PUT', path: '/api/message/999999/unread' },
  { name: 'mail status without SMTP settings', method: 'GET', path: '/api/mail' },
  {
    name: 'a reply without text',
    method: 'POST',
    path: '/api/message/999999/reply',
    body: { text: ' ' },
  },
  {
    name: 'a reply without SMTP settings',
    method: 'POST',
    path: '/api/message/999999/reply',
    body: { text: 'Hello' },
  },
  ...everyEntitySteps(),
  { name: 'sign out', method: 'POST', path: '/auth/logout' },
  { name: 'a visitor does not see hidden rows', method: 'GET', path: '/api/education' },
  {
    name: 'nor get them',
    method: 'GET',
    path: (ctx) => `/api/education/${ctx.ids.education}`,
  },
  { name: 'a visitor may not list admins', method: 'GET', path: '/api/admin' },
  { name: 'write after signing out', method: 'POST', path: '/api/tool', body: tool('Late') },
  {
    name: 'import after signing out',
    method: 'POST',
    path: '/api/import/json-resume',
    body: resumeDocument,
  },
];

export interface Answer {
  step: string;
  status: number;
  body: unknown;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * Ids, times and secrets differ between runs by nature: placeholders stand
 * for them. Keys are sorted, so only the fields and values count.
 */
export function normalise(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => normalise(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([field, inner]) => [field, normalise(inner, field)]),
    );
  }
  if (typeof value === 'number' && /Id$/.test(key)) return '<id>';
  if (typeof value === 'string' && ISO_TIME.test(value)) return '<time>';
  if (key === 'token' && typeof value === 'string') return '<secret>';
  return value;
}

async function run(baseUrl: string, password: string): Promise<Answer[]> {
  const client = new ApiClient(baseUrl);
  const ctx: Context = { ids: {}, password, refs: {} };
  const answers: Answer[] = [];
  for (const entry of scenario) {
    if ('prepare' in entry) {
      const fixture = crudCases[entry.prepare];
      if (fixture.prepare) ctx.refs[entry.prepare] = await fixture.prepare(client, ' contract');
      continue;
    }
    const step = typeof entry === 'function' ? entry(ctx) : entry;
    const path = typeof step.path === 'function' ? step.path(ctx) : step.path;
    const { status, body } = await client.request(step.method, path, step.body);
    if (step.keep) {
      const id = step.idField
        ? (body as Record<string, unknown>)[step.idField]
        : Object.entries(body).find(([field]) => /Id$/.test(field))?.[1];
      if (typeof id === 'number') ctx.ids[step.keep] = id;
    }
    answers.push({ step: step.name, status, body: normalise(body) });
  }
  return answers;
}

/** The steps whose status or normalised body differ, described for a failure message. */
export function differences(expected: Answer[], actual: Answer[]): string[] {
  return expected.flatMap((want, index) => {
    const got = actual[index];
    if (!got) return [`${want.step}: no answer`];
    if (got.status !== want.status) {
      return [`${want.step}: status ${got.status}, the server answers ${want.status}`];
    }
    if (JSON.stringify(got.body) !== JSON.stringify(want.body)) {
      return [
        `${want.step}: body ${JSON.stringify(got.body)}, the server answers ${JSON.stringify(want.body)}`,
      ];
    }
    return [];
  });
}

const MOCK_ORIGIN = 'http://mock-api.test';
const mockApi = setupServer(...handlers);

/** The scenario against the mocks, with extra handlers in front (to plant a difference). */
async function runMocks(...overrides: Parameters<typeof mockApi.use>): Promise<Answer[]> {
  resetMockDb();
  mockApi.listen({ onUnhandledRequest: 'error' });
  mockApi.use(...overrides);
  try {
    return await run(MOCK_ORIGIN, MOCK_ADMIN.password);
  } finally {
    mockApi.resetHandlers();
    mockApi.close();
  }
}

describe('the mock API answers like the server', () => {
  let server: TestServer;
  let real: Answer[];

  beforeAll(async () => {
    // The real server runs first: while MSW listens it would intercept these calls too.
    server = await startTestServer();
    real = await run(server.url, ADMIN_PASSWORD);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('gives every call of the scenario the same status and body', async () => {
    const mocked = await runMocks();
    expect(differences(real, mocked)).toEqual([]);
    // The scenario covers what it claims: refusals and successes both.
    expect(new Set(real.map((answer) => answer.status))).toEqual(
      new Set([200, 400, 401, 404, 409, 503]),
    );
  });

  it('reports a planted difference: a create answering 201', async () => {
    const planted = await runMocks(
      // The typed `http` refuses this at compile time (the document has no 201), hence untyped.
      http.untyped.post('*/api/tool', async ({ request }) => {
        const body = (await request.json()) as object;
        return Response.json({ toolId: 1, ...body }, { status: 201 });
      }),
    );
    const found = differences(real, planted);
    expect(found).toContain('create a tool: status 201, the server answers 200');
    expect(found).toContain('write before signing in: status 201, the server answers 401');
  });

  it('reports a planted difference: another value in a body', async () => {
    const planted = await runMocks(
      http.get('/auth/2fa', ({ response }) =>
        response(200).json({ enabled: false, recoveryCodesLeft: 10 }),
      ),
    );
    expect(differences(real, planted)).toEqual([
      'two-factor status: body {"enabled":false,"recoveryCodesLeft":10}, the server answers {"enabled":false,"recoveryCodesLeft":0}',
    ]);
  });
});
