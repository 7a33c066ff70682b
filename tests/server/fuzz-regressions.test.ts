import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * Defects the contract fuzzer (tests/reliability/fuzz.reliability.test.ts)
 * found, each pinned by the smallest request that showed it.
 */

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

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it('is a 400 envelope, for visitors and admins alike, not a 500', async () => {
    for (const client of [visitor, admin]) {
      const response = await client.request('POST', '/api/category', nested(20_000));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'JSON body nested more than 32 levels deep',
      });
    }
    const array = await admin.request(
      'PUT',
      '/api/tool/1',
      '['.repeat(50_000) + ']'.repeat(50_000),
    );
    expect(array.status).toBe(400);
    expect((await admin.get('/healthz')).status).toBe(200);
  });

  it('still takes a body nested as deep as a real one', async () => {
    const tool = await admin.post('/api/tool', {
      name: 'Vim',
      icon: 'https://example.com/vim.svg',
      link: 'https://vim.org',
    });
    expect(tool.status).toBe(200);
  });
});

describe('NUL characters', () => {
  it('in a body field are refused with the field named, and nothing is stored', async () => {
    const response = await admin.post('/api/category', { name: 'a\u0000b' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Text may not contain NUL characters',
      errors: [{ path: 'name', message: 'Text may not contain NUL characters' }],
    });
    const list = await admin.get<{ metadata: { totalItems: number } }>('/api/category');
    expect(list.body.metadata.totalItems).toBe(0);
  });

  it('in a visitor message are refused', async () => {
    const response = await visitor.post('/api/message', {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'hi\u0000',
    });
    expect(response.status).toBe(400);
  });

  it('in a list filter or a path key are a 400, not a broken SQL statement', async () => {
    for (const path of [
      '/api/category?filter=%00',
      '/api/media?filter=a%00b',
      '/api/variable/%00',
    ]) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toEqual({
        statusCode: 400,
        message: 'The address may not contain NUL characters',
      });
    }
  });

  it('leave page addresses to the site: an odd page URL is still the 404 page', async () => {
    const response = await visitor.get('/nowhere%00');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/html/);
  });
});

describe('row ids in the path', () => {
  it('name a row only in plain decimal form', async () => {
    const created = await admin.post<{ categoryId: number }>('/api/category', { name: 'Web' });
    expect(created.body.categoryId).toBe(1);
    expect((await visitor.get('/api/category/1')).status).toBe(200);
    // Number() reads every one of these as 1 (or 16, 10): each was another address of a row.
    for (const id of ['01', '+1', '1e0', '0x1', '1.0', '%201', '1%20', '0b1']) {
      const response = await visitor.get(`/api/category/${id}`);
      expect(response.status, id).toBe(400);
      expect(response.body, id).toEqual({
        statusCode: 400,
        message: 'Invalid input',
        errors: [{ path: 'id', message: 'Id must be a whole number above 0' }],
      });
    }
  });

  it('refuse an odd id on a write before touching the row', async () => {
    const update = await admin.put('/api/category/+1', { name: 'Renamed' });
    expect(update.status).toBe(400);
    const removal = await admin.delete('/api/category/1e0');
    expect(removal.status).toBe(400);
    const kept = await visitor.get<{ name: string }>('/api/category/1');
    expect(kept.body.name).toBe('Web');
  });

  it('still answer 404 for a well-formed id with no row', async () => {
    expect((await visitor.get('/api/category/999999999999')).status).toBe(404);
  });
});

describe('statuses answered before any procedure runs', () => {
  const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };

  it('are answered: 415 for a body that is not JSON, 413 for one over 1 MB', async () => {
    const text = await admin.request('POST', '/api/category', 'name=Web', {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    const huge = await admin.post('/api/category', { name: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
  });

  it('are documented on every JSON write', () => {
    const writes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => method === 'post' || method === 'put')
        .filter(([, operation]) => !JSON.stringify(operation).includes('multipart/form-data'))
        .map(([method, operation]) => [`${method} ${path}`, Object.keys(operation.responses)]),
    );
    expect(writes.length).toBeGreaterThan(20);
    for (const [name, statuses] of writes) {
      expect(statuses, String(name)).toEqual(expect.arrayContaining(['413', '415']));
    }
  });
});

describe('control characters in an uploaded file name', () => {
  it('are dropped from the original name instead of failing the upload', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'no\u0000te\u0007s.txt');
    form.append('private', 'false');
    const response = await fetch(`${server.url}/api/media`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: form,
    });
    expect(response.status).toBeLessThan(300);
    await expect(response.json()).resolves.toMatchObject({ originalName: 'notes.txt' });
  });
});

/** A GET as written, with its answer's status, content type and text: fetch would not show a bare reply. */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
  });
}

describe('a request head over the HTTP parser limit', () => {
  // Two long filters of the activity list were enough: Node refuses a head over 16 KB itself.
  const longQuery = `/api/audit?entity=${'f'.repeat(9000)}&from=${'f'.repeat(9000)}`;

  it('is answered 431 in the error envelope, not a bare status line', async () => {
    const reply = await rawGet(`${server.url}${longQuery}`, { cookie: admin.cookie });
    expect(reply.status).toBe(431);
    expect(reply.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(reply.text)).toEqual({
      statusCode: 431,
      message: 'Request headers too large',
    });
  });

  it('is answered so for a header as well, and the server goes on serving', async () => {
    const reply = await rawGet(`${server.url}/api/category`, { 'x-padding': 'p'.repeat(20_000) });
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.text)).toMatchObject({ statusCode: 431 });
    expect((await visitor.get('/api/category')).status).toBe(200);
  });
});

describe('a date filter of the activity list that is not in the calendar', () => {
  it('is a 400 naming the field, not a 500 from the query built with it', async () => {
    for (const query of ['from=2024-13-01', 'to=2024-02-30', 'from=0000-00-00&to=2024-01-01']) {
      const response = await admin.get(`/api/audit?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ statusCode: 400 });
      const [field] = query.split('=');
      expect(JSON.stringify(response.body), query).toContain(`"path":"${field}"`);
    }
    expect((await admin.get('/api/audit?from=2024-02-29&to=2024-03-01')).status).toBe(200);
  });
});
