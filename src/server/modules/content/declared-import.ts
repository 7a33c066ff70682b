import type { EntitySchema } from '@mikro-orm/core';
import { z } from 'zod';
import type { DeclaredContent } from '../../../shared/content/define-content';
import {
  type JsonResumeListSection,
  resumeDateText,
  resumeText,
  resumeTexts,
} from '../../../shared/json-resume-import';
import { matchFields, readResumeItem, resumePairs } from '../../../shared/content/resume-mapping';
import type { CrudService } from '../../trpc/crud';
import type { ResumeImport } from './content-module';
import type { ImportContext } from './resume-import';
import { rowImport } from './resume-import';

type Row = Record<string, unknown>;
type Service = (
  em: ImportContext['em'],
  isAdmin: () => Promise<boolean>,
) => CrudService<Row, Row, Row>;

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
  const match = matchFields(content);
  const pairs = resumePairs(content);
  const noun = content.label.toLowerCase();

  return rowImport<Row, Row, Row>({
    key: mapping.key as JsonResumeListSection,
    page: content.page,
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
    read: (item, path) => readResumeItem(content, item, path),
    schema: content.schemas.input,
    entity,
    idProperty: content.idField,
  });
}
