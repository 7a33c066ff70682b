import { z } from 'zod';

/** Field schemas of the JSON Resume document (https://jsonresume.org/schema, v1.0.0). */
export const resumeDateSchema = z.string().meta({ description: 'yyyy-mm-dd' });
export const resumeUrlSchema = z.string().meta({ format: 'uri' });

/** The schema's `iso8601` pattern: a value it would refuse is left out. */
const RESUME_DATE =
  /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

export const resumeDate = (value: string | null | undefined) =>
  value && RESUME_DATE.test(value) ? value : undefined;

/**
 * An http(s) address as an RFC 3986 URI (non-ASCII percent-encoded by the
 * URL parser), or undefined for anything else: the schema wants `uri`.
 */
export function webUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (!/^https?:\/\/\S+$/i.test(text)) return undefined;
  try {
    return new URL(text).href;
  } catch {
    return undefined;
  }
}

/** Newest start first, then the newest row. */
export const byStartDesc =
  <T extends { startAt: string }>(idOf: (item: T) => number) =>
  (a: T, b: T) =>
    b.startAt.localeCompare(a.startAt) || idOf(b) - idOf(a);
