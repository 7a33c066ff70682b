import {
  publicationInputSchema,
  publicationListQuerySchema,
  publicationSchema,
} from '../../../shared/publication';
import { crudRouter } from '../../trpc/crud';
import { publicationService } from './publication.service';
import { PublicationEntity } from './publication.entity';

export const publicationRouter = crudRouter({
  name: 'publication',
  entity: PublicationEntity,
  label: 'Publication',
  item: publicationSchema,
  createInput: publicationInputSchema,
  updateInput: publicationInputSchema,
  listQuery: publicationListQuerySchema,
  publicRead: true,
  service: (ctx) => publicationService(ctx.em, ctx.isAdmin),
});
