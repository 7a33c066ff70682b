import type { FieldError } from '../../shared/error-codes';

/** What the user reads when no response came back at all. */
export const CONNECTION_ERROR_MESSAGE = 'Connection error, try again later';

/**
 * A failed call as the UI sees it: the contract's error envelope, or no
 * response at all (`statusCode: null`: the network failed or the body was not JSON).
 */
export class ApiError extends Error {
  readonly statusCode: number | null;
  readonly errors: FieldError[] | undefined;
  /** The HTTP status when there was a response; used to decide whether retrying can help. */
  readonly httpStatus: number | null;

  constructor(init: {
    statusCode: number | null;
    message: string;
    errors?: FieldError[] | undefined;
    httpStatus?: number | null;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.errors = init.errors;
    this.httpStatus = init.httpStatus ?? null;
  }

  static connection(cause?: unknown): ApiError {
    return new ApiError({ statusCode: null, message: CONNECTION_ERROR_MESSAGE, cause });
  }

  get isConnectionError(): boolean {
    return this.statusCode === null;
  }

  get isUnauthorized(): boolean {
    return this.statusCode === 401;
  }
}

/**
 * The ApiError behind anything a call may throw: the public page's calls
 * throw it as is, the admin app's tRPC link wraps it in a TRPCClientError's
 * `cause` (checked as any Error's cause, so that this module, which the public
 * page loads, needs nothing from tRPC). Anything else (a bug, an aborted
 * request) is reported as a connection error, the one message that tells the
 * user to retry.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.cause instanceof ApiError) return error.cause;
  return ApiError.connection(error);
}
