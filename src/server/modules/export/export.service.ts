import type { EntityManager } from '@mikro-orm/knex';
import { exportSections } from '../content-sections';
import type { ExportContext } from '../content/content-module';
import { listAll } from '../content/list-all';
import { mediaList } from '../media/media.service';
import { variableService } from '../variable/variable.service';
import type { ContentExport, PortfolioContent } from './export.schema';
import { JSON_RESUME_SCHEMA, JSON_RESUME_VERSION, toJsonResume } from './json-resume';

export type { ExportContext } from '../content/content-module';

/**
 * All content as the admin API shows it, through the same services, so each
 * item has exactly the shape of its API reply.
 */
async function loadContent(
  ctx: ExportContext,
  em: EntityManager,
  now: Date,
): Promise<PortfolioContent> {
  // The export is an admin's view: hidden and private rows included.
  const admin = { ...ctx, em, isAdmin: async () => true };
  const variables = await listAll(variableService(em), 'key:asc');
  // One section after the other: they share the transaction's connection.
  const sections: Record<string, unknown[]> = {};
  for (const section of exportSections) sections[section.key] = await section.load(admin);
  return {
    format: 'portfolio-content',
    formatVersion: 1,
    exportedAt: now.toISOString(),
    variables,
    ...(sections as Omit<
      PortfolioContent,
      'format' | 'formatVersion' | 'exportedAt' | 'variables' | 'media'
    >),
    media: await listAll(mediaList(em), 'mediaId:asc'),
  };
}

/**
 * The whole content as one JSON document: the CV in the JSON Resume schema
 * and everything else under `portfolio` (decision 0022). Read in one
 * transaction, so the parts agree with each other even while the site is
 * being edited.
 */
export async function exportContent(ctx: ExportContext, now = new Date()): Promise<ContentExport> {
  const portfolio = await ctx.em.transactional((em) => loadContent(ctx, em as EntityManager, now));
  return {
    $schema: JSON_RESUME_SCHEMA,
    ...toJsonResume(portfolio),
    meta: { version: JSON_RESUME_VERSION, lastModified: portfolio.exportedAt },
    portfolio,
  };
}
