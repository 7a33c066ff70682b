import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVersion } from '../../src/server/db/content-version';
import { linkHrefs, setVariable, stateQueries } from './support/site-page';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * The home page is rendered once per content change and then sent
 * from memory. Whatever an admin writes shows on the very next request.
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

async function home(headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${server.url}/`, {
    headers: { 'user-agent': BROWSER, ...headers },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * A request as a browser sends it: `fetch` can set no Host header, and adds
 * `Cache-Control: no-cache` to a conditional request.
 */
function rawGet(headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${server.url}/`, { headers: { 'user-agent': BROWSER, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

interface ProjectList {
  items: { projectId: number; name: string; cover: string; category: { name: string } }[];
}
const projectsOnPage = (html: string) =>
  (stateQueries(html).get('project.list') as ProjectList).items;

async function newProject(fields: Record<string, unknown> = {}) {
  const category = await admin.post<{ categoryId: number }>('/api/category', {
    name: `Category ${randomUUID()}`,
  });
  expect(category.status).toBe(200);
  const project = await admin.post<{ projectId: number }>('/api/project', {
    categoryId: category.body.categoryId,
    name: `Project ${randomUUID()}`,
    publishedAt: '2024-03-01',
    cover: '/api/media/image/cover.png',
    description: 'What it does',
    content: '# It',
    ...fields,
  });
  expect(project.status, JSON.stringify(project.body)).toBe(200);
  return { categoryId: category.body.categoryId, projectId: project.body.projectId };
}

async function uploadImage(name: string): Promise<{ url: string }> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `${name}`);
  const response = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    body: form,
    headers: { cookie: admin.cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { url: string };
}

describe('the home page kept in memory', () => {
  it('is the same page on each request while nothing changes', async () => {
    const first = await home();
    expect(await home()).toBe(first);
    expect(await home()).toBe(first);
  });

  it('shows a renamed category of a project on the very next request', async () => {
    const { categoryId, projectId } = await newProject();
    await home();
    const name = `Renamed ${randomUUID()}`;
    expect((await admin.put(`/api/category/${categoryId}`, { name })).status).toBe(200);
    const project = projectsOnPage(await home()).find((item) => item.projectId === projectId);
    expect(project?.category.name).toBe(name);
  });

  it('shows a changed variable on the very next request', async () => {
    await home();
    const description = `Notes ${randomUUID()}`;
    await setVariable(admin, 'description', description);
    expect(await home()).toContain(description);
  });

  it('leaves out a project hidden since, on the very next request', async () => {
    const { projectId } = await newProject();
    expect(projectsOnPage(await home()).map((item) => item.projectId)).toContain(projectId);
    const current = await admin.get<Record<string, unknown>>(`/api/project/${projectId}`);
    const { projectId: _id, category: _category, tools, ...fields } = current.body;
    const hidden = await admin.put(`/api/project/${projectId}`, {
      ...fields,
      tools: (tools as { toolId: number }[]).map((tool) => tool.toolId),
      hidden: true,
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(projectsOnPage(await home()).map((item) => item.projectId)).not.toContain(projectId);
  });

  it('counts a media upload (multipart) as a change, and shows it as a cover', async () => {
    await home();
    const before = contentVersion(server.orm.em).current;
    const media = await uploadImage(`cover-${randomUUID()}`);
    expect(contentVersion(server.orm.em).current).toBeGreaterThan(before);
    const { projectId } = await newProject({ cover: media.url });
    const project = projectsOnPage(await home()).find((item) => item.projectId === projectId);
    expect(project?.cover).toBe(media.url);
    // The upload's AVIF and WebP copies are made in the background and are
    // content too (the page offers them): they land within this test, not
    // in the middle of the next one.
    await server.variantsDone();
  });

  it('does not count contact messages or visits as changes', async () => {
    await home();
    const before = contentVersion(server.orm.em).current;
    const message = await new ApiClient(server.url).post('/api/message', {
      name: 'Grace',
      email: 'grace@example.com',
      message: 'Hello there, a message long enough.',
    });
    expect(message.status, JSON.stringify(message.body)).toBe(200);
    await home();
    await server.analytics.flush();
    expect(contentVersion(server.orm.em).current).toBe(before);
  });

  it('keeps one page per origin, each with its own canonical URL', async () => {
    const page = async (host: string) => (await rawGet({ host })).body.toString('utf8');
    const first = await page('ada.example');
    const second = await page('grace.example:8080');
    expect(linkHrefs(first, 'canonical')).toEqual(['http://ada.example/']);
    expect(linkHrefs(second, 'canonical')).toEqual(['http://grace.example:8080/']);
    // From memory, still each its own.
    expect(await page('ada.example')).toBe(first);
    expect(await page('grace.example:8080')).toBe(second);
  });

  it('sends the kept page compressed, with an ETag, and 304 to a match', async () => {
    const plain = await home({ 'accept-encoding': 'identity' });
    for (const encoding of ['gzip', 'br']) {
      const response = await fetch(`${server.url}/`, {
        headers: { 'user-agent': BROWSER, 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(plain);
      const etag = response.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await rawGet({ 'accept-encoding': encoding, 'if-none-match': etag! });
      expect(again.status).toBe(304);
    }
  });
});
