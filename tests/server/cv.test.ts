import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CertificationEntity } from '../../src/server/modules/certification/certification.entity';
import { EducationEntity } from '../../src/server/modules/education/education.entity';
import { ExperienceEntity } from '../../src/server/modules/experience/experience.entity';
import { ExpertiseEntity } from '../../src/server/modules/expertise/expertise.entity';
import { SkillEntity } from '../../src/server/modules/skill/skill.entity';
import { SkillsetEntity } from '../../src/server/modules/skillset/skillset.entity';
import { VariableEntity } from '../../src/server/modules/variable/variable.entity';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

const HOSTILE_SKILL = '<img src=x onerror=alert(1)>';
const HOSTILE_EXPERTISE = '</style><script>alert("cv")</script>';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

async function setVariable(key: string, value: string, isPrivate = false) {
  const em = server.orm.em.fork();
  await em.upsert(VariableEntity, { key, value, type: 'string', private: isPrivate });
}

async function removeVariable(key: string) {
  await server.orm.em.fork().nativeDelete(VariableEntity, { key });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();

  // Written straight to the database: this suite is about /cv, not the entity APIs.
  const em = server.orm.em.fork();
  em.create(ExpertiseEntity, {
    icon: '/icon.svg',
    name: 'Backend engineering',
    description: 'APIs & data',
  });
  em.create(ExpertiseEntity, { icon: '/icon.svg', name: HOSTILE_EXPERTISE, description: 'x' });
  em.create(ExperienceEntity, {
    company: 'Old Corp',
    title: 'Junior developer',
    location: 'Berlin',
    cover: '/c.png',
    startAt: '2015-02-01',
    endAt: '2018-06-30',
    type: 'part_time',
    description: 'Line one\nLine two',
    hidden: false,
  });
  em.create(ExperienceEntity, {
    company: 'New Corp "Q"',
    title: 'Lead engineer',
    location: 'Remote',
    cover: '/c.png',
    startAt: '2021-09-01',
    endAt: null,
    type: 'full_time',
    description: 'Leading things',
    hidden: false,
  });
  em.create(ExperienceEntity, {
    company: 'Secret Startup',
    title: 'Stealth',
    location: 'Nowhere',
    cover: '/c.png',
    startAt: '2019-01-01',
    endAt: null,
    type: 'freelance',
    description: 'hidden',
    hidden: true,
  });
  em.create(EducationEntity, {
    school: 'Technical University',
    location: 'Munich',
    title: 'MSc Computer Science',
    startAt: '2012-10-01',
    endAt: '2014-09-30',
    gpa: 1.3,
    hidden: false,
  });
  em.create(EducationEntity, {
    school: 'Hidden Academy',
    location: 'Atlantis',
    title: 'Secret degree',
    startAt: '2010-01-01',
    endAt: null,
    gpa: 0,
    hidden: true,
  });
  em.create(CertificationEntity, {
    name: 'Cloud Architect',
    issuer: 'Cloud Inc',
    issuedAt: '2023-05-10',
    expiresAt: '2026-05-10',
    certificationNumber: 'CA-123',
    link: 'https://certs.example/ca-123',
  });
  em.create(CertificationEntity, {
    name: 'Bad link cert',
    issuer: 'Somebody',
    issuedAt: '2022-01-01',
    expiresAt: null,
    certificationNumber: null,
    link: 'javascript:alert(1)',
  });
  const languages = em.create(SkillsetEntity, { name: 'Languages', order: 2 });
  const tools = em.create(SkillsetEntity, { name: 'Tools', order: 1 });
  em.create(SkillsetEntity, { name: 'Empty set', order: 3 });
  em.create(SkillEntity, { skillset: languages, name: 'TypeScript', order: 2 });
  em.create(SkillEntity, { skillset: languages, name: 'Go', order: 1 });
  em.create(SkillEntity, { skillset: tools, name: 'Docker', order: 1 });
  em.create(SkillEntity, { skillset: tools, name: HOSTILE_SKILL, order: 2 });
  await em.flush();

  await setVariable('title', 'Jane Doe — Software Engineer');
  await setVariable(
    'about',
    '<p>I build <strong>things</strong>.<script>alert("about")</script><a href="javascript:alert(1)" onclick="evil()">me</a></p>',
  );
  await setVariable('email', 'jane@example.com');
  await setVariable('github', 'https://github.com/jane');
  await setVariable('linkedin', 'javascript:alert(1)');
  await setVariable('instagram', 'https://instagram.com/private-jane', true);
});
afterAll(() => server.close());

afterEach(() => removeVariable('cv_media'));

async function cvDownloadsToday(): Promise<number> {
  const day = new Date().toISOString().slice(0, 10);
  const response = await admin.get<{ downloads: number }[]>(
    `/api/analytics/cv-downloads?from=${day}&to=${day}`,
  );
  return response.body[0]!.downloads;
}

async function uploadPdf(name: string, isPrivate = false) {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'Jane Doe CV.pdf');
  form.append('name', name);
  form.append('private', String(isPrivate));
  const response = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    body: form,
    headers: { cookie: admin.cookie },
  });
  expect(response.status).toBe(200);
}

describe('GET /cv as HTML', () => {
  it('renders a print-ready CV from the content', async () => {
    const response = await visitor.get<string>('/cv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    // Revalidated on every open, so every open reaches the server and is counted.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = response.body;
    expect(html).toMatch(/@page\s*\{\s*size:\s*A4;\s*margin:/);
    expect(html).toContain('<h1>Jane Doe — Software Engineer</h1>');
    expect(html).toContain('href="mailto:jane@example.com"');
    expect(html).toContain('href="https://github.com/jane"');
    expect(html).toContain('Backend engineering');
    expect(html).toContain('APIs &amp; data');
    expect(html).toContain('MSc Computer Science');
    expect(html).toContain('Technical University');
    expect(html).toContain('Cloud Architect');
    expect(html).toContain('href="https://certs.example/ca-123"');
    expect(html).toContain('No. CA-123');
    expect(html).toContain('Full time');
    expect(html).toContain('Part time');
    expect(html).toContain('Sep 2021 – Present');
    expect(html).toContain('Line one\nLine two');

    // Experience newest first; skillsets by order, skills by order within them.
    expect(html.indexOf('Lead engineer')).toBeLessThan(html.indexOf('Junior developer'));
    expect(html.indexOf('<dt>Tools</dt>')).toBeLessThan(html.indexOf('<dt>Languages</dt>'));
    expect(html).toContain('<dd>Go, TypeScript</dd>');
    expect(html).not.toContain('Empty set');
  });

  it('leaves hidden experience and education and private variables out', async () => {
    const html = (await visitor.get<string>('/cv')).body;
    for (const hidden of [
      'Secret Startup',
      'Stealth',
      'Hidden Academy',
      'Secret degree',
      'private-jane',
    ]) {
      expect(html).not.toContain(hidden);
    }
  });

  it('escapes every value and sanitizes the about HTML', async () => {
    const html = (await visitor.get<string>('/cv')).body;
    expect(html).not.toContain(HOSTILE_SKILL);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script>alert("cv")</script>');
    expect(html).toContain('&lt;/style&gt;&lt;script&gt;alert(&quot;cv&quot;)&lt;/script&gt;');
    expect(html).toContain('New Corp &quot;Q&quot;');
    // About keeps its formatting, loses its script and handlers.
    expect(html).toContain('<strong>things</strong>');
    expect(html).not.toContain('alert("about")');
    expect(html).not.toContain('onclick');
    // No javascript: address becomes a link, wherever it came from.
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('Bad link cert');
    expect(html).not.toContain('<script');
  });
});

describe('GET /cv with cv_media', () => {
  it('streams the named media file byte for byte', async () => {
    await uploadPdf('jane-cv.pdf');
    await setVariable('cv_media', 'jane-cv.pdf');
    const response = await fetch(`${server.url}/cv`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(PDF.length));
    expect(response.headers.get('content-disposition')).toBe('inline; filename="jane-cv.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // A PDF viewer is a plugin: a sandboxed document could not show it.
    expect(response.headers.get('content-security-policy') ?? '').not.toContain('sandbox');
  });

  it('works when the cv_media variable itself is private', async () => {
    await uploadPdf('private-var-cv.pdf');
    await setVariable('cv_media', 'private-var-cv.pdf', true);
    const response = await fetch(`${server.url}/cv`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it('falls back to the HTML CV when the media is private or missing', async () => {
    await uploadPdf('secret-cv.pdf', true);
    await setVariable('cv_media', 'secret-cv.pdf');
    const privateOne = await visitor.get<string>('/cv');
    expect(privateOne.headers.get('content-type')).toMatch(/^text\/html/);
    expect(privateOne.body).toContain('Backend engineering');

    await setVariable('cv_media', 'no-such-file.pdf');
    const missing = await visitor.get<string>('/cv');
    expect(missing.status).toBe(200);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('CV downloads are counted', () => {
  it('counts one download per request, for the HTML and the file alike', async () => {
    const before = await cvDownloadsToday();
    await visitor.get('/cv');
    await visitor.get('/cv');
    await uploadPdf('counted-cv.pdf');
    await setVariable('cv_media', 'counted-cv.pdf');
    await fetch(`${server.url}/cv`);
    expect(await cvDownloadsToday()).toBe(before + 3);
  });
});
