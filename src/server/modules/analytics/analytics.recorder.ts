import { createHash, createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/better-sqlite';

/** Today's date in UTC as `yyyy-mm-dd`: analytics days are UTC days. */
export function utcDay(date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** User agents of crawlers and link-preview bots; their renders are not visits. */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|curl|wget|python-requests|httpclient|monitor/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}

/**
 * Counts visits, CV downloads and project views per UTC day. Unique visitors
 * are a hash of IP and user agent salted with a key derived from the server
 * secret and the day: it changes daily, survives restarts within a day, and
 * no stored value can be traced back to an address without the secret.
 */
export class AnalyticsRecorder {
  constructor(private readonly secret: string) {}

  private saltFor(day: string): string {
    return createHmac('sha256', this.secret).update(`visitor-salt|${day}`).digest('hex');
  }

  visitorHash(day: string, ip: string, userAgent: string): string {
    return createHash('sha256')
      .update(`${this.saltFor(day)}|${ip}|${userAgent}`)
      .digest('hex');
  }

  async recordVisit(em: EntityManager, ip: string, userAgent: string | undefined): Promise<void> {
    if (isBot(userAgent)) return;
    const day = utcDay();
    const connection = em.getConnection();
    await connection.execute(
      'insert into analytics_visit_day (date, total_visits) values (?, 1) on conflict (date) do update set total_visits = total_visits + 1',
      [day],
    );
    await connection.execute(
      'insert or ignore into analytics_unique_visitor (date, visitor_hash) values (?, ?)',
      [day, this.visitorHash(day, ip, userAgent ?? '')],
    );
  }

  async recordCvDownload(em: EntityManager): Promise<void> {
    await em
      .getConnection()
      .execute(
        'insert into analytics_cv_download_day (date, downloads) values (?, 1) on conflict (date) do update set downloads = downloads + 1',
        [utcDay()],
      );
  }

  async recordProjectView(em: EntityManager, projectId: number): Promise<void> {
    await em
      .getConnection()
      .execute(
        'insert into analytics_project_view_day (date, project_id, views) values (?, ?, 1) on conflict (date, project_id) do update set views = views + 1',
        [utcDay(), projectId],
      );
  }
}
