import { FlushMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { z } from 'zod';
import type { certificationInputSchema } from '../../../shared/certification';
import type { educationInputSchema } from '../../../shared/education';
import type { experienceInputSchema } from '../../../shared/experience';
import type { projectInputSchema } from '../../../shared/project';
import type { publicationInputSchema } from '../../../shared/publication';
import { CategoryEntity } from '../category/category.entity';
import { CertificationEntity } from '../certification/certification.entity';
import { certificationColumns } from '../certification/certification.service';
import { EducationEntity } from '../education/education.entity';
import { educationColumns } from '../education/education.service';
import { ExperienceEntity } from '../experience/experience.entity';
import { experienceColumns } from '../experience/experience.service';
import { ProjectEntity } from '../project/project.entity';
import { projectColumns } from '../project/project.service';
import { PublicationEntity } from '../publication/publication.entity';
import { publicationColumns } from '../publication/publication.service';
import { SkillEntity } from '../skill/skill.entity';
import { type Skillset, SkillsetEntity } from '../skillset/skillset.entity';
import { ToolEntity } from '../tool/tool.entity';

/**
 * New rows of the import, staged in the unit of work and written by the
 * pacer's next flush (import-pacer.ts) rather than one flush each. They get
 * the same columns as the entity's own service writes (its `…Columns`); the
 * references the services look up first (tools, category, skillset) are
 * known here already: tools were matched by name among the site's own, the
 * category and skillset are ones the import found or staged itself.
 */
const toolRefs = (em: EntityManager, ids: readonly number[]) =>
  ids.map((id) => em.getReference(ToolEntity, id));

export function stageExperience(
  em: EntityManager,
  input: z.output<typeof experienceInputSchema>,
): void {
  em.create(ExperienceEntity, { ...experienceColumns(input), tools: toolRefs(em, input.tools) });
}

export function stageEducation(em: EntityManager, input: z.output<typeof educationInputSchema>) {
  em.create(EducationEntity, educationColumns(input));
}

export function stageCertification(
  em: EntityManager,
  input: z.output<typeof certificationInputSchema>,
): void {
  em.create(CertificationEntity, certificationColumns(input));
}

export function stagePublication(
  em: EntityManager,
  input: z.output<typeof publicationInputSchema>,
): void {
  em.create(PublicationEntity, publicationColumns(input));
}

export function stageProject(em: EntityManager, input: z.output<typeof projectInputSchema>) {
  em.create(ProjectEntity, {
    ...projectColumns(input),
    category: em.getReference(CategoryEntity, input.categoryId),
    tools: toolRefs(em, input.tools),
  });
}

export function stageSkillset(em: EntityManager, name: string, order: number): Skillset {
  return em.create(SkillsetEntity, { name, order });
}

/** A skill at `order` of a skillset the site has (by id) or that this import staged. */
export function stageSkill(
  em: EntityManager,
  skillset: Skillset | number,
  name: string,
  order: number,
): void {
  em.create(SkillEntity, {
    skillset: typeof skillset === 'number' ? em.getReference(SkillsetEntity, skillset) : skillset,
    name,
    order,
  });
}

/**
 * Loading a row by its id needs nothing staged written first: without this,
 * the ORM would look through every staged change before each query (its
 * automatic flush), once per row again.
 */
const LOAD = { flushMode: FlushMode.COMMIT } as const;

/**
 * Changes to rows the site has, staged the same way: the row is loaded (its
 * tools with it), given the columns its service would write, and written by
 * the pacer's next flush. The rows were listed in this same transaction, so
 * each one is there.
 */
export async function stageExperienceUpdate(
  em: EntityManager,
  experienceId: number,
  input: z.output<typeof experienceInputSchema>,
): Promise<void> {
  const row = await em.findOneOrFail(
    ExperienceEntity,
    { experienceId },
    { ...LOAD, populate: ['tools'] },
  );
  em.assign(row, experienceColumns(input));
  row.tools.set(toolRefs(em, input.tools));
}

export async function stageEducationUpdate(
  em: EntityManager,
  educationId: number,
  input: z.output<typeof educationInputSchema>,
): Promise<void> {
  const row = await em.findOneOrFail(EducationEntity, { educationId }, LOAD);
  em.assign(row, educationColumns(input));
}

export async function stageCertificationUpdate(
  em: EntityManager,
  certificationId: number,
  input: z.output<typeof certificationInputSchema>,
): Promise<void> {
  const row = await em.findOneOrFail(CertificationEntity, { certificationId }, LOAD);
  em.assign(row, certificationColumns(input));
}

export async function stagePublicationUpdate(
  em: EntityManager,
  publicationId: number,
  input: z.output<typeof publicationInputSchema>,
): Promise<void> {
  const row = await em.findOneOrFail(PublicationEntity, { publicationId }, LOAD);
  em.assign(row, publicationColumns(input));
}

export async function stageProjectUpdate(
  em: EntityManager,
  projectId: number,
  input: z.output<typeof projectInputSchema>,
): Promise<void> {
  const row = await em.findOneOrFail(
    ProjectEntity,
    { projectId },
    { ...LOAD, populate: ['tools'] },
  );
  em.assign(row, {
    ...projectColumns(input),
    category: em.getReference(CategoryEntity, input.categoryId),
  });
  row.tools.set(toolRefs(em, input.tools));
}
