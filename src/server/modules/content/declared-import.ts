import type { EntitySchema } from '@mikro-orm/core';
import { z } from 'zod';
import type { DeclaredContent } from '../../../shared/content/define-content';
import {
  type JsonResumeListSection,
  resumeDateText,
  resumeText,
  resumeTexts,
} from '../../../shared/json-resume-import';
import { endDay, given, startDay } from '../../../shared/json-resume-values';
import type { CrudService } from '../../trpc/crud';
import type { ResumeImport } from './content-module';
import type { ImportContext } from './resume-import';
import { rowImport } from './resume-import';

type Row = Record<string, unknown>;
type Service = (em: ImportContext['em'], isAdmin: () => Promise<boolean>) => CrudService<Row, Row, Row>;

/**
 * The JSON Resume import of a declared kind of content, read off its
 * mapping: one item is one row, matched by the mapping's `match` fields (its
 * CV heading when not given); a partial date is the first day of its period,
 * or the last for an end date; an item's empty values leave the row's as
 * they are. A flag the mapping does not carry (hidden) is the field's own
 * default on a new row and never changed on an existing one, so an owner's
 * choice to show or hide a row survives the next import.
 */
export function declaredImport(
  content: DeclaredContent,
  entity: EntitySchema<Row>,
  service: Service,
): ResumeImport<Row> | undefined {
  const mapping = content.resume;
  if (!mapping) return undefined;
  const heading = content.cv?.heading ?? Object.keys(content.fields)[0] ?? content.idField;
  const match = mapping.match ?? [heading];
  const endField = content.cv?.dates?.[1];
  const pairs = Object.entries(mapping.fields).flatMap(([property, key]) => {
    const field = content.fields[key];
    return field ? [{ property, key, field }] : [];
  });
  const noun = content.label.toLowerCase();

  return rowImport<Row, Row, Row>({
    key: mapping.key as JsonResumeListSection,
    describe: {
      creates: content.plural.toLowerCase(),
      keys: [
        {
          noun,
          key: match
            .map((key) => pairs.find((pair) => pair.key === key)?.property ?? key)
            .join(' and '),
        },
      ],
    },
    document: z.looseObject(
      Object.fromEntries(
        pairs.map(({ property, field }) => [
          property,
          (field.kind === 'list'
            ? resumeTexts
            : field.kind === 'date'
              ? resumeDateText
              : resumeText
          ).optional(),
        ]),
      ),
    ),
    rows: (ctx) => service(ctx.em, ctx.isAdmin),
    sort: `${content.idField}:asc`,
    rowKey: (row) => match.map((key) => row[key] as string | null),
    sourceOf: Object.fromEntries(pairs.map(({ property, key }) => [key, property])),
    read: (item, path) => {
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
    },
    schema: content.schemas.input,
    entity,
    idProperty: content.idField,
  });
}
