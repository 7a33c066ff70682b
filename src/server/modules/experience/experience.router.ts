import {
  experienceInputSchema,
  experienceListQuerySchema,
  experienceSchema,
} from '../../../shared/experience';
import { crudRouter } from '../../trpc/crud';
import { experienceService } from './experience.service';

export const experienceRouter = crudRouter({
  name: 'experience',
  label: 'Experience',
  item: experienceSchema,
  createInput: experienceInputSchema,
  updateInput: experienceInputSchema,
  listQuery: experienceListQuerySchema,
  publicRead: true,
  service: experienceService,
});
