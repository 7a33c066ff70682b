import type { EntityManager } from '@mikro-orm/better-sqlite';
import type { Session } from '../http/session';
import type { Logger } from '../logger';

/** Everything a procedure may use; built once per request. */
export interface Context {
  /** A fork for this request alone, so identity maps never leak between requests. */
  em: EntityManager;
  session: Session;
  log: Logger;
}
