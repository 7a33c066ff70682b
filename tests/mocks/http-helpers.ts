import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { FieldError } from '../../src/shared/errors';
import { DEFAULT_PAGE_SIZE } from '../../src/shared/list';
import type { ListParams } from './mock-db';

/** What every MSW handler shares: the error envelope and the list query (filter, page, limit, sort). */
export const envelope = (
  httpStatus: number,
  statusCode: number,
  message: string,
  errors?: unknown,
) =>
  HttpResponse.json(errors ? { statusCode, message, errors } : { statusCode, message }, {
    status: httpStatus,
  });

export const unauthorized = () => envelope(401, 401, 'Not signed in');

export function listParams(request: Request): ListParams {
  const url = new URL(request.url);
  return {
    filter: url.searchParams.get('filter') ?? '',
    page: Number(url.searchParams.get('page') ?? 1),
    limit: Number(url.searchParams.get('limit') ?? DEFAULT_PAGE_SIZE),
    sort: url.searchParams.get('sort') ?? '',
  };
}

/** Field errors as the real server reports them. */
export function issuesOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
