import type { Collection, EntityManager } from '@mikro-orm/knex';
import type { FieldError } from '../../../shared/errors';
import type { Tool as ToolDto } from '../../../shared/tool';
import { type Tool, ToolEntity } from '../tool/tool.entity';
import { toToolDto } from '../tool/tool.service';

/**
 * Experience and project writes name their tools by id. Every id
 * must exist: a stale id from an admin tab opened before a tool was deleted
 * must not silently drop out of the saved list.
 */
export async function findTools(
  em: EntityManager,
  toolIds: readonly number[],
): Promise<{ tools: Tool[]; errors: FieldError[] }> {
  const ids = [...new Set(toolIds)];
  const tools = ids.length > 0 ? await em.find(ToolEntity, { toolId: { $in: ids } }) : [];
  const found = new Set(tools.map((tool) => tool.toolId));
  const errors = ids
    .filter((id) => !found.has(id))
    .map((id) => ({ path: 'tools', message: `Unknown tool: ${id}` }));
  return { tools, errors };
}

/** Reads show tools by name, so cards and chips keep a stable order whatever was saved. */
export function toolDtos(tools: Collection<Tool>): ToolDto[] {
  return tools
    .getItems()
    .map((tool) => toToolDto(tool))
    .sort((a, b) => a.name.localeCompare(b.name) || a.toolId - b.toolId);
}
