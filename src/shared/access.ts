import { z } from 'zod';
import { isCalendarDate, requiredText } from './fields';
import { listQuerySchema } from './list';

/**
 * The shapes of the account-security calls: sessions, two-factor sign-in,
 * API tokens and the audit log. Both sides import them; the server checks
 * every input against them, the admin app builds its forms from them.
 */

const timestamp = z.string().meta({ description: 'ISO-8601 timestamp with a Z offset' });

// Sessions

export const sessionSchema = z
  .object({
    sessionId: z.string(),
    createdAt: timestamp,
    lastSeenAt: timestamp,
    userAgent: z.string().nullable(),
    current: z.boolean().meta({ description: 'The session this request was made with' }),
  })
  .meta({ id: 'Session' });

export const sessionSortFields = ['createdAt', 'lastSeenAt'] as const;
export const sessionListQuerySchema = listQuerySchema(sessionSortFields);

export const sessionIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Session id is invalid')
    .meta({ description: 'A session id from GET /api/session' }),
});

export const endedSessionsSchema = z
  .object({ endedSessions: z.number().int() })
  .meta({ id: 'EndedSessions' });

// Two-factor sign-in (TOTP)

export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Recovery codes: ten groups `xxxxx-xxxxx` of lower-case letters and digits. */
export const RECOVERY_CODE_COUNT = 10;

const codeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, { error: 'Code is required', abort: true })
  .max(64, 'Code is too long');

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });

export const twoFactorSetupSchema = z
  .object({
    otpauthUrl: z.string().meta({ description: 'otpauth://totp/… for an authenticator app' }),
    secret: z.string().meta({ description: 'The same secret in base32, for typing in by hand' }),
    qrCode: z.string().meta({ description: 'The otpauthUrl as an SVG QR code' }),
  })
  .meta({ id: 'TwoFactorSetup' });

export const twoFactorEnableInputSchema = z
  .object({ code: codeField })
  .meta({ id: 'TwoFactorEnableInput' });

export const recoveryCodesSchema = z
  .object({
    recoveryCodes: z.array(z.string()).meta({
      description: 'Ten one-time codes, shown once; each signs in instead of a TOTP code',
    }),
  })
  .meta({ id: 'RecoveryCodes' });

export const twoFactorDisableInputSchema = z
  .object({
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
    code: codeField,
  })
  .meta({ id: 'TwoFactorDisableInput' });

// API tokens

export const tokenScopes = ['read', 'write'] as const;
export type TokenScope = (typeof tokenScopes)[number];

export const tokenSchema = z
  .object({
    tokenId: z.number().int(),
    name: z.string(),
    scope: z.enum(tokenScopes),
    createdAt: timestamp,
    expiresAt: timestamp.nullable(),
    lastUsedAt: timestamp.nullable(),
  })
  .meta({ id: 'Token' });

export const createdTokenSchema = tokenSchema
  .extend({
    token: z.string().meta({ description: 'The secret, shown only in this answer' }),
  })
  .meta({ id: 'CreatedToken' });

export const tokenCreateSchema = z
  .object({
    name: requiredText('Name', 100),
    scope: z.enum(tokenScopes, { error: "Scope must be 'read' or 'write'" }),
    expiresAt: z.iso
      .datetime({ offset: true, error: 'Expiry must be an ISO-8601 timestamp', abort: true })
      .nullable()
      .optional()
      .refine((value) => !value || Date.parse(value) > Date.now(), 'Expiry must be in the future'),
  })
  .meta({ id: 'TokenCreate' });

export const tokenSortFields = [
  'tokenId',
  'name',
  'scope',
  'createdAt',
  'expiresAt',
  'lastUsedAt',
] as const;
export const tokenListQuerySchema = listQuerySchema(tokenSortFields);

// Audit log

export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'create',
  'update',
  'delete',
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-cleared',
  'import',
  'confirm',
  'confirm-failed',
  'two-factor-disable-failed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z
  .object({
    auditId: z.number().int(),
    at: timestamp,
    adminId: z.number().int().nullable(),
    username: z.string().nullable().meta({ description: 'As it was at the time' }),
    action: z.enum(auditActions),
    entity: z
      .string()
      .nullable()
      .meta({ description: 'What was written: category, admin, token…' }),
    entityId: z.string().nullable(),
    fields: z.array(z.string()).meta({ description: 'Names of the fields written; never values' }),
    via: z.enum(['session', 'token']).nullable(),
    tokenId: z.number().int().nullable(),
    address: z
      .string()
      .nullable()
      .meta({ description: 'A keyed hash of the client address, never the address itself' }),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as yyyy-mm-dd')
  // Shaped like a date is not enough: 2024-13-01 would reach the query as an invalid time.
  .refine(isCalendarDate, 'Must be a date that exists');

// Metas sit inside `.optional()`: the document generator unwraps it and drops what is outside.
export const auditListQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .meta({ description: 'The page to answer, from 1', example: 1 })
    .default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .meta({ description: 'Entries per page, 1 to 1000; 25 by default', example: 25 })
    .default(25),
  adminId: z.coerce
    .number()
    .int()
    .positive()
    .meta({ description: 'Only what this admin did', example: 1 })
    .optional(),
  entity: z
    .string()
    .max(50)
    .meta({
      description: 'Only writes to this kind of item: category, admin, token…',
      example: 'category',
    })
    .optional(),
  action: z.enum(auditActions).meta({ description: 'Only this kind of event' }).optional(),
  from: calendarDate
    .meta({ description: 'First day, yyyy-mm-dd (UTC), inclusive', example: '2024-05-01' })
    .optional(),
  to: calendarDate
    .meta({ description: 'Last day, yyyy-mm-dd (UTC), inclusive', example: '2024-05-31' })
    .optional(),
});

export type Session = z.infer<typeof sessionSchema>;
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export type Token = z.infer<typeof tokenSchema>;
export type CreatedToken = z.infer<typeof createdTokenSchema>;
export type TokenCreate = z.input<typeof tokenCreateSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
