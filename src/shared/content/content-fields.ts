import { z } from 'zod';
import { validDatesOnly } from '../certification';
import {
  booleanField,
  dateText,
  endAfterStart,
  optionalDateText,
  optionalText,
  optionalUrlText,
  requiredText,
  urlText,
} from '../fields';

/**
 * How a field is stored, validated, shown in the admin's list and form, and
 * written on the CV. Each builder below makes one, with the product's
 * validation messages, so a declaration says only what differs.
 */
export type FieldKind = 'text' | 'longText' | 'url' | 'date' | 'list' | 'flag';

export interface FieldSpec<
  TInput extends z.ZodType = z.ZodType,
  TOutput extends z.ZodType = z.ZodType,
> {
  kind: FieldKind;
  /** The form's label and the list's column header, e.g. 'Published At'. */
  label: string;
  required: boolean;
  /** Longest text (characters), or most entries for a list. */
  max?: number;
  /** Longest entry of a list. */
  itemMax?: number;
  /** What a create or update accepts, with its messages. */
  input: TInput;
  /** What every answer carries. */
  output: TOutput;
  /** `filter` looks in it. */
  search: boolean;
  /** `sort` accepts it. */
  sort: boolean;
  /** Shown as a column of the admin's list, with this header (the label unless given). */
  column?: string;
  /** Shown in the form beside the next half-width field. */
  half?: boolean;
  /** A line under the form's field. */
  hint?: string;
  placeholder?: string;
  /** The value a new row starts with, in the admin's form and when a write leaves it out. */
  default?: boolean;
}

interface Common {
  label: string;
  search?: boolean;
  sort?: boolean;
  column?: string | boolean;
  half?: boolean;
  hint?: string;
  placeholder?: string;
}

const shown = (options: Common) => {
  const column = options.column === true ? options.label : options.column || undefined;
  return {
    label: options.label,
    search: options.search ?? false,
    ...(column ? { column } : {}),
    ...(options.half ? { half: true } : {}),
    ...(options.hint ? { hint: options.hint } : {}),
    ...(options.placeholder ? { placeholder: options.placeholder } : {}),
  };
};

/** A one-line text; `required` refuses an empty one, otherwise empty is stored as null. */
export function text<const R extends boolean = false>(
  options: Common & { max: number; required?: R; tooLong?: string },
) {
  const tooLong = options.tooLong ?? `${options.label} is too long`;
  const required = (options.required ?? false) as R;
  return {
    kind: 'text' as const,
    ...shown(options),
    required,
    max: options.max,
    sort: options.sort ?? true,
    input: (required
      ? requiredText(options.label, options.max, tooLong)
      : optionalText(options.max, tooLong)) as R extends true
      ? ReturnType<typeof requiredText>
      : ReturnType<typeof optionalText>,
    output: (required ? z.string() : z.string().nullable()) as R extends true
      ? z.ZodString
      : z.ZodNullable<z.ZodString>,
  } satisfies FieldSpec;
}

/** A paragraph of plain text (a textarea in the form); empty is stored as null. */
export function longText(options: Common & { max: number; tooLong?: string }) {
  return {
    kind: 'longText' as const,
    ...shown(options),
    required: false,
    max: options.max,
    sort: options.sort ?? false,
    input: optionalText(options.max, options.tooLong ?? `${options.label} is too long`),
    output: z.string().nullable(),
  } satisfies FieldSpec;
}

/** An http(s) address or a path on this site (a media file); empty is stored as null. */
export function url<const R extends boolean = false>(
  options: Common & { max: number; required?: R; tooLong?: string },
) {
  const tooLong = options.tooLong ?? `${options.label} is too long`;
  const required = (options.required ?? false) as R;
  return {
    kind: 'url' as const,
    ...shown(options),
    required,
    max: options.max,
    sort: options.sort ?? false,
    placeholder: options.placeholder ?? 'https://… or /api/media/document/…',
    input: (required
      ? urlText(options.label, options.max, tooLong)
      : optionalUrlText(options.label, options.max, tooLong)) as R extends true
      ? ReturnType<typeof urlText>
      : ReturnType<typeof optionalUrlText>,
    output: (required ? z.string() : z.string().nullable()) as R extends true
      ? z.ZodString
      : z.ZodNullable<z.ZodString>,
  } satisfies FieldSpec;
}

/** A `yyyy-mm-dd` calendar date; optional ones are null when not set. */
export function date<const R extends boolean = false>(options: Common & { required?: R }) {
  const required = (options.required ?? false) as R;
  const day = z.string().meta({ format: 'date' });
  return {
    kind: 'date' as const,
    ...shown(options),
    required,
    sort: options.sort ?? true,
    input: (required ? dateText() : optionalDateText()) as R extends true
      ? ReturnType<typeof dateText>
      : ReturnType<typeof optionalDateText>,
    output: (required ? day : day.nullable()) as R extends true
      ? z.ZodString
      : z.ZodNullable<z.ZodString>,
  } satisfies FieldSpec;
}

/**
 * A short list of texts (highlights, keywords): each entry trimmed, empty
 * entries refused, in the order given. The form edits it one entry a line.
 */
export function list(options: Common & { max: number; itemMax: number }) {
  const entry = z
    .string({ error: `${options.label} must be a list of texts` })
    .trim()
    .min(1, `${options.label} cannot hold an empty entry`)
    .max(options.itemMax, `Each of ${options.label} is at most ${options.itemMax} characters`);
  return {
    kind: 'list' as const,
    ...shown(options),
    required: false,
    max: options.max,
    itemMax: options.itemMax,
    sort: false,
    input: z
      .array(entry, { error: `${options.label} must be a list of texts` })
      .max(options.max, `${options.label} holds at most ${options.max} entries`)
      .default([]),
    output: z.array(z.string()),
  } satisfies FieldSpec;
}

/** A yes/no switch, shown as a toggle in the list; `default` when a write leaves it out. */
export function flag(options: Common & { default: boolean }) {
  return {
    kind: 'flag' as const,
    ...shown(options),
    required: false,
    default: options.default,
    sort: options.sort ?? true,
    input: booleanField(options.default),
    output: z.boolean(),
  } satisfies FieldSpec;
}

/**
 * The hidden switch every kind of content visitors read has: a column of
 * the list, saved at once. `what` names the rows in its hint ('awards');
 * `hint` replaces the hint when the rule differs.
 */
export function hidden(what: string, options: { default?: boolean; hint?: string } = {}) {
  return flag({
    label: 'Hidden',
    default: options.default ?? false,
    column: true,
    hint: options.hint ?? `Hidden ${what} are not shown on the public site`,
  });
}

/** The end must come after the start, checked once both are real dates. */
export const endAfter = (start: string, end: string) =>
  validDatesOnly(
    start,
    end,
    endAfterStart(start, end, 'End date cannot be less or equal to start date'),
  );
