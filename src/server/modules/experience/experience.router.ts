import {
  experienceInputSchema,
  experienceListQuerySchema,
  experienceSchema,
} from '../../../shared/experience';
import { crudRouter } from '../../trpc/crud';
import { mediaLinksAsSitePaths, toSitePath, withSitePaths } from '../media/site-paths';
import { experienceService } from './experience.service';
import { ExperienceEntity } from './experience.entity';

export const experienceRouter = crudRouter({
  name: 'experience',
  entity: ExperienceEntity,
  label: 'Experience',
  item: experienceSchema,
  createInput: experienceInputSchema,
  updateInput: experienceInputSchema,
  listQuery: experienceListQuerySchema,
  publicRead: true,
  service: (ctx) =>
    withSitePaths(experienceService(ctx), (input) => ({
      ...input,
      cover: toSitePath(input.cover, ctx.siteHosts),
      description: mediaLinksAsSitePaths(input.description, ctx.siteHosts),
    })),
});
