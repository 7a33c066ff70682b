import type { EntityManager, EntityName } from '@mikro-orm/knex';
import type { z } from 'zod';
import type { ListResponse } from '../../../shared/list';
import { nameKey } from '../../../shared/json-resume-values';
import {
  type ImportSection,
  JSON_RESUME_LIST_SECTIONS,
  type JsonResumeListSection,
} from '../../../shared/json-resume-import';
import type { ListRequest } from '../../db/list';
import type { Context } from '../../trpc/context';
import type { ImportChanges } from '../import/import-changes';
import type { ImportRun } from '../import/import-run';
import type { ImportReportSection, ResumeImport } from './content-module';

/** What the sections write with: the transaction's manager, seen as an admin. */
export type ImportContext = Pick<Context, 'log' | 'analytics'> & {
  em: EntityManager;
  isAdmin: () => Promise<boolean>;
  /** Called after every item: gives other requests their turn (import-pacer.ts). */
  pace: () => Promise<void>;
  /** Changes to the site's rows, loaded and written a slice at a time by the pacer. */
  changes: ImportChanges;
};

/**
 * Covers and places are required on the site but JSON Resume has none for
 * education and projects (and often none for work): a new row gets these,
 * and the dry run says so, for the owner to replace on the item's page.
 */
export const IMPORTED_COVER = '/imported-cover.svg';
export const NO_LOCATION = 'Not given';

/** A field of the item the site has no place for, named in the report. */
export function leftOut(item: Record<string, unknown>, kept: readonly string[]): string[] {
  return Object.keys(item)
    .filter((key) => !kept.includes(key) && item[key] !== undefined)
    .map((key) => `${key}: not kept by this site`);
}

/** Rows listed per query when a section reads the site's rows: about 10-20 ms of work each. */
export const IMPORT_LIST_PAGE = 50;

/** What lists a section's rows: an entity's service. */
export interface RowLister<T> {
  list(request: ListRequest): Promise<ListResponse<T>>;
}

/**
 * Every row of an entity, as its service lists them, a page at a time with
 * a turn for other requests between pages: listing a whole section at once
 * (a query, its tools, the shaping of each row) was one synchronous stretch
 * of 100-200 ms for a few hundred rows. The entities loaded for that are let
 * go after each page (nothing is staged while a section reads), so the
 * import's flushes look at the rows it writes, not at the whole site.
 */
export async function existingRows<T>(
  ctx: ImportContext,
  service: RowLister<T>,
  sort: string,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await service.list({ page, limit: IMPORT_LIST_PAGE, sort });
    rows.push(...reply.items);
    ctx.em.clear();
    await ctx.pace();
    if (page >= reply.metadata.totalPages) return rows;
  }
}

/** Two items of the document with the same natural key: the later one is skipped. */
export function firstOfKey(run: ImportRun, seen: Map<string, string>) {
  return (key: string, section: string, path: string, label: string) => {
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      run.skip(
        section as ImportSection,
        path,
        label,
        `The same item as ${earlier} of this document`,
      );
      return false;
    }
    seen.set(key, path);
    return true;
  };
}

/** One item of the document read for its row: what `rowImport`'s `read` answers. */
export interface ReadItem {
  /** The natural key's parts, compared as `rowKey` of the site's rows (case and space aside). */
  key: readonly (string | null | undefined)[];
  /** The item as the report names it. */
  label: string;
  /** The entity's create input, fields as its create call names them. */
  input: Record<string, unknown>;
  /** The fields the document sets on an existing row; the others keep what the owner made. */
  updated: readonly string[];
  /** What the import fills in for a new row only (a placeholder), after the fields the site does not keep. */
  newRowNotes?: string[];
  /** Anything else it left out or changed, last. */
  notes?: string[];
}

/**
 * A section whose every item is one row of one entity, matched by a natural
 * key: the common case, declared in a few lines by its module.
 */
export interface RowImportSpec<TDoc, TRow, TParsed> {
  /** The document's key of the section (and the report's). */
  key: JsonResumeListSection;
  /** Its heading on the import page; JSON Resume's name of the section when left out. */
  title?: string;
  page?: string;
  /** How the limits' messages name the items; JSON Resume's when left out ('volunteer entries'). */
  items?: string;
  describe: ResumeImport<TDoc>['describe'];
  document: z.ZodType<TDoc>;
  /** The site's rows, as the admin list answers them, in a stable order. */
  rows: (ctx: ImportContext) => RowLister<TRow>;
  sort: string;
  /** The natural key of a row the site has. */
  rowKey: (row: TRow) => readonly (string | null | undefined)[];
  /** The document's fields the site keeps (those of `sourceOf` when left out); any other is reported as left out. */
  kept?: readonly string[];
  /** The document's name of each input field, so a problem points into the document. */
  sourceOf: Record<string, string>;
  read: (item: TDoc, path: string) => ReadItem;
  /** The entity's input rules: the same schema as its create call. */
  schema: z.ZodType<TParsed>;
  // Any entity of the ORM; its rows are written with `columns`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entity: EntityName<any>;
  /** Its id's property, by which a changed row is loaded. */
  idProperty: string;
  /** The columns its service writes for an input (the input itself when left out). */
  columns?: (parsed: TParsed) => object;
}

/** The import of a one-item-one-row section, from its declaration. */
export function rowImport<TDoc, TRow, TParsed>(
  spec: RowImportSpec<TDoc, TRow, TParsed>,
): ResumeImport<TDoc> {
  const columns = (parsed: TParsed) => spec.columns?.(parsed) ?? (parsed as object);
  const official = JSON_RESUME_LIST_SECTIONS[spec.key];
  const report: ImportReportSection[] = [
    {
      section: spec.key,
      title: spec.title ?? official.title,
      ...(spec.page ? { page: spec.page } : {}),
    },
  ];
  const kept = spec.kept ?? Object.values(spec.sourceOf);
  return {
    document: spec.document,
    report,
    items: spec.items ?? official.items,
    describe: spec.describe,
    async run(run, ctx, items) {
      const existing = await existingRows(ctx, spec.rows(ctx), spec.sort);
      const byKey = new Map(existing.map((row) => [nameKey(...spec.rowKey(row)), row]));
      const first = firstOfKey(run, new Map());
      for (const [index, item] of items.entries()) {
        await ctx.pace();
        const path = `${spec.key}.${index}`;
        const plan = spec.read(item, path);
        const key = nameKey(...plan.key);
        if (!first(key, spec.key, path, plan.label)) continue;
        const match = byKey.get(key);
        await run.upsert({
          section: spec.key as ImportSection,
          path,
          label: plan.label,
          input: plan.input,
          sourceOf: spec.sourceOf,
          schema: spec.schema,
          existing: match,
          current: (row) => ({ ...(row as object) }),
          updated: plan.updated,
          create: (parsed) => {
            ctx.em.create(spec.entity, columns(parsed));
          },
          update: (row, parsed) => {
            const id = (row as Record<string, unknown>)[spec.idProperty] as number;
            ctx.changes.stage(
              { entity: spec.entity, idProperty: spec.idProperty as never },
              id,
              (loaded) => {
                ctx.em.assign(loaded, columns(parsed));
              },
            );
          },
          notes: [
            ...leftOut(item as Record<string, unknown>, kept),
            ...(match ? [] : (plan.newRowNotes ?? [])),
            ...(plan.notes ?? []),
          ],
        });
      }
    },
  };
}
