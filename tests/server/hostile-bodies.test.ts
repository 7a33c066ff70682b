import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken, TokenClient } from './support/access';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * JSON bodies of hostile shapes: deeply nested or holding huge numbers of
 * values, to the import (which takes bodies up to 5 MB) and to the general
 * API (1 MB). Each is refused with the envelope before it is parsed; a
 * stranger's large body is not even read.
 */

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;
let writer: TokenClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();
  writer = new TokenClient(server.url, (await createToken(admin, 'write')).token);
});
afterAll(() => server.close());

const IMPORT = '/api/import/json-resume?dryRun=true';
/** Arrays nested `depth` deep, as one text of 2 × depth bytes. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/**
 * Sends the head and the first `sent` bytes of a body declared `declared`
 * bytes long, and resolves with the answer if one comes while the rest is
 * still owed (null after `waitMs` without one).
 */
function partialPost(
  path: string,
  declared: number,
  sent: number,
  waitMs: number,
): Promise<{ status: number; body: unknown } | null> {
  return new Promise((resolve) => {
    const url = new URL(path, server.url);
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(declared) },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, waitMs);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        });
      });
    });
    request.on('error', () => undefined);
    request.write('['.repeat(sent));
  });
}

describe('the import body of a stranger', () => {
  it('is a 401 envelope, not a parsed 4.8 MB nested array', async () => {
    const response = await visitor.request('POST', IMPORT, nestedArrays(2_400_000));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401 });
    expect((await visitor.get('/healthz')).status).toBe(200);
  });

  it('is answered 401 before the server reads the megabytes still owed', async () => {
    // 64 KB of a declared 4.8 MB: a server that read the whole body first would still be waiting.
    const answer = await partialPost(IMPORT, 4_800_000, 64 * 1024, 5_000);
    expect(answer).toEqual({ status: 401, body: expect.objectContaining({ statusCode: 401 }) });
  });

  it('that is small is still read and answered 401, so a browser sees the answer', async () => {
    const response = await visitor.request('POST', IMPORT, { basics: { name: 'Ada' } });
    expect(response.status).toBe(401);
  });
});

describe('a signed-in body past the bounds', () => {
  it('is refused by its depth before it is parsed, even when it would not parse', async () => {
    // Never closed: a parser would call it malformed; the bound is checked first, on the bytes.
    for (const client of [admin, writer]) {
      const response = await client.request('POST', IMPORT, '['.repeat(2_400_000));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'JSON body nested more than 32 levels deep',
      });
    }
    const general = await admin.request('POST', '/api/category', '{"a":'.repeat(200_000));
    expect(general.body).toEqual({
      statusCode: 400,
      message: 'JSON body nested more than 32 levels deep',
    });
  });

  it('is refused when it holds more values than any real body, wide as a list or an object', async () => {
    const numbers = `[${Array.from({ length: 400_000 }, () => '1').join(',')}]`;
    const keys = JSON.stringify(
      Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i])),
    );
    for (const body of [numbers, keys]) {
      for (const [method, path] of [
        ['POST', '/api/category'],
        ['PUT', '/api/tool/1'],
        ['POST', '/auth/login'],
        ['POST', '/api/message'],
      ] as const) {
        const client = path.startsWith('/auth') || path === '/api/message' ? visitor : admin;
        const response = await client.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.body).toEqual({
          statusCode: 400,
          message: 'JSON body holds more than 10000 values',
        });
      }
    }
    const wideImport = `{"work":[${Array.from({ length: 60_000 }, () => '{}').join(',')}]}`;
    const response = await admin.request('POST', IMPORT, wideImport);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'JSON body holds more than 50000 values',
    });
    expect((await visitor.get('/healthz')).status).toBe(200);
  });

  it('still lets real bodies through: long texts, and keys that look like values', async () => {
    const created = await admin.post('/api/category', { name: '[{"a":[1,2,3]}] \\" ,,, {' });
    expect(created.status).toBe(200);
    const imported = await admin.request('POST', IMPORT, {
      basics: { name: 'Ada' },
      work: [
        {
          name: 'Analytical Engines',
          position: 'Engineer',
          startDate: '2020-01',
          highlights: ['a', 'b'],
        },
      ],
      // A field the import leaves out: a long text over the general 1 MB.
      meta: { notes: 'x'.repeat(1_500_000) },
    });
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(200);
  });
});
