import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

describe('error envelope', () => {
  it.each(['/api/nothing-here', '/api/category/1/extra', '/auth/unknown', '/api'])(
    'answers an unknown API path %s with a 404 envelope',
    async (url) => {
      const response = await admin.get(url);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Path not found' });
    },
  );

  it('answers malformed JSON with 400', async () => {
    const response = await admin.request('POST', '/api/category', '{"name": ', {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Malformed JSON body' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await admin.post('/api/category', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Request body too large' });
  });

  it('answers a body that is not JSON with 415 in the envelope', async () => {
    const response = await admin.request('POST', '/api/category', 'name=x', {
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ statusCode: 415, message: expect.any(String) });
  });

  it('answers a JSON body of the wrong shape as a validation failure', async () => {
    const response = await admin.post('/api/category', '[1,2,3]');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 1002 });
  });

  it('tags every response with a request id', async () => {
    const response = await admin.get('/api/category');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const response = await admin.get('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('health', () => {
  it('answers 200 {status: ok} when the database is reachable', async () => {
    const response = await admin.get('/healthz');
    expect(response).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('unexpected faults', () => {
  it('answers 500 without details when the database is gone, and keeps serving', async () => {
    const broken = await startTestServer();
    try {
      const client = new ApiClient(broken.url);
      await client.login();
      await broken.orm.close(true);
      const response = await client.get('/api/category');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ statusCode: 500, message: 'Internal server error' });
      const health = await client.get('/healthz');
      expect(health.status).toBe(503);
    } finally {
      await broken.server.close();
    }
  });
});
