import type { z } from 'zod';
import type { FieldError } from '../../../shared/errors';
import {
  IMPORT_SECTIONS,
  type ImportAction,
  type ImportCounts,
  type ImportItem,
  type ImportReport,
  type ImportSection,
} from '../../../shared/json-resume-import';
import { AppError } from '../../trpc/errors';

/** One item of the document headed for one row of the site. */
export interface RowPlan<TRow, TParsed> {
  section: ImportSection;
  /** Where the item is in the document: `work.0`. */
  path: string;
  label: string;
  /** The product's input for a new row, fields as the create call names them. */
  input: Record<string, unknown>;
  /** The document's name for each product field, so a problem points into the document. */
  sourceOf: Record<string, string>;
  /** The product's rules: the entity's own input schema. */
  schema: z.ZodType<TParsed>;
  /** The row with the same natural key, if the site has one. */
  existing: TRow | undefined;
  /** The existing row's fields, shaped as the input. */
  current: (row: TRow) => Record<string, unknown>;
  /** The fields the document sets on an existing row; the others keep what the owner made. */
  updated: readonly string[];
  /** Stages the new row (written by the pacer's next flush), or writes it and answers the row. */
  create: (parsed: TParsed) => unknown;
  /** Stages the change of the existing row (loaded and written by the pacer's next flush). */
  update: (row: TRow, parsed: TParsed) => unknown;
  notes: string[];
}

const emptyCounts = (): ImportCounts => ({ create: 0, update: 0, unchanged: 0, skip: 0 });

/** Values compared as the site keeps them: lists of ids in any order are the same list. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const sorted = (list: unknown[]) => JSON.stringify([...list].map(String).sort());
    return sorted(a) === sorted(b);
  }
  return (a ?? null) === (b ?? null);
}

/**
 * The report of one import and its problems. Items are written as they come
 * (new rows staged and flushed a slice at a time, inside the caller's
 * transaction); a problem anywhere makes the caller roll everything back.
 */
export class ImportRun {
  readonly items: ImportItem[] = [];
  readonly problems: FieldError[] = [];

  note(
    section: ImportSection,
    path: string,
    label: string,
    action: ImportAction,
    extra: { reason?: string; fields?: string[]; notes?: string[] } = {},
  ): void {
    this.items.push({
      section,
      path,
      label,
      action,
      reason: extra.reason ?? null,
      fields: extra.fields ?? [],
      notes: extra.notes ?? [],
    });
  }

  skip(section: ImportSection, path: string, label: string, reason: string): void {
    this.note(section, path, label, 'skip', { reason });
  }

  problem(path: string, message: string): void {
    this.problems.push({ path, message });
  }

  /** A refusal of a service (a name already used, an unknown tool) as a problem of the item. */
  private refused(error: unknown, path: string, sourceOf: Record<string, string>): void {
    if (!(error instanceof AppError) || error.httpStatus >= 500) throw error;
    if (error.errors && error.errors.length > 0) {
      for (const field of error.errors) {
        this.problem(`${path}.${sourceOf[field.path] ?? field.path}`, field.message);
      }
    } else {
      this.problem(path, error.message);
    }
  }

  private parse<T>(plan: RowPlan<unknown, T>, input: Record<string, unknown>): T | undefined {
    const parsed = plan.schema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const source = plan.sourceOf[field];
      this.problem(source ? `${plan.path}.${source}` : plan.path, issue.message);
    }
    return undefined;
  }

  /**
   * Creates the row, or updates the existing one where the document says
   * something else (only the fields it carries), or reports it unchanged.
   * Returns what the service answered, or undefined (unchanged, or a problem).
   */
  async upsert<TRow, TParsed>(plan: RowPlan<TRow, TParsed>): Promise<unknown> {
    const { existing } = plan;
    if (existing === undefined) {
      const parsed = this.parse(plan as RowPlan<unknown, TParsed>, plan.input);
      if (parsed === undefined) return undefined;
      try {
        const created = await plan.create(parsed);
        this.note(plan.section, plan.path, plan.label, 'create', { notes: plan.notes });
        return created;
      } catch (error) {
        this.refused(error, plan.path, plan.sourceOf);
        return undefined;
      }
    }
    const current = plan.current(existing);
    const merged = { ...current };
    for (const field of plan.updated) merged[field] = plan.input[field];
    const parsed = this.parse(plan as RowPlan<unknown, TParsed>, merged);
    if (parsed === undefined) return undefined;
    const values = parsed as Record<string, unknown>;
    const fields = plan.updated.filter((field) => !same(current[field], values[field]));
    if (fields.length === 0) {
      this.note(plan.section, plan.path, plan.label, 'unchanged', { notes: plan.notes });
      return undefined;
    }
    try {
      const updated = await plan.update(existing, parsed);
      this.note(plan.section, plan.path, plan.label, 'update', { fields, notes: plan.notes });
      return updated;
    } catch (error) {
      this.refused(error, plan.path, plan.sourceOf);
      return undefined;
    }
  }

  report(dryRun: boolean): ImportReport {
    const counts = emptyCounts();
    const bySection = new Map<ImportSection, ImportCounts>();
    for (const item of this.items) {
      counts[item.action] += 1;
      const section = bySection.get(item.section) ?? emptyCounts();
      section[item.action] += 1;
      bySection.set(item.section, section);
    }
    return {
      dryRun,
      counts,
      sections: IMPORT_SECTIONS.filter((section) => bySection.has(section)).map((section) => ({
        section,
        counts: bySection.get(section) ?? emptyCounts(),
      })),
      items: this.items,
    };
  }
}
