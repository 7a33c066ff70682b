import { ErrorCode } from '../../shared/error-codes';
import { CONNECTION_ERROR_MESSAGE, toApiError } from './api-error';

/*
 * What the admin's forms and toasts say about a failed call. Apart from
 * api-error.ts, which the public page shares: a module both bundles use
 * travels whole, and visitors need none of these.
 */

/**
 * The toast text for a failed entity call, e.g. 'Failed to create Category'.
 * `null` for a 401: the global handler signs the user out and no message is shown.
 */
export function errorNotice(error: unknown, entityLabel: string): string | null {
  const { statusCode } = toApiError(error);
  switch (statusCode) {
    case null:
      return CONNECTION_ERROR_MESSAGE;
    case 401:
      return null;
    case ErrorCode.createFailed:
      return `Failed to create ${entityLabel}`;
    case ErrorCode.updateFailed:
      return `Failed to update ${entityLabel}`;
    case ErrorCode.deleteFailed:
      return `Failed to delete ${entityLabel}`;
    default:
      return `Unknown error: ${statusCode}`;
  }
}

/** For the login form: bad credentials have their own text; 401 is not "signed out" here. */
export function loginErrorNotice(error: unknown): string {
  const { statusCode } = toApiError(error);
  if (statusCode === null) return CONNECTION_ERROR_MESSAGE;
  if (statusCode === ErrorCode.badCredentials) return 'Bad credentials';
  return `Unknown error: ${statusCode}`;
}

/** The envelope's per-field messages keyed by top-level field name, first message wins. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { path, message } of toApiError(error).errors ?? []) {
    const field = path.split('.')[0] ?? path;
    if (field && !(field in result)) result[field] = message;
  }
  return result;
}
