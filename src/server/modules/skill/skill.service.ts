import type { EntityManager } from '@mikro-orm/knex';
import type { z } from 'zod';
import { ErrorCode } from '../../../shared/errors';
import { parseSort } from '../../../shared/list';
import {
  type Skill as SkillDto,
  type skillCreateSchema,
  skillSortFields,
  type skillUpdateSchema,
} from '../../../shared/skill';
import { type ListRequest, listPage } from '../../db/list';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { type Skillset, SkillsetEntity } from '../skillset/skillset.entity';
import { type Skill, SkillEntity } from './skill.entity';
import { timestampsOf } from '../../db/timestamps';

export type SkillCreate = z.output<typeof skillCreateSchema>;
export type SkillUpdate = z.output<typeof skillUpdateSchema>;

/** `skillset` must be loaded: every read names its skillset. */
const toDto = (skill: Skill): SkillDto => ({
  skillId: skill.skillId,
  skillsetId: skill.skillset.skillsetId,
  skillset: { skillsetId: skill.skillset.skillsetId, name: skill.skillset.name },
  name: skill.name,
  order: skill.order,
  ...timestampsOf(skill),
});

/** The wire calls the relation `skillsetId`; the entity property is `skillset`. */
const entitySortFields = skillSortFields.map((field) =>
  field === 'skillsetId' ? 'skillset' : field,
);

function toEntitySort(sort: string | undefined): string | undefined {
  const order = sort ? parseSort(sort, skillSortFields) : null;
  if (!order) return sort;
  return order
    .map(([field, direction]) => `${field === 'skillsetId' ? 'skillset' : field}:${direction}`)
    .join(',');
}

export function skillService(em: EntityManager): CrudService<SkillDto, SkillCreate, SkillUpdate> {
  async function find(id: number): Promise<Skill> {
    const skill = await em.findOne(SkillEntity, { skillId: id }, { populate: ['skillset'] });
    if (!skill) throw AppError.notFound('Skill');
    return skill;
  }

  /** An unknown skillset is bad input on the form's skillset field, not a missing resource. */
  async function findSkillset(skillsetId: number, statusCode: number, verb: string) {
    const skillset = await em.findOne(SkillsetEntity, { skillsetId });
    if (!skillset) {
      throw AppError.invalid(statusCode, `Failed to ${verb} Skill`, [
        { path: 'skillsetId', message: 'Skillset does not exist' },
      ]);
    }
    return skillset;
  }

  /** A new skill goes to the end of its skillset; the first one gets 1. */
  async function nextOrder(skillset: Skillset): Promise<number> {
    const last = await em.findOne(SkillEntity, { skillset }, { orderBy: { order: 'desc' } });
    return (last?.order ?? 0) + 1;
  }

  return {
    async list(request: ListRequest) {
      const page = await listPage(
        em,
        {
          entity: SkillEntity,
          textFields: ['name'],
          relationTextFields: [{ relation: 'skillset', field: 'name' }],
          sortFields: entitySortFields,
          defaultSort: [['order', 'asc']],
        },
        { ...request, sort: toEntitySort(request.sort) },
        (skill) => skill,
      );
      // One query loads the skillsets of the whole page.
      await em.populate(page.items, ['skillset']);
      return { ...page, items: page.items.map(toDto) };
    },

    get: async (id) => toDto(await find(id)),

    async create(input) {
      const skillset = await findSkillset(input.skillsetId, ErrorCode.createFailed, 'create');
      const skill = em.create(SkillEntity, {
        skillset,
        name: input.name,
        order: await nextOrder(skillset),
      });
      await em.flush();
      return toDto(skill);
    },

    async update(id, input) {
      const skill = await find(id);
      const skillset = await findSkillset(input.skillsetId, ErrorCode.updateFailed, 'update');
      // Without `order` the skill keeps its place.
      em.assign(skill, { skillset, name: input.name, order: input.order ?? skill.order });
      await em.flush();
      return toDto(skill);
    },

    async delete(id) {
      const skill = await find(id);
      const dto = toDto(skill);
      await em.remove(skill).flush();
      return dto;
    },
  };
}
