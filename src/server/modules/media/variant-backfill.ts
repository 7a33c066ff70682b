import type { EntityManager } from '@mikro-orm/knex';
import type { Logger } from '../../logger';
import { parseVariantWidths, VARIANT_FORMATS } from '../../../shared/image-variants';
import { variantKey } from './image-variants';
import type { MediaStore } from './media-store';
import { serialized } from './media.service';
import { MediaEntity } from './media.entity';
import { type VariantPass, VariantWorker } from './variant-worker';

export interface BackfillOptions {
  /** Make every image's copies again, not only the missing ones (after changing the widths or quality). */
  all?: boolean;
}

/** Rows looked at per query while checking that listed copies are stored. */
const PAGE = 100;

/**
 * Puts back on the work list (`variants` null) every image whose row lists
 * copies that the store does not hold: lost with a store, left out of a
 * copy, deleted by hand. The row alone cannot tell, and a page would link
 * to each missing copy and get a 404. Rows are read a page at a time; the
 * store's copies are listed once (keys only). Only a row still listing what
 * was read is changed, so a copy made meanwhile is not undone.
 */
async function requeueMissingCopies(em: EntityManager, store: MediaStore): Promise<void> {
  const stored = new Set(await store.derivedKeys());
  let after = 0;
  for (;;) {
    const rows = await em.fork().find(
      MediaEntity,
      {
        type: 'image',
        mediaId: { $gt: after },
        $and: [{ variants: { $ne: null } }, { variants: { $ne: '' } }],
      },
      { orderBy: { mediaId: 'asc' }, limit: PAGE, fields: ['mediaId', 'name', 'variants'] },
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      const keys = parseVariantWidths(row.variants).flatMap((width) =>
        VARIANT_FORMATS.map((format) => variantKey('image', row.name, width, format)),
      );
      if (keys.every((key) => stored.has(key))) continue;
      await em
        .fork()
        .nativeUpdate(
          MediaEntity,
          { mediaId: row.mediaId, variants: row.variants },
          { variants: null },
        );
    }
    after = rows[rows.length - 1]?.mediaId ?? after;
  }
}

/**
 * Makes the smaller copies that existing images lack (`npm run
 * media:variants`), now and in the foreground, and answers what it did. The
 * same work list as the server's background worker: rows whose `variants`
 * is still null, and first the rows whose listed copies are missing from the
 * store go back on it. A running server may make some of them too, which
 * writes the same files twice at worst. One image at a time, as the worker
 * makes them.
 */
export async function backfillVariants(
  em: EntityManager,
  store: MediaStore,
  dataDir: string,
  logger: Logger,
  options: BackfillOptions = {},
): Promise<VariantPass> {
  if (options.all) {
    const rows = await em.find(MediaEntity, { type: 'image', variants: { $ne: null } });
    // '' stays for files that are no raster image; the rest go back on the list.
    for (const row of rows) row.variants = null;
    await em.flush();
  } else {
    await requeueMissingCopies(em, store);
  }
  const worker = new VariantWorker({ store, dataDir, logger, serialized });
  return worker.runOnce(em);
}
