import { z } from 'zod';

export const loginInputSchema = z
  .object({
    username: z
      .string({ error: 'Username is required' })
      .min(1, 'Username is required')
      .max(50, 'Username is too long'),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
    code: z.string().trim().max(64, 'Code is too long').optional().meta({
      description:
        'With two-factor sign-in on: the authenticator code (6 digits) or an unused recovery code',
    }),
  })
  .meta({ id: 'LoginInput' });

export const identitySchema = z
  .object({
    adminId: z.number().int(),
    username: z.string(),
    active: z.boolean(),
  })
  .meta({ id: 'Identity' });

/** Login and logout answer `{statusCode: 0}` on success. */
export const statusReplySchema = z
  .object({
    statusCode: z.literal(0).meta({ description: '0: the call succeeded' }),
  })
  .meta({ id: 'StatusReply', example: { statusCode: 0 } });

/**
 * Re-confirms the signed-in person before sensitive changes: the password,
 * or with two-factor sign-in on, a current authenticator code (or an unused
 * recovery code) instead. Exactly one of the two.
 */
export const confirmInputSchema = z
  .object({
    password: z.string().min(1, 'Password is required').max(1024).optional().meta({
      description: 'Your password',
    }),
    code: z.string().trim().min(1, 'Code is required').max(64, 'Code is too long').optional().meta({
      description:
        'Instead of the password, when your two-factor sign-in is on: an authenticator code or an unused recovery code',
    }),
  })
  .refine((input) => (input.password === undefined) !== (input.code === undefined), {
    error: 'Give your password or a two-factor code',
    path: ['password'],
  })
  .meta({ id: 'ConfirmInput' });

/** How long the session now counts as confirmed. */
export const confirmReplySchema = z
  .object({
    statusCode: z.literal(0).meta({ description: '0: the call succeeded' }),
    confirmedUntil: z.string().meta({
      description: 'ISO-8601 timestamp: sensitive changes need no new confirmation until then',
    }),
  })
  .meta({ id: 'ConfirmReply' });

export type ConfirmInput = z.infer<typeof confirmInputSchema>;
export type LoginInput = z.infer<typeof loginInputSchema>;
export type Identity = z.infer<typeof identitySchema>;
