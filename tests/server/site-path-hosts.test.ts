import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudCases, fixtureNames } from './support/crud-cases';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * Links and images given as a path of the site: a browser reads a
 * backslash as a slash and drops tabs and line breaks from an address, so
 * each of these would lead to another host and is refused like any bad URL.
 */

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

const OFF_SITE = [
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/\\\tevil.example',
  '/a\\..\\..\\/evil.example',
  '//evil.example',
];

describe('a site path a browser would read as another host', () => {
  it('is refused as a tool link with the validation envelope, and nothing is stored', async () => {
    for (const link of OFF_SITE) {
      const response = await admin.post('/api/tool', {
        name: 'Evil',
        icon: 'https://example.com/icon.svg',
        link,
      });
      expect(response.status, JSON.stringify(link)).toBe(400);
      expect(response.body).toEqual({
        statusCode: 1002,
        message: expect.any(String),
        errors: [{ path: 'link', message: 'Link URL must be an http(s) URL or a site path' }],
      });
    }
    const list = await admin.get<{ metadata: { totalItems: number } }>('/api/tool');
    expect(list.body.metadata.totalItems).toBe(0);
  });

  it('is refused as a publication link on update as well', async () => {
    const created = await admin.post<{ publicationId: number }>('/api/publication', {
      title: 'Notes',
      publishedAt: '2024-01-01',
      link: '/notes',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    for (const link of OFF_SITE) {
      const response = await admin.put(`/api/publication/${created.body.publicationId}`, {
        title: 'Notes',
        publishedAt: '2024-01-01',
        link,
      });
      expect(response.status, JSON.stringify(link)).toBe(400);
      expect(response.body).toMatchObject({
        statusCode: 1003,
        errors: [{ path: 'link', message: 'Link must be an http(s) URL or a site path' }],
      });
    }
  });

  it('is refused in every link and image field of every registered entity, and nothing is stored', async () => {
    let checked = 0;
    for (const name of fixtureNames) {
      const { create, update, prepare } = crudCases[name];
      const refs = prepare ? await prepare(admin, ' hosts') : {};
      // The fields the fixture fills with a web address or a site path.
      const linkFields = Object.entries(update('Hosts', refs))
        .filter(([, value]) => typeof value === 'string' && /^(https?:\/\/|\/)/.test(value))
        .map(([field]) => field);
      const count = async () =>
        (await admin.get<{ metadata: { totalItems: number } }>(`/api/${name}`)).body.metadata
          .totalItems;
      const before = await count();
      for (const field of linkFields) {
        for (const link of OFF_SITE) {
          const response = await admin.post(`/api/${name}`, {
            ...create('Hosts', refs),
            [field]: link,
          });
          const what = `${name}.${field} = ${JSON.stringify(link)}`;
          expect(response.status, what).toBe(400);
          expect(response.body, what).toMatchObject({
            statusCode: 1002,
            errors: [{ path: field, message: expect.stringMatching(/URL/) }],
          });
          checked += 1;
        }
      }
      expect(await count(), name).toBe(before);
    }
    // The fixtures do fill such fields: the sweep is not empty.
    expect(checked).toBeGreaterThan(0);
  });

  it('leaves real site paths and web addresses alone', async () => {
    for (const link of [
      '/',
      '/api/media/image/logo.svg',
      '/cv?x=%20#top',
      'https://vim.org/a\\b',
    ]) {
      const response = await admin.post('/api/tool', { name: `Tool ${link}`, icon: link, link });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
  });
});
