import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../mocks/openapi-types';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './support/test-server';

/**
 * A third party's client: the types openapi-typescript generates from
 * openapi.json and openapi-fetch, nothing of this project's own code. It
 * type-checks with the project (`npm run typecheck`), so a document change
 * that breaks such a client fails there, and then runs a whole session
 * against the real server.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Keeps the session cookie between calls, as an SDK on a server would. */
function cookieJar(): Middleware {
  let cookie = '';
  return {
    onRequest({ request }) {
      if (cookie) request.headers.set('cookie', cookie);
      return request;
    },
    onResponse({ response }) {
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      return response;
    },
  };
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>';

describe('a client generated from openapi.json (openapi-typescript + openapi-fetch)', () => {
  it('signs in, manages an entity, uploads and downloads a file and reads analytics', async () => {
    const api = createClient<paths>({ baseUrl: server.url });
    api.use(cookieJar());

    // Public read with no credentials.
    const publicList = await api.GET('/api/category', { params: { query: {} } });
    expect(publicList.response.status).toBe(200);

    // A write without signing in answers the documented envelope.
    const refused = await api.POST('/api/category', { body: { name: 'Refused' } });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ statusCode: 401, message: expect.any(String) });

    // The contact form, open to anyone, answers with its documented quota headers.
    const sent = await api.POST('/api/message', {
      body: { name: 'Ada', email: 'ada@example.com', message: 'Hello from an SDK' },
    });
    expect(sent.response.status).toBe(200);
    expect(sent.response.headers.get('ratelimit')).toMatch(/r=\d+/);
    expect(sent.response.headers.get('ratelimit-policy')).toMatch(/q=\d+/);

    const login = await api.POST('/auth/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.response.status).toBe(200);
    expect(login.data).toEqual({ statusCode: 0 });

    const identity = await api.GET('/auth/identity');
    expect(identity.data?.username).toBe('admin');

    const created = await api.POST('/api/category', { body: { name: 'Consumer category' } });
    expect(created.response.status).toBe(200);
    const categoryId = created.data!.categoryId;
    expect(categoryId).toBeGreaterThanOrEqual(1);

    const list = await api.GET('/api/category', {
      params: { query: { filter: 'consumer', sort: 'name:asc', page: 1, limit: 10 } },
    });
    expect(list.data?.items.map((item) => item.name)).toEqual(['Consumer category']);
    expect(list.data?.metadata).toEqual({ totalItems: 1, totalPages: 1, page: 1, limit: 10 });

    const badSort = await api.GET('/api/category', { params: { query: { sort: 'colour:up' } } });
    expect(badSort.response.status).toBe(400);

    // Written only over the category as created: its ETag in If-Match.
    const createdTag = created.response.headers.get('etag') ?? '';
    expect(createdTag).toBe(`"${created.data!.updatedAt}"`);
    const updated = await api.PUT('/api/category/{id}', {
      params: { path: { id: categoryId }, header: { 'If-Match': createdTag } },
      body: { name: 'Renamed category' },
    });
    expect(updated.data).toEqual({
      categoryId,
      name: 'Renamed category',
      createdAt: created.data!.createdAt,
      updatedAt: expect.any(String),
    });
    // That ETag is stale now: 412 with the envelope, and nothing deleted.
    const stale = await api.DELETE('/api/category/{id}', {
      params: { path: { id: categoryId }, header: { 'If-Match': createdTag } },
    });
    expect(stale.response.status).toBe(412);
    expect(stale.error).toEqual({
      statusCode: 4121,
      message: 'Category was changed by someone else',
    });

    // Skillsets: update without `order` keeps the place create gave.
    const skillset = await api.POST('/api/skillset', { body: { name: 'Languages' } });
    const skillsetId = skillset.data!.skillsetId;
    const renamed = await api.PUT('/api/skillset/{id}', {
      params: { path: { id: skillsetId } },
      body: { name: 'Spoken languages' },
    });
    expect(renamed.data).toEqual({
      ...skillset.data,
      name: 'Spoken languages',
      updatedAt: expect.any(String),
    });

    const deleted = await api.DELETE('/api/category/{id}', {
      params: { path: { id: categoryId } },
    });
    expect(deleted.data?.categoryId).toBe(categoryId);
    const gone = await api.GET('/api/category/{id}', { params: { path: { id: categoryId } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error).toMatchObject({ statusCode: 404 });

    // An SDK upload: a Blob with no file name, typed only by its part's Content-Type.
    const upload = await api.POST('/api/media', {
      body: { file: new Blob([SVG], { type: 'image/svg+xml' }), name: 'consumer-logo' },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file as Blob);
        if (body.name) form.append('name', body.name);
        return form;
      },
    });
    expect(upload.response.status).toBe(200);
    expect(upload.data).toMatchObject({
      name: 'consumer-logo',
      type: 'image',
      contentType: 'image/svg+xml',
    });

    const download = await api.GET('/api/media/{type}/{name}', {
      params: { path: { type: 'image', name: 'consumer-logo' } },
      parseAs: 'text',
    });
    expect(download.response.status).toBe(200);
    expect(download.response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(download.data).toBe(SVG);

    const visits = await api.GET('/api/analytics/visits', {
      params: { query: { from: '2024-01-01', to: '2024-01-03' } },
    });
    expect(visits.data?.map((day) => day.date)).toEqual(['2024-01-01', '2024-01-02', '2024-01-03']);

    const tooLong = await api.GET('/api/analytics/visits', {
      params: { query: { from: '2023-01-01', to: '2024-12-31' } },
    });
    expect(tooLong.response.status).toBe(400);

    const logout = await api.POST('/auth/logout');
    expect(logout.data).toEqual({ statusCode: 0 });
    expect((await api.GET('/auth/identity')).response.status).toBe(401);
  });
});
