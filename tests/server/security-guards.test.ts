import { request } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { limitRequests } from '../../src/server/http/guards';
import type { Logger } from '../../src/server/logger';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './support/test-server';

/** A POST with the path sent as written: fetch would resolve `.`, `..` and `\` first. */
function rawPost(url: string, path: string, body: unknown): Promise<number> {
  const { hostname, port } = new URL(url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('the login throttle', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // The REST adapter resolves the path as a URL (dot segments, `\` as `/`)
  // while the limiter matched it as sent: these spellings reached the login
  // procedure without being counted, so guessing was never throttled.
  it('cannot be dodged by a path that resolves to /auth/login', async () => {
    const wrong = { username: 'admin', password: 'wrong-password' };
    const spellings = [
      '/auth/x/%2e%2e/login',
      '/auth/./login',
      '/auth/%2E/login',
      '/auth\\login',
      '/api/%2e%2e/auth/login',
      '/x/..%2f../auth/login',
    ];
    for (const spelling of spellings) {
      expect(await rawPost(server.url, spelling, wrong), spelling).toBe(404);
    }
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await rawPost(server.url, '/auth/login', wrong)).toBe(401);
    }
    const right = { username: 'admin', password: ADMIN_PASSWORD };
    for (const spelling of ['/auth/login', ...spellings]) {
      expect([404, 429], spelling).toContain(await rawPost(server.url, spelling, right));
    }
  });
});

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server.close());

  it('promise HTTPS (HSTS) only on requests that came over HTTPS', async () => {
    const plain = await fetch(`${server.url}/api/category`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await fetch(`${server.url}/api/category`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('forbid framing in both the CSP and X-Frame-Options', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBeTruthy();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the rate limiter set-up check', () => {
  // express-rate-limit printed its findings with console.error, stack and all.
  it('reports to the app log, one line without a stack', async () => {
    const warn = vi.fn();
    const logger = { warn, error: vi.fn() } as unknown as Logger;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = express();
    app.set('trust proxy', true);
    app.post('/limited', limitRequests({ windowMs: 60_000, limit: 5, logger }), (_req, res) => {
      res.json({ ok: true });
    });
    const listening = app.listen(0);
    await new Promise((resolve) => listening.once('listening', resolve));
    const address = listening.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      expect((await fetch(`http://127.0.0.1:${port}/limited`, { method: 'POST' })).status).toBe(
        200,
      );
      expect(consoleError).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'ERR_ERL_PERMISSIVE_TRUST_PROXY' }),
        expect.stringContaining('trust proxy'),
      );
      for (const [fields, message] of warn.mock.calls as [Record<string, unknown>, string][]) {
        expect(JSON.stringify(fields) + message).not.toMatch(/\n\s+at /);
      }
    } finally {
      consoleError.mockRestore();
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
