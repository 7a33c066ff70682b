import { auditEntrySchema, auditListQuerySchema } from '../../../shared/access';
import { listResponseSchema } from '../../../shared/list';
import { adminProcedure, route, router } from '../../trpc/init';
import { listAudit } from './audit.service';

export const auditRouter = router({
  list: adminProcedure
    .meta(
      route('audit.list', {
        summary:
          'The activity trail, newest first: sign-ins (and failed ones), sign-outs, two-factor changes and every admin write with the fields it changed',
        tags: ['Activity'],
      }),
    )
    .input(auditListQuerySchema)
    .output(listResponseSchema(auditEntrySchema))
    .query(({ ctx, input }) => listAudit(ctx.em, input)),
});
