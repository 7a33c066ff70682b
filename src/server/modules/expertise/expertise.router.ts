import {
  expertiseInputSchema,
  expertiseListQuerySchema,
  expertiseSchema,
} from '../../../shared/expertise';
import { crudRouter } from '../../trpc/crud';
import { toSitePath, withSitePaths } from '../media/site-paths';
import { expertiseService } from './expertise.service';

export const expertiseRouter = crudRouter({
  name: 'expertise',
  label: 'Expertise',
  item: expertiseSchema,
  createInput: expertiseInputSchema,
  updateInput: expertiseInputSchema,
  listQuery: expertiseListQuerySchema,
  publicRead: true,
  service: (ctx) =>
    withSitePaths(expertiseService(ctx.em), (input) => ({
      ...input,
      icon: toSitePath(input.icon, ctx.siteHosts),
    })),
});
