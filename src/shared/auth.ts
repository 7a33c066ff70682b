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

export type LoginInput = z.infer<typeof loginInputSchema>;
export type Identity = z.infer<typeof identitySchema>;
