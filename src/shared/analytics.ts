import { z } from 'zod';
import { isCalendarDate } from './fields';

export const ANALYTICS_DEFAULT_DAYS = 7;
export const ANALYTICS_MAX_DAYS = 366;

const day = z
  .string()
  .refine(isCalendarDate, 'Invalid Date')
  .meta({ format: 'date', example: '2024-05-31' });

export const analyticsRangeSchema = z.object({
  // Meta on the inner schema: the document generator unwraps `.optional()` and its meta.
  from: day
    .meta({
      description: `First day (yyyy-mm-dd), at most \`to\`; default ${ANALYTICS_DEFAULT_DAYS - 1} days before \`to\`. The range holds at most ${ANALYTICS_MAX_DAYS} days: a longer one answers 400.`,
      example: '2024-05-01',
    })
    .optional(),
  to: day
    .meta({
      description: `Last day (yyyy-mm-dd); default today (UTC). The range holds at most ${ANALYTICS_MAX_DAYS} days.`,
      example: '2024-05-31',
    })
    .optional(),
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
