import { declaredContent } from '../../src/shared/content/declared-content';
import type { DeclaredContent } from '../../src/shared/content/define-content';
import type { CrudRules, MockedCrudName } from './crud-rules';

type DeclaredName = (typeof declaredContent)[number]['name'];
type Row = Record<string, unknown>;

/**
 * The in-memory rules of a declared kind of content, read off its
 * declaration: its input schema, searchable and sortable fields, the order
 * by id, and plain sample rows (numbered heading, required values from the
 * example, optional ones empty).
 */
function rulesOf(content: DeclaredContent): CrudRules<MockedCrudName> {
  const heading = content.cv?.heading ?? Object.keys(content.fields)[0] ?? content.idField;
  return {
    create: content.schemas.input,
    update: content.schemas.input,
    sortFields: content.schemas.sortFields,
    textFields: Object.entries(content.fields)
      .filter(([, field]) => field.search)
      .map(([key]) => key) as never,
    defaultSort: [[content.idField, 'asc']],
    sample: (n) =>
      Object.fromEntries(
        Object.entries(content.fields).map(([key, field]) => {
          if (key === heading) return [key, `${content.label} ${n}`];
          if (field.kind === 'flag') return [key, field.default ?? false];
          if (field.kind === 'list') return [key, []];
          // Required values as in the example; optional ones left empty.
          return [key, field.required ? (content.example as Row)[key] : null];
        }),
      ) as never,
  };
}

/** One entry per declared kind of content, keyed by its route name. */
export const declaredRules = Object.fromEntries(
  declaredContent.map((content) => [content.name, rulesOf(content)]),
) as { [N in DeclaredName]: CrudRules<N> };
