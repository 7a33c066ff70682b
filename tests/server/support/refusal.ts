import { expect } from 'vitest';
import type { FieldError } from '../../../src/shared/errors';
import type { ApiClient } from './test-server';

interface RefusalCheck<TRow> {
  admin: ApiClient;
  /** Path segment: `education` for `/api/education`. */
  entity: string;
  /** Name in messages: 'Failed to create Education'. */
  label: string;
  body: unknown;
  errors: FieldError[];
  /** The list the refused create must have left empty. */
  list: () => Promise<unknown[]>;
  /** A valid row for the update to be refused on, and its id. */
  createKept: () => Promise<{ id: number; row: TRow }>;
}

/**
 * A validation rule: the same invalid body is refused with 1002 on create and 1003
 * on update, with the field's message, and changes nothing either time.
 */
export async function expectRefusedOnCreateAndUpdate<TRow>(check: RefusalCheck<TRow>) {
  const { admin, entity, label, body, errors } = check;
  const onCreate = await admin.post(`/api/${entity}`, body);
  expect(onCreate.status).toBe(400);
  expect(onCreate.body).toEqual({ statusCode: 1002, message: `Failed to create ${label}`, errors });
  expect(await check.list()).toEqual([]);

  const { id, row } = await check.createKept();
  const onUpdate = await admin.put(`/api/${entity}/${id}`, body);
  expect(onUpdate.status).toBe(400);
  expect(onUpdate.body).toEqual({ statusCode: 1003, message: `Failed to update ${label}`, errors });
  expect((await admin.get(`/api/${entity}/${id}`)).body).toEqual(row);
}
