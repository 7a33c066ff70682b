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

const education = {
  school: 'University',
  location: 'City',
  title: 'BSc',
  startAt: '2019-09-01',
  endAt: null,
  gpa: 3.5,
  hidden: false,
};

describe('JSON bodies keep their types (the REST adapter must not coerce them)', () => {
  it.each([
    [{ hidden: 'false' }, 'hidden'],
    [{ hidden: 'yes' }, 'hidden'],
    [{ gpa: '3.5' }, 'gpa'],
    [{ gpa: null }, 'gpa'],
  ])('refuses %j instead of converting it', async (change, path) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      // Twice: the adapter would flip its switch on the first request.
      const response = await admin.post('/api/education', { ...education, ...change });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 1002, errors: [{ path }] });
    }
  });

  it('still reads numbers from the query string and the path', async () => {
    const created = await admin.post<{ educationId: number }>('/api/education', education);
    expect(created.status).toBe(200);
    expect((await admin.get(`/api/education/${created.body.educationId}`)).status).toBe(200);
    const list = await admin.get<{ metadata: { limit: number } }>('/api/education?page=1&limit=5');
    expect(list.body.metadata.limit).toBe(5);
  });
});
