import { z } from 'zod';
import { booleanField } from './fields';
import { listQuerySchema } from './list';

export const VARIABLE_TYPES = ['string', 'bool', 'int', 'float'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

export const variableSchema = z
  .object({
    key: z.string(),
    value: z.string(),
    type: z.enum(VARIABLE_TYPES),
    private: z.boolean(),
  })
  .meta({ id: 'Variable' });

/** Keys travel in URLs (`/api/variable/{key}`), so they stay URL-safe. */
/** The variable naming the media item (by name) served at /cv instead of the HTML CV. */
export const CV_MEDIA_VARIABLE = 'cv_media';

export const VARIABLE_KEY_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const variableKeyField = z
  .string({ error: 'Key is required' })
  .trim()
  // abort: an empty key reports only that it is required, not the pattern too.
  .min(1, { error: 'Key is required', abort: true })
  .max(256, 'Key is too long')
  .regex(VARIABLE_KEY_PATTERN, 'Key may only contain letters, digits, _ . and -');

/** Why `value` does not fit `type`, or null when it does. */
export function variableValueProblem(type: VariableType, value: string): string | null {
  switch (type) {
    case 'string':
      return value.trim() === '' ? 'Value cannot be empty' : null;
    case 'bool':
      return value === 'true' || value === 'false' ? null : 'Value must be true or false';
    case 'int':
      return /^-?\d{1,15}$/.test(value) ? null : 'Value must be a whole number';
    case 'float':
      return /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) && Number.isFinite(Number(value))
        ? null
        : 'Value must be a number';
  }
}

/** The typed JSON value of a variable, as `/api/variable/environment` serves it. */
export function typedVariableValue(type: VariableType, value: string): string | number | boolean {
  if (type === 'bool') return value === 'true';
  if (type === 'int' || type === 'float') return Number(value);
  return value;
}

const valueField = z.string({ error: 'Value must be text' }).max(100_000, 'Value is too long');
const typeField = z.enum(VARIABLE_TYPES, {
  error: `Type must be one of ${VARIABLE_TYPES.join(', ')}`,
});

export const variableCreateSchema = z
  .object({
    key: variableKeyField.meta({ example: 'github' }),
    value: valueField.meta({ example: 'https://github.com/ada' }).default(''),
    type: typeField.default('string'),
    private: booleanField(false),
  })
  .superRefine((input, ctx) => {
    const problem = variableValueProblem(input.type, input.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  })
  .meta({ id: 'VariableCreate' });

/**
 * The key is fixed once created; the type may change, and the value is checked
 * against it. An omitted type or private flag keeps the stored one, so a
 * partial update never publishes a private variable.
 */
export const variableUpdateSchema = z
  .object({
    value: valueField,
    type: typeField.optional(),
    private: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .meta({ id: 'VariableUpdate' });

export const variableKeyParamSchema = z.object({
  key: z.string().min(1).max(256).meta({ description: 'The variable key' }),
});

/** Public settings the site reads. Values are typed; `about` is sanitized HTML. */
export const environmentSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .meta({
    id: 'Environment',
    description:
      'Non-private variables keyed by key, with typed values: title, about (sanitized HTML), max_message_length (number), email, github, linkedin, instagram, and any others.',
  });

export const variableSortFields = ['key', 'type', 'private'] as const;
export const variableListQuerySchema = listQuerySchema(variableSortFields);

export type Variable = z.infer<typeof variableSchema>;
export type Environment = z.infer<typeof environmentSchema>;
