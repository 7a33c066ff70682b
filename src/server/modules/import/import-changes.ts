import { type EntityName, FlushMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';

/** How a staged change finds its row: the entity, its id's property and what to load with it. */
export interface ChangedRowKind<T extends object> {
  entity: EntityName<T>;
  idProperty: keyof T & string;
  populate?: readonly string[];
}

interface Pending {
  kind: ChangedRowKind<object>;
  changes: Map<number, (row: object) => void>;
}

/**
 * Changes to rows the site has, gathered until the pacer's next flush and
 * then loaded together: one query per kind of row for the whole slice
 * (`id IN (…)`, their tools with them in one more), where loading each row
 * on its own cost a query and a round of the ORM per row. The loads need
 * nothing staged written first (FlushMode.COMMIT): the ORM's automatic
 * flush before a query would look through every staged change again. The
 * rows were listed in this same transaction, so each one is there.
 */
export class ImportChanges {
  private readonly pending = new Map<EntityName<object>, Pending>();

  stage<T extends object>(kind: ChangedRowKind<T>, id: number, apply: (row: T) => void): void {
    const key = kind.entity as EntityName<object>;
    const entry = this.pending.get(key) ?? {
      kind: kind as unknown as ChangedRowKind<object>,
      changes: new Map(),
    };
    entry.changes.set(id, apply as (row: object) => void);
    this.pending.set(key, entry);
  }

  /** Loads every row changed since the last call and applies its change, ready to be flushed. */
  async load(em: EntityManager): Promise<void> {
    const batches = [...this.pending.values()];
    this.pending.clear();
    for (const { kind, changes } of batches) {
      const rows = await em.find(
        kind.entity,
        { [kind.idProperty]: { $in: [...changes.keys()] } },
        { flushMode: FlushMode.COMMIT, populate: (kind.populate ?? []) as never },
      );
      for (const row of rows) {
        changes.get((row as Record<string, number>)[kind.idProperty]!)?.(row);
      }
    }
  }
}
