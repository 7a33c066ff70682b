import { HttpResponse, http } from 'msw';
import { envelope, unauthorized, listParams } from './http-helpers';
import { ErrorCode } from '../../src/shared/errors';
import { refuseSignIn } from './access-handlers';
import { listPage, MOCK_ADMIN, mockDb, validateCategoryName } from './mock-db';

/**
 * MSW handlers on the spec's REST paths, answering in the API's error envelope and list shapes,
 * backed by `mockDb`. Tests override single routes with `server.use(...)`.
 */

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body = await request.json().catch(() => ({}));
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export const authHandlers = [
  http.post('*/auth/login', async ({ request }) => {
    // Password first, then the second factor when two-factor sign-in is on (see access-handlers).
    const refused = refuseSignIn(await jsonBody(request));
    if (refused) return refused;
    mockDb.signedIn = true;
    return HttpResponse.json({ statusCode: 0 });
  }),

  http.post('*/auth/logout', () => {
    mockDb.signedIn = false;
    return HttpResponse.json({ statusCode: 0 });
  }),

  http.get('*/auth/identity', () => {
    if (!mockDb.signedIn) return unauthorized();
    const { adminId, username, active } = MOCK_ADMIN;
    return HttpResponse.json({ adminId, username, active });
  }),
];

export const categoryHandlers = [
  http.get('*/api/category', ({ request }) =>
    HttpResponse.json(listPage(mockDb.categories.all(), listParams(request), ['name'])),
  ),

  http.get('*/api/category/:id', ({ params }) => {
    const row = mockDb.categories.find(Number(params.id));
    return row ? HttpResponse.json(row) : envelope(404, 404, 'Category not found');
  }),

  http.post('*/api/category', async ({ request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const { name } = await jsonBody(request);
    const errors = validateCategoryName(name);
    if (errors.length > 0)
      return envelope(400, ErrorCode.createFailed, 'Failed to create Category', errors);
    if (mockDb.categories.nameTaken(String(name))) {
      return envelope(
        409,
        ErrorCode.createFailed,
        'Failed to create Category: the name is already used',
        [{ path: 'name', message: 'Name is already used' }],
      );
    }
    return HttpResponse.json(mockDb.categories.insert(String(name).trim()), { status: 201 });
  }),

  http.put('*/api/category/:id', async ({ params, request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const row = mockDb.categories.find(Number(params.id));
    if (!row) return envelope(404, 404, 'Category not found');
    const { name } = await jsonBody(request);
    const errors = validateCategoryName(name);
    if (errors.length > 0)
      return envelope(400, ErrorCode.updateFailed, 'Failed to update Category', errors);
    if (mockDb.categories.nameTaken(String(name), row.categoryId)) {
      return envelope(
        409,
        ErrorCode.updateFailed,
        'Failed to update Category: the name is already used',
        [{ path: 'name', message: 'Name is already used' }],
      );
    }
    row.name = String(name).trim();
    return HttpResponse.json(row);
  }),

  http.delete('*/api/category/:id', ({ params }) => {
    if (!mockDb.signedIn) return unauthorized();
    const row = mockDb.categories.remove(Number(params.id));
    return row ? HttpResponse.json(row) : envelope(404, 404, 'Category not found');
  }),
];

export const handlers = [...authHandlers, ...categoryHandlers];
