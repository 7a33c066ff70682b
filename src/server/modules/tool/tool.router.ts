import { toolInputSchema, toolListQuerySchema, toolSchema } from '../../../shared/tool';
import { crudRouter } from '../../trpc/crud';
import { toSitePath, withSitePaths } from '../media/site-paths';
import { toolService } from './tool.service';
import { ToolEntity } from './tool.entity';

export const toolRouter = crudRouter({
  name: 'tool',
  entity: ToolEntity,
  label: 'Tool',
  item: toolSchema,
  createInput: toolInputSchema,
  updateInput: toolInputSchema,
  listQuery: toolListQuerySchema,
  publicRead: true,
  service: (ctx) =>
    withSitePaths(toolService(ctx.em), (input) => ({
      ...input,
      icon: toSitePath(input.icon, ctx.siteHosts),
    })),
});
