import type { z } from 'zod';
import { ErrorCode } from '../../src/shared/errors';
import {
  contentListQuerySchema,
  idParamSchema,
  listQuerySchema,
  withTimestampSort,
} from '../../src/shared/list';
import { listRows } from './list-rows';
import {
  crudRules,
  type CrudRules,
  isRefusal,
  type MockedCrudName,
  type Refusal,
} from './crud-rules';
import { idKeyOf, mockDb } from './db';
import { etagOf, PRECONDITION_FAILED, preconditionHolds } from './change-tracking';
import { envelope, fieldErrors, invalidInput, unauthorized } from './envelopes';
import { assertDocumented, type CrudEntry, crudNames } from './openapi-document';
import { HttpResponse } from 'msw';
import { http, type ItemPath, type Row } from './typed-http';

/**
 * The five generic calls (list, get, create, update, delete) of every
 * managed entity the document serves, answered by one in-memory
 * implementation of the server's rules:
 *
 * - reads are public unless the entity's rules say otherwise, and visitors
 *   never see a row marked `hidden`; writes need the signed-in admin (401);
 * - list takes `filter` (case-insensitive substring over the entity's text
 *   fields), `sort` (`field:asc|desc`, comma-joined, over its sort fields),
 *   `page` and `limit`, and answers `{ items, metadata }`; a bad query is
 *   400 'Invalid input' with the fields;
 * - create and update check the body with the entity's shared zod schema
 *   and answer 400 'Failed to create X' / 'Failed to update X' (1002/1003)
 *   with the same field messages as the server; a missing row is 404
 *   'X not found'; a successful write answers 200 with the row;
 * - change tracking, for rows that carry `updatedAt`: a write that changes
 *   a row moves its `updatedAt` on; reading one row, creating and updating
 *   answer `ETag: "<updatedAt>"`; PUT and DELETE with an `If-Match` that
 *   names another version (or is malformed) answer 412, statusCode 4121,
 *   '<X> was changed by someone else', after 401 and 404 and before the
 *   input is checked; no header, or `*`, writes as before.
 */

type Rules = CrudRules<MockedCrudName, unknown, unknown>;
type AnyRow = Record<string, unknown>;
type Table = {
  all(): AnyRow[];
  find(id: string | number): AnyRow | undefined;
  insert(fields: AnyRow): AnyRow;
  touch(row: AnyRow): void;
  remove(id: string | number): AnyRow | undefined;
};

/**
 * The rows of every entity come from tables typed by the document
 * (`Row<N>`: seeds and stored fields are checked against it). A handler
 * shared by all entities is registered on a union of paths, for which
 * openapi-msw can only offer the statuses every one of them has; so these
 * answers check their status against the document at run time instead.
 */
const asRow = (row: AnyRow) => row as never as Row<MockedCrudName>;

async function recordedBody(request: Request): Promise<unknown> {
  const body: unknown = await request.json().catch(() => ({}));
  mockDb.writes.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body;
}

/** Visitors never see a hidden row. */
const visible = (row: AnyRow) => mockDb.signedIn || row.hidden !== true;

function entityHandlers({ name, param, label, stamped }: CrudEntry) {
  const rules = crudRules[name as MockedCrudName] as unknown as Rules;
  const idKey = idKeyOf(name as MockedCrudName);
  const table = () => mockDb[name as MockedCrudName] as unknown as Table;
  const listPath = `/api/${name}` as `/api/${MockedCrudName}`;
  const itemPath = `/api/${name}/{${param}}` as ItemPath<MockedCrudName>;
  // A stamped entity's list also takes updatedSince and sorts by its stamps.
  const listQuery = stamped
    ? contentListQuerySchema(rules.sortFields)
    : listQuerySchema(rules.sortFields);
  const sortFields = stamped ? withTimestampSort(rules.sortFields) : rules.sortFields;
  const notFound = () => envelope(404, `${label} not found`);
  const answer =
    (method: string, path: string) =>
    (status: number, body: unknown): never => {
      assertDocumented(method, path, status);
      const etag = status === 200 ? etagOf(body as AnyRow) : undefined;
      // Checked above against the document, which the types cannot do for a union of paths.
      return HttpResponse.json(body as object, {
        status,
        ...(etag ? { headers: { etag } } : {}),
      }) as never;
    };
  const changedElsewhere = () =>
    envelope(PRECONDITION_FAILED, `${label} was changed by someone else`);
  /** The row a conditional write names, when it exists and its If-Match is stale. */
  const staleTarget = (request: Request, params: Record<string, unknown>) => {
    const id = idOf(params);
    const row = 'errors' in id ? undefined : table().find(id.id);
    return row && !preconditionHolds(request, row) ? row : undefined;
  };
  const listGet = answer('get', listPath);
  const create = answer('post', listPath);
  const itemGet = answer('get', itemPath);
  const update = answer('put', itemPath);
  const remove = answer('delete', itemPath);
  const mayRead = () => mockDb.signedIn || !rules.adminOnlyReads;

  /** The path's id checked as the server checks it (a variable's key is any text). */
  function idOf(params: Record<string, unknown>): { id: string } | { errors: z.ZodError } {
    const raw = String(params[param]);
    if (param === 'key') return { id: raw };
    const parsed = idParamSchema.safeParse({ id: raw });
    return parsed.success ? { id: String(parsed.data.id) } : { errors: parsed.error };
  }

  const failed = (verb: 'create' | 'update', refusal: Refusal) =>
    envelope(
      verb === 'create' ? ErrorCode.createFailed : ErrorCode.updateFailed,
      `Failed to ${verb} ${label}${refusal.reason ? `: ${refusal.reason}` : ''}`,
      refusal.errors,
    );

  /** 409 when a unique field is already used by another row, regardless of case. */
  function clash(fields: AnyRow, except?: AnyRow): Refusal | null {
    if (!rules.unique) return null;
    const { field, message, reason } = rules.unique;
    const value = String(fields[field] ?? '').toLowerCase();
    const taken = table()
      .all()
      .some((row) => row !== except && String(row[field]).toLowerCase() === value);
    return taken ? { httpStatus: 409, errors: [{ path: field, message }], reason } : null;
  }

  return [
    http.get(listPath, ({ request }) => {
      if (!mayRead()) return listGet(401, unauthorized());
      const query = listQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return listGet(400, invalidInput(query.error));
      const since = (query.data as { updatedSince?: string }).updatedSince;
      const rows = table()
        .all()
        .filter(visible)
        .filter((row) => !since || Date.parse(String(row.updatedAt)) >= Date.parse(since));
      const page = listRows(
        rows,
        query.data,
        rules.textFields,
        sortFields,
        rules.defaultSort,
        idKey,
      );
      return listGet(200, page);
    }),

    http.get(itemPath, ({ params }) => {
      if (!mayRead()) return itemGet(401, unauthorized());
      const id = idOf(params);
      if ('errors' in id) return itemGet(400, invalidInput(id.errors));
      const row = table().find(id.id);
      return row && visible(row) ? itemGet(200, asRow(row)) : itemGet(404, notFound());
    }),

    http.post(listPath, async ({ request }) => {
      if (!mockDb.signedIn) return create(401, unauthorized());
      const input = rules.create.safeParse(await recordedBody(request));
      if (!input.success) {
        return create(400, failed('create', { httpStatus: 400, errors: fieldErrors(input.error) }));
      }
      const fields = (rules.toFields?.(input.data, mockDb) ?? input.data) as AnyRow | Refusal;
      const refusal = isRefusal(fields) ? fields : clash(fields);
      if (refusal) return create(refusal.httpStatus, failed('create', refusal));
      const row = table().insert(fields as AnyRow);
      rules.afterCreate?.(asRow(row), input.data, mockDb);
      return create(200, asRow(row));
    }),

    http.put(itemPath, async ({ params, request }) => {
      if (!mockDb.signedIn) return update(401, unauthorized());
      // A stale edit is refused whatever it carries: before its input is read.
      if (staleTarget(request, params)) return update(412, changedElsewhere());
      // The body and the path are one input on the server: their errors come together.
      const input = rules.update.safeParse(await recordedBody(request));
      const id = idOf(params);
      const errors = [
        ...(input.success ? [] : fieldErrors(input.error)),
        ...('errors' in id ? fieldErrors(id.errors) : []),
      ];
      if (!input.success || 'errors' in id) {
        return update(400, failed('update', { httpStatus: 400, errors }));
      }
      const row = table().find(id.id);
      if (!row) return update(404, notFound());
      const fields = (rules.toUpdatedFields?.(asRow(row), input.data, mockDb) ?? input.data) as
        AnyRow | Refusal;
      const refusal = isRefusal(fields) ? fields : clash(fields, row);
      if (refusal) return update(refusal.httpStatus, failed('update', refusal));
      const before = JSON.stringify(row);
      Object.assign(row, fields);
      if (JSON.stringify(row) !== before) table().touch(row);
      rules.afterUpdate?.(asRow(row), mockDb);
      return update(200, asRow(row));
    }),

    http.delete(itemPath, ({ params, request }) => {
      if (!mockDb.signedIn) return remove(401, unauthorized());
      const id = idOf(params);
      if ('errors' in id) return remove(400, invalidInput(id.errors));
      const row = table().find(id.id);
      if (!row) return remove(404, notFound());
      if (!preconditionHolds(request, row)) return remove(412, changedElsewhere());
      const reason = rules.deleteRefusal?.(asRow(row), mockDb);
      if (reason) {
        return remove(
          409,
          envelope(ErrorCode.deleteFailed, `Failed to delete ${label}: ${reason}`),
        );
      }
      table().remove(id.id);
      return remove(200, asRow(row));
    }),
  ];
}

/** Every entity with the five calls in the document, except those with their own handlers. */
export const crudHandlers = crudNames
  .filter(({ name }) => name in crudRules)
  .flatMap(entityHandlers);
