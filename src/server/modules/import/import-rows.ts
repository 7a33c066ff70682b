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
import type { ImportChanges } from './import-changes';

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

/**
 * A skill at `order` of a skillset the site has (by id) or that this import
 * staged. A staged skillset already written has its id, and is referred to
 * by it: the pacer empties the identity map after each flush, so the
 * entity itself is no longer the ORM's to point at.
 */
export function stageSkill(
  em: EntityManager,
  skillset: Skillset | number,
  name: string,
  order: number,
): void {
  em.create(SkillEntity, {
    skillset:
      typeof skillset === 'number'
        ? em.getReference(SkillsetEntity, skillset)
        : skillset.skillsetId
          ? em.getReference(SkillsetEntity, skillset.skillsetId)
          : skillset,
    name,
    order,
  });
}

/**
 * Changes to rows the site has, staged the same way: gathered by
 * `ImportChanges` (import-changes.ts), loaded a slice at a time when the
 * pacer flushes, given the columns their service would write (and their
 * tools), and written by that same flush.
 */
export function stageExperienceUpdate(
  em: EntityManager,
  changes: ImportChanges,
  experienceId: number,
  input: z.output<typeof experienceInputSchema>,
): void {
  changes.stage(
    { entity: ExperienceEntity, idProperty: 'experienceId', populate: ['tools'] },
    experienceId,
    (row) => {
      em.assign(row, experienceColumns(input));
      row.tools.set(toolRefs(em, input.tools));
    },
  );
}

export function stageEducationUpdate(
  em: EntityManager,
  changes: ImportChanges,
  educationId: number,
  input: z.output<typeof educationInputSchema>,
): void {
  changes.stage({ entity: EducationEntity, idProperty: 'educationId' }, educationId, (row) => {
    em.assign(row, educationColumns(input));
  });
}

export function stageCertificationUpdate(
  em: EntityManager,
  changes: ImportChanges,
  certificationId: number,
  input: z.output<typeof certificationInputSchema>,
): void {
  changes.stage(
    { entity: CertificationEntity, idProperty: 'certificationId' },
    certificationId,
    (row) => {
      em.assign(row, certificationColumns(input));
    },
  );
}

export function stagePublicationUpdate(
  em: EntityManager,
  changes: ImportChanges,
  publicationId: number,
  input: z.output<typeof publicationInputSchema>,
): void {
  changes.stage(
    { entity: PublicationEntity, idProperty: 'publicationId' },
    publicationId,
    (row) => {
      em.assign(row, publicationColumns(input));
    },
  );
}

export function stageProjectUpdate(
  em: EntityManager,
  changes: ImportChanges,
  projectId: number,
  input: z.output<typeof projectInputSchema>,
): void {
  changes.stage(
    { entity: ProjectEntity, idProperty: 'projectId', populate: ['tools'] },
    projectId,
    (row) => {
      em.assign(row, {
        ...projectColumns(input),
        category: em.getReference(CategoryEntity, input.categoryId),
      });
      row.tools.set(toolRefs(em, input.tools));
    },
  );
}
