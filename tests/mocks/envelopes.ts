import type { z } from 'zod';
import type { ErrorEnvelope, FieldError } from '../../src/shared/errors';

/** The error body every failing call answers with, as the server builds it. */
export function envelope(
  statusCode: number,
  message: string,
  errors?: FieldError[],
): ErrorEnvelope {
  return errors ? { statusCode, message, errors } : { statusCode, message };
}

export const unauthorized = () => envelope(401, 'Not signed in');

/** Field errors as the server reports a zod failure: dotted path, or `(root)`. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

/** A query or path the schema refuses: 400 'Invalid input' with the fields. */
export const invalidInput = (error: z.ZodError) =>
  envelope(400, 'Invalid input', fieldErrors(error));
