import { ErrorCode } from '../../../shared/error-codes';
import { ApiError } from '../../lib/api-error';
import type { EntityFormSpec } from './entity-dialog';

/**
 * The whole update a switch in a row sends: the row as its edit form would
 * fill in, with one field flipped, through the same schema the form and the
 * server use. The update call takes every field, so nothing else changes.
 * A row the schema refuses (data older than a rule) fails as the server
 * would have failed it, without a call: 'Failed to update <entity>'.
 */
export function toggledInput<TItem, TValues extends object, TInput>(
  form: EntityFormSpec<TItem, TValues, TInput>,
  item: TItem,
  field: string,
  value: boolean,
): TInput {
  const schema = typeof form.schema === 'function' ? form.schema('edit') : form.schema;
  const result = schema.safeParse({ ...form.toValues(item), [field]: value });
  if (!result.success) {
    throw new ApiError({
      statusCode: ErrorCode.updateFailed,
      message: 'Failed to update',
      errors: result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    });
  }
  return result.data;
}
