import type {
  ChangeSet,
  EntityManager,
  EventManager,
  EventSubscriber,
  FlushEventArgs,
} from '@mikro-orm/core';

/** What one flush wrote to one row: entity, key and the names of the fields written. */
export interface RowChange {
  entity: string;
  id: string;
  kind: 'create' | 'update' | 'delete';
  fields: string[];
}

/**
 * Fields that hold a secret or its hash. The trail says a password changed
 * (as `password`), never anything of its value; the others are left out.
 */
const RENAMED: Record<string, string> = { passwordHash: 'password' };
const LEFT_OUT = new Set([
  'secretHash',
  'codeHash',
  'totpSecret',
  'totpPendingSecret',
  'totpLastStep',
]);

/** Bookkeeping every row gets: naming it would only bury the fields a person chose. */
const BOOKKEEPING = new Set(['createdAt', 'updatedAt', 'lastUsedAt', 'lastSeenAt']);

function fieldNames(names: string[], primaryKeys: string[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    if (LEFT_OUT.has(name) || BOOKKEEPING.has(name) || primaryKeys.includes(name)) continue;
    out.add(RENAMED[name] ?? name);
  }
  return [...out];
}

function rowChange(changeSet: ChangeSet<object>): RowChange {
  const kind =
    changeSet.type === 'create' ? 'create' : changeSet.type === 'update' ? 'update' : 'delete';
  const primaryKey = changeSet.getPrimaryKey();
  return {
    entity: changeSet.meta.className,
    id: Array.isArray(primaryKey) ? primaryKey.join(',') : String(primaryKey ?? ''),
    kind,
    // A create writes every field; an update's payload holds just the changed ones.
    fields:
      kind === 'delete'
        ? []
        : fieldNames(Object.keys(changeSet.payload ?? {}), changeSet.meta.primaryKeys),
  };
}

/**
 * Collects what each request's EntityManager flushes, so the audit entry of
 * an admin write can name the fields that really changed rather than those
 * the request happened to send. Every request forks its own manager, which
 * is the key; the entries go when the fork is garbage.
 */
class ChangeCollector implements EventSubscriber {
  readonly byManager = new WeakMap<EntityManager, RowChange[]>();

  afterFlush({ em, uow }: FlushEventArgs): void {
    const changes = uow.getChangeSets().map(rowChange);
    for (const collection of uow.getCollectionUpdates()) {
      const owner = collection.owner as object;
      const meta = (owner as { __meta?: { className: string } }).__meta;
      const existing = changes.find((change) => change.entity === meta?.className);
      const property = collection.property.name;
      if (existing && !existing.fields.includes(property)) existing.fields.push(property);
    }
    if (changes.length === 0) return;
    const list = this.byManager.get(em) ?? [];
    list.push(...changes);
    this.byManager.set(em, list);
  }
}

const collector = new ChangeCollector();
const registered = new WeakSet<EventManager>();

/** Starts collecting on an ORM's event manager (once per ORM). */
export function collectChanges(em: EntityManager): void {
  const events = em.getEventManager();
  if (registered.has(events)) return;
  registered.add(events);
  events.registerSubscriber(collector);
}

/** What this manager flushed so far (a request's fork), oldest first. */
export function changesOf(em: EntityManager): RowChange[] {
  return collector.byManager.get(em) ?? [];
}
