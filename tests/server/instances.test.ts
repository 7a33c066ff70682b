import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
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
  first = await startTestServer({ MESSAGE_RATE_LIMIT: '3' });
  second = await startTestServer({ MESSAGE_RATE_LIMIT: '3', ...sameDatabaseAs(first) });
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

  it('share one contact-message limit per address, not one each', async () => {
    const send = (server: TestServer) =>
      new ApiClient(server.url).post('/api/message', {
        name: 'Grace',
        email: 'grace@example.com',
        message: 'Hello from the balancer',
      });
    const statuses = [];
    for (const server of [first, second, first, second, first])
      statuses.push((await send(server)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('share one sign-in lock-out: failures through either count together', async () => {
    const attempt = (server: TestServer, password: string) =>
      new ApiClient(server.url).post('/auth/login', { username: 'admin', password });
    const statuses = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await attempt(i % 2 ? second : first, 'wrong-password')).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    // The right password now meets the lock on both instances.
    expect((await attempt(first, ADMIN_PASSWORD)).status).toBe(429);
    expect((await attempt(second, ADMIN_PASSWORD)).status).toBe(429);
  });
});
