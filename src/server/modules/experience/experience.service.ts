import type { z } from 'zod';
import type {
  Experience as ExperienceDto,
  experienceInputSchema,
} from '../../../shared/experience';
import { experienceSortFields } from '../../../shared/experience';
import { ErrorCode } from '../../../shared/errors';
import { type ListRequest, listPage } from '../../db/list';
import type { Context } from '../../trpc/context';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { type Experience, ExperienceEntity } from './experience.entity';
import { findTools, toolDtos } from './tool-refs';
import { timestampsOf } from '../../db/timestamps';
import { replaceStamped } from '../../db/timestamps';

/** The input after parsing: defaults applied, an empty end date turned into null. */
type ExperienceFields = z.output<typeof experienceInputSchema>;

const toDto = (experience: Experience): ExperienceDto => ({
  experienceId: experience.experienceId,
  company: experience.company,
  title: experience.title,
  location: experience.location,
  cover: experience.cover,
  startAt: experience.startAt,
  endAt: experience.endAt ?? null,
  type: experience.type as ExperienceDto['type'],
  description: experience.description,
  hidden: experience.hidden,
  tools: toolDtos(experience.tools),
  ...timestampsOf(experience),
});

/** The row's columns from its parsed input (the JSON Resume import writes them too). */
export const experienceColumns = (input: ExperienceFields) => ({
  company: input.company,
  title: input.title,
  location: input.location,
  cover: input.cover,
  startAt: input.startAt,
  endAt: input.endAt,
  type: input.type,
  description: input.description,
  hidden: input.hidden,
});

export function experienceService(
  ctx: Pick<Context, 'em' | 'isAdmin'>,
): CrudService<ExperienceDto, ExperienceFields, ExperienceFields> {
  const { em } = ctx;

  /** Visitors never learn that a hidden experience exists. */
  async function find(id: number): Promise<Experience> {
    const visible = (await ctx.isAdmin()) ? {} : { hidden: false };
    const experience = await em.findOne(
      ExperienceEntity,
      { experienceId: id, ...visible },
      { populate: ['tools'] },
    );
    if (!experience) throw AppError.notFound('Experience');
    return experience;
  }

  async function toolsOrFail(input: ExperienceFields, statusCode: number, verb: string) {
    const { tools, errors } = await findTools(em, input.tools);
    if (errors.length > 0) {
      throw AppError.invalid(statusCode, `Failed to ${verb} Experience`, errors);
    }
    return tools;
  }

  return {
    async list(request: ListRequest) {
      const page = await listPage(
        em,
        {
          entity: ExperienceEntity,
          textFields: ['company', 'title', 'location'],
          sortFields: experienceSortFields,
          defaultSort: [['startAt', 'desc']],
          where: (await ctx.isAdmin()) ? undefined : { hidden: false },
        },
        request,
        (experience) => experience,
      );
      // One query loads the tools of the whole page, not one per row.
      await em.populate(page.items, ['tools']);
      return { ...page, items: page.items.map(toDto) };
    },

    get: async (id) => toDto(await find(id)),

    async create(input) {
      const tools = await toolsOrFail(input, ErrorCode.createFailed, 'create');
      const experience = em.create(ExperienceEntity, { ...experienceColumns(input), tools });
      await em.flush();
      return toDto(experience);
    },

    async update(id, input) {
      const experience = await find(id);
      const tools = await toolsOrFail(input, ErrorCode.updateFailed, 'update');
      em.assign(experience, experienceColumns(input));
      replaceStamped(experience, experience.tools, tools);
      await em.flush();
      return toDto(experience);
    },

    async delete(id) {
      const experience = await find(id);
      const dto = toDto(experience);
      await em.remove(experience).flush();
      return dto;
    },
  };
}
