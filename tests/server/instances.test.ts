import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  sameDatabaseAs,
  startTestServer,
  type TestServer,
} from './support/test-server';

/**
 * Two instances on one database behave as one site: what one writes, the
 * other serves within a second, although each keeps public answers and the
 * home page in its own memory.
 */

let first: TestServer;
let second: TestServer;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer(sameDatabaseAs(first));
  admin = new ApiClient(first.url);
  await admin.login();
  visitor = new ApiClient(second.url);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Asks until `check` holds, and answers how long that took. */
async function millisecondsUntil(check: () => Promise<boolean>, limitMs = 5000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - start;
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('two instances on one database', () => {
  it('serve a write made through the other within a second, in the API and on the home page', async () => {
    const home = async () =>
      (await fetch(`${second.url}/`, { headers: { 'user-agent': BROWSER } })).text();
    const names = async () =>
      (await visitor.get<{ items: { name: string }[] }>('/api/category?limit=100')).body.items.map(
        (item) => item.name,
      );
    // Both kept in the second instance's memory before the write.
    await home();
    await names();
    await home();
    await names();

    const name = `Instances ${randomUUID()}`;
    const title = `Title ${randomUUID()}`;
    expect((await admin.post('/api/category', { name })).status).toBe(200);
    expect((await admin.put('/api/variable/title', { value: title })).status).toBe(200);

    const apiMs = await millisecondsUntil(async () => (await names()).includes(name));
    const pageMs = await millisecondsUntil(async () => (await home()).includes(title));
    expect(apiMs).toBeLessThan(1000);
    expect(pageMs).toBeLessThan(1000);
  });

  it('keep serving from memory while nothing changes', async () => {
    const before = await visitor.get('/api/category?limit=100');
    await new Promise((resolve) => setTimeout(resolve, 600));
    const after = await visitor.get('/api/category?limit=100');
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
  });
});
