import { z } from 'zod';

/*
 * Small adapters between the shared zod schemas (what the server enforces)
 * and the admin forms (what the inputs hold). The rules and messages stay the
 * shared ones; these only change what the form gives them and when they run.
 */

/**
 * The shared schema behind a form whose number fields hold the text of their
 * inputs. Each named field is read as a number first (an empty or unreadable
 * one as NaN, so the schema's own "is not a number" message answers), then
 * the shared schema checks everything with its messages and field paths.
 */
export function withNumberFields<TOutput>(
  schema: z.ZodType<TOutput>,
  fields: readonly string[],
): z.ZodType<TOutput> {
  return (
    z
      .looseObject({})
      .transform((values) => {
        const next: Record<string, unknown> = { ...values };
        for (const field of fields) {
          const value = next[field];
          if (typeof value === 'string') {
            next[field] = value.trim() === '' ? Number.NaN : Number(value);
          }
        }
        return next;
      })
      // The transform's output is a plain record, which every object schema takes as input.
      .pipe(schema as z.ZodType<TOutput, Record<string, unknown>>)
  );
}

export type CrossFieldRule = (values: Record<string, unknown>, ctx: z.RefinementCtx) => void;

/**
 * The schema plus a rule across fields (an end after its start, a value that
 * fits its type) that runs even while other fields are wrong. zod skips an
 * object's own refinements until every field parses, so without this one
 * Save would show 'Name is required' and only the next one the date problem.
 * The rule reads the raw values and adds nothing to what is sent.
 */
export function withCrossFieldRule<TOutput extends object>(
  schema: z.ZodType<TOutput>,
  rule: CrossFieldRule,
): z.ZodType<TOutput> {
  // A transform rather than a refinement: its output is `{}` even when the rule
  // complains, so the intersection never has two versions of a field to merge.
  const independent = z.looseObject({}).transform((values, ctx) => {
    rule(values, ctx);
    return {};
  });
  return z.intersection(schema, independent);
}
