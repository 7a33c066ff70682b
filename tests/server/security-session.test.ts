import { sealData } from 'iron-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';

let server: TestServer;
let seal: string;

beforeAll(async () => {
  server = await startTestServer({ SESSION_SECRET: SECRET });
  const client = new ApiClient(server.url);
  await client.login();
  seal = client.cookie.slice(SESSION_COOKIE.length + 1);
});
afterAll(() => server.close());

/** The seal with one of its `*`-separated components changed. */
function withPart(index: number, change: (part: string) => string): string {
  const parts = seal.split('*');
  parts[index] = change(parts[index] ?? '');
  return parts.join('*');
}

async function identityWith(value: string) {
  const response = await fetch(`${server.url}/auth/identity`, {
    headers: { cookie: `${SESSION_COOKIE}=${value}` },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('a damaged or forged session cookie', () => {
  // iron-session threw on some of these ("Wrong mac prefix", "Invalid
  // expiration") and the request answered 500 instead of 401.
  it.each([
    ['a changed prefix', () => withPart(0, () => 'Fe26.3')],
    ['a non-numeric expiration', () => withPart(5, (part) => `${part}x`)],
    ['a later expiration', () => withPart(5, (part) => String(Number(part) + 1_000_000))],
    // Always a different first character: an HMAC that already starts with 'A' would stay valid.
    [
      'a changed HMAC',
      () => withPart(7, (part) => `${part.startsWith('A') ? 'B' : 'A'}${part.slice(1)}`),
    ],
    ['an unknown password id', () => withPart(1, () => '9')],
    ['a missing component', () => seal.split('*').slice(0, 7).join('*')],
    ['no seal at all', () => 'not-a-seal'],
  ])('with %s is no session: 401 with the envelope', async (_label, make) => {
    expect(await identityWith(make())).toEqual({
      status: 401,
      body: { statusCode: 401, message: 'Not signed in' },
    });
  });

  it('that has expired is no session either, though sealed with the real secret', async () => {
    const expired = await sealData({ adminId: 1 }, { password: SECRET, ttl: -3600 });
    expect((await identityWith(expired)).status).toBe(401);
  });

  it('next to other cookies leaves them alone, and a fresh sign-in still works', async () => {
    const response = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `theme=dark; ${SESSION_COOKIE}=${withPart(0, () => 'Fe26.3')}; lang=pt`,
      },
      body: JSON.stringify({ username: 'admin', password: 'correct-horse-battery' }),
    });
    expect(response.status).toBe(200);
    const fresh = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(fresh).toMatch(new RegExp(`^${SESSION_COOKIE}=Fe26\\.2\\*`));
    expect((await identityWith(fresh.slice(SESSION_COOKIE.length + 1))).status).toBe(200);
  });
});
