import { z } from 'zod';

/** The `statusCode` values of contract §1 that are not plain HTTP statuses. */
export const ErrorCode = {
  createFailed: 1002,
  updateFailed: 1003,
  deleteFailed: 1004,
  badCredentials: 2001,
} as const;

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** The one error body every failing call answers with (contract §1). */
export const errorEnvelopeSchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
  })
  .meta({ id: 'ErrorEnvelope', description: 'The body of every error response.' });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
