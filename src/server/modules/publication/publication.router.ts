import {
  publicationInputSchema,
  publicationListQuerySchema,
  publicationSchema,
} from '../../../shared/publication';
import { crudRouter } from '../../trpc/crud';
import { publicationService } from './publication.service';

export const publicationRouter = crudRouter({
  name: 'publication',
  label: 'Publication',
  item: publicationSchema,
  createInput: publicationInputSchema,
  updateInput: publicationInputSchema,
  listQuery: publicationListQuerySchema,
  publicRead: true,
  service: (ctx) => publicationService(ctx.em, ctx.isAdmin),
});
