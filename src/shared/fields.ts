import { z } from 'zod';

/**
 * Field builders with the product's validation messages. Every entity schema is made
 * of these, so a rule reads the same on the server and in the admin forms.
 */

/** A required text: trimmed, then 'X is required' / 'X is too long'. */
export function requiredText(label: string, max: number, tooLong = `${label} is too long`) {
  const required = `${label} is required`;
  // abort: an empty value reports only that it is required, not every later rule.
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong);
}

/** An optional text: empty or missing is stored as null. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A `yyyy-mm-dd` date that exists in the calendar; anything else is 'Invalid Date'. */
export function dateText() {
  return z
    .string({ error: 'Invalid Date' })
    .refine(isCalendarDate, 'Invalid Date')
    .meta({ format: 'date', example: '2024-05-31' });
}

/** An optional date: null, empty or missing means none. */
export function optionalDateText() {
  return z
    .union([dateText(), z.literal(''), z.null()], { error: 'Invalid Date' })
    .optional()
    .transform((value) => (value ? value : null));
}

/**
 * A site path starts with one `/` and holds no whitespace, control
 * character or backslash, raw or percent-encoded: a browser reads `\` as `/`
 * and drops tabs and line breaks, so `/\evil.example` or `/<tab>/evil.example`
 * would be `//evil.example`, another host. A `%` must start an escape, and
 * not one of those. Written without lookarounds, so one text serves as the
 * pattern of openapi.json too (where patterns carry no flags: the scheme is
 * spelled in either case by hand).
 */
const PLAIN = String.raw`[^\s\\%\x00-\x1f\x7f]`;
const ESCAPE = String.raw`%(?:0[0-8bcefBCEF]|[1-46-9a-fA-F][0-9a-fA-F]|5[0-9abd-fABD-F])`;
const FIRST = String.raw`[^\s\\/%\x00-\x1f\x7f]`;
const SITE_PATH = String.raw`/(?:(?:${FIRST}|${ESCAPE})(?:${PLAIN}|${ESCAPE})*)?`;
const WEB_ADDRESS = String.raw`[Hh][Tt][Tt][Pp][Ss]?://\S+`;

export const SAFE_URL_DOC = {
  pattern: `^(${WEB_ADDRESS}|${SITE_PATH})$`,
  description:
    'An absolute http(s) URL, or a path on this site starting with `/` (such as `/api/media/image/logo.svg`); other schemes (`javascript:`, `data:`) are refused, and so is a path a browser would read as another host (`//host`, `/\\host`, a backslash, tab or line break anywhere).',
  example: 'https://example.com/logo.svg',
} as const;

const SAFE_URL = new RegExp(SAFE_URL_DOC.pattern);

/**
 * A link or image address that is safe to put in `href` or `src`: an absolute
 * http(s) URL or a path on this site (`/api/media/...`). `javascript:` and
 * `data:` addresses would run in visitors' browsers, so they are refused.
 */
export function urlText(label: string, max: number, tooLong = `${label} is too long`) {
  return requiredText(label, max, tooLong)
    .regex(SAFE_URL, `${label} must be an http(s) URL or a site path`)
    .meta(SAFE_URL_DOC);
}

export function optionalUrlText(label: string, max: number, tooLong: string) {
  return (
    z
      .string({ error: 'Must be text' })
      .trim()
      .max(max, tooLong)
      .refine(
        (value) => value === '' || SAFE_URL.test(value),
        `${label} must be an http(s) URL or a site path`,
      )
      // Empty is allowed too (stored as null), so the pattern takes it as well.
      .meta({ ...SAFE_URL_DOC, pattern: `^$|${SAFE_URL_DOC.pattern}` })
      .nullable()
      .optional()
      .transform((value) => (value ? value : null))
  );
}

/** An id chosen from a dropdown: 0 or missing means "not selected". */
export function selectedId(label: string) {
  const message = `${label} is required`;
  return z.number({ error: message }).int(message).positive(message);
}

export const booleanField = (fallback: boolean) =>
  z.boolean({ error: 'Must be true or false' }).default(fallback);

/** Tool ids for experience and project writes; reads return tool objects. */
export const toolIdsField = z
  .array(z.number().int().positive(), { error: 'Tools must be a list of tool ids' })
  .max(100, 'Too many tools')
  .default([]);

/** The end must come after the start: both dates are yyyy-mm-dd, so text order is date order. */
export function endAfterStart(start: string, end: string, message: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const from = value[start];
    const to = value[end];
    // Only two real dates can be compared; an invalid one already has its own message.
    if (typeof from !== 'string' || typeof to !== 'string') return;
    if (isCalendarDate(from) && isCalendarDate(to) && to <= from) {
      ctx.addIssue({ code: 'custom', path: [end], message });
    }
  };
}
