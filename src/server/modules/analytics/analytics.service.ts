import type { EntityManager } from '@mikro-orm/knex';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsRange,
  type CvDownloadsDay,
  type ProjectViewsDay,
  type VisitsDay,
} from '../../../shared/analytics';
import { AppError } from '../../trpc/errors';
import { ProjectEntity } from '../project/project.entity';
import { utcDay } from './analytics.recorder';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shown for views of a project that has since been deleted (its history stays). */
export const DELETED_PROJECT_NAME = 'Deleted project';

function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/**
 * Every UTC day from `from` to `to`, both included. `to` defaults to today,
 * `from` to ANALYTICS_DEFAULT_DAYS - 1 days before `to`; a reversed or
 * over-long range is a 400.
 */
export function rangeDays(range: AnalyticsRange, today = utcDay()): string[] {
  const to = range.to ?? today;
  const from = range.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  if (from > to) {
    throw AppError.invalid(400, 'Invalid input', [
      { path: 'from', message: 'From cannot be after to' },
    ]);
  }
  const count =
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (count > ANALYTICS_MAX_DAYS) {
    throw AppError.invalid(400, 'Invalid input', [
      { path: 'to', message: `The range cannot be longer than ${ANALYTICS_MAX_DAYS} days` },
    ]);
  }
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

type Row = Record<string, unknown>;

export function analyticsService(em: EntityManager) {
  const connection = em.getConnection();
  const query = (sql: string, params: unknown[]) => connection.execute<Row[]>(sql, params);

  /** The rows a query finds between the range's first and last day, by date. */
  async function byDay(sql: string, days: string[]): Promise<Map<string, Row[]>> {
    const rows = await query(sql, [days[0], days[days.length - 1]]);
    const map = new Map<string, Row[]>();
    for (const row of rows) {
      const date = String(row.date);
      map.set(date, [...(map.get(date) ?? []), row]);
    }
    return map;
  }

  return {
    async visits(range: AnalyticsRange): Promise<VisitsDay[]> {
      const days = rangeDays(range);
      // The day's row keeps its unique count: the hashes themselves are never counted here.
      const totals = await byDay(
        'select date, total_visits, unique_visits from analytics_visit_day where date between ? and ?',
        days,
      );
      return days.map((date) => {
        const row = totals.get(date)?.[0];
        return {
          date,
          totalVisits: Number(row?.total_visits ?? 0),
          uniqueVisits: Number(row?.unique_visits ?? 0),
        };
      });
    },

    async cvDownloads(range: AnalyticsRange): Promise<CvDownloadsDay[]> {
      const days = rangeDays(range);
      const rows = await byDay(
        'select date, downloads as count from analytics_cv_download_day where date between ? and ?',
        days,
      );
      return days.map((date) => ({ date, downloads: Number(rows.get(date)?.[0]?.count ?? 0) }));
    },

    async projectViews(range: AnalyticsRange): Promise<ProjectViewsDay[]> {
      const days = rangeDays(range);
      const rows = await byDay(
        'select date, project_id, views from analytics_project_view_day where date between ? and ? and views > 0',
        days,
      );
      const ids = [...new Set([...rows.values()].flat().map((row) => Number(row.project_id)))];
      const projects = ids.length
        ? await em.find(
            ProjectEntity,
            { projectId: { $in: ids } },
            { fields: ['projectId', 'name'] },
          )
        : [];
      const names = new Map(projects.map((project) => [project.projectId, project.name]));
      return days.map((date) => ({
        date,
        views: (rows.get(date) ?? [])
          .map((row) => {
            const projectId = Number(row.project_id);
            return {
              projectId,
              name: names.get(projectId) ?? DELETED_PROJECT_NAME,
              count: Number(row.views),
            };
          })
          .sort((a, b) => b.count - a.count || a.projectId - b.projectId),
      }));
    },
  };
}
