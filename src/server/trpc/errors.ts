import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { ErrorEnvelope, FieldError } from '../../shared/errors';

/**
 * A failure the API reports on purpose: an error envelope's `statusCode`, the HTTP
 * status that carries it, a human message and, for input errors, the fields.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly httpStatus: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(what = 'Resource'): AppError {
    return new AppError(404, 404, `${what} not found`);
  }

  static unauthorized(): AppError {
    return new AppError(401, 401, 'Not signed in');
  }

  static conflict(statusCode: number, message: string, errors?: FieldError[]): AppError {
    return new AppError(statusCode, 409, message, errors);
  }

  static invalid(statusCode: number, message: string, errors?: FieldError[]): AppError {
    return new AppError(statusCode, 400, message, errors);
  }
}

/** Throws an AppError through tRPC, which only lets TRPCErrors pass. */
export function fail(error: AppError): never {
  throw new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: error });
}

export interface MappedError {
  httpStatus: number;
  body: ErrorEnvelope;
}

export function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

const trpcCodeStatus: Partial<Record<TRPCError['code'], number>> = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
};

/** Errors raised by Express's body parser carry `type` and `status`. */
interface HttpParserError {
  type: string;
  status: number;
}

function isHttpParserError(error: unknown): error is HttpParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as HttpParserError).type === 'string' &&
    typeof (error as HttpParserError).status === 'number'
  );
}

function envelope(httpStatus: number, statusCode: number, message: string, errors?: FieldError[]) {
  return { httpStatus, body: errors ? { statusCode, message, errors } : { statusCode, message } };
}

/**
 * The single mapping from anything thrown to the error envelope's status and body.
 * Used by the tRPC error formatter, the REST wrapper and every Express route,
 * so no path can answer in another shape. Unknown faults become a bare 500:
 * the details go to the log, never to the client.
 */
export function toEnvelope(error: unknown): MappedError {
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return toEnvelope(error.cause);
    if (error.cause instanceof ZodError) {
      return envelope(400, 400, 'Invalid input', zodFieldErrors(error.cause));
    }
    const status = trpcCodeStatus[error.code];
    if (status === undefined) return envelope(500, 500, 'Internal server error');
    return envelope(status, status, error.message);
  }
  if (error instanceof AppError) {
    return envelope(error.httpStatus, error.statusCode, error.message, error.errors);
  }
  if (error instanceof ZodError) {
    return envelope(400, 400, 'Invalid input', zodFieldErrors(error));
  }
  if (isHttpParserError(error) && error.status >= 400 && error.status < 500) {
    if (error.type === 'entity.too.large') return envelope(413, 413, 'Request body too large');
    if (error.type === 'entity.parse.failed') return envelope(400, 400, 'Malformed JSON body');
    return envelope(error.status, error.status, 'Invalid request body');
  }
  // Express's own client errors (a malformed %-escape in a path, say) carry a 4xx status.
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return envelope(status, status, status === 404 ? 'Not found' : 'Invalid request');
  }
  return envelope(500, 500, 'Internal server error');
}
