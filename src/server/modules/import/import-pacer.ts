import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/knex';

/** Synchronous work between two turns given back to other requests, in milliseconds. */
export const IMPORT_SLICE_MS = 5;

/** New rows written by one flush at most: the flush itself is synchronous work too. */
export const IMPORT_ROWS_PER_FLUSH = 20;

/**
 * Keeps a long import from holding the event loop. The sections stage new
 * rows without writing them and call `step` after every item:
 * - once the slice's time or its number of items is used up, the staged
 *   rows are written in one flush (the ORM inserts them a batch at a time,
 *   where a flush per row cost a round of the unit of work each), and the
 *   import waits for the next turn of the event loop, so requests that came
 *   in meanwhile (the public page above all) are answered between two
 *   slices. Awaiting the database alone never lets them in: the SQLite
 *   driver answers synchronously, and a promise resolved at once does not
 *   give the event loop a turn.
 * - `settle` ends a section: everything written, and the identity map
 *   emptied, so the next section's flushes look at its own rows only.
 * Everything stays inside the caller's transaction: slices change when the
 * rows are sent, never whether the import is all or nothing.
 */
export class ImportPacer {
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
    await this.em.flush();
    await this.yieldTurn();
  }

  async settle(): Promise<void> {
    await this.em.flush();
    this.em.clear();
    await this.yieldTurn();
  }

  private async yieldTurn(): Promise<void> {
    await nextTurn();
    this.items = 0;
    this.sliceStart = performance.now();
  }
}
