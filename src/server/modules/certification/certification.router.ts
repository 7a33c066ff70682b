import {
  certificationInputSchema,
  certificationListQuerySchema,
  certificationSchema,
} from '../../../shared/certification';
import { crudRouter } from '../../trpc/crud';
import { certificationService } from './certification.service';

export const certificationRouter = crudRouter({
  name: 'certification',
  label: 'Certification',
  item: certificationSchema,
  createInput: certificationInputSchema,
  updateInput: certificationInputSchema,
  listQuery: certificationListQuerySchema,
  publicRead: true,
  service: (ctx) => certificationService(ctx.em),
});
