import type { EntityManager } from '@mikro-orm/knex';
import type { ListResponse } from '../../../shared/list';
import { MAX_PAGE_SIZE } from '../../../shared/list';
import type { ListRequest } from '../../db/list';
import type { Context } from '../../trpc/context';
import { categoryService } from '../category/category.service';
import { certificationService } from '../certification/certification.service';
import { educationService } from '../education/education.service';
import { experienceService } from '../experience/experience.service';
import { expertiseService } from '../expertise/expertise.service';
import { mediaList } from '../media/media.service';
import { messageService } from '../message/message.service';
import { projectService } from '../project/project.service';
import { skillService } from '../skill/skill.service';
import { skillsetService } from '../skillset/skillset.service';
import { toolService } from '../tool/tool.service';
import { variableService } from '../variable/variable.service';
import type { ContentExport, PortfolioContent } from './export.schema';
import { JSON_RESUME_SCHEMA, JSON_RESUME_VERSION, toJsonResume } from './json-resume';

/** What the export reads with: a request's context, or one the CLI builds. */
export type ExportContext = Pick<Context, 'em' | 'log' | 'dataDir' | 'analytics'>;

/** Every row of a list, page by page, in a stable order (ids ascending). */
async function everything<T>(
  list: (request: ListRequest) => Promise<ListResponse<T>>,
  sort: string,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await list({ page, limit: MAX_PAGE_SIZE, sort });
    items.push(...reply.items);
    if (page >= reply.metadata.totalPages) return items;
  }
}

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
  const all = <T>(
    service: { list(request: ListRequest): Promise<ListResponse<T>> },
    sort: string,
  ) => everything((request) => service.list(request), sort);
  return {
    format: 'portfolio-content',
    formatVersion: 1,
    exportedAt: now.toISOString(),
    variables: await all(variableService(em), 'key:asc'),
    categories: await all(categoryService(em), 'categoryId:asc'),
    tools: await all(toolService(em), 'toolId:asc'),
    projects: await all(projectService(admin), 'projectId:asc'),
    expertise: await all(expertiseService(em), 'expertiseId:asc'),
    experience: await all(experienceService(admin), 'experienceId:asc'),
    education: await all(educationService(em, admin.isAdmin), 'educationId:asc'),
    certifications: await all(certificationService(em), 'certificationId:asc'),
    skillsets: await all(skillsetService(em), 'skillsetId:asc'),
    skills: await all(skillService(em), 'skillId:asc'),
    messages: await all(messageService(em), 'messageId:asc'),
    media: await all(mediaList(em), 'mediaId:asc'),
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
