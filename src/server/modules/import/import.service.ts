import type { EntityManager } from '@mikro-orm/knex';
import {
  type ImportReport,
  type ImportSection,
  NO_SUCH_SECTION,
} from '../../../shared/json-resume-import';
import type { Context } from '../../trpc/context';
import { AppError, zodFieldErrors } from '../../trpc/errors';
import { resumeImportSections } from '../content-sections';
import type { ImportContext } from '../content/resume-import';
import { importBasics } from './import-basics';
import { type JsonResumeDocument, jsonResumeDocumentSchema } from './import-document';
import { assertWithinLimits } from './import-limits';
import { ImportPacer } from './import-pacer';
import { ImportRun } from './import-run';
import { skippedSections } from './import-sections';

/** At most this many problems are answered: enough to fix a file, small enough to read. */
const MAX_PROBLEMS = 100;

/** Thrown inside the transaction to undo it: a dry run, or a problem anywhere. */
class Undo extends Error {
  constructor(readonly outcome: ImportReport | AppError) {
    super('import undone');
  }
}

/**
 * The sections in the order they are written: the owner, then each
 * module's resume section in the modules' order (publications before
 * skills, categories before projects), each one's staged rows written
 * before the next reads the site; then every item of a section the site
 * has no module for, skipped.
 */
async function importAll(
  run: ImportRun,
  ctx: ImportContext,
  pacer: ImportPacer,
  document: JsonResumeDocument,
) {
  if (document.basics) {
    await importBasics(run, ctx, document.basics);
    await pacer.settle();
  }
  for (const section of resumeImportSections) {
    const items = document[section.key as keyof JsonResumeDocument] as unknown[] | undefined;
    if (!items) continue;
    await section.import.run(run, ctx, items);
    await pacer.settle();
  }
  for (const section of skippedSections) {
    for (const index of document[section]?.keys() ?? []) {
      run.skip(
        section as ImportSection,
        `${section}.${index}`,
        `${section} ${index + 1}`,
        NO_SUCH_SECTION,
      );
    }
  }
}

/**
 * Imports a JSON Resume document in one transaction: every item is checked
 * by its entity's own input schema (the same rules as the admin pages) and
 * written with the columns its service writes (import-rows.ts), and
 * a problem with any item undoes all of them, so a document is imported
 * whole or not at all. A dry run does exactly the same and undoes it, so
 * what it reports is what the import would do. A document over the limits
 * (import-limits.ts) is refused before any of it is read.
 */
export async function importJsonResume(
  ctx: Pick<Context, 'em' | 'log' | 'analytics'>,
  raw: unknown,
  dryRun: boolean,
): Promise<ImportReport> {
  assertWithinLimits(raw);
  const parsed = jsonResumeDocumentSchema.safeParse(raw);
  if (!parsed.success) {
    throw AppError.invalid(
      400,
      'Not a JSON Resume document',
      zodFieldErrors(parsed.error).slice(0, MAX_PROBLEMS),
    );
  }
  try {
    return await ctx.em.transactional(async (em) => {
      const run = new ImportRun();
      const pacer = new ImportPacer(em as EntityManager);
      await importAll(
        run,
        {
          em: em as EntityManager,
          log: ctx.log,
          analytics: ctx.analytics,
          isAdmin: async () => true,
          pace: () => pacer.step(),
          changes: pacer.changes,
        },
        pacer,
        parsed.data as JsonResumeDocument,
      );
      if (run.problems.length > 0) {
        throw new Undo(
          AppError.invalid(
            400,
            "Some items break the site's rules: nothing was imported",
            run.problems.slice(0, MAX_PROBLEMS),
          ),
        );
      }
      const report = run.report(dryRun);
      if (dryRun) throw new Undo(report);
      return report;
    });
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
    if (error.outcome instanceof AppError) throw error.outcome;
    return error.outcome;
  }
}
