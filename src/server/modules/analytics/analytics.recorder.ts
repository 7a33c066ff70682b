import { createHmac, hash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import { dayOncePerSecond } from '../../../shared/dates';
import type { Orm } from '../../db/orm-type';
import type { Logger } from '../../logger';

/** Today's date in UTC as `yyyy-mm-dd`: analytics days are UTC days. */
export function utcDay(date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** `utcDay()` for the counts taken on every request. */
const utcToday = dayOncePerSecond(utcDay);

/** User agents of crawlers and link-preview bots; their renders are not visits. */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|curl|wget|python-requests|httpclient|monitor/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}

/** How often counts in memory are written: at most this much is lost to a crash. */
export const ANALYTICS_FLUSH_MS = 1000;

/** Counts not yet written, per UTC day. */
interface Batch {
  visits: Map<string, number>;
  visitors: Map<string, Set<string>>;
  downloads: Map<string, number>;
  /** Per day, views per project id. */
  views: Map<string, Map<number, number>>;
}

const emptyBatch = (): Batch => ({
  visits: new Map(),
  visitors: new Map(),
  downloads: new Map(),
  views: new Map(),
});

const isEmpty = (batch: Batch) =>
  batch.visits.size === 0 &&
  batch.visitors.size === 0 &&
  batch.downloads.size === 0 &&
  batch.views.size === 0;

const add = <K>(map: Map<K, number>, key: K, count: number) =>
  map.set(key, (map.get(key) ?? 0) + count);

/** Puts counts that could not be written back in front of the newer ones. */
function merge(into: Batch, from: Batch): void {
  for (const [day, count] of from.visits) add(into.visits, day, count);
  for (const [day, hashes] of from.visitors) {
    const set = into.visitors.get(day) ?? new Set<string>();
    for (const hash of hashes) set.add(hash);
    into.visitors.set(day, set);
  }
  for (const [day, count] of from.downloads) add(into.downloads, day, count);
  for (const [day, views] of from.views) {
    const map = into.views.get(day) ?? new Map<number, number>();
    for (const [projectId, count] of views) add(map, projectId, count);
    into.views.set(day, map);
  }
}

/**
 * Counts visits, CV downloads and project views per UTC day. Unique visitors
 * are a hash of IP and user agent salted with a key derived from the server
 * secret and the day: it changes daily, survives restarts within a day, and
 * no stored value can be traced back to an address without the secret.
 *
 * Counting costs no database write per request (decision 0024): counts
 * gather in memory (visitors already as their hash, never as an address) and
 * are written in one transaction at most every second, when the server stops,
 * and before any analytics read, so reads stay exact and a crash costs at
 * most the last second.
 */
export class AnalyticsRecorder {
  private pending = emptyBatch();
  private salt: { day: string; value: string } | undefined;
  private orm: Orm | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** The write in progress: writes run one after the other. */
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly secret: string) {}

  private saltFor(day: string): string {
    if (this.salt?.day !== day) {
      const value = createHmac('sha256', this.secret).update(`visitor-salt|${day}`).digest('hex');
      this.salt = { day, value };
    }
    return this.salt.value;
  }

  visitorHash(day: string, ip: string, userAgent: string): string {
    // The one-shot digest: no hash object per visit.
    return hash('sha256', `${this.saltFor(day)}|${ip}|${userAgent}`, 'hex');
  }

  recordVisit(ip: string, userAgent: string | undefined): void {
    if (isBot(userAgent)) return;
    const day = utcToday();
    add(this.pending.visits, day, 1);
    let hashes = this.pending.visitors.get(day);
    if (!hashes) this.pending.visitors.set(day, (hashes = new Set()));
    hashes.add(this.visitorHash(day, ip, userAgent ?? ''));
  }

  /** A download by a crawler or script is no more a person's than its visit is. */
  recordCvDownload(userAgent: string | undefined): void {
    if (isBot(userAgent)) return;
    add(this.pending.downloads, utcToday(), 1);
  }

  recordProjectView(projectId: number): void {
    const day = utcToday();
    let views = this.pending.views.get(day);
    if (!views) this.pending.views.set(day, (views = new Map()));
    add(views, projectId, 1);
  }

  /**
   * Writes the counts to this database from now on, every `intervalMs`. The
   * timer never keeps the process alive; `stop` writes what is left.
   */
  start(orm: Orm, logger: Logger, intervalMs = ANALYTICS_FLUSH_MS): void {
    this.orm = orm;
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) => {
        // Kept in memory and tried again on the next tick.
        logger.error({ err: error }, 'could not write the analytics counts');
      });
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (the server's clean shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /**
   * Writes the counts gathered so far, after any write in progress. Counts
   * that fail to be written stay for the next flush. Without a database
   * (`start` never called) there is nowhere to write: a no-op.
   */
  flush(): Promise<void> {
    const run = this.writing.catch(() => undefined).then(() => this.write());
    this.writing = run;
    return run;
  }

  private async write(): Promise<void> {
    const orm = this.orm;
    if (!orm || isEmpty(this.pending)) return;
    const batch = this.pending;
    this.pending = emptyBatch();
    try {
      await orm.em.fork().transactional((em) => writeBatch(em, batch));
    } catch (error) {
      merge(this.pending, batch);
      throw error;
    }
  }
}

/** One transaction: a single commit to the WAL for a whole second of counts. */
async function writeBatch(em: EntityManager, batch: Batch): Promise<void> {
  const connection = em.getConnection();
  const transaction = em.getTransactionContext();
  const run = (sql: string, params: unknown[]) =>
    connection.execute(sql, params, 'run', transaction);

  for (const [day, count] of batch.visits) {
    await run(
      'insert into analytics_visit_day (date, total_visits) values (?, ?) on conflict (date) do update set total_visits = analytics_visit_day.total_visits + excluded.total_visits',
      [day, count],
    );
  }
  for (const [day, hashes] of batch.visitors) {
    // A hash already stored (the visitor came earlier that day) adds nothing.
    let added = 0;
    for (const hash of hashes) {
      const result = (await run(
        'insert into analytics_unique_visitor (date, visitor_hash) values (?, ?) on conflict do nothing',
        [day, hash],
      )) as { affectedRows?: number };
      added += result.affectedRows ?? 0;
    }
    if (added > 0) {
      await run(
        'insert into analytics_visit_day (date, total_visits, unique_visits) values (?, 0, ?) on conflict (date) do update set unique_visits = analytics_visit_day.unique_visits + excluded.unique_visits',
        [day, added],
      );
    }
  }
  for (const [day, count] of batch.downloads) {
    await run(
      'insert into analytics_cv_download_day (date, downloads) values (?, ?) on conflict (date) do update set downloads = analytics_cv_download_day.downloads + excluded.downloads',
      [day, count],
    );
  }
  for (const [day, views] of batch.views) {
    for (const [projectId, count] of views) {
      await run(
        'insert into analytics_project_view_day (date, project_id, views) values (?, ?, ?) on conflict (date, project_id) do update set views = analytics_project_view_day.views + excluded.views',
        [day, projectId, count],
      );
    }
  }
}
