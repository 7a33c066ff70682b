import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectRefusedOnCreateAndUpdate } from './support/refusal';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';
import { stamped } from './support/stamps';

const require = createRequire(import.meta.url);
const resumeSchema = require('@jsonresume/schema/schema.json') as Record<string, unknown>;

interface Publication {
  publicationId: number;
  title: string;
  publisher: string | null;
  publishedAt: string | null;
  link: string | null;
  summary: string | null;
  hidden: boolean;
}
interface PublicationList {
  items: Publication[];
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
  const all = await admin.get<PublicationList>('/api/publication?limit=1000');
  for (const item of all.body.items) await admin.delete(`/api/publication/${item.publicationId}`);
});

const valid = {
  title: 'Typed APIs without drift',
  publisher: 'Web Engineering Journal',
  publishedAt: '2024-05-02',
  link: 'https://example.org/papers/typed-apis',
  summary: 'How one declaration gives routes, documents and mocks.',
  hidden: false,
};

async function create(fields: Record<string, unknown> = {}) {
  const response = await admin.post<Publication>('/api/publication', { ...valid, ...fields });
  expect(response.status).toBe(200);
  return response.body;
}

const listTitles = async (client = admin) =>
  (await client.get<PublicationList>('/api/publication?limit=1000')).body.items.map(
    (item) => item.title,
  );

describe('Publications', () => {
  it('need only a title; empty optional fields are stored as null', async () => {
    const created = await create({
      title: '  A talk  ',
      publisher: '',
      publishedAt: '',
      link: '',
      summary: '',
      hidden: undefined,
    });
    expect(created).toEqual({
      publicationId: expect.any(Number),
      title: 'A talk',
      publisher: null,
      publishedAt: null,
      link: null,
      summary: null,
      hidden: false,
      ...stamped,
    });
    const bare = await admin.post<Publication>('/api/publication', { title: 'Only a title' });
    expect(bare.status).toBe(200);
    expect(bare.body.hidden).toBe(false);
  });

  it.each([
    ['no title', { title: '' }, 'title', 'Title is required'],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, 'title', 'Title is too long'],
    [
      'a publisher of 201 characters',
      { publisher: 'x'.repeat(201) },
      'publisher',
      'Publisher is too long',
    ],
    ['an impossible date', { publishedAt: '2023-02-30' }, 'publishedAt', 'Invalid Date'],
    [
      'a javascript: link',
      { link: 'javascript:alert(1)' },
      'link',
      'Link must be an http(s) URL or a site path',
    ],
    [
      'a summary of 2001 characters',
      { summary: 'x'.repeat(2001) },
      'summary',
      'Summary is too long',
    ],
  ])('refuse %s: 1002 on create, 1003 on update, nothing changed', (_case, fields, path, message) =>
    expectRefusedOnCreateAndUpdate({
      admin,
      entity: 'publication',
      label: 'Publication',
      body: { ...valid, ...fields },
      errors: [{ path, message }],
      list: listTitles,
      createKept: async () => {
        const kept = await create();
        return { id: kept.publicationId, row: kept };
      },
    }),
  );

  it('accept the longest values and a site path as link', async () => {
    const created = await create({
      title: 'x'.repeat(200),
      publisher: 'y'.repeat(200),
      summary: 'z'.repeat(2000),
      link: '/api/media/document/slides.pdf',
    });
    expect(created.link).toBe('/api/media/document/slides.pdf');
    expect(created.summary).toHaveLength(2000);
  });

  it('keep hidden ones from visitors, in the list and by id, but not from admins', async () => {
    await create({ title: 'Public paper' });
    const hidden = await create({ title: 'Draft article', hidden: true });
    expect(await listTitles(visitor)).toEqual(['Public paper']);
    expect((await visitor.get(`/api/publication/${hidden.publicationId}`)).status).toBe(404);
    expect(await listTitles(admin)).toEqual(['Public paper', 'Draft article']);
    expect((await admin.get(`/api/publication/${hidden.publicationId}`)).status).toBe(200);
  });

  it('are refused to visitors on every write', async () => {
    const kept = await create();
    expect((await visitor.post('/api/publication', valid)).status).toBe(401);
    expect((await visitor.put(`/api/publication/${kept.publicationId}`, valid)).status).toBe(401);
    expect((await visitor.delete(`/api/publication/${kept.publicationId}`)).status).toBe(401);
  });

  it('go to the JSON Resume publications section, visible ones only, newest first', async () => {
    await create({ title: 'Older talk', publishedAt: '2021-03-04', publisher: null, link: null });
    await create({ title: 'Newer paper', publishedAt: '2024-01-02', summary: null });
    await create({ title: 'Undated note', publishedAt: null });
    await create({ title: 'Hidden draft', hidden: true });
    const exported = await admin.get<{
      publications: unknown[];
      portfolio: { publications: Publication[] };
    }>('/api/export');
    expect(exported.status).toBe(200);
    expect(exported.body.publications).toEqual([
      {
        name: 'Newer paper',
        publisher: 'Web Engineering Journal',
        releaseDate: '2024-01-02',
        url: 'https://example.org/papers/typed-apis',
      },
      { name: 'Older talk', releaseDate: '2021-03-04', summary: valid.summary },
      {
        name: 'Undated note',
        publisher: valid.publisher,
        url: valid.link,
        summary: valid.summary,
      },
    ]);
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(resumeSchema);
    expect(validate(exported.body), JSON.stringify(validate.errors)).toBe(true);
    // The portfolio part keeps every row, hidden ones included.
    expect(exported.body.portfolio.publications.map((item) => item.title)).toEqual([
      'Older talk',
      'Newer paper',
      'Undated note',
      'Hidden draft',
    ]);
  });

  it('are listed on /cv after the certifications, visible ones only', async () => {
    await create({ title: 'Typed <APIs>', publishedAt: '2024-05-02' });
    await create({ title: 'Hidden draft', hidden: true });
    await admin.post('/api/certification', {
      name: 'Some certificate',
      issuer: 'Board',
      issuedAt: '2020-01-01',
    });
    const html = (await visitor.get<string>('/cv')).body;
    expect(html).toContain('<h2>Publications</h2>');
    expect(html).toContain(
      '<a href="https://example.org/papers/typed-apis">Typed &lt;APIs&gt;</a>',
    );
    expect(html).toContain('May 2024');
    expect(html).toContain('Web Engineering Journal');
    expect(html).not.toContain('Hidden draft');
    expect(html.indexOf('<h2>Certifications</h2>')).toBeLessThan(
      html.indexOf('<h2>Publications</h2>'),
    );
  });

  it('leave the CV without a Publications section when none is visible', async () => {
    await create({ hidden: true });
    expect((await visitor.get<string>('/cv')).body).not.toContain('Publications');
  });
});
