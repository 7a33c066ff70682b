import { projectInputSchema, projectListQuerySchema, projectSchema } from '../../../shared/project';
import { crudRouter } from '../../trpc/crud';
import { mediaLinksAsSitePaths, toSitePath, withSitePaths } from '../media/site-paths';
import { projectService } from './project.service';
import { ProjectEntity } from './project.entity';

export const projectRouter = crudRouter({
  name: 'project',
  entity: ProjectEntity,
  label: 'Project',
  item: projectSchema,
  createInput: projectInputSchema,
  updateInput: projectInputSchema,
  listQuery: projectListQuerySchema,
  publicRead: true,
  service: (ctx) =>
    withSitePaths(projectService(ctx), (input) => ({
      ...input,
      cover: toSitePath(input.cover, ctx.siteHosts),
      content: mediaLinksAsSitePaths(input.content, ctx.siteHosts),
    })),
});
