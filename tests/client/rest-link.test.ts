import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { toApiError } from '../../src/client/lib/api-error';
import { createTrpcClient } from '../../src/client/lib/trpc';
import { mockDb } from '../mocks/mock-db';
import { server } from '../mocks/server';

describe('restLink', () => {
  it('lists', async () => {
    mockDb.categories.seed('A', 'B');
    const client = createTrpcClient();
    const out = await client.category.list.query({ page: 1, limit: 1 });
    expect(out.items).toEqual([{ categoryId: 1, name: 'A' }]);
  });
  it('network', async () => {
    server.use(http.get('*/api/category', () => HttpResponse.error()));
    const client = createTrpcClient();
    const error = await client.category.list.query({}).catch((e) => e);
    expect(toApiError(error).statusCode).toBeNull();
  });
});
