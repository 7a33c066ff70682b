import type { AttemptTurns } from '../modules/auth/attempt-turns';
import type { MediaStore } from '../modules/media/media-store';
import type { EntityManager } from '@mikro-orm/knex';
import type { Session } from '../http/session';
import type { AnalyticsRecorder } from '../modules/analytics/analytics.recorder';
import type { AuditLog, ClientInfo } from '../modules/audit/audit.service';
import type { DeviceCookie } from '../modules/auth/device-cookie';
import type { SessionLimits } from '../modules/session/session.service';
import type { Logger } from '../logger';
import type { Viewer } from '../modules/auth/viewer';
import type { MailAccess } from '../modules/message/message-mail';

/** The account-security parts a request may need. */
export interface AccessServices {
  sessionLimits: SessionLimits;
  audit: AuditLog;
  /** The keyed hash of a client's address key (see address-key.ts), as the lock-out counts it. */
  hashAddress: (address: string) => string;
  device: DeviceCookie;
  /** Sign-in attempts sharing an account or address run one after another (see attempt-turns.ts). */
  attemptTurns: AttemptTurns;
}

/** Everything a procedure may use; built once per request. */
export interface Context {
  /** A fork for this request alone, so identity maps never leak between requests. */
  em: EntityManager;
  session: Session;
  log: Logger;
  /**
   * Who is calling: the admin behind the session cookie or a bearer token,
   * or null for a visitor. Memoized per request.
   */
  viewer: () => Promise<Viewer | null>;
  /**
   * Whether the caller is a signed-in, active admin. Public reads use it to
   * leave hidden and private rows out for visitors. Memoized per request.
   */
  isAdmin: () => Promise<boolean>;
  client: ClientInfo;
  /** The hosts (`host[:port]`) this site is reached at: links to them are stored as site paths. */
  siteHosts: readonly string[];
  /** Sets a header of the answer (Retry-After); does nothing where there is no answer. */
  setHeader: (name: string, value: string) => void;
  /**
   * A header of the request (If-Match), its repeats joined with commas as
   * HTTP allows for list headers; undefined when absent or there is no request.
   */
  requestHeader: (name: string) => string | undefined;
  access: AccessServices;
  /** One per process: counts visits, CV downloads and project views. */
  analytics: AnalyticsRecorder;
  /** DATA_DIR, absolute: uploads and the media journal live under it. */
  dataDir: string;
  /** Where media bytes live: the data folder or a bucket. */
  mediaStore: MediaStore;
  /** Mail to the owner and to senders; null when SMTP_URL and MAIL_FROM are not set. */
  mail: MailAccess | null;
}
