import { declaredContent } from '../../../src/shared/content/declared-content';
import type { DeclaredContent } from '../../../src/shared/content/define-content';
import type { CrudCase } from './crud-cases';

type Body = Record<string, unknown>;

/**
 * The generic CRUD fixture of a declared kind of content, read off its
 * declaration: the example is a valid body; its first required text is the
 * searchable one; the update changes every text and date the example has.
 * Rows are created shown, so the visitor cases see them.
 */
function caseOf(content: DeclaredContent): CrudCase {
  const [textField] = Object.entries(content.fields).find(
    ([, field]) => field.kind === 'text' && field.required && field.search,
  ) ?? [''];
  const hidable = content.fields.hidden?.kind === 'flag';
  const shownRow = hidable ? { hidden: false } : {};
  const edited = Object.fromEntries(
    Object.entries(content.example).map(([key, value]) => {
      const kind = content.fields[key]?.kind;
      if (kind === 'text' || kind === 'longText') return [key, `${String(value)} (edited)`];
      if (kind === 'list') return [key, ['edited']];
      return [key, value];
    }),
  );
  return {
    label: content.label,
    idField: content.idField,
    textField,
    hidable,
    create: (text): Body => ({ ...content.example, ...shownRow, [textField]: text }),
    update: (text): Body => ({ ...edited, ...shownRow, [textField]: text }),
  };
}

/** One fixture per declared kind of content, keyed by its route name. */
export const declaredCases = Object.fromEntries(
  declaredContent.map((content) => [content.name, caseOf(content)]),
) as Record<(typeof declaredContent)[number]['name'], CrudCase>;
