import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

/** Text travels gzipped to clients that accept it. */
describe('response compression', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['/', '/api/openapi.json'])(
    'gzips %s, which is over the 1 KB threshold',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      // Still readable once decoded: fetch undoes the gzip.
      expect((await response.text()).length).toBeGreaterThan(0);
    },
  );

  it('sends plain bytes to a client that does not accept gzip', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('<!doctype html>');
  });
});
