import { z } from 'zod';

import { ErrorCode } from './error-codes';

export { ErrorCode, type FieldError } from './error-codes';

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** What each of the product's own `statusCode` values means, for openapi.json. */
const errorCodeMeanings: Record<(typeof ErrorCode)[keyof typeof ErrorCode], string> = {
  [ErrorCode.createFailed]:
    'a create was refused: invalid fields (HTTP 400) or a conflict such as a name already used (HTTP 409)',
  [ErrorCode.updateFailed]:
    'an update was refused: invalid fields (HTTP 400) or a conflict (HTTP 409)',
  [ErrorCode.deleteFailed]:
    'a delete was refused because other items still depend on this one (HTTP 409)',
  [ErrorCode.badCredentials]:
    'sign-in refused: unknown username, wrong password or inactive account (HTTP 401)',
  [ErrorCode.twoFactorRequired]:
    'sign-in needs a two-factor code: it was missing or wrong (HTTP 401)',
  [ErrorCode.confirmRequired]:
    'a sensitive change needs a recently confirmed session: confirm with POST /auth/confirm, then repeat the call (HTTP 403)',
  [ErrorCode.preconditionFailed]:
    'the item was changed by someone else since the ETag sent in If-Match: nothing was changed; read it again, or repeat the call without If-Match to overwrite (HTTP 412)',
};

const errorCodes = Object.values(ErrorCode);

/**
 * `statusCode`: one of the product's own codes, or else the HTTP status of
 * the response itself. (Successful sign-in and sign-out answer
 * `{statusCode: 0}`, see StatusReply.)
 */
const statusCodeSchema = z
  .union([
    z.literal(errorCodes).meta({
      title: 'Product code',
      description: `The product's own codes: ${errorCodes.map((code) => `${code}, ${errorCodeMeanings[code]}`).join('; ')}.`,
    }),
    z.number().int().min(400).max(599).meta({
      title: 'HTTP status',
      description: 'Any other failure: the HTTP status of the response, repeated.',
    }),
  ])
  .meta({
    description:
      'Why the call failed: a product code (1002 create refused, 1003 update refused, 1004 delete refused, 2001 bad credentials, 2002 two-factor code needed, 4031 confirm your password first, 4121 changed by someone else since your If-Match) or else the HTTP status of the response.',
    example: ErrorCode.createFailed,
  });

/** The one error body every failing call answers with. */
export const errorEnvelopeSchema = z
  .object({
    statusCode: statusCodeSchema,
    message: z.string().meta({
      description: 'A sentence for people; match on `statusCode` and the HTTP status instead.',
      example: 'Failed to create Category',
    }),
    errors: z.array(fieldErrorSchema).optional().meta({
      description:
        'Input errors, one per rejected field (`path` is the field, dotted for nested ones)',
    }),
  })
  .meta({
    id: 'ErrorEnvelope',
    description: 'The body of every error response.',
    example: {
      statusCode: ErrorCode.createFailed,
      message: 'Failed to create Category',
      errors: [{ path: 'name', message: 'Name is required' }],
    },
  });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
