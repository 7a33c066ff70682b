import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/knex';
import type { Logger } from '../../logger';
import type { MediaType } from '../../../shared/media';
import { uploadTempRoot } from './media-files';
import { planSweep, sweepOrphans } from './orphan-sweep';
import {
  discard,
  finishPlace,
  finishRemove,
  journalEntry,
  journalId,
  journalRoot,
  type MediaIntent,
  readIntent,
} from './media-journal';
import { derivedFolder, mediaKey, type MediaStore } from './media-store';
import { type Media, MediaEntity } from './media.entity';

export interface MediaRecoveryReport {
  /** Writes whose row had committed: their file was moved into place or removed. */
  completed: string[];
  /** Writes whose row had not committed: their staged file was dropped. */
  undone: string[];
  /** Upload folders of requests the process died in. */
  uploadsCleared: number;
  /** Files without a row, moved to `media-orphans/<time>/` (in the data folder, or the bucket). */
  quarantined: string[];
  /** Files the sweep left in place because moving them would have gone over its limit. */
  sweepHeld: number;
  /** Rows whose file is missing: kept, and logged. */
  rowsWithoutFile: string[];
}

/** Whether the row is what a place intent was about to commit. */
function committed(row: Media | null, intent: MediaIntent): boolean {
  if (intent.op !== 'place' || !row) return false;
  return (
    row.type === intent.type &&
    row.size === intent.size &&
    row.contentType === intent.contentType &&
    row.originalName === intent.originalName
  );
}

/**
 * Completes or undoes every media write a previous process left half done.
 * An entry that cannot be replayed (a disk error) is logged and kept for the
 * next start rather than stopping this one.
 */
async function replayJournal(
  em: EntityManager,
  dataDir: string,
  store: MediaStore,
  logger: Logger,
  report: MediaRecoveryReport,
) {
  const root = journalRoot(dataDir);
  const intents = existsSync(root) ? (await readdir(root)).map(journalId) : [];
  // A staged object in the bucket may have lost its intent (a crash before it was written).
  const ids = new Set([...intents, ...(await store.stagedIds())]);
  for (const id of ids) {
    const entry = journalEntry(dataDir, id);
    try {
      const intent = await readIntent(entry);
      // No (whole) intent: the write stopped before its row could change.
      if (!intent) {
        await discard(store, entry);
        continue;
      }
      const row = await em.findOne(MediaEntity, { name: intent.name });
      const label = `${intent.op} ${intent.type}/${intent.name}`;
      if (intent.op === 'place' && committed(row, intent)) {
        await finishPlace(store, entry, intent);
        report.completed.push(label);
      } else if (intent.op === 'remove' && !row) {
        await finishRemove(store, entry, intent);
        report.completed.push(label);
      } else {
        await discard(store, entry);
        report.undone.push(label);
      }
    } catch (error) {
      logger.error({ err: error, entry: id }, 'could not replay a media journal entry');
    }
  }
}

/**
 * Runs at startup, before the server listens, while nothing else touches the
 * media folder or the bucket (one process per data folder and bucket):
 * 1. upload folders of requests that died with the process are removed;
 * 2. the journal is replayed: a write whose row committed is completed (its
 *    file moved into place, or removed for a delete), any other is undone;
 * 3. files in the store that no row accounts for are moved to
 *    `media-orphans/<time>/` (in the data folder, or in the bucket), not
 *    deleted: after step 2 none comes
 *    from this server's own writes, so they were put there by hand or belong
 *    to another database, and deleting them would be irreversible. Only
 *    files older than a day, and never more than a tenth of the store at
 *    once (orphan-sweep.ts): a database that does not match the store must
 *    not empty it;
 * 4. rows whose file is missing are kept and logged: the admin can upload a
 *    replacement file to the same item, while deleting the row would
 *    silently break every page that links to it.
 */
export async function recoverMedia(
  em: EntityManager,
  dataDir: string,
  store: MediaStore,
  logger: Logger,
): Promise<MediaRecoveryReport> {
  const report: MediaRecoveryReport = {
    completed: [],
    undone: [],
    uploadsCleared: 0,
    quarantined: [],
    sweepHeld: 0,
    rowsWithoutFile: [],
  };

  const uploads = uploadTempRoot(dataDir);
  if (existsSync(uploads)) {
    report.uploadsCleared = (await readdir(uploads)).length;
    await rm(uploads, { recursive: true, force: true });
  }

  await replayJournal(em, dataDir, store, logger, report);

  const listed = await store.list();
  const stored = new Set(listed.map((object) => object.key));
  // Listed before the rows: a copy is made only after its row is written, so
  // every folder listed here whose row exists is among the rows read next,
  // even while another instance is making copies.
  const derived = await store.listDerived();
  const rows = await em.find(MediaEntity, {});
  const expected = new Map<string, Media>();
  for (const row of rows) expected.set(mediaKey(row.type as MediaType, row.name), row);

  // Files without a row, and copies of an image whose row is gone (deleted
  // while its copies were being made, then a crash), are swept only when old
  // and few: see orphan-sweep.ts. A row that exists keeps its folder: its
  // copies are remade or reused.
  const ownedFolders = new Set(rows.map((row) => derivedFolder(row.type as MediaType, row.name)));
  const plan = planSweep(
    listed,
    derived,
    (key) => expected.has(key),
    (folder) => ownedFolders.has(folder),
  );
  report.quarantined.push(...(await sweepOrphans(store, plan, logger)));
  report.sweepHeld = plan.allowed ? 0 : plan.wouldTouch;

  for (const [key, row] of expected) {
    if (!stored.has(key)) report.rowsWithoutFile.push(`${row.type}/${row.name}`);
  }
  if (report.rowsWithoutFile.length > 0) {
    logger.warn(
      { media: report.rowsWithoutFile, store: store.location },
      'media rows whose file is missing: upload a replacement file or delete them in the admin',
    );
  }

  if (report.completed.length + report.undone.length + report.uploadsCleared > 0) {
    logger.info(
      {
        completed: report.completed,
        undone: report.undone,
        uploadsCleared: report.uploadsCleared,
      },
      'media writes interrupted by the last stop were recovered',
    );
  }
  return report;
}
