import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/knex';
import type { MediaType } from '../../../shared/media';
import type { Logger } from '../../logger';
import {
  isRasterImage,
  makeVariants,
  maxImagePixels,
  readStoredImageSize,
  storeVariants,
} from './image-variants';
import type { MediaStore } from './media-store';
import { MediaEntity } from './media.entity';

/** Runs a media write after the ones before it (media.service.ts keeps one chain per process). */
export type Serialize = <T>(work: () => Promise<T>) => Promise<T>;

export interface VariantWorkerOptions {
  store: MediaStore;
  dataDir: string;
  logger: Logger;
  serialized: Serialize;
}

/** What one pass made: media names with their new variants, and those that got none. */
export interface VariantPass {
  made: string[];
  failed: string[];
  /** Images over MAX_IMAGE_MEGAPIXELS, left undecoded. */
  tooLarge: string[];
}

/**
 * Makes the missing image variants in the background, one image at a time,
 * off the request path: an upload answers as soon as its original is
 * stored, and the page shows the original until the variants exist. Rows
 * whose `variants` is null are the work list, so a restart simply carries
 * on, and servers sharing a database may make the same image twice at worst
 * (the same files at the same keys: harmless).
 */
export class VariantWorker {
  private running: Promise<VariantPass> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly options: VariantWorkerOptions) {}

  /** Starts a pass (or another one after the pass in progress); never waits for it. */
  wake(em: EntityManager): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain(em).finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.wake(em);
      }
    });
  }

  /** Makes every missing variant now and answers what it did (the `media:variants` command). */
  async runOnce(em: EntityManager): Promise<VariantPass> {
    if (this.running) await this.running.catch(() => undefined);
    return this.drain(em);
  }

  /** The pass in progress, finished (tests and the command wait for it). */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  /** No new pass; the image in progress finishes (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  private async drain(root: EntityManager): Promise<VariantPass> {
    const pass: VariantPass = { made: [], failed: [], tooLarge: [] };
    const skipped = new Set<number>();
    while (!this.stopped) {
      const em = root.fork();
      const row = await em.findOne(
        MediaEntity,
        { variants: null, ...(skipped.size > 0 ? { mediaId: { $nin: [...skipped] } } : {}) },
        { orderBy: { mediaId: 'asc' } },
      );
      if (!row) break;
      try {
        await this.makeFor(em, row.mediaId, pass);
      } catch (error) {
        // A database or store fault: tried again at the next pass, not in a loop now.
        skipped.add(row.mediaId);
        this.options.logger.error(
          { err: error, media: `${row.type}/${row.name}` },
          'could not make the variants of an image; the next start tries again',
        );
      }
    }
    if (pass.made.length + pass.failed.length + pass.tooLarge.length > 0) {
      this.options.logger.info(pass, 'image variants made');
    }
    return pass;
  }

  private async makeFor(em: EntityManager, mediaId: number, pass: VariantPass): Promise<void> {
    const { store, dataDir, logger, serialized } = this.options;
    const row = await em.findOneOrFail(MediaEntity, { mediaId });
    const type = row.type as MediaType;
    if (type !== 'image' || !isRasterImage(row.contentType) || !row.width) {
      // Nothing to make (a document, an SVG, an image older than this
      // column whose size is read below); '' ends its turn in the work list.
      if (type === 'image' && isRasterImage(row.contentType) && !row.width) {
        return this.sizeOlderImage(em, row.mediaId);
      }
      row.variants = '';
      await em.flush();
      return;
    }
    // Stored before the limit (or under a higher one): decoding it could take
    // more memory than the server has. Refused by its recorded size, unread.
    const pixels = row.width * (row.height ?? 0);
    if (pixels > maxImagePixels()) {
      logger.warn(
        {
          media: `${type}/${row.name}`,
          megapixels: Math.round(pixels / 100_000) / 10,
          limit: maxImagePixels() / 1_000_000,
        },
        'an image is over MAX_IMAGE_MEGAPIXELS: it is shown as uploaded, without smaller copies',
      );
      row.variants = '';
      await em.flush();
      pass.tooLarge.push(row.name);
      return;
    }
    const seen = { size: row.size, contentType: row.contentType, name: row.name };
    let made;
    try {
      made = await makeVariants(
        store,
        { type, name: row.name, width: row.width },
        workRoot(dataDir),
      );
    } catch (error) {
      if (isStoreFault(error)) throw error;
      // Bytes the decoder refuses are the uploader's input, not a fault of
      // the server: the decoder's message says enough, a stack trace would
      // read as a crash.
      logger.warn(
        {
          reason: error instanceof Error ? error.message : String(error),
          media: `${type}/${row.name}`,
        },
        'an image could not be decoded: it is shown as uploaded, without smaller copies',
      );
      row.variants = '';
      await em.flush();
      pass.failed.push(row.name);
      return;
    }
    try {
      await serialized(async () => {
        // Replaced or deleted meanwhile: these copies are of a file that is gone.
        em.clear();
        const current = await em.findOne(MediaEntity, { mediaId });
        if (
          !current ||
          current.variants !== null ||
          current.size !== seen.size ||
          current.contentType !== seen.contentType
        ) {
          return;
        }
        await storeVariants(store, { type, name: seen.name }, made);
        current.variants = made.variants
          .filter((variant) => variant.format === 'avif')
          .map((variant) => variant.width)
          .join(',');
        await em.flush();
        pass.made.push(seen.name);
      });
    } finally {
      await rm(made.folder, { recursive: true, force: true });
    }
  }

  /** An image stored before sizes were recorded: its size is read from the stored file first. */
  private async sizeOlderImage(em: EntityManager, mediaId: number): Promise<void> {
    const { store, serialized } = this.options;
    const row = await em.findOneOrFail(MediaEntity, { mediaId });
    const size = await readStoredImageSize(store, row.type as MediaType, row.name);
    await serialized(async () => {
      em.clear();
      const current = await em.findOne(MediaEntity, { mediaId });
      if (!current || current.size !== row.size) return;
      if (size) {
        current.width = size.width;
        current.height = size.height;
      } else {
        current.variants = '';
      }
      await em.flush();
    });
  }
}

/** Where variants are made before they go to the store: the data folder's temporary area. */
function workRoot(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'variants');
}

/** Errors of the disk or the bucket, as opposed to an image sharp cannot decode. */
function isStoreFault(error: unknown): boolean {
  const { code, $metadata } = error as { code?: string; $metadata?: unknown };
  return $metadata !== undefined || (typeof code === 'string' && /^E[A-Z]+$/.test(code));
}

const workers = new WeakMap<MediaStore, VariantWorker>();

/** The one worker of a media store in this process (servers in one test process each have their own store). */
export function variantWorker(options: VariantWorkerOptions): VariantWorker {
  let worker = workers.get(options.store);
  if (!worker) {
    worker = new VariantWorker(options);
    workers.set(options.store, worker);
  }
  return worker;
}

/** The worker of a store, if one was started. */
export function existingVariantWorker(store: MediaStore): VariantWorker | undefined {
  return workers.get(store);
}
