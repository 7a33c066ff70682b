import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, toApiError } from '../../src/client/lib/api-error';
import { ifMatchOptions } from '../../src/client/lib/if-match';
import { buildRestRequest } from '../../src/client/lib/rest-request';
import { createTrpcClient } from '../../src/client/lib/trpc';
import { SKIP_UNAUTHORIZED_HANDLER } from '../../src/client/lib/unauthorized-link';
import { requireRoute } from '../../src/shared/api-routes';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { recordRequests } from './request-log';

const ORIGIN = window.location.origin;

describe('buildRestRequest', () => {
  it('maps a list call to GET with the input as query string, leaving out empty values', () => {
    const request = buildRestRequest(
      requireRoute('category.list'),
      { filter: '', page: 2, limit: 10, sort: undefined },
      '/',
    );
    expect(request).toEqual({
      method: 'GET',
      url: `${ORIGIN}/api/category?page=2&limit=10`,
      body: undefined,
    });
  });

  it('fills path parameters and sends the rest of an update as a JSON body', () => {
    const request = buildRestRequest(requireRoute('category.update'), { id: 7, name: 'Web' }, '/');
    expect(request).toEqual({
      method: 'PUT',
      url: `${ORIGIN}/api/category/7`,
      body: JSON.stringify({ name: 'Web' }),
    });
  });

  it('sends an empty JSON object for a write without input', () => {
    expect(buildRestRequest(requireRoute('auth.logout'), undefined, '/').body).toBe('{}');
  });

  it('encodes path parameters and keeps an absolute base URL', () => {
    const request = buildRestRequest(
      { method: 'DELETE', path: '/api/variable/{key}' },
      { key: 'a b/c' },
      'https://cms.example/',
    );
    expect(request.url).toBe('https://cms.example/api/variable/a%20b%2Fc');
  });

  it('refuses a call whose path parameter is missing', () => {
    expect(() => buildRestRequest(requireRoute('category.get'), {}, '/')).toThrow(
      /Missing path parameter "id"/,
    );
  });
});

describe('restLink through the tRPC client', () => {
  it('reads a list reply as data', async () => {
    const [web] = mockDb.category.seed({ name: 'Web' }, { name: 'Mobile' });
    const client = createTrpcClient();

    const reply = await client.category.list.query({ page: 1, limit: 1 });

    expect(reply).toEqual({
      items: [{ categoryId: 1, name: 'Web', createdAt: web!.createdAt, updatedAt: web!.updatedAt }],
      metadata: { totalPages: 2, totalItems: 2, page: 1, limit: 1 },
    });
  });

  it('sends writes as JSON with credentials', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    mockDb.signedIn = true;
    const client = createTrpcClient({ fetch: fetchSpy });

    await client.category.create.mutate({ name: 'Web' });

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(`${ORIGIN}/api/category`);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"name":"Web"}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('sends If-Match only on a call given an item’s version, as a strong tag', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    mockDb.signedIn = true;
    const [web, mobile] = mockDb.category.seed({ name: 'Web' }, { name: 'Mobile' });
    const client = createTrpcClient({ fetch: fetchSpy });
    // The row as a tracking server keeps it, with its version.
    const seen = Object.assign(web!, { updatedAt: '2026-11-29T03:12:45.123Z' });

    await client.category.update.mutate({ id: web!.categoryId, name: 'Web' }, ifMatchOptions(seen));
    // An item without updatedAt, as from a server that does not track it.
    await client.category.update.mutate(
      { id: mobile!.categoryId, name: 'Apps' },
      ifMatchOptions({ categoryId: mobile!.categoryId, name: 'Mobile' }),
    );

    const headersOf = (call: number) => new Headers(fetchSpy.mock.calls[call]?.[1]?.headers);
    expect(headersOf(0).get('if-match')).toBe('"2026-11-29T03:12:45.123Z"');
    expect(headersOf(1).has('if-match')).toBe(false);
    expect(ifMatchOptions({ updatedAt: 'a"b' })).toEqual({ context: { ifMatch: 'a"b' } });
    // A version that cannot be a tag is not sent rather than sent broken.
    await client.category.update.mutate(
      { id: mobile!.categoryId, name: 'Apps' },
      ifMatchOptions({ updatedAt: 'a"b' }),
    );
    expect(headersOf(2).has('if-match')).toBe(false);
  });

  it('treats a login reply of statusCode 0 as success', async () => {
    const client = createTrpcClient();
    await expect(
      client.auth.login.mutate({ username: 'admin', password: 'correct horse' }),
    ).resolves.toEqual({ statusCode: 0 });
  });

  it('turns an error envelope into an ApiError with the field errors', async () => {
    mockDb.signedIn = true;
    const client = createTrpcClient();

    const error = await client.category.create
      .mutate({ name: '' })
      .catch((caught: unknown) => caught);

    const apiError = toApiError(error);
    expect(apiError).toBeInstanceOf(ApiError);
    expect(apiError).toMatchObject({
      statusCode: 1002,
      httpStatus: 400,
      message: 'Failed to create Category',
      errors: [{ path: 'name', message: 'Name is required' }],
    });
  });

  it('reports a network failure as statusCode null', async () => {
    server.use(http.get('*/api/category', () => HttpResponse.error()));
    const client = createTrpcClient();

    const error = await client.category.list.query({}).catch((caught: unknown) => caught);

    expect(toApiError(error).statusCode).toBeNull();
    expect(toApiError(error).message).toBe('Connection error, try again later');
  });

  it('reports a reply that is not JSON as statusCode null', async () => {
    server.use(
      http.get('*/api/category', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const client = createTrpcClient();

    const error = await client.category.list.query({}).catch((caught: unknown) => caught);

    expect(toApiError(error).statusCode).toBeNull();
  });

  it('calls the 401 handler for a 401, except for calls that opt out', async () => {
    const onUnauthorized = vi.fn();
    const client = createTrpcClient({ onUnauthorized });

    await client.auth.identity
      .query(undefined, { context: { [SKIP_UNAUTHORIZED_HANDLER]: true } })
      .catch(() => {});
    expect(onUnauthorized).not.toHaveBeenCalled();

    await client.category.delete.mutate({ id: 1 }).catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ statusCode: 401 });
  });

  it('does not call the 401 handler for bad credentials', async () => {
    const onUnauthorized = vi.fn();
    const client = createTrpcClient({ onUnauthorized });

    const error = await client.auth.login
      .mutate({ username: 'admin', password: 'nope' })
      .catch((caught: unknown) => caught);

    expect(toApiError(error).statusCode).toBe(2001);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the REST paths on the wire', async () => {
    const requests = recordRequests();
    mockDb.signedIn = true;
    mockDb.category.seed({ name: 'Web' });
    const client = createTrpcClient();

    await client.category.get.query({ id: 1 });
    await client.category.update.mutate({ id: 1, name: 'Web apps' });
    await client.category.delete.mutate({ id: 1 });
    await client.auth.logout.mutate();

    expect(requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'GET /api/category/1',
      'PUT /api/category/1',
      'DELETE /api/category/1',
      'POST /auth/logout',
    ]);
  });
});
