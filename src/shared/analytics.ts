import { z } from 'zod';
import { isCalendarDate } from './fields';

export const ANALYTICS_DEFAULT_DAYS = 7;
export const ANALYTICS_MAX_DAYS = 366;

const day = z
  .string()
  .refine(isCalendarDate, 'Invalid Date')
  .meta({ format: 'date', example: '2024-05-31' });

export const analyticsRangeSchema = z.object({
  from: day.optional().meta({ description: 'First day (yyyy-mm-dd); default 6 days before `to`' }),
  to: day.optional().meta({ description: 'Last day (yyyy-mm-dd); default today (UTC)' }),
});

export const visitsDaySchema = z
  .object({ date: z.string(), totalVisits: z.number().int(), uniqueVisits: z.number().int() })
  .meta({ id: 'VisitsDay' });

export const cvDownloadsDaySchema = z
  .object({ date: z.string(), downloads: z.number().int() })
  .meta({ id: 'CvDownloadsDay' });

export const projectViewsDaySchema = z
  .object({
    date: z.string(),
    views: z.array(
      z.object({ projectId: z.number().int(), name: z.string(), count: z.number().int() }),
    ),
  })
  .meta({ id: 'ProjectViewsDay' });

export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;
export type VisitsDay = z.infer<typeof visitsDaySchema>;
export type CvDownloadsDay = z.infer<typeof cvDownloadsDaySchema>;
export type ProjectViewsDay = z.infer<typeof projectViewsDaySchema>;
