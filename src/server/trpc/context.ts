import type { EntityManager } from '@mikro-orm/better-sqlite';
import type { Session } from '../http/session';
import type { AnalyticsRecorder } from '../modules/analytics/analytics.recorder';
import type { Logger } from '../logger';

/** Everything a procedure may use; built once per request. */
export interface Context {
  /** A fork for this request alone, so identity maps never leak between requests. */
  em: EntityManager;
  session: Session;
  log: Logger;
  /**
   * Whether the caller is a signed-in, active admin. Public reads use it to
   * leave hidden and private rows out for visitors (contract §3). Memoized
   * per request.
   */
  isAdmin: () => Promise<boolean>;
  /** One per process: counts visits, CV downloads and project views. */
  analytics: AnalyticsRecorder;
  /** DATA_DIR, absolute: media files live under it (contract §5). */
  dataDir: string;
}
