import { declaredContent } from '../../src/shared/content/declared-content';
import type { DeclaredContent } from '../../src/shared/content/define-content';
import { matchFields, readResumeItem, resumePairs } from '../../src/shared/content/resume-mapping';
import type { FieldError } from '../../src/shared/errors';
import type { ImportItem } from '../../src/shared/json-resume-import';
import { nameKey } from '../../src/shared/json-resume-values';
import { mockDb } from './db';

type Row = Record<string, unknown>;

export interface DeclaredPlan {
  item: Omit<ImportItem, 'reason' | 'fields' | 'notes'> & Partial<ImportItem>;
  apply?: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The import of a declared section over the mock tables, as the server's
 * `declaredImport` does it: the same reading of each item (shared), the
 * same natural key, repeats skipped, problems at the document's paths, and
 * create, update or unchanged.
 */
function planSection(
  content: DeclaredContent,
  items: Row[],
  plans: DeclaredPlan[],
  problems: FieldError[],
) {
  const section = content.resume!.key as ImportItem['section'];
  const table = (mockDb as unknown as Record<string, { all(): Row[]; insert(row: Row): Row }>)[
    content.name
  ]!;
  const pairs = resumePairs(content);
  const sourceOf = Object.fromEntries(pairs.map(({ property, key }) => [key, property]));
  const matching = matchFields(content);
  const seen = new Map<string, string>();
  for (const [index, item] of items.entries()) {
    const path = `${section}.${index}`;
    const read = readResumeItem(content, item, path);
    const key = nameKey(...read.key);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      plans.push({
        item: {
          section,
          path,
          label: read.label,
          action: 'skip',
          reason: `The same item as ${earlier} of this document`,
        },
      });
      continue;
    }
    seen.set(key, path);
    const match = table
      .all()
      .find((row) => nameKey(...matching.map((field) => row[field] as string | null)) === key);
    const merged = match
      ? { ...match, ...Object.fromEntries(read.updated.map((field) => [field, read.input[field]])) }
      : read.input;
    const parsed = content.schemas.input.safeParse(merged);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const source = sourceOf[String(issue.path[0] ?? '')];
        problems.push({ path: source ? `${path}.${source}` : path, message: issue.message });
      }
      continue;
    }
    const notes = Object.keys(item)
      .filter((name) => !pairs.some((pair) => pair.property === name) && item[name] !== undefined)
      .map((name) => `${name}: not kept by this site`);
    if (!match) {
      plans.push({
        item: { section, path, label: read.label, action: 'create', notes },
        apply: () => void table.insert(parsed.data),
      });
      continue;
    }
    const fields = read.updated.filter((field) => !same(match[field], parsed.data[field]));
    plans.push({
      item: {
        section,
        path,
        label: read.label,
        action: fields.length ? 'update' : 'unchanged',
        fields,
        notes,
      },
      ...(fields.length ? { apply: () => Object.assign(match, parsed.data) } : {}),
    });
  }
}

/** Plans every declared section the document holds, in the declarations' order. */
export function planDeclaredSections(document: Row, plans: DeclaredPlan[], problems: FieldError[]) {
  for (const content of declaredContent) {
    const items = content.resume ? document[content.resume.key] : undefined;
    if (Array.isArray(items)) planSection(content, items as Row[], plans, problems);
  }
}
