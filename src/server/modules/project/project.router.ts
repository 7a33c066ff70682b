import { projectInputSchema, projectListQuerySchema, projectSchema } from '../../../shared/project';
import { crudRouter } from '../../trpc/crud';
import { projectService } from './project.service';

export const projectRouter = crudRouter({
  name: 'project',
  label: 'Project',
  item: projectSchema,
  createInput: projectInputSchema,
  updateInput: projectInputSchema,
  listQuery: projectListQuerySchema,
  publicRead: true,
  service: projectService,
});
