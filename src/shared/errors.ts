import { z } from 'zod';

export { ErrorCode, type FieldError } from './error-codes';

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** The one error body every failing call answers with. */
export const errorEnvelopeSchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
  })
  .meta({ id: 'ErrorEnvelope', description: 'The body of every error response.' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
