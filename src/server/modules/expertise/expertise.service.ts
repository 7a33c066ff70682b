import type { EntityManager } from '@mikro-orm/knex';
import type { Expertise as ExpertiseDto, ExpertiseInput } from '../../../shared/expertise';
import { expertiseSortFields } from '../../../shared/expertise';
import { type ListRequest, listPage } from '../../db/list';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { type Expertise, ExpertiseEntity } from './expertise.entity';
import { timestampsOf } from '../../db/timestamps';

const toDto = (expertise: Expertise): ExpertiseDto => ({
  expertiseId: expertise.expertiseId,
  icon: expertise.icon,
  name: expertise.name,
  description: expertise.description,
  ...timestampsOf(expertise),
});

const columns = (input: ExpertiseInput) => ({
  icon: input.icon,
  name: input.name,
  description: input.description,
});

export function expertiseService(
  em: EntityManager,
): CrudService<ExpertiseDto, ExpertiseInput, ExpertiseInput> {
  async function find(id: number): Promise<Expertise> {
    const expertise = await em.findOne(ExpertiseEntity, { expertiseId: id });
    if (!expertise) throw AppError.notFound('Expertise');
    return expertise;
  }

  return {
    list: (request: ListRequest) =>
      listPage(
        em,
        {
          entity: ExpertiseEntity,
          textFields: ['name', 'description'],
          sortFields: expertiseSortFields,
          defaultSort: [['expertiseId', 'asc']],
        },
        request,
        toDto,
      ),

    get: async (id) => toDto(await find(id)),

    async create(input) {
      const expertise = em.create(ExpertiseEntity, columns(input));
      await em.flush();
      return toDto(expertise);
    },

    async update(id, input) {
      const expertise = await find(id);
      em.assign(expertise, columns(input));
      await em.flush();
      return toDto(expertise);
    },

    async delete(id) {
      const expertise = await find(id);
      const dto = toDto(expertise);
      await em.remove(expertise).flush();
      return dto;
    },
  };
}
