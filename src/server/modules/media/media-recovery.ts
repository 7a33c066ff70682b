import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/knex';
import type { Logger } from '../../logger';
import { isInside, mediaFilePath, mediaRoot, moveFile, uploadTempRoot } from './media-files';
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
import { type Media, MediaEntity } from './media.entity';

/** Where files under the media folder that no row accounts for are moved, never deleted. */
export function orphanRoot(dataDir: string): string {
  return path.join(dataDir, 'media-orphans');
}

export interface MediaRecoveryReport {
  /** Writes whose row had committed: their file was moved into place or removed. */
  completed: string[];
  /** Writes whose row had not committed: their staged file was dropped. */
  undone: string[];
  /** Upload folders of requests the process died in. */
  uploadsCleared: number;
  /** Files under the media folder without a row, moved to `media-orphans/<time>/`. */
  quarantined: string[];
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
  logger: Logger,
  report: MediaRecoveryReport,
) {
  const root = journalRoot(dataDir);
  if (!existsSync(root)) return;
  const ids = new Set((await readdir(root)).map(journalId));
  for (const id of ids) {
    const entry = journalEntry(dataDir, id);
    try {
      const intent = await readIntent(entry);
      // No (whole) intent: the write stopped before its row could change.
      if (!intent) {
        await discard(entry);
        continue;
      }
      const row = await em.findOne(MediaEntity, { name: intent.name });
      const label = `${intent.op} ${intent.type}/${intent.name}`;
      if (intent.op === 'place' && committed(row, intent)) {
        await finishPlace(dataDir, entry, intent);
        report.completed.push(label);
      } else if (intent.op === 'remove' && !row) {
        await finishRemove(dataDir, entry, intent);
        report.completed.push(label);
      } else {
        await discard(entry);
        report.undone.push(label);
      }
    } catch (error) {
      logger.error({ err: error, entry: id }, 'could not replay a media journal entry');
    }
  }
}

/** Every entry under `folder` that is not a folder, as absolute paths. */
async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Runs at startup, before the server listens, while nothing else touches the
 * media folder (one process per data folder):
 * 1. upload folders of requests that died with the process are removed;
 * 2. the journal is replayed: a write whose row committed is completed (its
 *    file moved into place, or removed for a delete), any other is undone;
 * 3. files under the media folder that no row accounts for are moved to
 *    `DATA_DIR/media-orphans/<time>/`, not deleted: after step 2 none comes
 *    from this server's own writes, so they were put there by hand or belong
 *    to another database, and deleting them would be irreversible;
 * 4. rows whose file is missing are kept and logged: the admin can upload a
 *    replacement file to the same item, while deleting the row would
 *    silently break every page that links to it.
 */
export async function recoverMedia(
  em: EntityManager,
  dataDir: string,
  logger: Logger,
): Promise<MediaRecoveryReport> {
  const report: MediaRecoveryReport = {
    completed: [],
    undone: [],
    uploadsCleared: 0,
    quarantined: [],
    rowsWithoutFile: [],
  };

  const uploads = uploadTempRoot(dataDir);
  if (existsSync(uploads)) {
    report.uploadsCleared = (await readdir(uploads)).length;
    await rm(uploads, { recursive: true, force: true });
  }

  await replayJournal(em, dataDir, logger, report);

  const rows = await em.find(MediaEntity, {});
  const expected = new Map<string, Media>();
  for (const row of rows) {
    const file = mediaFilePath(dataDir, row.type, row.name);
    if (file) expected.set(file, row);
  }

  const root = mediaRoot(dataDir);
  const journal = journalRoot(dataDir);
  const strays = (await filesUnder(root)).filter(
    (file) => !expected.has(file) && !isInside(journal, file),
  );
  if (strays.length > 0) {
    const quarantine = path.join(orphanRoot(dataDir), new Date().toISOString().replace(/:/g, '-'));
    for (const file of strays) {
      const relative = path.relative(root, file);
      const target = path.join(quarantine, relative);
      // Paths come from readdir under root; the check only guards the move.
      if (!isInside(quarantine, target)) continue;
      await moveFile(file, target);
      report.quarantined.push(relative);
    }
    logger.warn(
      { files: report.quarantined, movedTo: quarantine },
      'media files without a row were moved out of the media folder',
    );
  }

  for (const [file, row] of expected) {
    if (!existsSync(file)) report.rowsWithoutFile.push(`${row.type}/${row.name}`);
  }
  if (report.rowsWithoutFile.length > 0) {
    logger.warn(
      { media: report.rowsWithoutFile },
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
