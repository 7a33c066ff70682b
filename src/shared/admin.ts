import { z } from 'zod';
import { booleanField, requiredText } from './fields';
import { listQuerySchema } from './list';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MESSAGE = 'Password must be longer than 8 characters';

export const adminSchema = z
  .object({ adminId: z.number().int(), username: z.string(), active: z.boolean() })
  .meta({ id: 'Admin' });

const password = z
  .string({ error: PASSWORD_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE)
  .max(1024, 'Password is too long');

/** A new admin is always active (the form disables the field when adding). */
export const adminCreateSchema = z
  .object({ username: requiredText('Username', 50), password })
  .meta({ id: 'AdminCreate' });

/** An empty or missing password keeps the old one. */
export const adminUpdateSchema = z
  .object({
    username: requiredText('Username', 50),
    password: z
      .union([z.literal(''), password, z.null()])
      .optional()
      .transform((value) => (value ? value : undefined)),
    active: booleanField(true),
  })
  .meta({ id: 'AdminUpdate' });

/** Your own password, changed on the Security page: the current one proves it is you. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1024),
    newPassword: password,
  })
  .meta({ id: 'PasswordChange' });

export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const adminSortFields = ['adminId', 'username', 'active'] as const;
export const adminListQuerySchema = listQuerySchema(adminSortFields);

export type Admin = z.infer<typeof adminSchema>;
export type AdminCreate = z.input<typeof adminCreateSchema>;
export type AdminUpdate = z.input<typeof adminUpdateSchema>;
