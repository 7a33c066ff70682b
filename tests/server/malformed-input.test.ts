import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * Every documented operation, fed a fixed corpus of malformed input as an
 * admin and as a visitor: nothing may answer 5xx or leave the envelope.
 * (The seeded, generated fuzzing of the reliability suite goes much further.)
 */
const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};

const PATH_VALUES = [
  '0',
  '-1',
  'abc',
  '1e309',
  '%2e%2e',
  '..%2f..%2fetc',
  '%00',
  '9'.repeat(40),
  '1',
];
const BODIES: unknown[] = [
  {},
  [],
  null,
  'text',
  42,
  { name: null, key: 5, value: {}, tools: 'x', categoryId: 'one', hidden: 'false' },
  { name: 'x'.repeat(5000), startAt: '2024-13-45', endAt: '0000-00-00', gpa: -1 },
  { name: '\u0000\uD800', email: 'not@', message: '\u202e', tools: [-1, 1.5, 1e300] },
  { __proto__: { admin: true }, constructor: { prototype: {} } },
  { password: 'short', username: ['a'], active: 'yes', order: 'first', type: 'weird' },
];
const QUERIES = [
  '?page=-1',
  '?limit=99999999999999999999',
  '?sort=name:asc,,',
  '?sort=__proto__:asc',
  '?filter=%25%27%22%3B--',
  '?from=2024-02-30&to=2023-01-01',
  '?page[]=1&limit[x]=2',
];

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

function isEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, message } = body as { statusCode?: unknown; message?: unknown };
  return typeof statusCode === 'number' && typeof message === 'string';
}

describe('malformed input never gets a 5xx', () => {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => [method.toUpperCase(), path] as const),
  );

  it.each(operations)('%s %s', async (method, template) => {
    const failures: string[] = [];
    for (const client of [admin, visitor]) {
      for (const value of PATH_VALUES) {
        const path = template.replace(/\{[^}]+\}/g, value);
        const attempts =
          method === 'GET' || method === 'DELETE'
            ? QUERIES.map((query) => client.request(method, `${path}${query}`))
            : BODIES.map((body) =>
                client.request(method, path, JSON.stringify(body), {
                  'content-type': 'application/json',
                }),
              );
        for (const response of await Promise.all(attempts)) {
          const ok = response.status < 400;
          if (response.status >= 500 || (!ok && !isEnvelope(response.body))) {
            failures.push(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await admin.get('/healthz')).status).toBe(200);
  });
});
