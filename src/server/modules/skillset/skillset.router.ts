import {
  skillsetCreateSchema,
  skillsetListQuerySchema,
  skillsetSchema,
  skillsetUpdateSchema,
} from '../../../shared/skillset';
import { crudRouter } from '../../trpc/crud';
import { skillsetService } from './skillset.service';

export const skillsetRouter = crudRouter({
  name: 'skillset',
  label: 'Skillset',
  item: skillsetSchema,
  createInput: skillsetCreateSchema,
  updateInput: skillsetUpdateSchema,
  listQuery: skillsetListQuerySchema,
  publicRead: true,
  service: (ctx) => skillsetService(ctx.em),
});
