import {
  certificationInputSchema,
  certificationListQuerySchema,
  certificationSchema,
} from '../../../shared/certification';
import { crudRouter } from '../../trpc/crud';
import { certificationService } from './certification.service';
import { CertificationEntity } from './certification.entity';

export const certificationRouter = crudRouter({
  name: 'certification',
  entity: CertificationEntity,
  label: 'Certification',
  item: certificationSchema,
  createInput: certificationInputSchema,
  updateInput: certificationInputSchema,
  listQuery: certificationListQuerySchema,
  publicRead: true,
  service: (ctx) => certificationService(ctx.em),
});
