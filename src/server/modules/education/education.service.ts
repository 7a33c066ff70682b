import type { EntityManager } from '@mikro-orm/knex';
import type { z } from 'zod';
import {
  type Education as EducationDto,
  type educationInputSchema,
  educationSortFields,
} from '../../../shared/education';
import { type ListRequest, listPage } from '../../db/list';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { type Education, EducationEntity } from './education.entity';
import { timestampsOf } from '../../db/timestamps';

/** The parsed input: an empty end date has already become null. */
export type EducationFields = z.output<typeof educationInputSchema>;

const toDto = (education: Education): EducationDto => ({
  educationId: education.educationId,
  school: education.school,
  location: education.location,
  title: education.title,
  startAt: education.startAt,
  endAt: education.endAt ?? null,
  // MikroORM types doubles as string | number; SQLite hands back a number, Number() pins it.
  gpa: Number(education.gpa),
  hidden: education.hidden,
  ...timestampsOf(education),
});

/** The row's columns from its parsed input (the JSON Resume import writes them too). */
export const educationColumns = (input: EducationFields) => ({
  school: input.school,
  location: input.location,
  title: input.title,
  startAt: input.startAt,
  endAt: input.endAt,
  gpa: input.gpa,
  hidden: input.hidden,
});

/** Visitors never see hidden rows: left out of lists, 404 by id. */
export function educationService(
  em: EntityManager,
  isAdmin: () => Promise<boolean>,
): CrudService<EducationDto, EducationFields, EducationFields> {
  async function find(id: number): Promise<Education> {
    const where = (await isAdmin()) ? { educationId: id } : { educationId: id, hidden: false };
    const education = await em.findOne(EducationEntity, where);
    if (!education) throw AppError.notFound('Education');
    return education;
  }

  return {
    list: async (request: ListRequest) =>
      listPage(
        em,
        {
          entity: EducationEntity,
          textFields: ['school', 'location', 'title'],
          sortFields: educationSortFields,
          defaultSort: [['educationId', 'asc']],
          ...((await isAdmin()) ? {} : { where: { hidden: false } }),
        },
        request,
        toDto,
      ),

    get: async (id) => toDto(await find(id)),

    async create(input) {
      const education = em.create(EducationEntity, educationColumns(input));
      await em.flush();
      return toDto(education);
    },

    async update(id, input) {
      const education = await find(id);
      em.assign(education, educationColumns(input));
      await em.flush();
      return toDto(education);
    },

    async delete(id) {
      const education = await find(id);
      const dto = toDto(education);
      await em.remove(education).flush();
      return dto;
    },
  };
}
