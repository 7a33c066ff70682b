import type { EntityManager } from '@mikro-orm/knex';
import type { Tool as ToolDto, ToolInput } from '../../../shared/tool';
import { toolSortFields } from '../../../shared/tool';
import { type ListRequest, listPage } from '../../db/list';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { type Tool, ToolEntity } from './tool.entity';
import { timestampsOf } from '../../db/timestamps';

export const toToolDto = (tool: Tool): ToolDto => ({
  toolId: tool.toolId,
  name: tool.name,
  icon: tool.icon,
  link: tool.link,
  ...timestampsOf(tool),
});

export function toolService(em: EntityManager): CrudService<ToolDto, ToolInput, ToolInput> {
  async function find(id: number): Promise<Tool> {
    const tool = await em.findOne(ToolEntity, { toolId: id });
    if (!tool) throw AppError.notFound('Tool');
    return tool;
  }

  return {
    list: (request: ListRequest) =>
      listPage(
        em,
        {
          entity: ToolEntity,
          textFields: ['name', 'link'],
          sortFields: toolSortFields,
          defaultSort: [['toolId', 'asc']],
        },
        request,
        toToolDto,
      ),

    get: async (id) => toToolDto(await find(id)),

    async create(input) {
      const tool = em.create(ToolEntity, { name: input.name, icon: input.icon, link: input.link });
      await em.flush();
      return toToolDto(tool);
    },

    async update(id, input) {
      const tool = await find(id);
      em.assign(tool, { name: input.name, icon: input.icon, link: input.link });
      await em.flush();
      return toToolDto(tool);
    },

    async delete(id) {
      const tool = await find(id);
      const dto = toToolDto(tool);
      // Experiences and projects simply lose the tool: their pivot rows cascade in the database.
      await em.remove(tool).flush();
      return dto;
    },
  };
}
