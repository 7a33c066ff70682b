import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/knex';
import { ImportChanges } from './import-changes';

/** Synchronous work between two turns given back to other requests, in milliseconds. */
export const IMPORT_SLICE_MS = 5;

/** New or changed rows written by one flush at most: the flush itself is synchronous work too. */
export const IMPORT_ROWS_PER_FLUSH = 20;

/**
 * Keeps a long import from holding the event loop. The sections stage new
 * rows and changes without writing them and call `step` after every item:
 * - once the slice's time or its number of items is used up, the rows the
 *   slice changes are loaded together (import-changes.ts), everything
 *   staged is written in one flush (the ORM inserts a batch at a time,
 *   where a flush per row cost a round of the unit of work each), the
 *   identity map is emptied, and the import waits for the next turn of the
 *   event loop, so requests that came in meanwhile (the public page above
 *   all) are answered between two slices. Awaiting the database alone never
 *   lets them in: the SQLite driver answers synchronously, and a promise
 *   resolved at once does not give the event loop a turn.
 * - Emptying the identity map after each flush keeps every flush as small
 *   as its slice: a flush computes the changes of every entity the map
 *   holds, so rows kept from earlier slices made each flush of a long
 *   section of changes cost more than the last.
 * - `settle` ends a section the same way, before the next one reads the site.
 * Everything stays inside the caller's transaction: slices change when the
 * rows are sent, never whether the import is all or nothing.
 */
export class ImportPacer {
  readonly changes = new ImportChanges();
  private sliceStart = performance.now();
  private items = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly sliceMs = IMPORT_SLICE_MS,
    private readonly itemsPerSlice = IMPORT_ROWS_PER_FLUSH,
  ) {}

  async step(): Promise<void> {
    this.items += 1;
    if (this.items < this.itemsPerSlice && performance.now() - this.sliceStart < this.sliceMs) {
      return;
    }
    await this.write();
    await this.yieldTurn();
  }

  async settle(): Promise<void> {
    await this.write();
    await this.yieldTurn();
  }

  private async write(): Promise<void> {
    await this.changes.load(this.em);
    await this.em.flush();
    this.em.clear();
  }

  private async yieldTurn(): Promise<void> {
    await nextTurn();
    this.items = 0;
    this.sliceStart = performance.now();
  }
}
