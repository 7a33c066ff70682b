import { z } from 'zod';
import {
  analyticsRangeSchema,
  cvDownloadsDaySchema,
  projectViewsDaySchema,
  visitsDaySchema,
} from '../../../shared/analytics';
import { adminProcedure, route, router } from '../../trpc/init';
import { analyticsService } from './analytics.service';

const tags = ['Analytics'];
const rangeErrors = { 400: 'Invalid dates, `from` after `to`, or a range over 366 days' };

/**
 * Per-day counts for the dashboard: one entry per UTC day in the range,
 * oldest first. The counts still in memory are written first, so a read is
 * exact to the last request.
 */
export const analyticsRouter = router({
  visits: adminProcedure
    .meta(route('analytics.visits', { summary: 'Visits per day', tags, errors: rangeErrors }))
    .input(analyticsRangeSchema)
    .output(z.array(visitsDaySchema))
    .query(async ({ ctx, input }) => {
      await ctx.analytics.flush();
      return analyticsService(ctx.em).visits(input);
    }),

  cvDownloads: adminProcedure
    .meta(
      route('analytics.cvDownloads', {
        summary: 'CV downloads per day',
        tags,
        errors: rangeErrors,
      }),
    )
    .input(analyticsRangeSchema)
    .output(z.array(cvDownloadsDaySchema))
    .query(async ({ ctx, input }) => {
      await ctx.analytics.flush();
      return analyticsService(ctx.em).cvDownloads(input);
    }),

  projectViews: adminProcedure
    .meta(
      route('analytics.projectViews', {
        summary: 'Project views per day, most viewed first',
        tags,
        errors: rangeErrors,
      }),
    )
    .input(analyticsRangeSchema)
    .output(z.array(projectViewsDaySchema))
    .query(async ({ ctx, input }) => {
      await ctx.analytics.flush();
      return analyticsService(ctx.em).projectViews(input);
    }),
});
