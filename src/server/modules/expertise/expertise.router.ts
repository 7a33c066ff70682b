import {
  expertiseInputSchema,
  expertiseListQuerySchema,
  expertiseSchema,
} from '../../../shared/expertise';
import { crudRouter } from '../../trpc/crud';
import { toSitePath, withSitePaths } from '../media/site-paths';
import { expertiseService } from './expertise.service';
import { ExpertiseEntity } from './expertise.entity';

export const expertiseRouter = crudRouter({
  name: 'expertise',
  entity: ExpertiseEntity,
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
