import {
  type EventManager,
  type EventSubscriber,
  type FlushEventArgs,
  helper,
  type TransactionEventArgs,
} from '@mikro-orm/core';

/**
 * Entities whose rows never show on the public page: visit counters (written
 * on every visit), contact messages, admins and their credentials. A flush touching only these leaves
 * the page as it was; any other flush may change it.
 */
const NOT_CONTENT = new Set([
  'VisitDay',
  'UniqueVisitor',
  'CvDownloadDay',
  'ProjectViewDay',
  'Message',
  // Account security: sessions, tokens, codes, the trail and sign-in counters.
  'Admin',
  'AdminSession',
  'ApiToken',
  'RecoveryCode',
  'AuditEntry',
  'LoginAttempt',
]);

/**
 * A number that changes whenever content may have changed. Whatever is cached
 * from the content (the rendered home page) is kept with the version it was
 * built at and thrown away once the version moves (decision 0024).
 */
export class ContentVersion {
  private value = 0;

  get current(): number {
    return this.value;
  }

  /** Content changed (or may have): everything cached from it is stale. */
  bump(): void {
    this.value += 1;
  }
}

function isContent(entity: object): boolean {
  return !NOT_CONTENT.has(helper(entity).__meta.className);
}

/** Whether a flush wrote anything but counters and messages. */
function changedContent({ uow }: FlushEventArgs): boolean {
  return (
    uow.getChangeSets().some((changeSet) => !NOT_CONTENT.has(changeSet.meta.className)) ||
    uow.getCollectionUpdates().some((collection) => isContent(collection.owner)) ||
    uow.getExtraUpdates().size > 0
  );
}

/**
 * Bumps the version after every flush that changed content: every write of
 * the app goes through `em.flush()` (the counters are raw SQL and excluded
 * anyway), so no route can forget to invalidate. A flush inside an explicit
 * transaction bumps again when that transaction ends, so a page rendered in
 * between (which may have seen uncommitted rows, or rows since rolled back)
 * is not kept either.
 *
 * Transactions are told apart by their context: on PostgreSQL requests run at
 * once, so one transaction may end while another that wrote content is still
 * open, and only the end of the one that wrote may count (a flag shared by
 * all would be cleared by the first to end). A flush in a nested transaction
 * (a savepoint) marks that savepoint; the application nests none.
 */
class ContentChangeSubscriber implements EventSubscriber {
  private readonly changedIn = new WeakSet<object>();

  constructor(private readonly version: ContentVersion) {}

  afterFlush(args: FlushEventArgs): void {
    if (!changedContent(args)) return;
    this.version.bump();
    // The context is knex's transaction, a function object.
    const transaction: unknown = args.em.getTransactionContext();
    if (typeof transaction === 'object' || typeof transaction === 'function') {
      if (transaction) this.changedIn.add(transaction);
    }
  }

  afterTransactionCommit(args: TransactionEventArgs): void {
    this.endTransaction(args);
  }

  afterTransactionRollback(args: TransactionEventArgs): void {
    this.endTransaction(args);
  }

  private endTransaction({ transaction }: TransactionEventArgs): void {
    if (!transaction || !this.changedIn.delete(transaction)) return;
    this.version.bump();
  }
}

const versions = new WeakMap<EventManager, ContentVersion>();

/**
 * The content version of the database an EntityManager (or any of its
 * forks: they share one event manager) works on, watching its flushes from
 * the first call on. `openDatabase` makes that call before any request; a
 * later first call is as safe, since nothing can have been cached before it.
 */
export function contentVersion(em: { getEventManager(): EventManager }): ContentVersion {
  const events = em.getEventManager();
  let version = versions.get(events);
  if (!version) {
    version = new ContentVersion();
    events.registerSubscriber(new ContentChangeSubscriber(version));
    versions.set(events, version);
  }
  return version;
}

/**
 * Values computed from the content (one per key), kept until the content
 * version moves; each database (each version) has its own. For public reads
 * that every visitor gets alike: never for anything that depends on who asks.
 */
export class ContentMemo<T> {
  private readonly kept = new WeakMap<ContentVersion, { at: number; values: Map<string, T> }>();

  /** Keys are bounded: a client choosing keys (a search) cannot grow the map. */
  constructor(private readonly maxEntries = 32) {}

  async get(version: ContentVersion, key: string, compute: () => Promise<T>): Promise<T> {
    let entry = this.kept.get(version);
    if (entry?.at !== version.current) {
      entry = { at: version.current, values: new Map() };
      this.kept.set(version, entry);
    }
    const hit = entry.values.get(key);
    if (hit !== undefined) return hit;
    const at = version.current;
    const value = await compute();
    // Content that changed while it was computed may be mixed in: not kept.
    if (at === version.current && entry === this.kept.get(version)) {
      if (entry.values.size >= this.maxEntries) entry.values.clear();
      entry.values.set(key, value);
    }
    return value;
  }
}
