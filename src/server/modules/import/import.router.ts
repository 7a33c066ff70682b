import { z } from 'zod';
import { importReportSchema } from '../../../shared/json-resume-import';
import { adminProcedure, router } from '../../trpc/init';
import { importJsonResume } from './import.service';

/**
 * The import, called by its plain route (import.routes.ts: the document is
 * the body, `dryRun` the query), so it runs as an admin write with the
 * same checks and trail as every other: a read token is refused, the
 * activity page shows it.
 */
export const importRouter = router({
  jsonResume: adminProcedure
    .input(z.object({ dryRun: z.boolean(), document: z.unknown() }))
    .output(importReportSchema)
    .mutation(({ ctx, input }) => importJsonResume(ctx, input.document, input.dryRun)),
});
