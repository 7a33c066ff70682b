import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicRead } from '../../src/server/http/public-reads';
import openapi from '../../openapi.json';
import { createProject } from './support/site-page';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * Answers that are the same for every visitor are kept in memory and sent
 * again from there, until the content changes (decision 0025).
 */

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  // Behind a trusted proxy, so a request can say it came over HTTPS.
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  admin = new ApiClient(server.url);
  await admin.login();
  visitor = new ApiClient(server.url);
});
afterAll(() => server.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET exactly as given: `fetch` would add headers of its own (Accept-Encoding, Cache-Control). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

/** Changes a row behind the app's back: an answer still showing the old value came from memory. */
async function writeBehindTheApp(sql: string, params: unknown[]): Promise<void> {
  await server.orm.em.getConnection().execute(sql, params);
}

describe('the public reads kept in memory', () => {
  it('are exactly the GET operations openapi.json documents without security', () => {
    const documented = Object.entries(openapi.paths as Record<string, Record<string, unknown>>)
      .filter(([, operations]) => operations.get)
      .map(([path, operations]) => {
        const security = (operations.get as { security: object[] }).security;
        // `[]`: no security at all; `[{}, …]`: a credential is optional (every public read).
        const open =
          security.length === 0 || security.some((entry) => Object.keys(entry).length === 0);
        return { concrete: path.replace(/\{[^}]+\}/g, '7'), public: open };
      });
    expect(documented.length).toBeGreaterThan(20);
    for (const operation of documented) {
      expect(isPublicRead(operation.concrete), operation.concrete).toBe(operation.public);
    }
  });

  it('are sent from memory, and a write through the app shows on the very next request', async () => {
    const created = await admin.post<{ categoryId: number }>('/api/category', {
      name: `Design ${randomUUID()}`,
    });
    const path = `/api/category/${created.body.categoryId}`;
    const name = async () => (await visitor.get<{ name: string }>(path)).body.name;
    const first = await name();

    await writeBehindTheApp('update category set name = ? where category_id = ?', [
      'Changed behind the app',
      created.body.categoryId,
    ]);
    expect(await name()).toBe(first);

    const renamed = `Renamed ${randomUUID()}`;
    expect((await admin.put(path, { name: renamed })).status).toBe(200);
    expect(await name()).toBe(renamed);
  });

  it('keep the answer of each URL, query included', async () => {
    await createProject(admin, { name: `One ${randomUUID()}` });
    await createProject(admin, { name: `Two ${randomUUID()}` });
    const one = await visitor.get<{ items: unknown[] }>('/api/project?page=1&limit=1');
    const two = await visitor.get<{ items: unknown[] }>('/api/project?page=1&limit=2');
    expect(one.body.items).toHaveLength(1);
    expect(two.body.items).toHaveLength(2);
    expect(
      (await visitor.get<{ items: unknown[] }>('/api/project?page=1&limit=1')).body.items,
    ).toHaveLength(1);
  });

  it("never give a visitor's answer to the admin, nor the admin's to a visitor", async () => {
    const name = `Hidden ${randomUUID()}`;
    const { projectId } = await createProject(admin, { name, hidden: true });
    const names = async (client: ApiClient) =>
      (
        await client.get<{ items: { name: string }[] }>('/api/project?page=1&limit=1000')
      ).body.items.map((item) => item.name);
    for (let round = 0; round < 2; round += 1) {
      expect(await names(visitor)).not.toContain(name);
      expect(await names(admin)).toContain(name);
      expect((await visitor.get(`/api/project/${projectId}`)).status).toBe(404);
      expect((await admin.get(`/api/project/${projectId}`)).status).toBe(200);
    }
  });

  it('take a session cookie written with spaces around its name for the signed-in request it is', async () => {
    const name = `Hidden ${randomUUID()}`;
    await createProject(admin, { name, hidden: true });
    const [cookieName, seal] = admin.cookie.split('=', 2) as [string, string];
    const url = `${server.url}/api/project?page=1&limit=1000&spaced=1`;
    for (let round = 0; round < 2; round += 1) {
      const spaced = await fetch(url, {
        headers: { cookie: `theme=dark; ${cookieName} =${seal}` },
      });
      expect(spaced.headers.get('cache-control')).toBe('no-store');
      const body = (await spaced.json()) as { items: { name: string }[] };
      expect(body.items.map((item) => item.name)).toContain(name);
      // Its admin answer was never kept for the visitors who ask next.
      const visitorAnswer = (await fetch(url).then((r) => r.json())) as typeof body;
      expect(visitorAnswer.items.map((item) => item.name)).not.toContain(name);
    }
  });

  it('answer the second time with the same headers and body as the first', async () => {
    const first = await rawGet('/api/category');
    const second = await rawGet('/api/category');
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    const comparable = (response: Raw) => {
      const { date: _date, 'x-request-id': id, ...rest } = response.headers;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      return rest;
    };
    expect(comparable(second)).toEqual(comparable(first));
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('are sent compressed to clients that take it, with an ETag, and 304 to a match', async () => {
    for (let index = 0; index < 30; index += 1) {
      await createProject(admin, {
        name: `Bulk ${index} ${randomUUID()}`,
        description: 'x'.repeat(80),
      });
    }
    const path = '/api/project?page=1&limit=1000&sort=pinned:desc,publishedAt:desc';
    const plain = await rawGet(path);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const encoded = await rawGet(path, { 'accept-encoding': encoding });
      expect(encoded.headers['content-encoding']).toBe(encoding);
      expect(encoded.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(encoded.body).equals(plain.body)).toBe(true);
      const etag = String(encoded.headers.etag);
      expect(etag).not.toBe(plain.headers.etag);
      const again = await rawGet(path, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it('promise HTTPS (HSTS) only to requests that came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await rawGet('/api/skill')).headers['strict-transport-security']).toBeUndefined();
    expect((await rawGet('/api/skill', https)).headers['strict-transport-security']).toMatch(
      /max-age=\d+/,
    );
    expect((await rawGet('/api/skill')).headers['strict-transport-security']).toBeUndefined();
  });

  it("count every visitor's read of a project as a view", async () => {
    const { projectId } = await createProject(admin, { name: `Counted ${randomUUID()}` });
    for (let read = 0; read < 5; read += 1) {
      expect((await rawGet(`/api/project/${projectId}`)).status).toBe(200);
    }
    const views = await admin.get<{ views: { projectId: number; count: number }[] }[]>(
      '/api/analytics/project-views',
    );
    const counted = views.body
      .flatMap((day) => day.views)
      .find((view) => view.projectId === projectId);
    expect(counted?.count).toBe(5);
  });
});

describe('media files kept in memory', () => {
  const SVG = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${fill}"/></svg>`;

  async function sendMedia(
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    svg?: string,
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (svg) form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'picture.svg');
    const response = await fetch(`${server.url}${url}`, {
      method,
      body: form,
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { mediaId: number; url: string };
  }

  /** A new SVG under a name of its own, uploaded by the admin. */
  const uploadSvg = (fill: string) =>
    sendMedia('POST', '/api/media', { name: `pic-${randomUUID()}` }, SVG(fill));

  it('show a replaced file, a private one and a deleted one on the very next request', async () => {
    const media = await uploadSvg('red');
    expect((await rawGet(media.url)).body.toString()).toContain('red');
    expect((await rawGet(media.url)).body.toString()).toContain('red');

    await sendMedia('PUT', `/api/media/${media.mediaId}`, {}, SVG('blue'));
    expect((await rawGet(media.url)).body.toString()).toContain('blue');

    await sendMedia('PUT', `/api/media/${media.mediaId}`, { private: 'true' });
    expect((await rawGet(media.url)).status).toBe(404);

    await sendMedia('PUT', `/api/media/${media.mediaId}`, { private: 'false' });
    expect((await rawGet(media.url)).status).toBe(200);
    expect((await admin.delete(`/api/media/${media.mediaId}`)).status).toBe(200);
    expect((await rawGet(media.url)).status).toBe(404);
  });

  it('still answer a range with the part asked for', async () => {
    const media = await uploadSvg('green');
    const whole = await rawGet(media.url);
    await rawGet(media.url);
    const part = await rawGet(media.url, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.body.equals(whole.body.subarray(0, 10))).toBe(true);
  });

  it("keep the long way's strong ETag for the plain file", async () => {
    const media = await uploadSvg('teal');
    const first = await rawGet(media.url);
    const second = await rawGet(media.url);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await rawGet(media.url, { 'if-none-match': String(first.headers.etag) })).status).toBe(
      304,
    );
  });
});
