import { declaredContent } from '../../src/shared/content/declared-content';
import type { DeclaredContent } from '../../src/shared/content/define-content';
import type { CrudRules, MockedCrudName } from './crud-rules';

type DeclaredName = (typeof declaredContent)[number]['name'];

/**
 * The in-memory rules of a declared kind of content, read off its
 * declaration: its input schema, searchable and sortable fields, the order
 * by id, and sample rows made from its example.
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
    sample: (n) => ({ ...content.example, [heading]: `${content.label} ${n}` }) as never,
  };
}

/** One entry per declared kind of content, keyed by its route name. */
export const declaredRules = Object.fromEntries(
  declaredContent.map((content) => [content.name, rulesOf(content)]),
) as { [N in DeclaredName]: CrudRules<N> };
