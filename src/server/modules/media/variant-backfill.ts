import type { EntityManager } from '@mikro-orm/knex';
import type { Logger } from '../../logger';
import type { MediaStore } from './media-store';
import { serialized } from './media.service';
import { MediaEntity } from './media.entity';
import { type VariantPass, VariantWorker } from './variant-worker';

export interface BackfillOptions {
  /** Make every image's copies again, not only the missing ones (after changing the widths or quality). */
  all?: boolean;
}

/**
 * Makes the smaller copies that existing images lack (`npm run
 * media:variants`), now and in the foreground, and answers what it did. The
 * same work list as the server's background worker: rows whose `variants`
 * is still null; a running server may make some of them too, which writes
 * the same files twice at worst.
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
  }
  const worker = new VariantWorker({ store, dataDir, logger, serialized });
  return worker.runOnce(em);
}
