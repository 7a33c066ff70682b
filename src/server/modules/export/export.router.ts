import { adminProcedure, route, router } from '../../trpc/init';
import { contentExportSchema } from './export.schema';
import { exportContent } from './export.service';

/** `GET /api/export`: the whole content as JSON, for admins (decision 0022). */
export const exportRouter = router({
  content: adminProcedure
    .meta(
      route('export.content', {
        summary: 'Export all content as JSON (the CV as JSON Resume)',
        tags: ['Export'],
      }),
    )
    .output(contentExportSchema)
    .query(({ ctx }) => exportContent(ctx)),
});
