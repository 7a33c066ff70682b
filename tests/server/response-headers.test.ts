import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SCRIPT_CSP_SOURCE } from '../../src/server/ssr/theme-script';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * Headers every answer carries, and the caching rules: nothing a signed-in
 * admin or a credential sees may be kept by a cache; public reads for
 * visitors keep theirs.
 */

let server: TestServer;
let admin: ApiClient;
let visitor: ApiClient;
let mediaUrl: string;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A GET with exactly these headers (fetch adds some of its own). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(`${server.url}${path}`, { headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    }).on('error', reject);
  });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login();
  const form = new FormData();
  form.append('name', `icon-${randomUUID()}`);
  form.append(
    'file',
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>'], {
      type: 'image/svg+xml',
    }),
    'icon.svg',
  );
  const uploaded = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    body: form,
    headers: { cookie: admin.cookie },
  });
  mediaUrl = ((await uploaded.json()) as { url: string }).url;
});
afterAll(() => server.close());

describe('Permissions-Policy', () => {
  it('denies powerful features on every kind of answer, the ones sent from memory included', async () => {
    const paths = [
      '/',
      '/api/category',
      '/api/variable/environment',
      mediaUrl,
      '/api/message',
      '/auth/identity',
      '/no-such-page',
      '/api/no-such-path',
      '/healthz',
    ];
    // Twice: the second time the public reads, the page and the file come from memory.
    for (const round of [1, 2]) {
      for (const path of paths) {
        const { headers } = await rawGet(path);
        const policy = String(headers['permissions-policy']);
        expect(policy, `${path} (${round})`).toContain('camera=()');
        expect(policy, path).toContain('microphone=()');
        expect(policy, path).toContain('geolocation=()');
        expect(policy, path).toContain('payment=()');
        expect(policy, path).toContain('usb=()');
      }
    }
    const signedIn = await admin.get('/api/message');
    expect(signedIn.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('Cache-Control', () => {
  it('is no-store on the admin reads: export, messages, identity and the rest', async () => {
    for (const path of [
      '/api/export',
      '/api/message',
      '/api/admin',
      '/api/session',
      '/api/token',
      '/api/audit',
      '/api/analytics/visits',
      '/api/media',
      '/api/variable',
      '/auth/identity',
    ]) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('is no-store on every /auth answer, refusals and sign-in included', async () => {
    expect((await visitor.get('/auth/identity')).headers.get('cache-control')).toBe('no-store');
    const wrong = await new ApiClient(server.url).post('/auth/login', {
      username: 'nobody',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
    const signIn = await new ApiClient(server.url).login();
    expect(signIn.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on a refused admin read and on the public message form', async () => {
    const refused = await visitor.get('/api/export');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const sent = await visitor.post('/api/message', {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on any answer to a request with the session cookie or an Authorization header', async () => {
    for (const path of ['/', '/api/category', '/api/variable/environment', mediaUrl, '/cv']) {
      const withCookie = await rawGet(path, { cookie: admin.cookie });
      expect(withCookie.headers['cache-control'], path).toBe('no-store');
      const withToken = await rawGet(path, { authorization: 'Bearer not-a-real-token' });
      expect(withToken.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('leaves the public reads of a visitor as they were', async () => {
    for (const path of ['/', '/api/category', '/api/variable/environment']) {
      const { status, headers } = await rawGet(path);
      expect(status, path).toBe(200);
      expect(headers['cache-control'], path).toBeUndefined();
      expect(headers.etag, path).toBeDefined();
    }
    expect((await rawGet(mediaUrl)).headers['cache-control']).toBe('public, max-age=3600');
    expect(String((await rawGet('/api/openapi.json')).headers['cache-control'])).not.toMatch(
      /no-store/,
    );
  });
});

describe('Content-Security-Policy', () => {
  it('allows no frames, in or around the page, and scripts from the site only', async () => {
    const { headers } = await rawGet('/admin/login');
    const policy = String(headers['content-security-policy']);
    const directives = Object.fromEntries(
      policy.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': `'self' ${THEME_SCRIPT_CSP_SOURCE}`,
      'script-src-attr': "'none'",
      'object-src': "'none'",
      'frame-src': "'none'",
      'frame-ancestors': "'none'",
      'connect-src': "'self' https:",
      'img-src': "'self' data: https:",
    });
  });

  it('is the same on the page and the reads sent from memory as on the long way', async () => {
    const longWay = String((await rawGet('/admin/login')).headers['content-security-policy']);
    for (const path of ['/', '/api/category']) {
      const first = await rawGet(path);
      const fromMemory = await rawGet(path);
      expect(first.headers['content-security-policy'], path).toBe(longWay);
      expect(fromMemory.headers['content-security-policy'], path).toBe(longWay);
      expect(fromMemory.headers['x-frame-options'], path).toBe('DENY');
      expect(fromMemory.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});
