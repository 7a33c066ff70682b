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
  // A message's notice in the outbox and the replies sent from the inbox.
  'MailOutbox',
  'MessageReply',
  // Account security: sessions, tokens, codes, the trail and sign-in counters.
  'Admin',
  'AdminSession',
  'ApiToken',
  'RecoveryCode',
  'AuditEntry',
  'LoginAttempt',
  // Shared bookkeeping of the instances themselves.
  'ContentState',
  'RateLimit',
]);

/**
 * A number that changes whenever content may have changed. Whatever is cached
 * from the content (the rendered home page) is kept with the version it was
 * built at and thrown away once the version moves (decision 0024).
 */
export class ContentVersion {
  private value = 0;
  /**
   * The last number in the database's `content_state` that this process has
   * taken into account (its own commits, and what `watchSharedVersion` read).
   */
  sharedSeen: number | undefined;
  /** How many of this process's own commits moved the shared number (see `watchSharedVersion`). */
  sharedCommits = 0;

  get current(): number {
    return this.value;
  }

  /** Content changed (or may have): everything cached from it is stale. */
  bump(): void {
    this.value += 1;
  }

  /**
   * This process committed content that moved the database's number to
   * `shared`. When that is the very next number, nobody else wrote in
   * between and the local bump already covered it: the watcher need not
   * bump again. Otherwise the watcher will see the gap and bump.
   */
  committedShared(shared: number): void {
    this.sharedCommits += 1;
    if (this.sharedSeen !== undefined && shared === this.sharedSeen + 1) this.sharedSeen = shared;
  }
}

function isContent(entity: object): boolean {
  return !NOT_CONTENT.has(helper(entity).__meta.className);
}

/** Whether a flush wrote anything but counters and messages. */
function changedContent(uow: FlushEventArgs['uow']): boolean {
  return (
    uow.getChangeSets().some((changeSet) => !NOT_CONTENT.has(changeSet.meta.className)) ||
    uow.getCollectionUpdates().some((collection) => isContent(collection.owner)) ||
    uow.getExtraUpdates().size > 0
  );
}

/** Moves the shared number in the same transaction as the content it stands for. */
const BUMP_SHARED_VERSION =
  'update content_state set version = version + 1 where id = 1 returning version';

/**
 * Watches every flush (every write of the app goes through `em.flush()`; the
 * counters are raw SQL and not content anyway), so no route can forget to
 * invalidate:
 * - In this process the version moves after each flush that changed content
 *   outside an explicit transaction. A flush inside one moves it when that
 *   transaction ends (committed or rolled back), so a page rendered in
 *   between (which may have seen uncommitted rows, or rows since rolled
 *   back) is not kept past it.
 * - In the database, `content_state` moves inside the transaction that
 *   writes the content, so other instances (see `watchSharedVersion`) never
 *   see the new number without the new rows, and a rollback takes both back.
 * Transactions are told apart by their own context: on PostgreSQL requests
 * run at once, so one transaction may end while another that wrote content
 * is still open, and only the end of the one that wrote may count. A flush in
 * a nested transaction (a savepoint) marks that savepoint; the app nests none.
 */
class ContentChangeSubscriber implements EventSubscriber {
  /** Implicit transactions of a flush (by its unit of work) and explicit ones that changed content. */
  private readonly toShare = new WeakSet<object>();
  /** Explicit transactions that flushed content: the version moves when they end. */
  private readonly toBumpAtEnd = new WeakSet<object>();
  /** The database's number each committing transaction moved it to. */
  private readonly sharedAfter = new WeakMap<object, number>();

  constructor(private readonly version: ContentVersion) {}

  onFlush({ em, uow }: FlushEventArgs): void {
    if (!changedContent(uow)) return;
    const transaction = em.isInTransaction() ? (em.getTransactionContext() as object) : undefined;
    this.toShare.add(transaction ?? uow);
  }

  afterFlush({ em, uow }: FlushEventArgs): void {
    if (!changedContent(uow)) return;
    // Inside an explicit transaction the rows are nobody else's until it
    // ends, and every page or memo made meanwhile is dropped by the bump at
    // its end: moving now too would only make the public page render again
    // (and wait for the database the transaction holds) on every request
    // while a long one such as an import runs.
    if (em.isInTransaction()) this.toBumpAtEnd.add(em.getTransactionContext() as object);
    else this.version.bump();
  }

  async beforeTransactionCommit({ em, transaction, uow }: TransactionEventArgs): Promise<void> {
    const byFlush = uow !== undefined && this.toShare.delete(uow);
    const byTransaction = transaction !== undefined && this.toShare.delete(transaction as object);
    if (!byFlush && !byTransaction) return;
    const rows = (await em
      .getConnection()
      .execute(BUMP_SHARED_VERSION, [], 'all', transaction)) as {
      version: number | string;
    }[];
    if (transaction) this.sharedAfter.set(transaction as object, Number(rows[0]?.version));
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    const shared = transaction ? this.sharedAfter.get(transaction as object) : undefined;
    if (shared !== undefined) this.version.committedShared(shared);
    this.endTransaction(transaction);
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    this.endTransaction(transaction);
  }

  private endTransaction(transaction: unknown): void {
    if (transaction && this.toBumpAtEnd.delete(transaction)) this.version.bump();
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

/** How often an instance looks at the shared number: other instances' writes show within this. */
export const SHARED_VERSION_POLL_MS = 250;

interface SharedVersionSource {
  getConnection(): {
    execute(sql: string, params?: unknown[], method?: 'all'): Promise<unknown>;
  };
}

/**
 * Follows the content version in the database, so content written by another
 * instance on the same database (or by a command on this one) throws away
 * what this process keeps, within `intervalMs`. A query of one row a few
 * times a second costs nothing next to a page, and works the same on SQLite
 * and PostgreSQL. A failed look is tried again on the next tick; the caller
 * hears of the first failure and of the recovery, never of every tick.
 */
export function watchSharedVersion(
  em: SharedVersionSource & { getEventManager(): EventManager },
  onTrouble: (error: unknown | null) => void,
  intervalMs = SHARED_VERSION_POLL_MS,
): () => void {
  const version = contentVersion(em);
  let looking = false;
  let failing = false;
  const look = async () => {
    if (looking) return;
    looking = true;
    // A commit of this process that lands while the read is on its way has
    // already moved `sharedSeen` past what the read may answer: such a read
    // is stale, and comparing it would bump (and then bump again) for
    // nothing. It is dropped; the next tick reads afresh.
    const commitsBefore = version.sharedCommits;
    try {
      const rows = (await em
        .getConnection()
        .execute('select version from content_state where id = 1', [], 'all')) as {
        version: number | string;
      }[];
      const now = Number(rows[0]?.version ?? 0);
      if (version.sharedCommits !== commitsBefore) return;
      if (version.sharedSeen !== undefined && now !== version.sharedSeen) version.bump();
      version.sharedSeen = now;
      if (failing) onTrouble(null);
      failing = false;
    } catch (error) {
      if (!failing) onTrouble(error);
      failing = true;
    } finally {
      looking = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
