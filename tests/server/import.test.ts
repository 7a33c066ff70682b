import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createToken, TokenClient } from './support/access';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

const IMPORT = '/api/import/json-resume';
const TITLE_BEFORE = 'Title before the import';

interface Counts {
  create: number;
  update: number;
  unchanged: number;
  skip: number;
}
interface Item {
  section: string;
  path: string;
  label: string;
  action: 'create' | 'update' | 'unchanged' | 'skip';
  reason: string | null;
  fields: string[];
  notes: string[];
}
interface Report {
  dryRun: boolean;
  counts: Counts;
  sections: { section: string; counts: Counts }[];
  items: Item[];
}
interface Envelope {
  statusCode: number;
  message: string;
  errors?: { path: string; message: string }[];
}

let server: TestServer;
let admin: ApiClient;

/** A CV as another tool would write it: partial dates, fields the site lacks, a section it has none of. */
function resume() {
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: 'Grace Hopper',
      label: 'Compiler Engineer',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      summary: 'I build compilers.\n\nAnd I teach <everyone>.',
      profiles: [
        { network: 'GitHub', username: 'grace', url: 'https://github.com/grace' },
        { network: 'linkedin', username: 'grace-h' },
        { network: 'Mastodon', url: 'https://example.social/@grace' },
      ],
    },
    work: [
      {
        name: 'Navy',
        position: 'Officer',
        location: 'Arlington',
        startDate: '1943',
        endDate: '1966-08',
        summary: 'Programmed the Mark I.',
        highlights: ['COBOL'],
        keywords: ['TypeScript', 'Fortran'],
        url: 'https://navy.example',
      },
      { name: 'Remington Rand', position: 'Engineer', startDate: '1949-06-15' },
    ],
    education: [
      {
        institution: 'Yale',
        studyType: 'PhD',
        area: 'Mathematics',
        startDate: '1930',
        endDate: '1934',
        score: '4',
      },
    ],
    certificates: [
      { name: 'Cert A', issuer: 'Board', date: '2001-02', url: 'https://c.example/a' },
    ],
    publications: [{ name: 'A Manual', publisher: 'Press', releaseDate: '1946' }],
    skills: [
      { name: 'Languages', level: 'Master', keywords: ['COBOL', 'FLOW-MATIC'] },
      { name: 'Teaching', keywords: [] },
    ],
    projects: [
      {
        name: 'A-0',
        description: 'The first compiler',
        highlights: ['Linker', 'Loader'],
        startDate: '1952',
        type: 'Compilers',
        keywords: ['TypeScript'],
      },
    ],
    languages: [{ language: 'English' }],
  };
}

async function list<T = Record<string, unknown>>(entity: string): Promise<T[]> {
  const reply = await admin.get<{ items: T[] }>(`/api/${entity}?limit=1000`);
  expect(reply.status).toBe(200);
  return reply.body.items;
}

/** Every CV row of the site, as a count per entity. */
async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const entity of [
    'experience',
    'education',
    'certification',
    'publication',
    'skillset',
    'skill',
    'project',
    'category',
  ]) {
    counts[entity] = (await list(entity)).length;
  }
  return counts;
}

/**
 * Deletes every CV row, children first, and the owner's name; the tools (the
 * site's icon library) stay, and the title is set to one no document here has.
 */
async function wipe() {
  await admin.delete('/api/variable/name');
  expect((await admin.put('/api/variable/title', { value: TITLE_BEFORE })).status).toBe(200);
  for (const [entity, id] of [
    ['experience', 'experienceId'],
    ['education', 'educationId'],
    ['certification', 'certificationId'],
    ['publication', 'publicationId'],
    ['skill', 'skillId'],
    ['skillset', 'skillsetId'],
    ['project', 'projectId'],
    ['category', 'categoryId'],
  ] as const) {
    for (const row of await list<Record<string, number>>(entity)) {
      expect((await admin.delete(`/api/${entity}/${row[id]}`)).status).toBe(200);
    }
  }
}

async function variable(key: string): Promise<string | undefined> {
  const reply = await admin.get<{ value: string }>(`/api/variable/${key}`);
  return reply.status === 200 ? reply.body.value : undefined;
}

const itemAt = (report: Report, path: string) => report.items.find((item) => item.path === path);

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
  for (const name of ['TypeScript', 'SQLite']) {
    const tool = await admin.post('/api/tool', {
      name,
      icon: `https://icons.example/${name}.svg`,
      link: 'https://example.com',
    });
    expect(tool.status).toBe(200);
  }
});
afterAll(() => server.close());
beforeEach(wipe);

describe('a dry run', () => {
  it('reports per section and item what it would do, and writes nothing', async () => {
    const before = await rowCounts();
    const reply = await admin.post<Report>(`${IMPORT}?dryRun=true`, resume());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const report = reply.body;
    expect(report.dryRun).toBe(true);

    expect(itemAt(report, 'work.0')).toMatchObject({ action: 'create', label: 'Officer at Navy' });
    expect(itemAt(report, 'work.0')!.notes).toEqual(
      expect.arrayContaining([
        'url: not kept by this site',
        'keywords: "Fortran" is no tool of this site, left out',
      ]),
    );
    // The highlights go into the description, so they are not reported as left out.
    expect(itemAt(report, 'work.0')!.notes.join(' ')).not.toContain('highlights');
    // The site needs a place; the document gives none for the second job.
    expect(itemAt(report, 'work.1')!.notes).toContain('location: none given, set to "Not given"');
    expect(itemAt(report, 'education.0')).toMatchObject({ action: 'create' });
    expect(itemAt(report, 'skills.0.keywords.1')).toMatchObject({
      action: 'create',
      label: 'Languages › FLOW-MATIC',
    });
    expect(itemAt(report, 'projects.0.type')).toMatchObject({
      section: 'categories',
      action: 'create',
      label: 'Compilers',
    });
    expect(itemAt(report, 'basics.profiles.2')).toMatchObject({
      action: 'skip',
      reason: 'The site links to GitHub, LinkedIn and Instagram only',
    });
    expect(itemAt(report, 'basics.phone')).toMatchObject({ action: 'skip' });
    expect(itemAt(report, 'languages.0')).toMatchObject({
      section: 'languages',
      action: 'create',
      label: 'English',
    });
    expect(report.sections.find((section) => section.section === 'work')!.counts).toEqual({
      create: 2,
      update: 0,
      unchanged: 0,
      skip: 0,
    });
    expect(report.counts.create).toBe(
      report.items.filter((item) => item.action === 'create').length,
    );

    expect(await rowCounts()).toEqual(before);
    expect(await variable('title')).toBe(TITLE_BEFORE);
    expect(await variable('name')).toBeUndefined();
  });
});

describe('an import', () => {
  it('creates every section and sets the owner variables', async () => {
    const reply = await admin.post<Report>(IMPORT, resume());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.dryRun).toBe(false);

    const work = await list<Record<string, unknown>>('experience');
    const navy = work.find((row) => row.company === 'Navy')!;
    expect(navy).toMatchObject({
      title: 'Officer',
      location: 'Arlington',
      startAt: '1943-01-01',
      endAt: '1966-08-31',
      description: 'Programmed the Mark I.\n• COBOL',
      type: 'full_time',
      hidden: false,
      cover: '/imported-cover.svg',
    });
    expect((navy.tools as { name: string }[]).map((tool) => tool.name)).toEqual(['TypeScript']);
    expect(work.find((row) => row.company === 'Remington Rand')).toMatchObject({
      location: 'Not given',
      startAt: '1949-06-15',
      endAt: null,
    });
    expect(await list('education')).toEqual([
      expect.objectContaining({
        school: 'Yale',
        title: 'PhD Mathematics',
        startAt: '1930-01-01',
        endAt: '1934-12-31',
        gpa: 4,
      }),
    ]);
    expect(await list('certification')).toEqual([
      expect.objectContaining({
        name: 'Cert A',
        issuer: 'Board',
        issuedAt: '2001-02-01',
        link: 'https://c.example/a',
      }),
    ]);
    expect(await list('publication')).toEqual([
      expect.objectContaining({ title: 'A Manual', publisher: 'Press', publishedAt: '1946-01-01' }),
    ]);
    const sets = await list<{ name: string; skillsetId: number }>('skillset');
    expect(sets.map((set) => set.name)).toEqual(['Languages', 'Teaching']);
    const skills = await list<{ name: string; skillsetId: number; order: number }>('skill');
    expect(
      skills.filter((skill) => skill.skillsetId === sets[0]!.skillsetId).map((skill) => skill.name),
    ).toEqual(['COBOL', 'FLOW-MATIC']);
    const [project] = await list<Record<string, unknown>>('project');
    expect(project).toMatchObject({
      name: 'A-0',
      description: 'The first compiler',
      publishedAt: '1952-01-01',
      category: { name: 'Compilers' },
      content: 'The first compiler\n\n- Linker\n- Loader',
      pinned: false,
      hidden: false,
    });

    expect(await variable('name')).toBe('Grace Hopper');
    expect(await variable('title')).toBe('Compiler Engineer');
    expect(await variable('email')).toBe('grace@example.com');
    expect(await variable('github')).toBe('https://github.com/grace');
    expect(await variable('linkedin')).toBe('grace-h');
    // Plain paragraphs become HTML, escaped, and the public page gets them sanitized.
    expect(await variable('about')).toBe(
      '<p>I build compilers.</p><p>And I teach &lt;everyone&gt;.</p>',
    );
    const environment = await new ApiClient(server.url).get<Record<string, unknown>>(
      '/api/variable/environment',
    );
    expect(environment.body.about).toBe(
      '<p>I build compilers.</p><p>And I teach &lt;everyone&gt;.</p>',
    );
    expect(environment.body.name).toBe('Grace Hopper');
  });

  it('creates nothing the second time, and updates what the document changed', async () => {
    expect((await admin.post(IMPORT, resume())).status).toBe(200);
    const counts = await rowCounts();

    const again = await admin.post<Report>(IMPORT, resume());
    expect(again.status).toBe(200);
    expect(again.body.counts).toMatchObject({ create: 0, update: 0 });
    expect(await rowCounts()).toEqual(counts);

    const changed = resume();
    changed.work[0]!.location = 'Washington';
    changed.work[0]!.name = 'NAVY'; // the same company: names match whatever their case
    changed.education[0]!.endDate = '1935';
    const third = await admin.post<Report>(IMPORT, changed);
    expect(third.status).toBe(200);
    expect(itemAt(third.body, 'work.0')).toMatchObject({ action: 'update', fields: ['location'] });
    expect(itemAt(third.body, 'education.0')).toMatchObject({
      action: 'update',
      fields: ['endAt'],
    });
    expect(third.body.counts.create).toBe(0);
    expect(await rowCounts()).toEqual(counts);
    const navy = (await list<Record<string, unknown>>('experience')).find(
      (row) => row.title === 'Officer',
    );
    expect(navy).toMatchObject({ company: 'Navy', location: 'Washington' });
  });

  it('keeps what the owner changed on the site and the document does not carry', async () => {
    expect((await admin.post(IMPORT, resume())).status).toBe(200);
    const [project] = await list<Record<string, unknown> & { projectId: number }>('project');
    const edited = {
      categoryId: project!.categoryId,
      name: 'A-0',
      publishedAt: '1952-01-01',
      cover: '/covers/real.png',
      description: 'The first compiler',
      content: '# My own words',
      pinned: true,
      hidden: false,
      tools: [],
    };
    expect((await admin.put(`/api/project/${project!.projectId}`, edited)).status).toBe(200);
    const again = await admin.post<Report>(IMPORT, resume());
    // The keywords name TypeScript again: only the tools differ.
    expect(itemAt(again.body, 'projects.0')).toMatchObject({ action: 'update', fields: ['tools'] });
    const [after] = await list<Record<string, unknown>>('project');
    expect(after).toMatchObject({
      cover: '/covers/real.png',
      content: '# My own words',
      pinned: true,
    });
  });

  it('puts one entry on the activity trail, and none for a dry run', async () => {
    expect((await admin.post(`${IMPORT}?dryRun=true`, resume())).status).toBe(200);
    expect((await admin.post(IMPORT, resume())).status).toBe(200);
    const trail = await admin.get<{ items: Record<string, unknown>[] }>('/api/audit?action=import');
    expect(trail.status).toBe(200);
    expect(trail.body.items[0]).toMatchObject({
      action: 'import',
      entity: 'json-resume',
      username: 'admin',
    });
    expect(trail.body.items[0]!.fields).toEqual(
      expect.arrayContaining(['basics', 'work', 'education', 'skills', 'projects']),
    );
    const entries = trail.body.items.length;
    expect((await admin.post(`${IMPORT}?dryRun=true`, resume())).status).toBe(200);
    const after = await admin.get<{ items: unknown[] }>('/api/audit?action=import');
    expect(after.body.items.length).toBe(entries);
  });
});

describe('export, wipe, import', () => {
  it('gives back the same JSON Resume', async () => {
    expect((await admin.post(IMPORT, resume())).status).toBe(200);
    const first = await admin.get<Record<string, unknown>>('/api/export');
    expect(first.status).toBe(200);
    const { portfolio: _portfolio, meta: _meta, ...cv } = first.body;

    await wipe();
    expect(Object.values(await rowCounts()).every((count) => count === 0)).toBe(true);
    const restored = await admin.post<Report>(IMPORT, first.body);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    // `portfolio` and `meta` are the export's own parts, not the CV's: reported, not written.
    expect(itemAt(restored.body, 'portfolio')).toBeUndefined();

    const second = await admin.get<Record<string, unknown>>('/api/export');
    const { portfolio: _p, meta: _m, ...cvAgain } = second.body;
    expect(cvAgain).toEqual(cv);

    // And importing the export of a full site changes nothing.
    const idle = await admin.post<Report>(IMPORT, second.body);
    expect(idle.body.counts).toMatchObject({ create: 0, update: 0 });
  });
});

describe('a refused document', () => {
  it('not following the schema: 400 with the paths, nothing written', async () => {
    const before = await rowCounts();
    const bad = resume() as Record<string, unknown>;
    bad.work = [{ name: 'X', position: 'Y', startDate: 'last spring' }, { name: 5 }];
    bad.skills = 'many';
    const reply = await admin.post<Envelope>(IMPORT, bad);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, message: 'Not a JSON Resume document' });
    expect(reply.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'work.0.startDate', message: 'Must be a date as yyyy, yyyy-mm or yyyy-mm-dd' },
        { path: 'work.1.name', message: 'Must be text' },
        { path: 'skills', message: 'Must be a list' },
      ]),
    );
    expect(await rowCounts()).toEqual(before);
    expect(await variable('name')).toBeUndefined();
  });

  it('a body that is no object, or no JSON: 400', async () => {
    expect((await admin.post<Envelope>(IMPORT, [1, 2])).status).toBe(400);
    const malformed = await admin.request<Envelope>('POST', IMPORT, '{"basics": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON body');
    const text = await admin.request<Envelope>('POST', IMPORT, 'hello', {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    const flag = await admin.post<Envelope>(`${IMPORT}?dryRun=maybe`, resume());
    expect(flag.status).toBe(400);
    expect(flag.body.errors).toEqual([{ path: 'dryRun', message: 'dryRun must be true or false' }]);
  });

  it("items breaking the site's rules: 400 with every path, nothing written", async () => {
    const bad = resume();
    bad.work[1]!.position = 'x'.repeat(101);
    bad.certificates[0]!.url = 'javascript:alert(1)';
    bad.education[0]!.endDate = '1929';
    (bad.work[1] as Record<string, unknown>).startDate = undefined;
    bad.basics.email = 'not an address';
    const reply = await admin.post<Envelope>(IMPORT, bad);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("Some items break the site's rules: nothing was imported");
    expect(reply.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'basics.email', message: 'Must be an e-mail address' },
        { path: 'work.1.position', message: 'Title is too long' },
        { path: 'work.1.startDate', message: 'Invalid Date' },
        { path: 'education.0.endDate', message: 'End date cannot be less or equal to start date' },
        { path: 'certificates.0.url', message: 'Link must be an http(s) URL or a site path' },
      ]),
    );
    // The dry run answers the same problems.
    const dry = await admin.post<Envelope>(`${IMPORT}?dryRun=true`, bad);
    expect(dry.status).toBe(400);
    expect(dry.body.errors).toEqual(reply.body.errors);
    expect(Object.values(await rowCounts()).every((count) => count === 0)).toBe(true);
    expect(await variable('name')).toBeUndefined();
  });

  it('failing halfway, after rows were written in the transaction: all of it undone', async () => {
    // Valid for the schema and every item's own rules until the last section:
    // the basics, work, education and skills are written before the project fails.
    const bad = resume();
    bad.projects[0]!.description = 'd'.repeat(257);
    const reply = await admin.post<Envelope>(IMPORT, bad);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { path: 'projects.0.description', message: 'Description is too long' },
    ]);
    expect(Object.values(await rowCounts()).every((count) => count === 0)).toBe(true);
    expect(await variable('name')).toBeUndefined();
    expect(await variable('title')).toBe(TITLE_BEFORE);
  });
});

describe('who may import', () => {
  it('a visitor: 401, a read token: 403, a write token: imports', async () => {
    const visitor = new ApiClient(server.url);
    const refused = await visitor.post<Envelope>(IMPORT, resume());
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ statusCode: 401, message: 'Not signed in' });
    expect((await visitor.post(`${IMPORT}?dryRun=true`, resume())).status).toBe(401);

    // The owner's browser tricked by another site: the session cookie alone is not enough.
    const crossSite = await admin.request<Envelope>('POST', IMPORT, resume(), {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(await list('experience')).toHaveLength(0);

    const reader = new TokenClient(server.url, (await createToken(admin, 'read')).token);
    const read = await reader.post<Envelope>(IMPORT, resume());
    expect(read.status).toBe(403);
    expect(read.body.message).toBe('This token may only read');

    const writer = new TokenClient(server.url, (await createToken(admin, 'write')).token);
    const written = await writer.post<Report>(IMPORT, resume());
    expect(written.status).toBe(200);
    expect((await list('experience')).length).toBe(2);
  });
});

describe('size', () => {
  it('takes a large CV under the limit, and refuses one over it with 413', async () => {
    const large = resume();
    // About 3 MB: far more than the 1 MB other bodies may have.
    large.projects = Array.from({ length: 150 }, (_, index) => ({
      name: `Project ${index}`,
      description: `Project number ${index}`,
      highlights: Array.from({ length: 100 }, (_, line) => `Highlight ${line} `.repeat(15)),
      startDate: '2020-01',
      type: 'Compilers',
      keywords: ['TypeScript'],
    }));
    const body = JSON.stringify(large);
    expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
    const reply = await admin.request<Report>('POST', IMPORT, body);
    expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
    expect((await list('project')).length).toBe(150);

    const huge = await admin.request<Envelope>(
      'POST',
      IMPORT,
      `{"x":"${'y'.repeat(6 * 1024 * 1024)}"}`,
    );
    expect(huge.status).toBe(413);
    expect(huge.body.statusCode).toBe(413);
  });
});

describe('limits', () => {
  /** A work entry, a publication, a project or a skill group number `index`. */
  const work = (index: number) => ({
    name: `Company ${index}`,
    position: 'Engineer',
    startDate: `${1970 + (index % 50)}-0${1 + (index % 9)}`,
    keywords: ['TypeScript'],
  });
  const publication = (index: number) => ({ name: `Paper ${index}`, releaseDate: '2001' });
  const project = (index: number) => ({
    name: `Project ${index}`,
    description: `Project number ${index}`,
    startDate: '2020',
    type: `Kind ${index % 5}`,
    keywords: ['SQLite'],
  });

  async function refused(document: unknown, message: string) {
    const reply = await admin.post<Envelope>(IMPORT, document);
    expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(413);
    expect(reply.body.statusCode).toBe(413);
    expect(reply.body.message).toBe(message);
    // The dry run is refused the same way, before anything is read.
    const dry = await admin.post<Envelope>(`${IMPORT}?dryRun=true`, document);
    expect(dry.status).toBe(413);
    expect(dry.body.message).toBe(message);
    return reply.body;
  }

  it('refuses a section over 500 items with 413 naming the limit, and writes nothing', async () => {
    const over = {
      basics: { name: 'Too Many' },
      work: Array.from({ length: 501 }, (_, index) => work(index)),
      education: [{ institution: 'Yale', studyType: 'PhD', area: 'Maths', startDate: '1930' }],
    };
    const body = await refused(
      over,
      'The file has 501 work entries; at most 500 can be imported at once.',
    );
    expect(body.errors).toEqual([
      {
        path: 'work',
        message: 'The file has 501 work entries; at most 500 can be imported at once.',
      },
    ]);
    // A skill group's keywords are rows too: 2 groups of 250 keywords are 502 items.
    await refused(
      {
        skills: [0, 1].map((group) => ({
          name: `Group ${group}`,
          keywords: Array.from({ length: 250 }, (_, index) => `Skill ${index}`),
        })),
      },
      'The file has 502 skills (groups and their keywords); at most 500 can be imported at once.',
    );
    await refused(
      { basics: { profiles: Array.from({ length: 600 }, () => ({ network: 'GitHub' })) } },
      'The file has 600 profiles; at most 500 can be imported at once.',
    );
    // Every section counts toward the limits: the report would list each of its items.
    await refused(
      { languages: Array.from({ length: 20_000 }, () => ({ language: 'English' })) },
      'The file has 20000 languages; at most 500 can be imported at once.',
    );
    expect(Object.values(await rowCounts()).every((count) => count === 0)).toBe(true);
    expect(await variable('name')).toBeUndefined();
    expect(await variable('title')).toBe(TITLE_BEFORE);
  });

  it('refuses a file over 1,000 items in all with 413, and writes nothing', async () => {
    const over = {
      basics: { name: 'Too Many' },
      work: Array.from({ length: 500 }, (_, index) => work(index)),
      projects: Array.from({ length: 500 }, (_, index) => project(index)),
      interests: [{ name: 'Chess' }],
    };
    const body = await refused(
      over,
      'The file has 1001 items; at most 1000 can be imported at once.',
    );
    expect(body.errors).toBeUndefined();
    expect(Object.values(await rowCounts()).every((count) => count === 0)).toBe(true);
    expect(await variable('name')).toBeUndefined();
  });

  it('a visitor over the limits still gets 401, not 413', async () => {
    const reply = await new ApiClient(server.url).post<Envelope>(IMPORT, {
      work: Array.from({ length: 501 }, (_, index) => work(index)),
    });
    expect(reply.status).toBe(401);
  });

  it('imports a file at the limits whole: 1,000 items, 500 in a section', async () => {
    const file = {
      work: Array.from({ length: 500 }, (_, index) => work(index)),
      publications: Array.from({ length: 100 }, (_, index) => publication(index)),
      projects: Array.from({ length: 200 }, (_, index) => project(index)),
      // 20 groups of 9 keywords: 200 rows.
      skills: Array.from({ length: 20 }, (_, group) => ({
        name: `Group ${group}`,
        keywords: Array.from({ length: 9 }, (_, index) => `Skill ${group}.${index}`),
      })),
    };
    const dry = await admin.post<Report>(`${IMPORT}?dryRun=true`, file);
    expect(dry.status, JSON.stringify(dry.body).slice(0, 300)).toBe(200);
    // The 5 categories the projects name are made too.
    expect(dry.body.counts).toEqual({ create: 1005, update: 0, unchanged: 0, skip: 0 });
    expect(await rowCounts()).toEqual({
      experience: 0,
      education: 0,
      certification: 0,
      publication: 0,
      skillset: 0,
      skill: 0,
      project: 0,
      category: 0,
    });

    const reply = await admin.post<Report>(IMPORT, file);
    expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
    expect(reply.body.counts).toEqual(dry.body.counts);
    expect(await rowCounts()).toEqual({
      experience: 500,
      education: 0,
      certification: 0,
      publication: 100,
      skillset: 20,
      skill: 180,
      project: 200,
      category: 5,
    });
    const experiences = await list<{ company: string; startAt: string; tools: { name: string }[] }>(
      'experience',
    );
    const last = experiences.find((row) => row.company === 'Company 499')!;
    expect(last.startAt).toBe('2019-05-01');
    expect(last.tools.map((tool) => tool.name)).toEqual(['TypeScript']);
    const projects = await list<{
      name: string;
      category: { name: string };
      tools: { name: string }[];
    }>('project');
    const project7 = projects.find((row) => row.name === 'Project 7')!;
    expect(project7.category.name).toBe('Kind 2');
    expect(project7.tools.map((tool) => tool.name)).toEqual(['SQLite']);
    // Skills keep the document's order within their group, groups after each other.
    const sets = await list<{ skillsetId: number; name: string; order: number }>('skillset');
    expect(sets.map((set) => [set.name, set.order]).slice(0, 3)).toEqual([
      ['Group 0', 1],
      ['Group 1', 2],
      ['Group 2', 3],
    ]);
    const skills = await list<{ skillsetId: number; name: string; order: number }>('skill');
    const group3 = sets.find((set) => set.name === 'Group 3')!.skillsetId;
    expect(
      skills
        .filter((skill) => skill.skillsetId === group3)
        .sort((a, b) => a.order - b.order)
        .map((skill) => skill.name),
    ).toEqual(Array.from({ length: 9 }, (_, index) => `Skill 3.${index}`));

    // The same file again changes nothing.
    const again = await admin.post<Report>(IMPORT, file);
    expect(again.status).toBe(200);
    expect(again.body.counts).toMatchObject({ create: 0, update: 0 });
  }, 120_000);
});
