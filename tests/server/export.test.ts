import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentModules } from '../../src/server/modules/content-registry';
import { splitEducationTitle } from '../../src/server/modules/export/json-resume';
import { createFixtureRows, fixtureNames } from './support/crud-cases';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

const require = createRequire(import.meta.url);
const resumeSchema = require('@jsonresume/schema/schema.json') as Record<string, unknown>;

/** Validators of the JSON Resume schema: draft-07 with the standard formats. */
function resumeValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile(resumeSchema);
}

interface Export {
  $schema: string;
  basics: Record<string, unknown> & { profiles: Record<string, unknown>[] };
  work: Record<string, unknown>[];
  education: Record<string, unknown>[];
  certificates: Record<string, unknown>[];
  skills: { name: string; keywords: string[] }[];
  projects: Record<string, unknown>[];
  meta: { version: string; lastModified: string };
  portfolio: Record<string, unknown[]> & { format: string; exportedAt: string };
}

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

async function created<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
  const reply = await admin.post<T>(path, body);
  if (reply.status !== 200 && reply.status !== 201) {
    throw new Error(`POST ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.body;
}

async function setVariable(key: string, value: string, isPrivate = false) {
  const reply = await admin.put(`/api/variable/${key}`, { value, private: isPrivate });
  if (reply.status === 404) await created('/api/variable', { key, value, private: isPrivate });
  else if (reply.status !== 200) throw new Error(`variable ${key}: ${reply.status}`);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();

  await setVariable('name', 'Ada Lovelace');
  await setVariable('title', 'Analytical Engineer');
  await setVariable('email', 'ada@example.com');
  await setVariable('url', 'https://ada.example.com');
  await setVariable('about', '<p>I write <strong>programs</strong> &amp; notes.</p><p>Second.</p>');
  await setVariable('github', 'https://github.com/ada-l');
  await setVariable('linkedin', 'ada-lovelace');
  await setVariable('secret_note', 'only for admins', true);

  const ts = await created<{ toolId: number }>('/api/tool', {
    name: 'TypeScript',
    icon: 'https://icons.example/ts.svg',
    link: 'https://www.typescriptlang.org',
  });
  const sqlite = await created<{ toolId: number }>('/api/tool', {
    name: 'SQLite',
    icon: '/icons/sqlite.svg',
    link: 'https://sqlite.org',
  });
  const web = await created<{ categoryId: number }>('/api/category', { name: 'Web' });
  const project = {
    categoryId: web.categoryId,
    cover: '/covers/a.png',
    content: '# Notes\n\nMarkdown body',
  };
  await created('/api/project', {
    ...project,
    name: 'Difference Engine',
    publishedAt: '2024-03-01',
    description: 'A calculator',
    tools: [ts.toolId, sqlite.toolId],
  });
  await created('/api/project', {
    ...project,
    name: 'Pinned Notes',
    publishedAt: '2020-01-01',
    description: 'Pinned first',
    pinned: true,
    tools: [],
  });
  await created('/api/project', {
    ...project,
    name: 'Secret Engine',
    publishedAt: '2025-01-01',
    description: 'Not public',
    hidden: true,
    tools: [],
  });
  await created('/api/expertise', {
    icon: '/icons/e.svg',
    name: 'Engines',
    description: 'Building engines',
  });
  const job = {
    location: 'London',
    cover: '/covers/job.png',
    type: 'full_time',
    description: 'Wrote the first program.',
  };
  await created('/api/experience', {
    ...job,
    company: 'Babbage & Co',
    title: 'Programmer',
    startAt: '2019-06-01',
    endAt: '2022-12-31',
    tools: [ts.toolId],
  });
  await created('/api/experience', {
    ...job,
    company: 'Engine Works',
    title: 'Lead',
    startAt: '2023-01-01',
    tools: [],
  });
  await created('/api/experience', {
    ...job,
    company: 'Hidden Ltd',
    title: 'Ghost',
    startAt: '2018-01-01',
    hidden: true,
    tools: [],
  });
  await created('/api/education', {
    school: 'University of London',
    location: 'London',
    title: 'M.Sc. Mathematics',
    startAt: '2014-10-01',
    endAt: '2016-09-30',
    gpa: 1.3,
  });
  await created('/api/education', {
    school: 'Hidden School',
    location: 'Nowhere',
    title: 'Bachelor of Arts in Secrets',
    startAt: '2010-10-01',
    hidden: true,
  });
  await created('/api/certification', {
    name: 'Engine Certified',
    issuer: 'Royal Society',
    issuedAt: '2021-05-10',
    link: 'https://certs.example/engine',
  });
  const languages = await created<{ skillsetId: number }>('/api/skillset', { name: 'Languages' });
  await created('/api/skillset', { name: 'Empty group' });
  await created('/api/skill', { skillsetId: languages.skillsetId, name: 'TypeScript' });
  await created('/api/skill', { skillsetId: languages.skillsetId, name: 'Ada' });
  const sent = await visitor.post('/api/message', {
    name: 'Charles',
    email: 'charles@example.com',
    message: 'Hello <b>Ada</b>',
  });
  expect(sent.status).toBeLessThan(300);
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
  form.append('private', 'true');
  const upload = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    headers: { cookie: admin.cookie },
    body: form,
  });
  expect(upload.status).toBe(200);
});

afterAll(async () => {
  await server.close();
});

describe('GET /api/export', () => {
  it('answers 401 in the envelope without a session, and for a signed-out session', async () => {
    const reply = await visitor.get('/api/export');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ statusCode: 401, message: expect.any(String) });

    const other = new ApiClient(server.url);
    await other.login();
    await other.post('/auth/logout');
    expect((await other.get('/api/export')).status).toBe(401);
  });

  it('is valid against the official JSON Resume schema', async () => {
    const reply = await admin.get<Export>('/api/export');
    expect(reply.status).toBe(200);
    const validate = resumeValidator();
    expect(validate(reply.body), JSON.stringify(validate.errors)).toBe(true);
    expect(reply.body.meta.version).toBe('v1.0.0');
  });

  it('fills the CV parts from the visible content, in the CV order', async () => {
    const { body } = await admin.get<Export>('/api/export');
    expect(body.basics).toEqual({
      name: 'Ada Lovelace',
      label: 'Analytical Engineer',
      email: 'ada@example.com',
      url: 'https://ada.example.com/',
      summary: 'I write programs & notes. Second.',
      profiles: [
        { network: 'GitHub', username: 'ada-l', url: 'https://github.com/ada-l' },
        {
          network: 'LinkedIn',
          username: 'ada-lovelace',
          url: 'https://www.linkedin.com/in/ada-lovelace',
        },
      ],
    });
    expect(body.work).toEqual([
      {
        name: 'Engine Works',
        position: 'Lead',
        location: 'London',
        startDate: '2023-01-01',
        summary: 'Wrote the first program.',
        keywords: [],
      },
      {
        name: 'Babbage & Co',
        position: 'Programmer',
        location: 'London',
        startDate: '2019-06-01',
        endDate: '2022-12-31',
        summary: 'Wrote the first program.',
        keywords: ['TypeScript'],
      },
    ]);
    expect(body.education).toEqual([
      {
        institution: 'University of London',
        studyType: 'M.Sc.',
        area: 'Mathematics',
        startDate: '2014-10-01',
        endDate: '2016-09-30',
        score: '1.3',
      },
    ]);
    expect(body.certificates).toEqual([
      {
        name: 'Engine Certified',
        issuer: 'Royal Society',
        date: '2021-05-10',
        url: 'https://certs.example/engine',
      },
    ]);
    expect(body.skills).toEqual([{ name: 'Languages', keywords: ['TypeScript', 'Ada'] }]);
    expect(body.projects.map((project) => project.name)).toEqual([
      'Pinned Notes',
      'Difference Engine',
    ]);
    expect(body.projects[1]).toEqual({
      name: 'Difference Engine',
      description: 'A calculator',
      startDate: '2024-03-01',
      type: 'Web',
      // As the API lists a project's tools: by name.
      keywords: ['SQLite', 'TypeScript'],
    });
  });

  it('holds every other row under `portfolio`, hidden and private ones included, as the API shows them', async () => {
    // A registered module the set-up made no rows of gets two from its fixture.
    for (const name of fixtureNames) {
      const list = await admin.get<{ metadata: { totalItems: number } }>(`/api/${name}`);
      if (list.body.metadata.totalItems === 0) {
        await createFixtureRows(admin, name, ['Export one', 'Export two']);
      }
    }
    const { body } = await admin.get<Export>('/api/export');
    const { portfolio } = body;
    expect(portfolio.format).toBe('portfolio-content');
    // Every module of the registry with an export section (its rows in id order), the variables and the media.
    const lists: [string, string][] = [
      ['variables', '/api/variable?sort=key:asc'],
      ...contentModules.flatMap((module): [string, string][] =>
        module.export ? [[module.export.key, `/api/${module.name}?sort=${module.name}Id:asc`]] : [],
      ),
      ['media', '/api/media'],
    ];
    for (const [key, path] of lists) {
      const reply = await admin.get<{ items: unknown[] }>(
        `${path}${path.includes('?') ? '&' : '?'}limit=1000`,
      );
      expect(reply.body.items.length, key).toBeGreaterThan(0);
      expect(portfolio[key], key).toEqual(reply.body.items);
    }
    const names = (key: string, field: string) =>
      (portfolio[key] as Record<string, unknown>[]).map((row) => row[field]);
    expect(names('projects', 'name')).toContain('Secret Engine');
    expect(names('experience', 'company')).toContain('Hidden Ltd');
    expect(names('education', 'school')).toContain('Hidden School');
    expect(names('variables', 'key')).toContain('secret_note');
    expect(names('messages', 'message')).toEqual(['Hello <b>Ada</b>']);
    expect(portfolio.media).toEqual([
      expect.objectContaining({ name: 'cv.pdf', private: true, type: 'document' }),
    ]);
    // Accounts are not content: no admin and certainly no password hash.
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt|\$argon/i);
  });

  it('leaves out what the schema would refuse instead of sending it malformed', async () => {
    await setVariable('email', 'not an address');
    await setVariable('url', 'javascript:alert(1)');
    await setVariable('github', 'https://github.com/ümlaut-user');
    try {
      const { body } = await admin.get<Export>('/api/export');
      expect(resumeValidator()(body)).toBe(true);
      expect(body.basics.email).toBeUndefined();
      expect(body.basics.url).toBeUndefined();
      expect(body.basics.profiles[0]).toEqual({
        network: 'GitHub',
        username: 'ümlaut-user',
        url: 'https://github.com/%C3%BCmlaut-user',
      });
    } finally {
      await setVariable('email', 'ada@example.com');
      await setVariable('url', 'https://ada.example.com');
      await setVariable('github', 'https://github.com/ada-l');
    }
  });
});

describe('education titles in JSON Resume', () => {
  it.each([
    ['M.Sc. Computer Science', { studyType: 'M.Sc.', area: 'Computer Science' }],
    ['Bachelor of Science in Physics', { studyType: 'Bachelor of Science', area: 'Physics' }],
    ['MSc, Robotics', { studyType: 'MSc', area: 'Robotics' }],
    ['PhD Mathematics', { studyType: 'PhD', area: 'Mathematics' }],
    ['Master of Science', { studyType: 'Master of Science' }],
    ['Exchange semester', { area: 'Exchange semester' }],
    ['', {}],
  ])('%j splits as %j', (title, parts) => {
    expect(splitEducationTitle(title)).toEqual(parts);
  });
});
