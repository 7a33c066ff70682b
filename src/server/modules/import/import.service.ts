import type { EntityManager } from '@mikro-orm/knex';
import {
  type ImportReport,
  type JsonResumeDocument,
  jsonResumeDocumentSchema,
  UNSUPPORTED_SECTIONS,
} from '../../../shared/json-resume-import';
import type { Context } from '../../trpc/context';
import { AppError, zodFieldErrors } from '../../trpc/errors';
import { importBasics } from './import-basics';
import { assertWithinLimits } from './import-limits';
import { ImportPacer } from './import-pacer';
import { ImportRun } from './import-run';
import {
  type ImportContext,
  importCertificates,
  importEducation,
  importProjects,
  importPublications,
  importSkills,
  importWork,
} from './import-sections';

/** At most this many problems are answered: enough to fix a file, small enough to read. */
const MAX_PROBLEMS = 100;

/** Thrown inside the transaction to undo it: a dry run, or a problem anywhere. */
class Undo extends Error {
  constructor(readonly outcome: ImportReport | AppError) {
    super('import undone');
  }
}

/** Sections in the order they are written: publications before skills, categories before projects. */
async function importAll(
  run: ImportRun,
  ctx: ImportContext,
  pacer: ImportPacer,
  document: JsonResumeDocument,
) {
  const sections = [
    document.basics && (() => importBasics(run, ctx, document.basics!)),
    document.work && (() => importWork(run, ctx, document.work!)),
    document.education && (() => importEducation(run, ctx, document.education!)),
    document.certificates && (() => importCertificates(run, ctx, document.certificates!)),
    document.publications && (() => importPublications(run, ctx, document.publications!)),
    document.skills && (() => importSkills(run, ctx, document.skills!)),
    document.projects && (() => importProjects(run, ctx, document.projects!)),
  ];
  for (const section of sections) {
    if (!section) continue;
    await section();
    // Each section's staged rows written before the next one reads the site.
    await pacer.settle();
  }
  for (const section of UNSUPPORTED_SECTIONS) {
    for (const index of (document[section] as unknown[] | undefined)?.keys() ?? []) {
      run.skip(
        section,
        `${section}.${index}`,
        `${section} ${index + 1}`,
        'This site has no such section',
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
        parsed.data,
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
