import { type EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/knex';
import type { z } from 'zod';
import { ErrorCode } from '../../../shared/errors';
import {
  type Skillset as SkillsetDto,
  type skillsetCreateSchema,
  skillsetSortFields,
  type skillsetUpdateSchema,
} from '../../../shared/skillset';
import { type ListRequest, listPage } from '../../db/list';
import { isReferenced } from '../../db/references';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { type Skillset, SkillsetEntity } from './skillset.entity';
import { timestampsOf } from '../../db/timestamps';

export type SkillsetCreate = z.output<typeof skillsetCreateSchema>;
export type SkillsetUpdate = z.output<typeof skillsetUpdateSchema>;

export const toSkillsetDto = (skillset: Skillset): SkillsetDto => ({
  skillsetId: skillset.skillsetId,
  name: skillset.name,
  order: skillset.order,
  ...timestampsOf(skillset),
});

const stillHasSkills = () =>
  AppError.conflict(ErrorCode.deleteFailed, 'Failed to delete Skillset: it still has skills');

export function skillsetService(
  em: EntityManager,
): CrudService<SkillsetDto, SkillsetCreate, SkillsetUpdate> {
  async function find(id: number): Promise<Skillset> {
    const skillset = await em.findOne(SkillsetEntity, { skillsetId: id });
    if (!skillset) throw AppError.notFound('Skillset');
    return skillset;
  }

  return {
    list: (request: ListRequest) =>
      listPage(
        em,
        {
          entity: SkillsetEntity,
          textFields: ['name'],
          sortFields: skillsetSortFields,
          defaultSort: [['order', 'asc']],
        },
        request,
        toSkillsetDto,
      ),

    get: async (id) => toSkillsetDto(await find(id)),

    async create(input) {
      // A new skillset goes to the end of the list; the first one gets 1.
      const [last] = await em.find(SkillsetEntity, {}, { orderBy: { order: 'desc' }, limit: 1 });
      const skillset = em.create(SkillsetEntity, {
        name: input.name,
        order: (last?.order ?? 0) + 1,
      });
      await em.flush();
      return toSkillsetDto(skillset);
    },

    async update(id, input) {
      const skillset = await find(id);
      // Without `order` the skillset keeps its place.
      em.assign(skillset, { name: input.name, order: input.order ?? skillset.order });
      await em.flush();
      return toSkillsetDto(skillset);
    },

    async delete(id) {
      const skillset = await find(id);
      if (await isReferenced(em, SkillsetEntity, id)) throw stillHasSkills();
      const dto = toSkillsetDto(skillset);
      try {
        await em.remove(skillset).flush();
      } catch (error) {
        // A skill added since the check above still blocks the delete (restrict rule).
        if (error instanceof ForeignKeyConstraintViolationException) throw stillHasSkills();
        throw error;
      }
      return dto;
    },
  };
}
