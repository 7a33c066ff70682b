import type { EntitySchema } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { AnyRouter } from '@trpc/server';
import type { z } from 'zod';
import type { Context } from '../../trpc/context';
import type { ImportRun } from '../import/import-run';
import type { ImportContext } from './resume-import';

/** What the export reads with: a request's context, or one the CLI builds. */
export type ExportContext = Pick<Context, 'em' | 'log' | 'dataDir' | 'analytics'>;

/** The export's reader: an admin's view (hidden and private rows included) in one transaction. */
export type AdminReader = ExportContext & Pick<Context, 'isAdmin'>;

/**
 * The module's rows in the content export (`portfolio.<key>`), as the admin
 * API lists them. `position` orders the sections of the document.
 */
export interface ExportSection<TKey extends string, TItem> {
  key: TKey;
  position: number;
  item: z.ZodType<TItem>;
  /** Every row, hidden ones included, in a stable order, read through `admin.em`. */
  load: (admin: AdminReader) => Promise<TItem[]>;
}

/**
 * The module's section of the CV in the JSON Resume schema, both ways.
 * `build` reads the exported content (visible rows only go in); `import`,
 * when given, takes the section back in (resume-import.ts). `position`
 * orders the sections of the document, and the import runs them in it.
 */
export interface ResumeSection<TKey extends string, TItem, TContent> {
  key: TKey;
  position: number;
  item: z.ZodType<TItem>;
  build: (content: TContent) => TItem[];
  // Each section's own document item type; the import reads it through `document`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  import?: ResumeImport<any>;
}

/** A section of the import's report, as the admin's import page shows it. */
export interface ImportReportSection {
  /** The report's name for it: the document's key, or a kind of row it makes (`categories`). */
  section: string;
  /** Its heading on the import page ('Certifications'). */
  title: string;
  /** The admin page its rows are on; the module's own when left out. */
  page?: string;
}

/**
 * How the import takes one JSON Resume section: the document's items, their
 * limits, their place in the report and in the route's description, and the
 * writing itself (`run`, most often made by `rowImport` in resume-import.ts;
 * a section with rules of its own writes its own).
 */
export interface ResumeImport<TDoc> {
  /** An item of the section as the import reads it: the official types, every field optional. */
  document: z.ZodType<TDoc>;
  /** The report's sections this one writes, in report order (usually one: its key). */
  report: readonly ImportReportSection[];
  /** How the limits' messages name the items ('work entries'). */
  items: string;
  /**
   * Rows an item of the raw document counts for toward the limits, when it
   * is not one (skills: the group and each keyword), and how the route's
   * description says it.
   */
  size?: { rowsOf: (item: unknown) => number; text: string };
  /** For the route's description: what it creates ('certifications (`certificates`)') and its natural keys. */
  describe: { creates: string; keys: readonly { noun: string; key: string }[] };
  /** Writes the items (inside the import's transaction; `ImportContext` in resume-import.ts). */
  run: (run: ImportRun, ctx: ImportContext, items: TDoc[]) => Promise<void>;
}

/** The module's section of the printable CV at /cv, or nothing when it has no rows to show. */
export interface CvSection {
  title: string;
  position: number;
  /** The section's inner HTML (every value escaped), empty when there is nothing to show. */
  render: (em: EntityManager) => Promise<string>;
}

/**
 * The module in the demo owner (`npm run seed:demo`). Its rows count as "the
 * site already has content", named by `one`/`many`. `rows`, if given, are
 * posted as they are to the module's create call; a module whose demo rows
 * need uploads or other rows' ids is seeded by hand in scripts/demo.
 */
export interface DemoRows {
  one: string;
  many: string;
  rows?: readonly Record<string, unknown>[];
}

// The content a resume section reads is the export's, typed by the section itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResumeSection = ResumeSection<string, unknown, any>;
export type AnyExportSection = ExportSection<string, unknown>;

export interface ContentModule<
  TName extends string = string,
  TRouter extends AnyRouter = AnyRouter,
  TExport extends AnyExportSection | undefined = AnyExportSection | undefined,
  TResume extends AnyResumeSection | undefined = AnyResumeSection | undefined,
> {
  /** Router key and path segment: `tool` is served at `/api/tool`. */
  name: TName;
  /** Its ORM entities (tables), in the order the ORM should know them. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities: readonly EntitySchema<any, any>[];
  router: TRouter;
  /** Visitors may read the list and the items (GET `/api/<name>` and `/api/<name>/{id}`). */
  publicReads: boolean;
  /** The admin page managing it, under /admin. */
  adminPage: string;
  /**
   * The tag its calls carry in openapi.json and what they are for, for a
   * module whose tag the document's own list does not describe yet.
   */
  apiTag?: { name: string; description: string };
  export?: TExport;
  resume?: TResume;
  cv?: CvSection;
  /**
   * SQL selects of one date column each (`select max(x) as day from t ...`),
   * whose newest value moves the sitemap's last-modified day.
   */
  sitemapDays?: readonly string[];
  demo?: DemoRows;
  /** Where its rows may link to media files, for the check before a file is deleted. */
  mediaLinks?: MediaLinks;
}

/**
 * The columns of the module's table that may hold a link to a media file
 * (covers, icons, links, texts that embed an image), and the column naming a
 * row for the owner: `project "Harbour"`. `position` orders the uses named.
 */
export interface MediaLinks {
  label: string;
  columns: readonly string[];
  position: number;
}

/**
 * Declares one managed entity of the content: everything the rest of the
 * server derives from the registry (routes, tables, public reads, admin page,
 * export, JSON Resume, /cv, sitemap, demo rows) in one object.
 */
export function defineContentModule<
  const TName extends string,
  TRouter extends AnyRouter,
  TExport extends AnyExportSection | undefined = undefined,
  TResume extends AnyResumeSection | undefined = undefined,
>(
  module: ContentModule<TName, TRouter, TExport, TResume>,
): ContentModule<TName, TRouter, TExport, TResume> {
  return module;
}

/** Helper for an export section: keeps the key literal and the item type. */
export function exportSection<const TKey extends string, TItem>(
  section: ExportSection<TKey, TItem>,
): ExportSection<TKey, TItem> {
  return section;
}

/** Helper for a resume section: keeps the key literal and the item type. */
export function resumeSection<const TKey extends string, TItem, TContent>(
  section: ResumeSection<TKey, TItem, TContent>,
): ResumeSection<TKey, TItem, TContent> {
  return section;
}
