import {
  educationInputSchema,
  educationListQuerySchema,
  educationSchema,
} from '../../../shared/education';
import { crudRouter } from '../../trpc/crud';
import { educationService } from './education.service';

export const educationRouter = crudRouter({
  name: 'education',
  label: 'Education',
  item: educationSchema,
  createInput: educationInputSchema,
  updateInput: educationInputSchema,
  listQuery: educationListQuerySchema,
  publicRead: true,
  service: (ctx) => educationService(ctx.em, ctx.isAdmin),
});
