import {
  educationInputSchema,
  educationListQuerySchema,
  educationSchema,
} from '../../../shared/education';
import { crudRouter } from '../../trpc/crud';
import { educationService } from './education.service';
import { EducationEntity } from './education.entity';

export const educationRouter = crudRouter({
  name: 'education',
  entity: EducationEntity,
  label: 'Education',
  item: educationSchema,
  createInput: educationInputSchema,
  updateInput: educationInputSchema,
  listQuery: educationListQuerySchema,
  publicRead: true,
  service: (ctx) => educationService(ctx.em, ctx.isAdmin),
});
