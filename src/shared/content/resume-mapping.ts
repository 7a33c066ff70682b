import { endDay, given, startDay } from '../json-resume-values';
import type { DeclaredContent } from './define-content';

type Row = Record<string, unknown>;

/** The JSON Resume property and the field of each pair of a declaration's mapping. */
export function resumePairs(content: DeclaredContent) {
  return Object.entries(content.resume?.fields ?? {}).flatMap(([property, key]) => {
    const field = content.fields[key];
    return field ? [{ property, key, field }] : [];
  });
}

/** The fields that say two items are the same one: the mapping's, else the CV heading. */
export function matchFields(content: DeclaredContent): readonly string[] {
  const heading = content.cv?.heading ?? Object.keys(content.fields)[0] ?? content.idField;
  return content.resume?.match ?? [heading];
}

/**
 * One JSON Resume item read as a declared row's input (the server's import
 * and the mock API both read it so): texts trimmed (blank is none), a
 * partial date the first day of its period, or the last for the CV's end
 * date, lists without blank entries. `updated` names the fields an item
 * sets on an existing row: the ones it gives, never the matching ones.
 */
export function readResumeItem(content: DeclaredContent, item: Row, path: string) {
  const endField = content.cv?.dates?.[1];
  const match = matchFields(content);
  const pairs = resumePairs(content);
  const input: Row = Object.fromEntries(
    pairs.map(({ property, key, field }) => {
      const value = item[property];
      if (field.kind === 'list') {
        const entries = Array.isArray(value) ? (value as string[]) : [];
        return [key, entries.map((entry) => given(entry)).filter(Boolean)];
      }
      const text = given(value as string | undefined);
      if (field.kind === 'date') {
        return [key, (key === endField ? endDay(text) : startDay(text)) ?? null];
      }
      return [key, text ?? (field.required ? '' : null)];
    }),
  );
  const label = match.map((key) => input[key]).find((value) => typeof value === 'string' && value);
  return {
    key: match.map((key) => input[key] as string | null),
    label: (label as string | undefined) ?? path,
    input,
    updated: pairs
      .map(({ key }) => key)
      .filter((key) => !match.includes(key))
      .filter((key) => {
        const value = input[key];
        return Array.isArray(value) ? value.length > 0 : value !== null;
      }),
  };
}
