import { toolInputSchema, toolListQuerySchema, toolSchema } from '../../../shared/tool';
import { crudRouter } from '../../trpc/crud';
import { toolService } from './tool.service';

export const toolRouter = crudRouter({
  name: 'tool',
  label: 'Tool',
  item: toolSchema,
  createInput: toolInputSchema,
  updateInput: toolInputSchema,
  listQuery: toolListQuerySchema,
  publicRead: true,
  service: (ctx) => toolService(ctx.em),
});
